import { describe, expect, it } from 'vitest';
import type { DirectoryCard, SponsorLevel } from '../../../schemas/exhibitorDirectory';
import {
  cutLabel,
  filterCards,
  groupCards,
  matchesSearch,
  NO_FILTERS,
  sortCards,
} from '../../../src/features/exhibitors/directoryModel';
import { withScheme } from '../../../src/features/exhibitors/exhibitorPaths';

const card = (
  id: number,
  name: string,
  level: [string, number],
  country: string,
  tags: string[],
  description = '',
) =>
  ({
    CompanyInfo: {
      CompID: id,
      CompUUID: `u${id}`,
      Companyname: name,
      Country: country,
      tags,
      Description: description,
    },
    badgeObj: { label: level[0], order: level[1] },
    thumbnails: [],
    staff_count: 1,
    presence_room: `exhibitor_${id}`,
  }) as unknown as DirectoryCard;

const GOLD: [string, number] = ['Gold', 2];
const PLAT: [string, number] = ['Platinum', 1];
const cards = [
  card(1, 'Zeta Labs', GOLD, 'Canada', ['t1'], '<p>Imaging for St. Mary hospitals</p>'),
  card(2, 'alpha Health', PLAT, 'Brazil', ['t2']),
  card(3, 'Mid Corp', GOLD, 'Austria', ['t1', 't2']),
];
const reply = { tag_categories: [{ id: 'c', label: 'Research', tags: ['t2'] }] };
const ids = (list: readonly DirectoryCard[]) => list.map((c) => c.CompanyInfo.CompID);

describe('the directory rules', () => {
  it('cuts a label over 21 characters to 18 and ...', () => {
    expect(cutLabel('A'.repeat(21))).toBe('A'.repeat(21));
    expect(cutLabel('Population Health Management')).toBe('Population Health ...');
  });

  it('sorts by support level, name A-Z (case-insensitive) or country', () => {
    expect(ids(sortCards(cards, 'level'))).toEqual([2, 3, 1]);
    expect(ids(sortCards(cards, 'name'))).toEqual([2, 3, 1]);
    expect(ids(sortCards(cards, 'country'))).toEqual([3, 2, 1]);
  });

  it('searches name, country and description without stopwords and dots', () => {
    expect(matchesSearch(cards[0] as DirectoryCard, 'the imaging of st. mary')).toBe(true);
    expect(matchesSearch(cards[0] as DirectoryCard, 'canada')).toBe(true);
    expect(matchesSearch(cards[0] as DirectoryCard, 'brazil')).toBe(false);
    expect(matchesSearch(cards[1] as DirectoryCard, 'the')).toBe(true);
  });

  it('filters by support type, tag and interest together with the search', () => {
    expect(ids(filterCards(cards, { ...NO_FILTERS, levels: ['Gold'] }, reply))).toEqual([1, 3]);
    expect(ids(filterCards(cards, { ...NO_FILTERS, tags: ['t2'] }, reply))).toEqual([2, 3]);
    expect(ids(filterCards(cards, { ...NO_FILTERS, interests: ['c'] }, reply))).toEqual([2, 3]);
    expect(ids(filterCards(cards, { ...NO_FILTERS, levels: ['Gold'], query: 'mid' }, reply))).toEqual([3]);
  });

  it('groups by level in level order, or one list for the other sorts', () => {
    const levels = [
      { label: 'Gold', order: 2, value: 'gold', count: 2, directory_column_width: 12, badge_color: null },
      { label: 'Platinum', order: 1, value: 'p', count: 1, directory_column_width: 24, badge_color: null },
    ] as SponsorLevel[];
    expect(groupCards(cards, levels, 'level').map((g) => [g.level?.label, ids(g.cards)])).toEqual([
      ['Platinum', [2]],
      ['Gold', [3, 1]],
    ]);
    expect(groupCards(cards, levels, 'name')).toHaveLength(1);
  });

  it('prefixes https:// to addresses without a scheme', () => {
    expect(withScheme('www.example.com/careers')).toBe('https://www.example.com/careers');
    expect(withScheme('http://a.b')).toBe('http://a.b');
  });
});
