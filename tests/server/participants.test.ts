import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendeeSnapshot, SnapshotLink } from '../../schemas/program';
import { ProfileReply } from '../../schemas/profile';
import { signIn } from '../support/program';
import { FAKE_IMAGE, imageForm, PNG } from '../support/images';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

/** What the participants directory is served (the attendee snapshot) and the own profile's picture and name. */

let s: TestServer;
let event: Awaited<ReturnType<typeof insertEvent>>;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

async function snapshot(who: string, fresh = false) {
  const token = tokens[who] ?? '';
  const link = Schema.decodeUnknownSync(SnapshotLink)(
    await (
      await s.request(
        `/api/attendee/${event.sourceHex}/${event.conferenceId}${fresh ? '?cacheDelta=0' : ''}`,
        { token },
      )
    ).json(),
  );
  const res = await s.request(link.url, { token });
  const raw = await res.json();
  return { raw, snap: Schema.decodeUnknownSync(AttendeeSnapshot)(raw) };
}
const profile = async (who: string, uuid: string) =>
  Schema.decodeUnknownSync(ProfileReply)(
    await (await s.request(`/api/profiles/${uuid}`, { token: tokens[who] ?? '' })).json(),
  );

beforeAll(async () => {
  s = await startTestServer();
  event = await insertEvent(s.db, 'people', {
    cacheDelta: 900,
    hide_company_attendees: 1,
    attendee_badges: [
      { id: 1, label: 'Attendee' },
      { id: 2, label: 'Speaker' },
      { id: 3, label: 'Staff', hidden: 1 },
    ],
  });
  ids.viewer = await insertUser(s.db, event.id, 'viewer@example.com', {
    firstname: 'Vera',
    lastname: 'Viewer',
  });
  ids.open = await insertUser(s.db, event.id, 'open@example.com', {
    firstname: 'Robin',
    middle: 'Q.',
    lastname: 'Speaker',
    company: 'Lakeshore University',
    contactTitle: 'Professor',
    city: 'Chicago',
    country: 'United States',
    biography: '<p>Long biography</p>',
    badges: [1, 2, 3],
    tags: ['ai'],
    badgeOverwrite: { Firstname: 'Rob', Lastname: '' },
    sessionAccess: [1001],
  });
  ids.private = await insertUser(s.db, event.id, 'private@example.com', {
    firstname: 'Pat',
    lastname: 'Private',
    contactTitle: 'Nurse',
    city: 'Oslo',
    degrees: 'RN',
    tags: ['ai'],
    publicProfile: false,
  });
  ids.hidden = await insertUser(s.db, event.id, 'hidden@example.com', { socialMessage: -1 });
  ids.ghost = await insertUser(s.db, event.id, 'ghost@example.com', { ghost: true });
  ids.nonParticipant = await insertUser(s.db, event.id, 'np@example.com', { badges: [-1] });
  for (const who of ['viewer', 'open', 'hidden'])
    tokens[who] = await signIn(s, 'people', `${who}@example.com`);
});
afterAll(() => s.close());

describe('the attendee snapshot', () => {
  it('lists neither ghosts, non-participants nor people who hid themselves', async () => {
    const { snap } = await snapshot('viewer');
    expect(snap.attendees.map((a) => a.uuid).sort()).toEqual([ids.open, ids.private, ids.viewer].sort());
  });

  it('holds no email, access list or biography; no hidden badge; the badge name; no company when hidden', async () => {
    const { raw, snap } = await snapshot('viewer');
    const text = JSON.stringify(raw);
    for (const secret of [
      'open@example.com',
      'Long biography',
      'sessionAccess',
      'session_access_array',
      'Biography',
    ])
      expect(text).not.toContain(secret);
    const open = snap.attendees.find((a) => a.uuid === ids.open);
    expect(open).toMatchObject({
      Firstname: 'Robin',
      Middle: 'Q.',
      Company: '',
      ContactTitle: 'Professor',
      City: 'Chicago',
      badges: [1, 2],
      tags: ['ai'],
      badge_overwrite: { Firstname: 'Rob', Lastname: '' },
    });
    // The profile says the same of badges.
    expect((await profile('viewer', ids.open ?? '')).badges).toEqual([1, 2]);
  });

  it("keeps a private profile's title, degrees, place and interests out", async () => {
    const { snap } = await snapshot('viewer');
    expect(snap.attendees.find((a) => a.uuid === ids.private)).toMatchObject({
      Firstname: 'Pat',
      ContactTitle: '',
      ContactDegrees: '',
      City: '',
      tags: [],
    });
  });

  it('serves the own change at once when asked fresh, else within cacheDelta', async () => {
    const before = (await snapshot('open')).snap.version;
    const res = await s.request('/api/profile', {
      method: 'PUT',
      json: { badge_overwrite: { Firstname: 'Robbie', Lastname: 'S.' }, ContactTitle: 'Dean' },
      token: tokens.open ?? '',
    });
    expect(res.status).toBe(200);
    expect((await snapshot('open')).snap.version).toBe(before);
    const fresh = (await snapshot('open', true)).snap;
    expect(fresh.version).toBeGreaterThan(before);
    expect(fresh.attendees.find((a) => a.uuid === ids.open)).toMatchObject({
      ContactTitle: 'Dean',
      badge_overwrite: { Firstname: 'Robbie', Lastname: 'S.' },
    });
  });

  it('leaves the hidden out after messaging turns hidden, and lists them again after', async () => {
    const edit = (social_message: number) =>
      s.request('/api/profile', { method: 'PUT', json: { social_message }, token: tokens.viewer ?? '' });
    await edit(-1);
    expect((await snapshot('viewer', true)).snap.attendees.map((a) => a.uuid)).not.toContain(ids.viewer);
    await edit(1);
    expect((await snapshot('viewer', true)).snap.attendees.map((a) => a.uuid)).toContain(ids.viewer);
  });
});

describe('the own picture', () => {
  const upload = (form: FormData, token = tokens.viewer ?? '') =>
    s.request('/api/uploads/profile-photo', { method: 'POST', body: form, token });

  it('refuses what is not a picture, or too large, and changes nothing', async () => {
    const before = (await profile('viewer', ids.viewer ?? '')).Picture;
    const fake = await upload(imageForm(FAKE_IMAGE, 'x.png'));
    expect(fake.status).toBe(400);
    expect((await fake.json()).error.fields[0].path).toBe('image');
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    expect((await upload(imageForm(big))).status).toBe(400);
    expect((await upload(new FormData())).status).toBe(400);
    expect((await profile('viewer', ids.viewer ?? '')).Picture).toBe(before);
  });

  it('stores a picture, makes it the profile picture, and serves it to anyone by its address', async () => {
    const res = await upload(imageForm(PNG));
    expect(res.status).toBe(201);
    const { image_url } = await res.json();
    expect(image_url).toMatch(/^\/api\/pictures\/[0-9a-f-]{36}$/);
    expect((await profile('open', ids.viewer ?? '')).Picture).toBe(image_url);
    const served = await s.request(image_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await s.request('/api/pictures/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await s.request('/api/pictures/..%2F..%2Fsecret')).status).toBe(404);
  });
});

describe('names as attendee_name shows them', () => {
  it('saves the middle name and suffix only when shown, and no prefix when hidden', async () => {
    const plain = await insertEvent(s.db, 'plain');
    const named = await insertEvent(s.db, 'named', {
      attendee_name: { show_middle_name: 1, show_name_suffix: 1, hide_prefix: 1 },
    });
    const a = await insertUser(s.db, plain.id, 'a@example.com', { prefix: 'Dr.' });
    const b = await insertUser(s.db, named.id, 'b@example.com', { prefix: 'Dr.' });
    const json = { Mr: 'Prof.', Middle: 'Q.', Namesuffix: 'Jr.' };
    for (const [urlid, email, uuid, expected] of [
      ['plain', 'a@example.com', a, { Mr: 'Prof.', Middle: '', Namesuffix: '' }],
      ['named', 'b@example.com', b, { Mr: 'Dr.', Middle: 'Q.', Namesuffix: 'Jr.' }],
    ] as const) {
      const token = await signIn(s, urlid, email);
      expect((await s.request('/api/profile', { method: 'PUT', json, token })).status).toBe(200);
      expect(await (await s.request(`/api/profiles/${uuid}`, { token })).json()).toMatchObject(expected);
    }
  });
});
