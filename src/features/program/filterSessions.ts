import { Temporal } from '@js-temporal/polyfill';
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
import type { Mode, ProgramQuery } from './programQuery';
import { officeHoursAt } from './timing';

export type { ListOptions, Viewer };

/**
 * The program list's filtering, pure: what an item is (live means, videos, posters, credits, office hours),
 * who may open it, and which items a query keeps. The benchmark and the unit tests call these directly.
 */

/** The calendar day (YYYY-MM-DD) of an item's start in the conference time zone; null when on demand. */
export function dayOf(item: ListedItem, timeZone: string): string | null {
  if (item.start_time_unix === undefined) return null;
  return Temporal.Instant.fromEpochMilliseconds(item.start_time_unix)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
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
  options: ListOptions & {
    /** The custom abstract page the list is on: its selection replaces the mode. */
    readonly abstractPage?: AbstractListPage | null;
  },
  ranked: readonly string[] | null = null,
): ListedItem[] {
  const { now, timeZone, abstractPage } = options;
  const keep = (item: ListedItem) => {
    if (abstractPage) {
      if (!inAbstractPage(item, abstractPage)) return false;
    } else if (!inMode(item, query.mode, now, timeZone, options.siteClosed)) return false;
    if (query.types.length > 0 && !query.types.some((t) => isOfType(item, t))) return false;
    if (query.room !== null && String(item.room_id ?? '') !== query.room) return false;
    if (query.venue !== null && String(item.venue_id ?? '') !== query.venue) return false;
    if (query.track !== null && String(item.program_track_id ?? '') !== query.track) return false;
    if (query.tag !== null && !(item.tags ?? []).includes(query.tag)) return false;
    if (query.category !== null && !(item.custom_filter_value_array ?? []).includes(query.category))
      return false;
    if (query.date !== null && dayOf(item, timeZone) !== query.date) return false;
    if (options.hideNoAccess && !mayOpen(item, viewer)) return false;
    return true;
  };
  if (ranked === null) return items.filter(keep);
  const byId = new Map(items.map((i) => [i._id as string, i]));
  const out: ListedItem[] = [];
  for (const id of ranked) {
    const item = byId.get(id);
    if (item && keep(item)) out.push(item);
  }
  return out;
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
