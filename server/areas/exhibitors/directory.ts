import { EXHIBITORS } from '../../../schemas/constants';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import {
  type DirectoryCard,
  type DirectoryReply,
  exhibitorPresenceRoom,
  type SponsorLevel,
} from '../../../schemas/exhibitorDirectory';
import type { EventConfig } from '../../../schemas/eventConfig';
import { configuredLevels, type HallDef, hallLists } from './hallConfig';
import { publicCompany } from './booth';

type Doc = ExhibitorDoc;

/** The level width on a 24-column grid when the level does not set one (002 §2: 24 with 1, 12 with 2, else 8). */
export function defaultColumnWidth(count: number): number {
  if (count <= 1) return EXHIBITORS.COLUMN_WIDTH_ONE;
  return count === 2 ? EXHIBITORS.COLUMN_WIDTH_TWO : EXHIBITORS.COLUMN_WIDTH_MANY;
}

const showsAllMedia = (order: number) => (EXHIBITORS.ALL_MEDIA_LEVELS as readonly number[]).includes(order);

/** A card's video and raffle thumbnails: up to 3, or all on the levels that show all media. */
export function cardThumbnails(doc: Doc): DirectoryCard['thumbnails'] {
  const all = [
    ...doc.media.youtube.map((m) => ({ type: 'video' as const, m })),
    ...doc.media.raffle.map((m) => ({ type: 'raffle' as const, m })),
  ].flatMap(({ type, m }) =>
    m.data.image_url
      ? [{ type, title: m.data.title || m.data.label || '', image_url: m.data.image_url }]
      : [],
  );
  return showsAllMedia(doc.badgeObj.order) ? all : all.slice(0, EXHIBITORS.CARD_MEDIA);
}

function cardOf(doc: Doc): DirectoryCard {
  return {
    CompanyInfo: publicCompany(doc.CompanyInfo),
    badgeObj: doc.badgeObj,
    thumbnails: cardThumbnails(doc),
    staff_count: doc.contact_info.length,
    presence_room: exhibitorPresenceRoom(doc.CompanyInfo.CompID),
  } as DirectoryCard;
}

/** The levels the shown companies use, by order, with their counts and widths. */
export function levelsOf(config: EventConfig, docs: readonly Doc[]): SponsorLevel[] {
  const configured = configuredLevels(config);
  const byLabel = new Map<string, SponsorLevel>();
  for (const doc of docs) {
    const b = doc.badgeObj;
    const found = byLabel.get(b.label);
    if (found) {
      byLabel.set(b.label, { ...found, count: found.count + 1 });
      continue;
    }
    const conf = configured.find((l) => l.label === b.label);
    byLabel.set(b.label, {
      label: b.label,
      order: b.order,
      value: conf?.value ?? b.label.toLowerCase(),
      count: 1,
      directory_column_width: b.directory_column_width ?? 0,
      badge_color: b.badge_color ?? null,
    });
  }
  return [...byLabel.values()]
    .map((l) => ({ ...l, directory_column_width: l.directory_column_width || defaultColumnWidth(l.count) }))
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}

/**
 * Companies suggested to a user (002 §2 "Suggestions show the top 3"): those sharing most tags with the user,
 * then by sponsor level; without shared tags, the best sponsored.
 */
export function suggestedFor(userTags: readonly string[], docs: readonly Doc[]): number[] {
  const mine = new Set(userTags.map(String));
  return docs
    .map((d, i) => ({ d, i, shared: (d.CompanyInfo.tags ?? []).filter((t) => mine.has(String(t))).length }))
    .sort((a, b) => b.shared - a.shared || a.d.badgeObj.order - b.d.badgeObj.order || a.i - b.i)
    .slice(0, EXHIBITORS.SUGGESTIONS_TOP)
    .map(({ d }) => d.CompanyInfo.CompID);
}

/** Whether a company has a level of the event's sponsor configuration ('others' otherwise). */
const isConfiguredLevel = (config: EventConfig, doc: Doc) => {
  const levels = configuredLevels(config);
  return levels.length === 0 || levels.some((l) => l.label === doc.badgeObj.label);
};

/** The directory of one hall as this user sees it. */
export function directoryOf(
  config: EventConfig,
  def: HallDef,
  docs: readonly Doc[],
  userTags: readonly string[],
): DirectoryReply {
  const shown = docs.filter(
    (d) => hallLists(def, d.CompanyInfo.CompID) && (!def.hideOthers || isConfiguredLevel(config, d)),
  );
  const suggestionsOn =
    !def.hall.options.hide_suggestions &&
    [true, 1].includes(config.suggested_entities_config?.exhibitors as never);
  return {
    hall: def.hall,
    levels: levelsOf(config, shown),
    tags: def.tags,
    tag_categories: def.hall.options.hide_categories ? [] : def.tagCategories,
    exhibitors: shown.map(cardOf),
    suggested: suggestionsOn ? suggestedFor(userTags, shown) : [],
  };
}
