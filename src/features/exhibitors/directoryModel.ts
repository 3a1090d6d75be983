import { EXHIBITORS } from '../../../schemas/constants';
import type {
  DirectoryCard,
  DirectoryReply,
  ExhibitorTag,
  SponsorLevel,
} from '../../../schemas/exhibitorDirectory';
import { queryWords } from '../../people/participantSearch';
import { htmlToText } from '../../ui/plainText';

/**
 * The directory's rules without screens (002 §2 "Directory"): sorting, the support type, tag and interest
 * filters, the search (stopwords and dots removed; name, country and description, case-insensitive), label
 * cutting, and grouping by sponsor level.
 */

export type DirectorySort = 'level' | 'name' | 'country';
export const DIRECTORY_SORTS: readonly DirectorySort[] = ['level', 'name', 'country'];

export interface DirectoryFilters {
  readonly levels: readonly string[];
  readonly tags: readonly string[];
  /** Tag categories (the interest filter): a company matches one when it has any of its tags. */
  readonly interests: readonly string[];
  readonly query: string;
}
export const NO_FILTERS: DirectoryFilters = { levels: [], tags: [], interests: [], query: '' };

/** A label longer than 21 characters keeps its first 18 and '...'. */
export function cutLabel(label: string): string {
  return label.length > EXHIBITORS.LABEL_MAX ? `${label.slice(0, EXHIBITORS.LABEL_KEEP)}...` : label;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const haystackOf = (card: DirectoryCard) =>
  fold(
    [
      card.CompanyInfo.Companyname,
      card.CompanyInfo.Country ?? '',
      htmlToText(card.CompanyInfo.Description ?? ''),
    ]
      .join(' ')
      .replace(/\./g, ' '),
  );

/** Whether every search word of the query is in the company's name, country or description. */
export function matchesSearch(card: DirectoryCard, query: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const hay = haystackOf(card);
  return words.every((w) => hay.includes(w));
}

const tagsOf = (card: DirectoryCard) => (card.CompanyInfo.tags ?? []).map(String);

/** The hall's tags a company has, in the company's order. */
export const cardTags = (card: Pick<DirectoryCard, 'CompanyInfo'>, tags: readonly ExhibitorTag[]) =>
  (card.CompanyInfo.tags ?? []).flatMap((id) => tags.filter((tag) => tag.id === String(id)));

export function filterCards(
  cards: readonly DirectoryCard[],
  filters: DirectoryFilters,
  reply: Pick<DirectoryReply, 'tag_categories'>,
): DirectoryCard[] {
  const interestTags = new Set(
    reply.tag_categories.filter((c) => filters.interests.includes(c.id)).flatMap((c) => c.tags),
  );
  return cards.filter((card) => {
    if (filters.levels.length > 0 && !filters.levels.includes(card.badgeObj.label)) return false;
    const tags = tagsOf(card);
    if (filters.tags.length > 0 && !filters.tags.some((t) => tags.includes(t))) return false;
    if (filters.interests.length > 0 && !tags.some((t) => interestTags.has(t))) return false;
    return matchesSearch(card, filters.query);
  });
}

const byName = (a: DirectoryCard, b: DirectoryCard) =>
  a.CompanyInfo.Companyname.localeCompare(b.CompanyInfo.Companyname, undefined, { sensitivity: 'base' });

export function sortCards(cards: readonly DirectoryCard[], sort: DirectorySort): DirectoryCard[] {
  const list = [...cards];
  if (sort === 'name') return list.sort(byName);
  if (sort === 'country') {
    return list.sort(
      (a, b) => (a.CompanyInfo.Country ?? '').localeCompare(b.CompanyInfo.Country ?? '') || byName(a, b),
    );
  }
  return list.sort((a, b) => a.badgeObj.order - b.badgeObj.order || byName(a, b));
}

export interface LevelGroup {
  readonly level: SponsorLevel | null;
  readonly cards: readonly DirectoryCard[];
}

/**
 * The sections to show: by sponsor level in level order when sorted by Support Level, each with its column
 * width; otherwise one list in the chosen order.
 */
export function groupCards(
  cards: readonly DirectoryCard[],
  levels: readonly SponsorLevel[],
  sort: DirectorySort,
): LevelGroup[] {
  const sorted = sortCards(cards, sort);
  if (sort !== 'level') return sorted.length > 0 ? [{ level: null, cards: sorted }] : [];
  return [...levels]
    .sort((a, b) => a.order - b.order)
    .map((level) => ({ level, cards: sorted.filter((c) => c.badgeObj.label === level.label) }))
    .filter((g) => g.cards.length > 0);
}

export interface Facet {
  readonly id: string;
  readonly label: string;
  readonly count: number;
}

/** A facet's values with how many companies have each, most first; the list shows FACET_LIMIT at first. */
export function facetOf(
  cards: readonly DirectoryCard[],
  values: readonly { id: string; label: string }[],
  has: (card: DirectoryCard, id: string) => boolean,
): Facet[] {
  return values
    .map((v) => ({ ...v, count: cards.filter((c) => has(c, v.id)).length }))
    .filter((f) => f.count > 0);
}

export const hasTag = (card: DirectoryCard, id: string) => tagsOf(card).includes(id);
