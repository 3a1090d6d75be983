import { dayOf as dayOfInstant } from '../../i18n/dates';
import type { AbstractListPage } from '../../../schemas/eventConfig';
import type { ListedItem } from '../../../schemas/program';
import {
  hasLiveMeans,
  hasMeeting,
  hasOfficeHours,
  hasPoster,
  hasVideo,
  isLiveNow,
  type ListOptions,
  mayOpen,
  on,
  type Viewer,
} from '../../program/items';
import { inAbstractPage } from './abstractPages';
import { type FacetKey, type Mode, type ProgramQuery, selectedIn } from './programQuery';
import { officeHoursAt } from './timing';

export type { ListOptions, Viewer };

/**
 * The program list's filtering, pure: what an item is (live means, videos, posters, credits, office hours),
 * who may open it, and which items a query keeps. The benchmark and the unit tests call these directly.
 */

/** The calendar day (YYYY-MM-DD) of an item's start in the conference time zone; null when on demand. */
export function dayOf(item: ListedItem, timeZone: string): string | null {
  return item.start_time_unix === undefined ? null : dayOfInstant(item.start_time_unix, timeZone);
}

/**
 * Whether an item belongs to the sidebar mode. Office hours are listed while the officeHours machine shows
 * them: not after the last slot ended a day ago, nor when the site is soft-closed or archived.
 */
export function inMode(
  item: ListedItem,
  mode: Mode,
  now: number,
  timeZone: string,
  siteClosed = false,
): boolean {
  switch (mode) {
    case 'sessions':
      return item.internal_type === 'session';
    case 'all':
      return true;
    case 'posters':
      return hasPoster(item);
    case 'videos':
      return hasVideo(item);
    case 'live_sessions':
      return item.internal_type === 'session' && hasLiveMeans(item);
    case 'live_now':
      return item.internal_type === 'session' && isLiveNow(item, now, timeZone);
    case 'meeting':
      return item.internal_type === 'session' && hasMeeting(item);
    case 'live_meeting':
      return item.internal_type === 'session' && hasMeeting(item) && isLiveNow(item, now, timeZone);
    case 'credits':
      return (item.credits_array?.length ?? 0) > 0;
    case 'office_hours':
      return (
        hasOfficeHours(item) &&
        officeHoursAt(item, now, { isPrivileged: false, softClosed: siteClosed, archiveMode: false }).visible
      );
    case 'on_demand':
      return item.start_time_unix === undefined;
  }
}

/** A session type of the address: its id, or the proposal_type label the item carries. */
export const isOfType = (item: ListedItem, type: string) =>
  String(item.session_type_id ?? '') === type || item.proposal_type === type;

/**
 * The items a list may show at all: public ones plus those listed for the viewer's direct access, without
 * duplicates, in the snapshot's order (direct items after).
 */
export function listableItems(items: readonly ListedItem[], direct: readonly ListedItem[]): ListedItem[] {
  const seen = new Set<string>();
  const out: ListedItem[] = [];
  for (const item of items) {
    if (on(item.live_config_object?.hide_from_public) || seen.has(item._id)) continue;
    seen.add(item._id);
    out.push(item);
  }
  for (const item of direct) {
    if (seen.has(item._id)) continue;
    seen.add(item._id);
    out.push(item);
  }
  return out;
}

/**
 * The items a query keeps, in input order (or in `ranked` order when a search ran: `ranked` holds the _ids
 * the search found, best first).
 */
export function filterSessions(
  items: readonly ListedItem[],
  query: ProgramQuery,
  viewer: Viewer,
  options: FilterOptions,
  ranked: readonly string[] | null = null,
): ListedItem[] {
  const base = inListBase(query, viewer, options);
  const keep = (item: ListedItem) =>
    base(item) && FACET_KEYS.every((facet) => passesFacet(item, facet, query, options.timeZone));
  return candidates(items, ranked).filter(keep);
}

export type FilterOptions = ListOptions & {
  /** The custom abstract page the list is on: its selection replaces the mode. */
  readonly abstractPage?: AbstractListPage | null;
};

/** The facets of the sidebar, in its order. */
export const FACET_KEYS: readonly FacetKey[] = ['date', 'types', 'room', 'venue', 'track', 'tag', 'category'];

/** The items a search left, best first, or all items in order when no search ran. */
function candidates(items: readonly ListedItem[], ranked: readonly string[] | null): readonly ListedItem[] {
  if (ranked === null) return items;
  let byId = itemsById.get(items);
  if (!byId) {
    byId = new Map(items.map((i) => [i._id as string, i]));
    itemsById.set(items, byId);
  }
  const found = byId;
  return ranked.flatMap((id) => found.get(id) ?? []);
}
/** Each list's items by id, made once: the list, its facet counts and every search look its items up. */
const itemsById = new WeakMap<readonly ListedItem[], ReadonlyMap<string, ListedItem>>();

/** What keeps an item in the list apart from the facets: the mode (or custom page) and, if set, access. */
function inListBase(query: ProgramQuery, viewer: Viewer, options: FilterOptions) {
  const { now, timeZone, abstractPage } = options;
  return (item: ListedItem) => {
    if (abstractPage) {
      if (!inAbstractPage(item, abstractPage)) return false;
    } else if (!inMode(item, query.mode, now, timeZone, options.siteClosed)) return false;
    return !options.hideNoAccess || mayOpen(item, viewer);
  };
}

/** The values an item has for a facet (a session type by its id and by its proposal type). */
export function facetValuesOf(item: ListedItem, facet: FacetKey, timeZone: string): readonly string[] {
  const one = (v: string | number | null | undefined) => (v === undefined || v === null ? [] : [String(v)]);
  switch (facet) {
    case 'date':
      return one(dayOf(item, timeZone));
    case 'types':
      return [...one(item.session_type_id), ...one(item.proposal_type)];
    case 'room':
      return one(item.room_id);
    case 'venue':
      return one(item.venue_id);
    case 'track':
      return one(item.program_track_id);
    case 'tag':
      return item.tags ?? [];
    case 'category':
      return item.custom_filter_value_array ?? [];
  }
}

/** Whether an item passes a facet's selection: any of the chosen session types, the one chosen value of others. */
function passesFacet(item: ListedItem, facet: FacetKey, query: ProgramQuery, timeZone: string): boolean {
  const chosen = selectedIn(query, facet);
  if (chosen.length === 0) return true;
  const values = facetValuesOf(item, facet, timeZone);
  return chosen.some((c) => values.includes(c));
}

/** How many listed items each value of a facet would give: by facet, by value id. */
export type FacetCounts = Readonly<Record<FacetKey, ReadonlyMap<string, number>>>;

/**
 * The facet counts of the list as it is (faceted search): each facet's values counted over the items the mode,
 * the search and the other facets keep, so a facet's own choice does not narrow its own counts. One pass: an
 * item failing no facet counts for every facet; failing exactly one, for that facet only.
 */
export function facetCounts(
  items: readonly ListedItem[],
  query: ProgramQuery,
  viewer: Viewer,
  options: FilterOptions,
  ranked: readonly string[] | null = null,
): FacetCounts {
  const counts = Object.fromEntries(FACET_KEYS.map((f) => [f, new Map<string, number>()])) as Record<
    FacetKey,
    Map<string, number>
  >;
  const add = (item: ListedItem, facet: FacetKey) => {
    const map = counts[facet];
    for (const v of new Set(facetValuesOf(item, facet, options.timeZone))) map.set(v, (map.get(v) ?? 0) + 1);
  };
  const base = inListBase(query, viewer, options);
  for (const item of candidates(items, ranked)) {
    if (!base(item)) continue;
    const failing = FACET_KEYS.filter((f) => !passesFacet(item, f, query, options.timeZone));
    if (failing.length === 0) for (const f of FACET_KEYS) add(item, f);
    else if (failing.length === 1) add(item, failing[0] as FacetKey);
  }
  return counts;
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly pages: number;
  readonly total: number;
}

/** One page of a list; a page past the end shows the last page. */
export function pageOf<T>(items: readonly T[], size: number, page: number): Page<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const p = Math.min(Math.max(1, page), pages);
  return { items: items.slice((p - 1) * size, p * size), page: p, pages, total: items.length };
}
