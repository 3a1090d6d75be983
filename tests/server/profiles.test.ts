import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_MESSAGE_RATE } from '../../schemas/constants';
import { NotesReply } from '../../schemas/note';
import { ProfileReply } from '../../schemas/profile';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const profile = async (who: string, uuid: string) => {
  const res = await s.request(`/api/profiles/${uuid}`, { token: tokens[who] ?? '' });
  return {
    status: res.status,
    body: res.status === 200 ? Schema.decodeUnknownSync(ProfileReply)(await res.json()) : await res.json(),
  };
};
const email = (who: string, uuid: string, message: unknown) =>
  s.request(`/api/profiles/${uuid}/email`, { method: 'POST', json: { message }, token: tokens[who] ?? '' });
const mailTo = async (to: string) => (await s.deps.mailer.outbox()).filter((m) => m.to === to);

const person = (uuid: string, extra: object = {}) => ({ uuid, Firstname: 'F', Lastname: 'L', ...extra });

beforeAll(async () => {
  s = await startTestServer();
  const a = await insertEvent(s.db, 'alpha', {
    attendee_email_enabled: 1,
    chat_enabled: 1,
    profile_custom_fields: [
      { label: 'Specialty', field_type: 'text' },
      { label: 'Interests', field_type: 'multi', values: [{ value: 'ml', label: 'Machine learning' }] },
    ],
  });
  ids.viewer = await insertUser(s.db, a.id, 'viewer@example.com', { sessionAccess: [1001] });
  ids.speaker = await insertUser(s.db, a.id, 'speaker@example.com', {
    firstname: 'Robin',
    lastname: 'Speaker',
    prefix: 'Dr.',
    company: 'Lakeshore University',
    biography: '<p>Works on sepsis.</p>',
    badges: [1, 2],
    customFields: { CustomField_1: 'Cardiology', CustomField_2: ['ml', 'other'] },
  });
  ids.private = await insertUser(s.db, a.id, 'private@example.com', {
    company: 'Quiet Inc.',
    city: 'Oslo',
    biography: 'Secret',
    publicProfile: false,
  });
  ids.limited = await insertUser(s.db, a.id, 'limited@example.com', { limitedAccess: true });
  ids.silent = await insertUser(s.db, a.id, 'silent@example.com', { socialMessage: 0 });
  ids.ghost = await insertUser(s.db, a.id, 'ghost@example.com', { ghost: true });
  ids.admin = await insertUser(s.db, a.id, 'admin@example.com', { isAdmin: true });
  await insertItems(s.db, a.id, [
    item(a, {
      _id: 'session_1001',
      session_id: 1001,
      start_time_unix: 1_000,
      session_chair_array: [person(ids.speaker, { chair_type: 'Moderator' })],
    }),
    item(a, {
      _id: 'abstract_20001',
      internal_type: 'abstract',
      session_id: 1001,
      ab_id: 20001,
      start_time_unix: 2_000,
      author_array: [person(ids.speaker, { presenter: 1 })],
    }),
    item(a, {
      _id: 'session_1002',
      session_id: 1002,
      start_time_unix: 3_000,
      author_array: [person(ids.speaker)],
    }),
    item(a, {
      _id: 'session_1003',
      session_id: 1003,
      start_time_unix: 4_000,
      author_array: [person(ids.speaker)],
      live_config_object: { hide_from_public: 1 },
    }),
  ]);
  for (const who of Object.keys(ids)) tokens[who] = await signIn(s, 'alpha', `${who}@example.com`);
  const b = await insertEvent(s.db, 'beta', { attendee_email_enabled: 1 });
  ids.stranger = await insertUser(s.db, b.id, 'stranger@example.com');
});
afterAll(() => s.close());

describe('profiles', () => {
  it("shows a speaker's card, badges, biography, custom fields and sessions as this viewer may open them", async () => {
    const { status, body } = await profile('viewer', ids.speaker ?? '');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      is_self: false,
      Mr: 'Dr.',
      Firstname: 'Robin',
      Company: 'Lakeshore University',
      Biography: '<p>Works on sepsis.</p>',
      badges: [1, 2],
      custom_fields: [
        { label: 'Specialty', value: 'Cardiology' },
        { label: 'Interests', value: 'Machine learning, other' },
      ],
      can_email: true,
      can_chat: true,
    });
    // The hidden session 1003 is unknown to the viewer; 1002 is listed but locked (not in the access array).
    expect(
      body.presentations.map((p: ProfileReply['presentations'][number]) => [p.title, p.roles, p.locked]),
    ).toEqual([
      ['Title of abstract_20001', ['presenter', 'author'], false],
      ['Title of session_1002', ['author'], true],
    ]);
    expect(body.moderated).toEqual([
      expect.objectContaining({ session_id: 1001, roles: ['chair'], chair_type: 'Moderator', locked: false }),
    ]);
    expect(JSON.stringify(body)).not.toContain('speaker@example.com');
  });

  it('gives admins and the person themselves the hidden sessions, unlocked', async () => {
    for (const who of ['admin', 'speaker']) {
      const { body } = await profile(who, ids.speaker ?? '');
      expect(
        body.presentations.map((p: { session_id: number; locked: boolean }) => [p.session_id, p.locked]),
      ).toEqual([
        [1001, false],
        [1002, false],
        [1003, false],
      ]);
    }
    expect((await profile('speaker', ids.speaker ?? '')).body).toMatchObject({
      is_self: true,
      can_email: false,
      can_chat: false,
    });
  });

  it("keeps a private profile's details to its owner and admins, and hides companies when configured", async () => {
    const seen = (await profile('viewer', ids.private ?? '')).body;
    expect(seen.Company).toBe('Quiet Inc.');
    for (const hidden of ['City', 'Biography', 'ContactTitle']) expect(seen).not.toHaveProperty(hidden);
    expect((await profile('admin', ids.private ?? '')).body).toMatchObject({
      City: 'Oslo',
      Biography: 'Secret',
    });
    expect((await profile('private', ids.private ?? '')).body).toMatchObject({ City: 'Oslo' });
  });

  it('answers 404 for unknown people, ghosts and people of another event', async () => {
    for (const uuid of ['no-such-person', ids.ghost, ids.stranger]) {
      const { status, body } = await profile('viewer', uuid ?? '');
      expect(status).toBe(404);
      expect(body.error.code).toBe('not_found');
    }
    expect((await profile('ghost', ids.ghost ?? '')).status).toBe(200);
  });

  it('offers Send Email and Start Chat only under the rule', async () => {
    expect((await profile('limited', ids.speaker ?? '')).body).toMatchObject({
      can_email: false,
      can_chat: false,
    });
    expect((await profile('viewer', ids.limited ?? '')).body).toMatchObject({
      can_email: false,
      can_chat: false,
    });
    expect((await profile('viewer', ids.silent ?? '')).body).toMatchObject({
      can_email: false,
      can_chat: false,
    });
    expect((await profile('silent', ids.speaker ?? '')).body).toMatchObject({
      can_email: false,
      can_chat: false,
    });
  });
});

describe('send email', () => {
  it('mails the person, replying to the sender, and says to whom', async () => {
    const res = await email('viewer', ids.speaker ?? '', '  Could we meet at the poster session?  ');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Message sent to Robin Speaker' });
    const [mail] = await mailTo('speaker@example.com');
    expect(mail?.replyTo).toBe('viewer@example.com');
    expect(mail?.text).toContain('Could we meet at the poster session?');
  });

  it("refuses an empty message with 'Please input your message!' and sends nothing", async () => {
    const before = (await s.deps.mailer.outbox()).length;
    for (const message of ['', '   ']) {
      const res = await email('viewer', ids.speaker ?? '', message);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual([
        { path: 'message', message: 'Please input your message!' },
      ]);
    }
    expect((await s.deps.mailer.outbox()).length).toBe(before);
  });

  it('refuses whoever the rule leaves out: limited access, not messaging, oneself, unknown people', async () => {
    const before = (await s.deps.mailer.outbox()).length;
    for (const [who, to, status] of [
      ['limited', ids.speaker, 403],
      ['viewer', ids.silent, 403],
      ['silent', ids.speaker, 403],
      ['viewer', ids.viewer, 403],
      ['viewer', ids.ghost, 404],
      ['viewer', ids.stranger, 404],
    ] as const) {
      expect((await email(who, to ?? '', 'Hello')).status, `${who} to ${to}`).toBe(status);
    }
    expect((await s.deps.mailer.outbox()).length).toBe(before);
  });

  it('limits messages to one person, then in all, within the window', async () => {
    // The viewer sent one to the speaker above.
    for (let n = 1; n < DIRECT_MESSAGE_RATE.MAX_PER_RECIPIENT; n++)
      expect((await email('viewer', ids.speaker ?? '', `Again ${n}`)).status).toBe(200);
    const refused = await email('viewer', ids.speaker ?? '', 'Once more');
    expect(refused.status).toBe(429);
    expect((await mailTo('speaker@example.com')).length).toBe(DIRECT_MESSAGE_RATE.MAX_PER_RECIPIENT);
    // Others are still reachable until the sender's own limit.
    expect((await email('viewer', ids.private ?? '', 'Hello')).status).toBe(200);
    s.clock.advance(DIRECT_MESSAGE_RATE.WINDOW + 1);
    expect((await email('viewer', ids.speaker ?? '', 'A new hour')).status).toBe(200);
  });
});

describe('general notes', () => {
  const notes = async (who: string) =>
    Schema.decodeUnknownSync(NotesReply)(
      await (await s.request('/api/notes', { token: tokens[who] ?? '' })).json(),
    );
  const save = (who: string, note: string) =>
    s.request('/api/notes/general', { method: 'PUT', json: { note }, token: tokens[who] ?? '' });

  it('keeps one general note per user beside the session notes, replaced on save and deleted when empty', async () => {
    expect((await save('viewer', ' Bring business cards. ')).status).toBe(200);
    expect(
      (
        await s.request('/api/notes', {
          method: 'PUT',
          json: { session_id: 1001, note: 'Ask a question' },
          token: tokens.viewer ?? '',
        })
      ).status,
    ).toBe(200);
    let mine = await notes('viewer');
    expect(mine.general?.note).toBe('Bring business cards.');
    expect(mine.notes.map((n) => n.session_id)).toEqual([1001]);
    expect((await notes('speaker')).general).toBeUndefined();
    await save('viewer', 'Second thoughts');
    expect((await notes('viewer')).general?.note).toBe('Second thoughts');
    await save('viewer', '  ');
    mine = await notes('viewer');
    expect(mine.general).toBeUndefined();
    expect(mine.notes).toHaveLength(1);
  });
});

describe('profile edit', () => {
  const edit = (who: string, json: unknown) =>
    s.request('/api/profile', { method: 'PUT', json, token: tokens[who] ?? '' });

  it('saves the own fields, sanitises the biography and keeps answers to the custom fields', async () => {
    const res = await edit('viewer', {
      Firstname: ' Vera ',
      Lastname: 'Viewer',
      Company: 'Northfield',
      Biography: '<p>Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      public_profile: false,
      custom_fields: { CustomField_1: 'Oncology', CustomField_2: ['ml'] },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: 'Your profile has been updated.' });
    const mine = (await profile('viewer', ids.viewer ?? '')).body;
    expect(mine).toMatchObject({ Firstname: 'Vera', Company: 'Northfield', Biography: '<p>Hi</p>' });
    expect(mine.own).toMatchObject({ public_profile: false, social_message: 1 });
    expect(mine.own.fields.map((f: { name: string; value: unknown }) => [f.name, f.value])).toEqual([
      ['CustomField_1', 'Oncology'],
      ['CustomField_2', ['ml']],
    ]);
    // Others no longer see the details of a private profile, nor the owner's settings.
    const seen = (await profile('speaker', ids.viewer ?? '')).body;
    expect(seen).not.toHaveProperty('own');
    expect(seen.custom_fields).toEqual([]);
    // Only social_message, as the spec's short form sends.
    expect((await edit('viewer', { social_message: 0 })).status).toBe(200);
    expect((await profile('viewer', ids.viewer ?? '')).body.own.social_message).toBe(0);
    await edit('viewer', { social_message: 1, public_profile: true });
  });

  it('refuses empty names and fields or choices the event does not have, changing nothing', async () => {
    for (const [json, path] of [
      [{ Firstname: '  ' }, 'Firstname'],
      [{ custom_fields: { CustomField_9: 'x' } }, 'custom_fields.CustomField_9'],
      [{ custom_fields: { CustomField_2: ['nope'] } }, 'custom_fields.CustomField_2'],
      [{ custom_fields: { CustomField_1: ['a', 'b'] } }, 'custom_fields.CustomField_1'],
    ] as const) {
      const res = await edit('viewer', json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).error.fields[0].path).toBe(path);
    }
    expect((await profile('viewer', ids.viewer ?? '')).body.Firstname).toBe('Vera');
  });

  it('is refused with disable_update_profile and leaves what attendee_profile_edit hides', async () => {
    const c = await insertEvent(s.db, 'gamma', {
      disable_update_profile: 1,
    });
    await insertUser(s.db, c.id, 'g@example.com');
    const d = await insertEvent(s.db, 'delta', {
      attendee_profile_edit: { hide_biography: 1, hide_institution: 1 },
    });
    const uuid = await insertUser(s.db, d.id, 'd@example.com', { company: 'Kept', biography: 'Kept' });
    const gamma = await signIn(s, 'gamma', 'g@example.com');
    const delta = await signIn(s, 'delta', 'd@example.com');
    const refused = await s.request('/api/profile', { method: 'PUT', json: { Lastname: 'X' }, token: gamma });
    expect(refused.status).toBe(403);
    await s.request('/api/profile', {
      method: 'PUT',
      json: { Lastname: 'Changed', Company: 'Gone', Biography: 'Gone' },
      token: delta,
    });
    const after = await (await s.request(`/api/profiles/${uuid}`, { token: delta })).json();
    expect(after).toMatchObject({ Lastname: 'Changed', Company: 'Kept', Biography: 'Kept' });
  });
});
