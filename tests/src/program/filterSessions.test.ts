import { describe, expect, it } from 'vitest';
import { filterSessions, inMode, listableItems, pageOf } from '../../../src/features/program/filterSessions';
import { DEFAULT_QUERY } from '../../../src/features/program/programQuery';
import { HOUR, listed, NOW, TZ } from './items';

const viewer = { uuid: 'u1', isAdmin: false, sessionAccess: new Set<number>() };
const opts = { now: NOW, timeZone: TZ, hideNoAccess: false };

describe('program filters', () => {
  const tv = listed({ live_channel_id: 'tv', start_time_unix: NOW - HOUR, end_time_unix: NOW + HOUR });
  const soon = listed({
    live_channel_id: 'r1',
    start_time_unix: NOW + 10 * 60_000,
    end_time_unix: NOW + HOUR,
  });
  const later = listed({
    live_channel_id: 'r2',
    start_time_unix: NOW + 20 * 60_000,
    end_time_unix: NOW + HOUR,
  });
  const meeting = listed({
    start_time_unix: NOW - HOUR,
    end_time_unix: NOW + HOUR,
    live_config_object: { has_external_meeting: true, has_stream: false, has_session_video: false },
  });
  const video = listed({
    start_time_unix: NOW - 48 * HOUR,
    end_time_unix: NOW - 47 * HOUR,
    video_links_array: [{ has_transcript: false }],
    credits_array: [{ label: 'CME', value: 1, credit_id: 1 }],
    tags: ['AI'],
    room_id: 4,
    venue_id: 'north',
    venue_name: 'North Building',
    session_type_id: 9,
    custom_filter_value_array: ['Clinical'],
  });
  const poster = listed({ internal_type: 'abstract', poster_links_array: [{ image_url: '/p.png' }] });
  const hours = listed({ office_hours: [{ start: NOW, end: NOW + HOUR }] });
  const all = [tv, soon, later, meeting, video, poster, hours];

  it('Sessions leaves out abstracts and program items; All keeps them', () => {
    expect(filterSessions(all, DEFAULT_QUERY, viewer, opts)).not.toContain(poster);
    expect(filterSessions(all, { ...DEFAULT_QUERY, mode: 'all' }, viewer, opts)).toHaveLength(all.length);
  });

  it('Live Now runs from exactly 15 minutes before the start until the end', () => {
    const found = filterSessions(all, { ...DEFAULT_QUERY, mode: 'live_now' }, viewer, opts);
    expect(found).toEqual([tv, soon, meeting]);
    expect(inMode(later, 'live_now', later.start_time_unix! - 15 * 60_000, TZ)).toBe(true);
    expect(inMode(later, 'live_now', later.start_time_unix! - 15 * 60_000 - 1, TZ)).toBe(false);
    expect(inMode(tv, 'live_now', tv.end_time_unix!, TZ)).toBe(true);
    expect(inMode(tv, 'live_now', tv.end_time_unix! + 1, TZ)).toBe(false);
  });

  it('sorts items into posters, videos, meetings, credits, office hours and on-demand', () => {
    const mode = (m: typeof DEFAULT_QUERY.mode) =>
      filterSessions(all, { ...DEFAULT_QUERY, mode: m }, viewer, opts);
    expect(mode('posters')).toEqual([poster]);
    expect(mode('videos')).toEqual([video]);
    expect(mode('meeting')).toEqual([meeting]);
    expect(mode('live_meeting')).toEqual([meeting]);
    expect(mode('live_sessions')).toEqual([tv, soon, later, meeting]);
    expect(mode('credits')).toEqual([video]);
    expect(mode('office_hours')).toEqual([hours]);
    expect(mode('on_demand')).toEqual([poster, hours]);
  });

  it('narrows by type, room, venue, tag, category and day (in the conference time zone)', () => {
    const q = {
      ...DEFAULT_QUERY,
      types: ['9'],
      room: '4',
      venue: 'north',
      tag: 'AI',
      category: 'Clinical',
      date: '2026-11-21',
    };
    expect(filterSessions(all, q, viewer, opts)).toEqual([video]);
    expect(filterSessions(all, { ...q, date: '2026-11-22' }, viewer, opts)).toEqual([]);
    expect(filterSessions(all, { ...q, venue: 'south' }, viewer, opts)).toEqual([]);
  });

  it('Office Hours lists items while the office-hours machine shows them', () => {
    const lastEnd = NOW - 2 * HOUR;
    const old = listed({ office_hours: [{ start: lastEnd - HOUR, end: lastEnd }] });
    const at = (now: number, siteClosed = false) =>
      filterSessions([hours, old], { ...DEFAULT_QUERY, mode: 'office_hours' }, viewer, {
        ...opts,
        now,
        siteClosed,
      });
    expect(at(NOW)).toEqual([hours, old]);
    expect(at(lastEnd + 24 * HOUR)).toEqual([hours, old]);
    expect(at(lastEnd + 24 * HOUR + 1)).toEqual([hours]);
    expect(at(NOW, true)).toEqual([]);
  });

  it('keeps items of any of several session types, by id or by proposal_type', () => {
    const keynote = listed({ session_type_id: 1, proposal_type: 'Keynote' });
    const workshop = listed({ session_type_id: 5, proposal_type: 'Workshop' });
    const panel = listed({ session_type_id: 6, proposal_type: 'Panel' });
    const items = [keynote, workshop, panel];
    const of = (types: string[]) => filterSessions(items, { ...DEFAULT_QUERY, types }, viewer, opts);
    expect(of(['1', '6'])).toEqual([keynote, panel]);
    expect(of(['Workshop', '1'])).toEqual([keynote, workshop]);
    expect(of([])).toEqual(items);
    expect(of(['99'])).toEqual([]);
  });

  it('hides what the viewer may not open only when the option is set', () => {
    const mine = listed({ session_id: 500 });
    const authored = listed({ author_array: [{ uuid: 'u1', Firstname: 'A', Lastname: 'B' }] });
    const closed = listed();
    const items = [mine, authored, closed];
    const me = { ...viewer, sessionAccess: new Set([500]) };
    expect(filterSessions(items, DEFAULT_QUERY, me, opts)).toEqual(items);
    expect(filterSessions(items, DEFAULT_QUERY, me, { ...opts, hideNoAccess: true })).toEqual([
      mine,
      authored,
    ]);
    expect(
      filterSessions(items, DEFAULT_QUERY, { ...me, isAdmin: true }, { ...opts, hideNoAccess: true }),
    ).toEqual(items);
  });

  it('follows the search ranking when there is one', () => {
    expect(filterSessions(all, DEFAULT_QUERY, viewer, opts, [video._id, tv._id, poster._id])).toEqual([
      video,
      tv,
    ]);
  });

  it('lists public items and those listed for direct access, once each', () => {
    const hidden = listed({
      live_config_object: {
        hide_from_public: 1,
        has_stream: false,
        has_session_video: false,
        has_external_meeting: false,
      },
    });
    const open = listed();
    expect(listableItems([open, hidden], [])).toEqual([open]);
    expect(listableItems([open, hidden], [hidden, open])).toEqual([open, hidden]);
  });

  it('pages the results and shows the last page when asked past the end', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(items, 10, 1)).toMatchObject({ items: items.slice(0, 10), pages: 3, total: 23 });
    expect(pageOf(items, 10, 9)).toMatchObject({ items: [20, 21, 22], page: 3 });
    expect(pageOf([], 10, 1)).toMatchObject({ items: [], page: 1, pages: 1, total: 0 });
  });
});
