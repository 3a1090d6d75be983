import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AttendeeSnapshot,
  ContactLink,
  ContactSnapshot,
  SessionLink,
  SessionSnapshot,
  SnapshotLink,
} from '../../schemas/program';
import { createSnapshots, type SnapshotKind } from '../../server/areas/program/snapshots';
import { findEventById } from '../../server/areas/events/queries';
import { users } from '../../server/db/schema';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const DAY2_9H_ROME = Date.UTC(2026, 10, 23, 8, 0); // 09:00 in Rome
const LATE_EVENING = Date.UTC(2026, 10, 23, 23, 30); // 00:30 the next day in Rome
const HOUR = 3_600_000;

let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
let b: Awaited<ReturnType<typeof insertEvent>>;
const builds: { eventId: string; kind: SnapshotKind; version: number }[] = [];
const tokens: Record<string, string> = {};
let speaker: string;
let ghost: string;

const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
  s.request(path, { ...(token ? { token } : {}), headers });
const json = async <A, I>(schema: Schema.Schema<A, I>, res: Response) =>
  Schema.decodeUnknownSync(schema)(await res.json());
const buildsOf = (kind: SnapshotKind) => builds.filter((x) => x.eventId === a.id && x.kind === kind).length;

beforeAll(async () => {
  s = await startTestServer({ snapshots: { onBuild: (x) => builds.push(x) } });
  a = await insertEvent(s.db, 'alpha', {
    timezone: 'Europe/Rome',
    session_room_array: [
      { session_room_id: 1, session_room_name: 'Hall A', session_venue_id: 'north' },
      { session_room_id: 2, session_room_name: 'Hall B', session_venue_id: 'nowhere' },
    ],
    session_venue_array: [{ session_venue_id: 'north', session_venue_name: 'North Building' }],
    session_type_array: [{ id: 10, label: 'Keynote' }],
  });
  b = await insertEvent(s.db, 'beta', { conferenceid: 200 });
  speaker = await insertUser(s.db, a.id, 'speaker@example.com', {
    firstname: 'Grace',
    lastname: 'Hopper',
    picture: 'grace.png',
  });
  await insertUser(s.db, a.id, 'attendee@example.com', { sessionAccess: [1001] });
  await insertUser(s.db, a.id, 'direct@example.com', { sessionAccess: [1002] });
  await insertUser(s.db, a.id, 'admin@example.com', { isAdmin: true });
  ghost = await insertUser(s.db, a.id, 'ghost@example.com', { ghost: true, firstname: 'Ghost' });
  await insertUser(s.db, a.id, 'outsider@example.com', { badges: [-1], firstname: 'Outsider' });
  await insertUser(s.db, b.id, 'b@example.com');
  const author = { uuid: speaker, Firstname: 'Grace', Lastname: 'Hopper', presenter: 1 as const };
  await insertItems(s.db, a.id, [
    item(a, {
      _id: 'session_1001',
      session_id: 1001,
      start_time_unix: DAY2_9H_ROME,
      end_time_unix: DAY2_9H_ROME + HOUR,
      room_id: 1,
      session_type_id: 10,
      tags: ['AI', 'Ethics'],
      author_array: [author],
      video_links_array: [
        { href: 'https://video.example/secret.mp4', image_url: 'thumb.png', duration: 600 },
      ],
      file_links_array: [{ fieldid: 1, name: 'slides.pdf', href: 'https://files.example/slides.pdf' }],
      live_config_object: { stream_Url: 'https://stream.example/live', has_polling: 1 },
      child_items_array: [{ id: 20001, type: 'abstract' }],
    }),
    item(a, {
      _id: 'abstract_20001',
      internal_type: 'abstract',
      session_id: 1001,
      ab_id: 20001,
      parent_start: DAY2_9H_ROME,
    }),
    item(a, {
      _id: 'session_1002',
      session_id: 1002,
      start_time_unix: DAY2_9H_ROME,
      session_chair_array: [{ ...author, chair_type: 'Chair' }],
      live_config_object: { hide_from_public: 1 },
    }),
    item(a, { _id: 'program_30002', internal_type: 'program', session_id: 1002, program_id: 30002 }),
    item(a, {
      _id: 'session_1003',
      session_id: 1003,
      start_time_unix: LATE_EVENING,
      room_id: 1,
      live_config_object: { virtual_include: 0 },
    }),
    item(a, { _id: 'session_1004', session_id: 1004, tags: ['AI'] }),
  ]);
  await insertItems(s.db, b.id, [item(b, { _id: 'session_5', session_id: 5 })]);
  for (const who of ['speaker', 'attendee', 'direct', 'admin'])
    tokens[who] = await signIn(s, 'alpha', `${who}@example.com`);
  tokens.b = await signIn(s, 'beta', 'b@example.com');
});
afterAll(() => s.close());

describe('session snapshot', () => {
  it('links to a JSON file of the program without hidden items or media addresses', async () => {
    const res = await get(`/api/session/${a.sourceHex}/${a.conferenceId}`, tokens.attendee);
    expect(res.status).toBe(200);
    const link = await json(SessionLink, res);
    expect(link.url).toBe(`/api/snapshots/${a.id}/session-${link.version}.json`);
    expect(link.direct).toEqual([]);
    const file = await get(link.url, tokens.attendee);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(file.headers.get('etag')).toMatch(/^".+"$/);
    const snap = await json(SessionSnapshot, file);
    expect(snap.items.map((i) => i._id)).toEqual([
      'session_1001',
      'session_1003',
      'abstract_20001',
      'session_1004',
    ]);
    const s1001 = snap.items[0];
    expect(s1001?.video_links_array).toEqual([
      { image_url: 'thumb.png', duration: 600, has_transcript: false },
    ]);
    expect(s1001?.file_links_array).toEqual([{ fieldid: 1, name: 'slides.pdf' }]);
    expect(s1001?.live_config_object).toMatchObject({ has_stream: true, has_polling: 1 });
    const text = JSON.stringify(snap);
    for (const secret of ['secret.mp4', 'files.example', 'stream.example', 'session_1002', 'program_30002'])
      expect(text).not.toContain(secret);
    expect(snap.persons[speaker]).toMatchObject({ Firstname: 'Grace', Lastname: 'Hopper' });
    expect(snap.timezone).toBe('Europe/Rome');
    expect(snap.facets.days).toEqual([
      { id: '2026-11-23', label: '2026-11-23', count: 1 },
      { id: '2026-11-24', label: '2026-11-24', count: 1 },
    ]);
    expect(snap.facets.rooms).toEqual([{ id: '1', label: 'Hall A', count: 2 }]);
    expect(snap.facets.venues).toEqual([{ id: 'north', label: 'North Building', count: 2 }]);
    expect(s1001).toMatchObject({ venue_id: 'north', venue_name: 'North Building' });
    expect(snap.items.find((i) => i.room_id === undefined)?.venue_id).toBeUndefined();
    expect(snap.facets.types).toEqual([{ id: '10', label: 'Keynote', count: 1 }]);
    expect(snap.facets.tags).toEqual([
      { id: 'AI', label: 'AI', count: 2 },
      { id: 'Ethics', label: 'Ethics', count: 1 },
    ]);
  });

  it('leaves in-person-only items out with virtual_only', async () => {
    const res = await get(`/api/session/${a.sourceHex}/${a.conferenceId}?virtual_only=1`, tokens.attendee);
    const link = await json(SessionLink, res);
    expect(link.url).toContain('/session-virtual-');
    const snap = await json(SessionSnapshot, await get(link.url, tokens.attendee));
    expect(snap.virtual_only).toBe(true);
    expect(snap.items.map((i) => i._id)).not.toContain('session_1003');
    expect(snap.items.map((i) => i._id)).toContain('session_1001');
  });

  it('lists hidden items for direct access to users who may open them', async () => {
    const direct = async (who: string) => {
      const res = await get(`/api/session/${a.sourceHex}/${a.conferenceId}`, tokens[who]);
      return (await json(SessionLink, res)).direct.map((i) => i._id);
    };
    expect(await direct('direct')).toEqual(['session_1002', 'program_30002']);
    expect(await direct('speaker')).toEqual(['session_1002', 'program_30002']);
    expect(await direct('admin')).toEqual(['session_1002', 'program_30002']);
    expect(await direct('attendee')).toEqual([]);
  });

  it('answers 304 to a matching If-None-Match, and brotli or gzip as the browser accepts', async () => {
    const link = await json(
      SnapshotLink,
      await get(`/api/session/${a.sourceHex}/${a.conferenceId}`, tokens.attendee),
    );
    const first = await get(link.url, tokens.attendee);
    const etag = first.headers.get('etag') ?? '';
    const again = await get(link.url, tokens.attendee, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const plain = await first.json();
    const br = await get(link.url, tokens.attendee, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const unbrotlied = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8');
    expect(JSON.parse(unbrotlied)).toEqual(plain);
    const gz = await get(link.url, tokens.attendee, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'));
    expect(body).toEqual(plain);
    const none = await get(link.url, tokens.attendee, { 'accept-encoding': 'identity' });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.json()).toEqual(plain);
  });

  it('builds a version once, and a new version after a change once cacheDelta has passed', async () => {
    const path = `/api/session/${a.sourceHex}/${a.conferenceId}`;
    const before = buildsOf('session');
    const link = await json(SnapshotLink, await get(path, tokens.attendee));
    await Promise.all(Array.from({ length: 20 }, () => get(link.url, tokens.attendee)));
    await Promise.all(Array.from({ length: 5 }, () => get(path, tokens.direct)));
    expect(buildsOf('session')).toBe(before);

    await insertItems(s.db, a.id, [item(a, { _id: 'session_1005', session_id: 1005 })]);
    s.clock.advance(899_000);
    const cached = await json(SnapshotLink, await get(path, tokens.attendee));
    expect(cached.version).toBe(link.version);
    // A client asking for the newer file of another process's link is served the current content.
    s.clock.advance(2_000);
    const fresh = await json(SnapshotLink, await get(path, tokens.attendee));
    expect(fresh.version).toBeGreaterThan(link.version);
    expect(buildsOf('session')).toBe(before + 1);
    const snap = await json(SessionSnapshot, await get(fresh.url, tokens.attendee));
    expect(snap.items.map((i) => i._id)).toContain('session_1005');
    expect(buildsOf('session')).toBe(before + 1);

    const old = await get(link.url, tokens.attendee);
    expect(old.status).toBe(307);
    expect(old.headers.get('location')).toBe(fresh.url);
    expect(old.headers.get('cache-control')).toBe('no-store');
  });

  it("honours the query's cacheDelta and refuses a bad one", async () => {
    const path = `/api/session/${a.sourceHex}/${a.conferenceId}`;
    const link = await json(SnapshotLink, await get(`${path}?cacheDelta=60`, tokens.attendee));
    await insertItems(s.db, a.id, [item(a, { _id: 'session_1006', session_id: 1006 })]);
    s.clock.advance(30_000);
    expect((await json(SnapshotLink, await get(`${path}?cacheDelta=60`, tokens.attendee))).version).toBe(
      link.version,
    );
    s.clock.advance(31_000);
    expect(
      (await json(SnapshotLink, await get(`${path}?cacheDelta=60`, tokens.attendee))).version,
    ).toBeGreaterThan(link.version);
    for (const bad of ['-1', 'soon', '1.5', '100000']) {
      const res = await get(`${path}?cacheDelta=${bad}`, tokens.attendee);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('bad_request');
    }
    expect((await get(`${path}?virtual_only=maybe`, tokens.attendee)).status).toBe(400);
  });
});

describe('caching', () => {
  it('lets no shared cache keep a link or a file, since every one needs sign-in', async () => {
    const links = [
      `/api/session/${a.sourceHex}/${a.conferenceId}`,
      `/api/attendee/${a.sourceHex}/${a.conferenceId}`,
      `/api/contact/${a.sourceHex}`,
    ];
    for (const path of links) {
      const link = await get(path, tokens.direct);
      expect(link.status).toBe(200);
      expect(link.headers.get('cache-control') ?? '').not.toContain('public');
      const { url } = (await link.json()) as { url: string };
      const file = await get(url, tokens.direct);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toMatch(/^private\b/);
    }
    const session = await get(links[0]!, tokens.direct);
    expect(session.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('scoping', () => {
  it("answers 404 for another event's link or file and 401 without sign-in", async () => {
    expect((await get(`/api/session/${a.sourceHex}/${a.conferenceId}`, tokens.b)).status).toBe(404);
    expect((await get(`/api/attendee/${a.sourceHex}/${a.conferenceId}`, tokens.b)).status).toBe(404);
    expect((await get(`/api/contact/${a.sourceHex}`, tokens.b)).status).toBe(404);
    expect((await get(`/api/session/${a.sourceHex}/999`, tokens.attendee)).status).toBe(404);
    const link = await json(
      SnapshotLink,
      await get(`/api/session/${a.sourceHex}/${a.conferenceId}`, tokens.attendee),
    );
    expect((await get(link.url, tokens.b)).status).toBe(404);
    expect((await get(link.url)).status).toBe(401);
    expect((await get(`/api/session/${a.sourceHex}/${a.conferenceId}`)).status).toBe(401);
    expect((await get(`/api/snapshots/${a.id}/passwords.json`, tokens.attendee)).status).toBe(404);
    expect((await get(`/api/snapshots/${a.id}/session-99999.json`, tokens.attendee)).status).toBe(404);
    const own = await json(
      SnapshotLink,
      await get(`/api/session/${b.sourceHex}/${b.conferenceId}`, tokens.b),
    );
    const snap = await json(SessionSnapshot, await get(own.url, tokens.b));
    expect(snap.items.map((i) => i._id)).toEqual(['session_5']);
  });
});

describe('attendee snapshot', () => {
  it('lists attendees without emails, password hashes, ghosts or non-participants', async () => {
    const res = await get(`/api/attendee/${a.sourceHex}/${a.conferenceId}`, tokens.attendee);
    const link = await json(SnapshotLink, res);
    expect(link.url).toBe(`/api/snapshots/${a.id}/attendee-${link.version}.json`);
    const file = await get(link.url, tokens.attendee);
    const raw = await file.text();
    expect(raw).not.toMatch(/@example\.com|scrypt|password|Email|session_access|is_admin/i);
    const snap = Schema.decodeUnknownSync(AttendeeSnapshot)(JSON.parse(raw));
    const names = snap.attendees.map((x) => x.Firstname);
    expect(names).not.toContain('Ghost');
    expect(names).not.toContain('Outsider');
    expect(snap.attendees).toHaveLength(4);
    expect(snap.attendees[0]).toMatchObject({ Firstname: 'Grace', Lastname: 'Hopper', Picture: 'grace.png' });
  });

  it('keeps its version across sign-ins and changes it when a public field changes', async () => {
    const path = `/api/attendee/${a.sourceHex}/${a.conferenceId}?cacheDelta=0`;
    const before = await json(SnapshotLink, await get(path, tokens.attendee));
    await signIn(s, 'alpha', 'admin@example.com');
    await s.db
      .update(users)
      .set({ sessionAccess: [1, 2, 3] })
      .where(eq(users.uuid, speaker));
    expect((await json(SnapshotLink, await get(path, tokens.attendee))).version).toBe(before.version);
    await s.db.update(users).set({ ghost: false }).where(eq(users.uuid, ghost));
    const after = await json(SnapshotLink, await get(path, tokens.attendee));
    expect(after.version).toBeGreaterThan(before.version);
    const snap = await json(AttendeeSnapshot, await get(after.url, tokens.attendee));
    expect(snap.attendees.map((x) => x.Firstname)).toContain('Ghost');
  });
});

describe('contact snapshot', () => {
  it('links to the contacts of listed people and to batches of 500, and says whether the held hash is current', async () => {
    await s.db.insert(users).values(
      Array.from({ length: 520 }, (_, i) => ({
        uuid: randomUUID(),
        eventId: a.id,
        email: `bulk${i}@example.com`,
        firstname: `Bulk${i}`,
      })),
    );
    const res = await get(`/api/contact/${a.sourceHex}?cacheDelta=0`, tokens.attendee);
    const link = await json(ContactLink, res);
    expect(link.changed).toBe(true);
    expect(link.batches).toEqual([
      `/api/snapshots/${a.id}/contact-${link.version}-0.json`,
      `/api/snapshots/${a.id}/contact-${link.version}-1.json`,
    ]);
    const all = await json(ContactSnapshot, await get(link.url, tokens.attendee));
    // every person of the event but the hidden one (the outsider with badge -1; the ghost was unhidden above)
    expect(all.contacts).toHaveLength(525);
    expect(all.contacts.map((c) => c.uuid)).toContain(ghost);
    expect(all.contacts.map((c) => c.Firstname)).not.toContain('Outsider');
    expect(Object.keys(all.contacts[0] ?? {}).sort()).toEqual(
      ['Company', 'Country', 'Firstname', 'Lastname', 'Mr', 'Picture', 'uuid'].sort(),
    );
    const first = await json(ContactSnapshot, await get(link.batches[0] ?? '', tokens.attendee));
    const second = await json(ContactSnapshot, await get(link.batches[1] ?? '', tokens.attendee));
    expect(first.contacts).toHaveLength(500);
    expect(second.batch).toBe(1);
    expect([...first.contacts, ...second.contacts]).toEqual(all.contacts);
    const same = await json(
      ContactLink,
      await get(`/api/contact/${a.sourceHex}?hash=${link.hash}`, tokens.attendee),
    );
    expect(same).toMatchObject({ changed: false, hash: link.hash, url: link.url });
  });
});

describe('memory bound', () => {
  it('evicts the least recently used files beyond the byte bound and rebuilds them on demand', async () => {
    const built: string[] = [];
    const store = createSnapshots(s.db, s.clock, { maxBytes: 1, onBuild: (x) => built.push(x.kind) });
    const event = await findEventById(s.db, a.id);
    const session = await store.forLink(event, 'session', 900);
    expect(store.stats().groups).toBe(1);
    await store.forLink(event, 'session', 900);
    expect(built).toEqual(['session']);
    await store.forLink(event, 'attendee', 900);
    expect(store.stats()).toMatchObject({ groups: 1 });
    const file = await store.file(event, session.files[0]?.name ?? '');
    expect(file && 'file' in file && file.file.etag).toBe(session.files[0]?.etag);
    expect(built).toEqual(['session', 'attendee', 'session']);
  });
});
