import { describe, expect, it } from 'vitest';
import type { ListedItem } from '../../../schemas/program';
import { generateDemoEvent } from '../../../server/seed/index';
import { buildSessionIndex, searchSessions } from '../../../src/features/program/searchSessions';
import { wordsOf } from '../../../src/features/program/wordIndex';

/** What a person would call a match, stated over the demo program: names, rooms, tracks, misspellings, pairs. */
const demo = generateDemoEvent(Date.UTC(2026, 10, 2), 'not a hash');
const sessions = demo.items.filter((i) => i.internal_type === 'session') as unknown as ListedItem[];
const config = demo.config;
const byId = <T>(list: readonly T[] | undefined, id: (t: T) => unknown, label: (t: T) => string) =>
  new Map((list ?? []).map((x) => [String(id(x)), label(x)]));
const names = {
  rooms: byId(
    config.session_room_array,
    (r) => r.session_room_id,
    (r) => r.session_room_name,
  ),
  tracks: byId(
    config.program_track_array,
    (t) => t.id,
    (t) => t.label,
  ),
  types: byId(
    config.session_type_array,
    (t) => t.id,
    (t) => t.label,
  ),
};
const index = buildSessionIndex(sessions, names);
const item = new Map(sessions.map((s) => [s._id as string, s]));

const matchesOf = (q: string) => {
  const r = searchSessions(index, q);
  if (!r) throw new Error('no search');
  return { matches: r.ids.slice(0, r.strong).map((id) => item.get(id) as ListedItem), all: r.ids.length };
};
const ids = (list: readonly ListedItem[]) => new Set(list.map((s) => s._id));
const authorNames = (s: ListedItem) => (s.author_array ?? []).map((a) => `${a.Firstname} ${a.Lastname}`);
const text = (s: ListedItem) =>
  wordsOf(
    [
      s.title,
      ...authorNames(s),
      names.rooms.get(String(s.room_id)) ?? '',
      names.tracks.get(String(s.program_track_id)) ?? '',
      s.description,
    ].join(' '),
  );

describe('search relevance over the demo program', () => {
  it.each(['Eli Silva', 'Robin Speaker'])(
    "an author's full name (%s) gives that author's sessions, solo ones first",
    (name) => {
      const { matches, all } = matchesOf(name);
      const theirs = sessions.filter((s) => authorNames(s).includes(name));
      expect(theirs.length).toBeGreaterThan(0);
      expect(ids(matches)).toEqual(ids(theirs));
      expect(authorNames(matches[0] as ListedItem)).toEqual([name]);
      expect(all).toBeGreaterThan(matches.length);
    },
  );

  it('a room name gives the sessions in that room, and its misspelling the same', () => {
    const inRoom = sessions.filter((s) => names.rooms.get(String(s.room_id)) === 'Grand Ballroom');
    expect(inRoom.length).toBeGreaterThan(0);
    expect(ids(matchesOf('Grand Ballroom').matches)).toEqual(ids(inRoom));
    expect(ids(matchesOf('Ballrom').matches)).toEqual(ids(inRoom));
  });

  it('a track name gives every session of the track', () => {
    const [trackId, trackName] = [...names.tracks][0] as [string, string];
    const onTrack = sessions.filter((s) => String(s.program_track_id) === trackId);
    expect(onTrack.length).toBeGreaterThan(0);
    const found = ids(matchesOf(trackName).matches);
    for (const s of onTrack) expect(found.has(s._id)).toBe(true);
  });

  it('a misspelled word finds the sessions with the word', () => {
    const hospital = sessions.filter((s) => text(s).includes('hospital'));
    expect(hospital.length).toBeGreaterThan(0);
    const found = ids(matchesOf('Hopsital').matches);
    for (const s of hospital) expect(found.has(s._id)).toBe(true);
  });

  it('two words give the sessions holding both', () => {
    const { matches } = matchesOf('rural care');
    expect(matches.length).toBeGreaterThan(0);
    for (const s of matches) {
      const words = text(s);
      expect(words.some((w) => w.startsWith('rural'))).toBe(true);
      expect(words.some((w) => w.startsWith('care'))).toBe(true);
    }
    const both = sessions.filter((s) => text(s).includes('rural') && text(s).includes('care'));
    const found = ids(matches);
    for (const s of both) expect(found.has(s._id)).toBe(true);
  });

  it("a session's full title puts that session first", () => {
    const target = sessions.find((s) => s.title.startsWith('Keynote')) as ListedItem;
    expect(matchesOf(target.title).matches[0]?._id).toBe(target._id);
  });

  it('a word in no session gives nothing at all', () => {
    expect(matchesOf('xyzzy')).toEqual({ matches: [], all: 0 });
  });
});
