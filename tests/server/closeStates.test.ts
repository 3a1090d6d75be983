import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventConfig } from '../../schemas/eventConfig';
import { ARCHIVED } from '../../server/areas/chat/rules';
import { createMediaSigner } from '../../server/areas/media/signedUrls';
import { findOrCreateConversation } from '../../server/areas/chat/queries';
import {
  APP_DISABLED_MESSAGE,
  HARD_CLOSED_MESSAGE,
  SOFT_CLOSED_MESSAGE,
} from '../../server/areas/closing/closing';
import { LOUNGES_ARCHIVED } from '../../server/areas/lounges/rules';
import { createVideoTokens } from '../../relay/videoTokens';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

/**
 * Every API route under each close state, as each kind of caller: whether the close rules let the request
 * through ('passes': any answer but 401 and a close refusal), refuse it ('closed': 403 with the closed or
 * archived message) or ask for sign-in ('signin': 401). The route list comes from the app, so a new route
 * fails here until it is classified.
 */

const HOUR = 3_600_000;
const SECRET = 'hooks-secret';
const STATES = ['open', 'soft', 'hard', 'archive', 'disabled'] as const;
const ROLES = ['anonymous', 'attendee', 'admin'] as const;
type State = (typeof STATES)[number];
type Role = (typeof ROLES)[number];
type Outcome = 'passes' | 'closed' | 'signin';

interface Caller {
  state: State;
  role: Role;
  event: Awaited<ReturnType<typeof insertEvent>>;
  token?: string;
  /** The login cookie of the caller's sign-in (what a reload resumes with). */
  cookie?: string;
  loginId?: string;
  uuid?: string;
  peer: string;
  conversationId: string;
  /** A token of a second user of the role, for calls that end a login. */
  spareToken?: () => Promise<string>;
}

let s: TestServer;
const callers = new Map<string, Caller>();

const CONFIGS = (now: number): Record<State, Partial<EventConfig>> => ({
  open: {},
  soft: { soft_close_timestamp: now - HOUR },
  hard: { soft_close_timestamp: now - 2 * HOUR, hard_close_time: now - HOUR },
  archive: { archive_mode: 1 },
  disabled: { app_enabled: 0 },
});

async function signInFully(urlid: string, email: string) {
  const res = await s.request('/api/login', { method: 'POST', json: { urlid, email, password: 'demo1234' } });
  const body = await res.json();
  if (!body.token) throw new Error(`no sign-in for ${email}: ${JSON.stringify(body)}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { token: body.token as string, loginId: body.loginId as string, cookie };
}
const signIn = async (urlid: string, email: string) => (await signInFully(urlid, email)).token;

beforeAll(async () => {
  s = await startTestServer({ chatHooksSecret: SECRET });
  const configs = CONFIGS(s.clock.now());
  for (const state of STATES) {
    const event = await insertEvent(s.db, `ev-${state}`, {
      chat_enabled: 1,
      basic_abstract_voting: { enabled: 1, forms: [{ id: 'f', label: 'Form', session_types: [1] }] },
      ...configs[state],
    });
    const person = (name: string, isAdmin = false) =>
      insertUser(s.db, event.id, `${name}@example.com`, { socialMessage: 1, isAdmin });
    const attendee = await person('attendee');
    const admin = await person('admin', true);
    const peer = await person('peer');
    await person('spare-attendee');
    await person('spare-admin', true);
    await person('signin');
    const conversation = await findOrCreateConversation(
      s.db,
      event.id,
      attendee,
      [attendee, admin, peer],
      s.clock.now(),
    );
    const base = { state, event, peer, conversationId: conversation.id };
    callers.set(`${state}/anonymous`, { ...base, role: 'anonymous' });
    for (const [role, uuid] of [
      ['attendee', attendee],
      ['admin', admin],
    ] as const) {
      const login = await signInFully(event.urlId, `${role}@example.com`);
      callers.set(`${state}/${role}`, {
        ...base,
        role,
        uuid,
        ...login,
        spareToken: () => signIn(event.urlId, `spare-${role}@example.com`),
      });
    }
  }
});
afterAll(() => s.close());

const CLOSED_MESSAGES = new Set([
  HARD_CLOSED_MESSAGE,
  SOFT_CLOSED_MESSAGE,
  APP_DISABLED_MESSAGE,
  ARCHIVED,
  LOUNGES_ARCHIVED,
]);

async function httpOutcome(res: Response): Promise<Outcome> {
  const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
  if (res.status >= 500) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
  if (res.status === 401) return 'signin';
  if (res.status === 403 && (body?.error?.code === 'site_closed' || body?.error?.message === ARCHIVED)) {
    return 'closed';
  }
  return 'passes';
}

const send = (c: Caller, path: string, init: Parameters<TestServer['request']>[1] = {}) =>
  s.request(path, { ...init, ...(c.token ? { token: c.token } : {}) });
const http = (call: (c: Caller) => Response | Promise<Response>) => async (c: Caller) =>
  httpOutcome(await call(c));

/** The relay's chat hooks: the secret when the caller is signed in, and the caller's claims as the user. */
const hook =
  (name: string, body: (c: Caller) => object, allowed: (reply: unknown) => boolean) => async (c: Caller) => {
    const user = {
      uuid: c.uuid ?? 'nobody',
      eventId: c.event.id,
      loginId: c.loginId ?? 'none',
      isAdmin: c.role === 'admin',
      exempt: false,
    };
    const res = await s.request(`/api/internal/${name.includes('/') ? name : `chat/${name}`}`, {
      method: 'POST',
      json: { user, ...body(c) },
      ...(c.token ? { headers: { authorization: `Bearer ${SECRET}` } } : {}),
    });
    if (res.status === 401) return 'signin';
    expect(res.status).toBe(200);
    const reply = (await res.json()) as { ok?: boolean; refusal?: { message: string } };
    if (allowed(reply)) return 'passes';
    expect(CLOSED_MESSAGES.has(reply.refusal?.message ?? '') || name === 'conversationsOf').toBe(true);
    return 'closed';
  };
const resultOk = (reply: unknown) => (reply as { ok: boolean }).ok === true;

/** Who passes in each state: the rules of docs/security.md "Close states". */
type Rule = Record<State, Record<Role, Outcome>>;
const same = (o: Record<Role, Outcome>): Rule => ({ open: o, soft: o, hard: o, archive: o, disabled: o });
const ALWAYS = same({ anonymous: 'passes', attendee: 'passes', admin: 'passes' });
const SIGNED_IN = same({ anonymous: 'signin', attendee: 'passes', admin: 'passes' });
const HARD_CLOSES: Rule = {
  ...SIGNED_IN,
  hard: { anonymous: 'signin', attendee: 'closed', admin: 'passes' },
  disabled: { anonymous: 'signin', attendee: 'closed', admin: 'passes' },
};
const CHAT: Rule = {
  ...HARD_CLOSES,
  archive: { anonymous: 'signin', attendee: 'closed', admin: 'passes' },
};
const CALLS: Rule = { ...CHAT, soft: { anonymous: 'signin', attendee: 'closed', admin: 'passes' } };
/** Lounges: after the soft close and in archive mode only admins join (server/areas/lounges/rules.ts). */
const LOUNGES: Rule = {
  ...CALLS,
  disabled: { anonymous: 'signin', attendee: 'closed', admin: 'passes' },
};
/** Writing on the wall: refused from the soft close on, admins excepted (001 §5). */
const WALL_WRITES: Rule = {
  ...HARD_CLOSES,
  soft: { anonymous: 'signin', attendee: 'closed', admin: 'passes' },
};
/** Routes that sign in by what they are sent (a cookie, a token for a third party), not by the close rules. */
const BY_OWN_CREDENTIAL = same({ anonymous: 'signin', attendee: 'passes', admin: 'passes' });
const SIGN_UP: Rule = {
  ...ALWAYS,
  hard: { anonymous: 'closed', attendee: 'closed', admin: 'closed' },
  disabled: { anonymous: 'closed', attendee: 'closed', admin: 'closed' },
};

/** A JPEG's first bytes sent as the upload field `image`. */
const uploadImage = (path: string) => (c: Caller) => {
  const form = new FormData();
  form.set('image', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg', { type: 'image/jpeg' }));
  return send(c, path, { method: 'POST', body: form });
};

const program = (c: Caller) => `${c.event.sourceHex}/${c.event.conferenceId}`;
const ROUTES: Record<string, { rule: Rule; probe: (c: Caller) => Promise<Outcome> }> = {
  'GET /api/health': { rule: ALWAYS, probe: http((c) => send(c, '/api/health')) },
  'GET /api/login-start': {
    rule: ALWAYS,
    probe: http((c) => send(c, `/api/login-start?conference=${c.event.urlId}`)),
  },
  'POST /api/login': {
    rule: ALWAYS,
    probe: http((c) =>
      s.request('/api/login', {
        method: 'POST',
        json: { urlid: c.event.urlId, email: 'signin@example.com', password: 'demo1234' },
      }),
    ),
  },
  'POST /api/signup': {
    rule: SIGN_UP,
    probe: http((c) =>
      send(c, '/api/signup', {
        method: 'POST',
        json: {
          urlid: c.event.urlId,
          username: 'New',
          email: `${randomUUID()}@example.com`,
          password: 'password1',
        },
      }),
    ),
  },
  'POST /api/auto-login-email': {
    rule: ALWAYS,
    probe: http((c) =>
      send(c, '/api/auto-login-email', {
        method: 'POST',
        json: { VirtualApp: c.event.urlId, clientEmail: 'attendee@example.com' },
      }),
    ),
  },
  'POST /api/logout': {
    rule: SIGNED_IN,
    probe: http(async (c) => {
      const token = c.spareToken ? await c.spareToken() : undefined;
      return s.request('/api/logout', { method: 'POST', ...(token ? { token } : {}) });
    }),
  },
  'POST /api/support': {
    rule: ALWAYS,
    probe: http((c) =>
      send(c, '/api/support', {
        method: 'POST',
        json: { Source: c.event.sourceHex, Name: 'Ada', Email: 'ada@example.com', Description: 'Help' },
      }),
    ),
  },
  'GET /api/settings': { rule: SIGNED_IN, probe: http((c) => send(c, '/api/settings')) },
  'POST /api/contact/:sourceHex': {
    rule: HARD_CLOSES,
    probe: http((c) =>
      send(c, `/api/contact/${c.event.sourceHex}`, { method: 'POST', json: { uuids: [c.peer] } }),
    ),
  },
  'GET /api/session/:sourceHex/:conferenceId': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, `/api/session/${program(c)}`)),
  },
  'GET /api/attendee/:sourceHex/:conferenceId': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, `/api/attendee/${program(c)}`)),
  },
  'GET /api/contact/:sourceHex': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, `/api/contact/${c.event.sourceHex}`)),
  },
  'GET /api/snapshots/:eventId/:file': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, `/api/snapshots/${c.event.id}/session-1.json`)),
  },
  'GET /api/session/:sourceHex/:conferenceId/filter': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, `/api/session/${program(c)}/filter?session_id=1`)),
  },
  'GET /api/validate_user_session_complete': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/validate_user_session_complete?sid=1')),
  },
  'GET /api/awareness': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/awareness?entity_type=session&entity_id=1')),
  },
  // Continuing education follows the hard close like the user's other personal items: credits may be claimed,
  // forms submitted and certificates downloaded after the soft close and in archive mode.
  'GET /api/get_credit_types': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/get_credit_types?session_id=1')),
  },
  'POST /api/assign_credit_type': {
    rule: HARD_CLOSES,
    probe: http((c) =>
      send(c, '/api/assign_credit_type', {
        method: 'POST',
        json: { session_id: 1, credit_num_select: 'cme' },
      }),
    ),
  },
  'GET /api/evaluations/:kind/:session_id': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/evaluations/evaluation/1')),
  },
  'POST /api/evaluations/:kind/:session_id': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/evaluations/quiz/1', { method: 'POST', json: { answers: {} } })),
  },
  'POST /api/heartbeat': {
    rule: HARD_CLOSES,
    probe: http((c) =>
      send(c, '/api/heartbeat', {
        method: 'POST',
        json: { entity_type: 'session', entity_id: '1', type: 'ondemand', position: 1, duration: 1 },
      }),
    ),
  },
  'GET /api/heartbeat': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/heartbeat?entity_type=session&entity_id=1')),
  },
  'POST /api/awareness': {
    rule: HARD_CLOSES,
    probe: http((c) =>
      send(c, '/api/awareness', {
        method: 'POST',
        json: { entity_type: 'session', entity_id: '1', sequence: 1, outcome: 'pass', check_time: 1 },
      }),
    ),
  },
  'GET /api/certificates': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/certificates')) },
  'GET /api/certificates/:file': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/certificates/cme.pdf')),
  },
  'GET /api/transcript': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/transcript')) },
  'GET /api/transcript.pdf': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/transcript.pdf')) },
  'POST /api/client-log': {
    rule: HARD_CLOSES,
    probe: http((c) =>
      send(c, '/api/client-log', { method: 'POST', json: { action: 'click', module: 'm', screen: 's' } }),
    ),
  },
  'POST /api/flags': {
    rule: HARD_CLOSES,
    probe: http((c) =>
      send(c, '/api/flags', {
        method: 'POST',
        json: { entity_type: 'post', entity_id: 'p1', flag_reason: 'spam' },
      }),
    ),
  },
  'GET /api/game': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/game')) },
  'GET /api/game/leaderboard': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/game/leaderboard')) },
  'POST /api/game/actions': {
    rule: HARD_CLOSES,
    probe: http((c) =>
      send(c, '/api/game/actions', { method: 'POST', json: { kind: 'CUSTOM_MENU_CLICK', itemId: 'faq' } }),
    ),
  },
  // Personal items stay open to the end, like the program (docs/security.md "Close states").
  'GET /api/favorites': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/favorites')) },
  'PUT /api/favorites/:entity_type/:entity_id': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/favorites/session/1', { method: 'PUT' })),
  },
  'DELETE /api/favorites/:entity_type/:entity_id': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/favorites/session/1', { method: 'DELETE' })),
  },
  'GET /api/ratings': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/ratings')) },
  'PUT /api/ratings/:entity_type/:entity_id': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/ratings/session/1', { method: 'PUT', json: { value: 3 } })),
  },
  'GET /api/exhibitors/:CompID/timeslots': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/exhibitors/1/timeslots')),
  },
  'POST /api/exhibitors/:CompID/meetings': {
    rule: HARD_CLOSES,
    probe: http((c) =>
      send(c, '/api/exhibitors/1/meetings', { method: 'POST', json: { timeslot_id: 't1', note: 'hi' } }),
    ),
  },
  'GET /api/voting': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/voting')) },
  'GET /api/voting/:formurlid': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/voting/f')) },
  // Votes stop at the soft close like the wall's writes (limited access: voting.test.ts).
  'POST /api/voting/save_vote': {
    rule: WALL_WRITES,
    probe: http((c) =>
      send(c, '/api/voting/save_vote', { method: 'POST', json: { formurlid: 'f', abid: 1 } }),
    ),
  },
  // Questions for Speakers and live polls: read like the program, written like the wall (refused from the soft
  // close on, admins excepted; their other rules are in questions.test.ts and polls.test.ts).
  'GET /api/sessions/:id/questions': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/sessions/1/questions')),
  },
  'GET /api/sessions/:id/questions/pinned': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/sessions/1/questions/pinned')),
  },
  'POST /api/sessions/:id/questions': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/sessions/1/questions', { method: 'POST', json: { body: 'Why?' } })),
  },
  'PUT /api/sessions/:id/questions/:qid/vote': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/sessions/1/questions/q/vote', { method: 'PUT' })),
  },
  'DELETE /api/sessions/:id/questions/:qid/vote': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/sessions/1/questions/q/vote', { method: 'DELETE' })),
  },
  'DELETE /api/sessions/:id/questions/:qid': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/sessions/1/questions/q', { method: 'DELETE' })),
  },
  'POST /api/sessions/:id/questions/:qid/moderation': {
    rule: WALL_WRITES,
    probe: http((c) =>
      send(c, '/api/sessions/1/questions/q/moderation', { method: 'POST', json: { action: 'approve' } }),
    ),
  },
  'GET /api/sessions/:session_id/polls': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/sessions/1/polls')),
  },
  'POST /api/sessions/:session_id/polls': {
    rule: WALL_WRITES,
    probe: http((c) =>
      send(c, '/api/sessions/1/polls', {
        method: 'POST',
        json: { question: 'Which?', kind: 'single', options: ['a', 'b'] },
      }),
    ),
  },
  'GET /api/sessions/:session_id/polls.csv': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/sessions/1/polls.csv')),
  },
  'POST /api/polls/:poll_id/vote': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/polls/1/vote', { method: 'POST', json: { choices: [0] } })),
  },
  'POST /api/polls/:poll_id/:action': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/polls/1/open', { method: 'POST' })),
  },
  'GET /api/custom-screens/:id': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/custom-screens/faq')),
  },
  'GET /api/custom-screens/:parentId/:id': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/custom-screens/info/rules')),
  },
  'GET /api/products': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/products')) },
  'GET /api/products/:CompID/:productIndex': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/products/501/0')),
  },
  'GET /api/my-products': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/my-products')) },
  'GET /api/my-products/:id': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/my-products/p1')) },
  'GET /api/itinerary.ics': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/itinerary.ics')) },
  'POST /api/itinerary/email': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/itinerary/email', { method: 'POST' })),
  },
  // A secret address, no sign-in: an unknown one is 404 in every state.
  'GET /api/calendar/:uuid/:file': {
    rule: ALWAYS,
    probe: http((c) => send(c, '/api/calendar/nobody/x.ics')),
  },
  'GET /api/itinerary/feed': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/itinerary/feed')) },
  'POST /api/itinerary/feed/reset': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/itinerary/feed/reset', { method: 'POST' })),
  },
  'GET /api/events/:urlId/:file': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, `/api/events/${c.event.urlId}/schedule.json`)),
  },
  'POST /api/uploads/program-import': {
    rule: HARD_CLOSES,
    probe: http(uploadImage('/api/uploads/program-import')),
  },
  'GET /api/notes': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/notes')) },
  'PUT /api/notes': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/notes', { method: 'PUT', json: { session_id: 1, note: 'n' } })),
  },
  'PUT /api/notes/general': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/notes/general', { method: 'PUT', json: { note: 'n' } })),
  },
  'GET /api/profiles/:uuid': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, `/api/profiles/${c.peer}`)),
  },
  'PUT /api/profile': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/profile', { method: 'PUT', json: { social_message: 1 } })),
  },
  // Mail between attendees is not activity the soft close stops (docs/decisions.md "Profiles").
  'POST /api/profiles/:uuid/email': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, `/api/profiles/${c.peer}/email`, { method: 'POST', json: { message: 'Hi' } })),
  },
  'POST /api/uploads/profile-photo': {
    rule: HARD_CLOSES,
    probe: http(uploadImage('/api/uploads/profile-photo')),
  },
  // A picture loads by its unguessable address (an image element sends no sign-in), before and after the close.
  'GET /api/pictures/:id': {
    rule: ALWAYS,
    probe: http(() => s.request('/api/pictures/00000000-0000-0000-0000-000000000000')),
  },
  'GET /api/notifications': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/notifications')) },
  // Attendees are refused by role (403, not the close), so the close rules read as for any signed-in route.
  // Settings images load by their unguessable address, before sign-in too (the sign-in page's logo).
  'GET /api/settings-images/:id': {
    rule: ALWAYS,
    probe: http(() => s.request('/api/settings-images/00000000-0000-0000-0000-000000000000')),
  },
  'POST /api/uploads/settings-image': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/uploads/settings-image', { method: 'POST' })),
  },
  'GET /api/admin/settings': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/admin/settings')) },
  'GET /api/admin/settings/versions': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/admin/settings/versions')),
  },
  // An empty document: refused (400) for admins, so the probe changes no event's settings.
  'PUT /api/admin/settings': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/admin/settings', { method: 'PUT', json: { settings: {} } })),
  },
  'POST /api/admin/settings/versions/:version/restore': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/admin/settings/versions/999/restore', { method: 'POST' })),
  },
  'GET /api/admin/notifications': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/admin/notifications')),
  },
  'POST /api/admin/notifications': {
    rule: HARD_CLOSES,
    probe: http((c) =>
      send(c, '/api/admin/notifications', {
        method: 'POST',
        json: { type: 'instant', actions: ['lobby'], title: 'Hi', message: 'Hello' },
      }),
    ),
  },
  'PUT /api/admin/notifications/:id': {
    rule: HARD_CLOSES,
    probe: http((c) =>
      send(c, '/api/admin/notifications/n1', {
        method: 'PUT',
        json: { type: 'instant', actions: ['lobby'], title: 'Hi', message: 'Hello' },
      }),
    ),
  },
  'DELETE /api/admin/notifications/:id': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/admin/notifications/n1', { method: 'DELETE' })),
  },
  'GET /api/admin/analytics': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/admin/analytics')) },
  'GET /api/admin/analytics/sessions/:sessionId': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/admin/analytics/sessions/999')),
  },
  'GET /api/admin/analytics/sessions/:sessionId/viewers.csv': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/admin/analytics/sessions/999/viewers.csv')),
  },
  'GET /api/admin/analytics/:file{[a-z-]+\\.csv}': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/admin/analytics/sessions.csv')),
  },
  'GET /api/me/data': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/me/data')) },
  // A wrong confirmation: the route is reached and refuses it, so no caller's account goes.
  'DELETE /api/me': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/me', { method: 'DELETE', json: { confirm: 'no' } })),
  },
  'GET /api/admin/people/:uuid/data': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/admin/people/nobody/data')),
  },
  'DELETE /api/admin/people/:uuid': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/admin/people/nobody', { method: 'DELETE', json: { confirm: 'no' } })),
  },
  'GET /api/admin/data-rights/log': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/admin/data-rights/log')),
  },
  'GET /api/wall': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/wall')) },
  'GET /api/lobby/activity': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/lobby/activity')) },
  'GET /api/wall/tweets': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/wall/tweets')) },
  'POST /api/wall/posts': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/wall/posts', { method: 'POST', json: { body: 'Hello' } })),
  },
  'PUT /api/wall/posts/:id': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/wall/posts/p1', { method: 'PUT', json: { body: 'Hello' } })),
  },
  'DELETE /api/wall/posts/:id': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/wall/posts/p1', { method: 'DELETE' })),
  },
  'PUT /api/wall/posts/:id/like': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/wall/posts/p1/like', { method: 'PUT' })),
  },
  'DELETE /api/wall/posts/:id/like': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/wall/posts/p1/like', { method: 'DELETE' })),
  },
  // A subject's Discussion: read like the wall, written like the wall (its other rules: discussions.test.ts).
  'GET /api/discussions/:kind/:id': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/discussions/session/1')),
  },
  'POST /api/discussions/:kind/:id/posts': {
    rule: WALL_WRITES,
    probe: http((c) =>
      send(c, '/api/discussions/booth/1/posts', { method: 'POST', json: { body: 'Hello' } }),
    ),
  },
  'PUT /api/discussions/:kind/:id/posts/:postId': {
    rule: WALL_WRITES,
    probe: http((c) =>
      send(c, '/api/discussions/product/p1/posts/p1', { method: 'PUT', json: { body: 'Hello' } }),
    ),
  },
  'DELETE /api/discussions/:kind/:id/posts/:postId': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/discussions/session/1/posts/p1', { method: 'DELETE' })),
  },
  'PUT /api/discussions/:kind/:id/posts/:postId/like': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/discussions/session/1/posts/p1/like', { method: 'PUT' })),
  },
  'DELETE /api/discussions/:kind/:id/posts/:postId/like': {
    rule: WALL_WRITES,
    probe: http((c) => send(c, '/api/discussions/session/1/posts/p1/like', { method: 'DELETE' })),
  },
  'POST /api/uploads/wall-images': {
    rule: WALL_WRITES,
    probe: http(uploadImage('/api/uploads/wall-images')),
  },
  // Images load by their signed address (an image element sends no sign-in): callers signed in hold one.
  'GET /api/wall/images/:id': {
    rule: BY_OWN_CREDENTIAL,
    probe: http((c) => {
      const path = '/api/wall/images/00000000-0000-0000-0000-000000000000';
      const signer = createMediaSigner(s.deps.authSecret);
      return s.request(c.token ? signer.sign(path, signer.expiry(s.clock.now())) : path);
    }),
  },
  'GET /api/pdf-proxy': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/pdf-proxy?url=nowhere')) },
  'GET /api/chat/conversations/:id/messages': {
    rule: CHAT,
    probe: http((c) => send(c, `/api/chat/conversations/${c.conversationId}/messages`)),
  },
  'POST /api/chat/conversations/:id/read': {
    rule: CHAT,
    probe: http((c) => send(c, `/api/chat/conversations/${c.conversationId}/read`, { method: 'POST' })),
  },
  'POST /api/internal/chat/conversationsOf': {
    rule: CHAT,
    probe: hook(
      'conversationsOf',
      () => ({}),
      (r) => (r as { conversations: unknown[] }).conversations.length > 0,
    ),
  },
  'POST /api/internal/chat/startConversation': {
    rule: CHAT,
    probe: hook('startConversation', (c) => ({ participants: [c.peer] }), resultOk),
  },
  'POST /api/internal/chat/sendMessage': {
    rule: CHAT,
    probe: hook('sendMessage', (c) => ({ conversationId: c.conversationId, text: 'hello' }), resultOk),
  },
  'POST /api/internal/chat/mayCall': {
    rule: CALLS,
    probe: hook('mayCall', (c) => ({ callee: c.peer }), resultOk),
  },
  // Entering a call's video room: the rules of calls (closed from the soft close on, admins excepted).
  'POST /api/video/calls/:callId/join': {
    rule: CALLS,
    probe: async (c) => {
      const ticket = await createVideoTokens(s.deps.authSecret, s.clock).signCallTicket({
        sub: c.uuid ?? 'nobody',
        eventId: c.event.id,
        callId: 'k1',
        peer: c.peer,
        role: 'caller',
      });
      const res = await send(c, '/api/video/calls/k1/join', { method: 'POST', json: { ticket } });
      if (res.status === 403) {
        const { error } = (await res.json()) as { error: { message: string } };
        expect(CLOSED_MESSAGES.has(error.message), error.message).toBe(true);
        return 'closed';
      }
      return httpOutcome(res);
    },
  },
  // The event's lounges, video rooms and event log follow the hard close like every signed-in route; their own
  // rules (soft close, archive, limited access) are in lounges.test.ts and videoRooms.test.ts.
  'GET /api/lounges': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/lounges')) },
  'POST /api/lounges/:id/join': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/lounges/no-such-room/join', { method: 'POST' })),
  },
  // The exhibit hall reads like every signed-in route; the demo-less events of this test have no hall (404).
  'GET /api/exhibitors': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/exhibitors')) },
  'GET /api/exhibitors/:id': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/exhibitors/501')) },
  // A booth's leads are read by its staff like every signed-in route, archive included (an exhibitor keeps its leads).
  'GET /api/exhibitors/:compId/leads': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/exhibitors/501/leads')),
  },
  'GET /api/exhibitors/:compId/leads.csv': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/exhibitors/501/leads.csv')),
  },
  'POST /api/video/office-hours/:sessionId/join': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/video/office-hours/999999/join', { method: 'POST' })),
  },
  'POST /api/video/breakout-rooms/:sessionId/:roomId/join': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/video/breakout-rooms/999999/table/join', { method: 'POST' })),
  },
  // A booth's video rooms close to attendees from the soft close on and in archive mode, before the booth is read.
  'POST /api/video/booths/:compId/join': {
    rule: CALLS,
    probe: http((c) => send(c, '/api/video/booths/999999/join', { method: 'POST' })),
  },
  'POST /api/video/booths/:compId/staff/:staffUuid/join': {
    rule: CALLS,
    probe: http((c) => send(c, '/api/video/booths/999999/staff/nobody/join', { method: 'POST' })),
  },
  // A booth's messages, leads and raffle entries stop at the soft close like wall writes (docs/decisions.md).
  'POST /api/exhibitors/:compId/interactions': {
    rule: WALL_WRITES,
    probe: http((c) =>
      send(c, '/api/exhibitors/999999/interactions', { method: 'POST', json: { method: 'share_info' } }),
    ),
  },
  'POST /api/analytics': {
    rule: HARD_CLOSES,
    probe: http((c) =>
      send(c, '/api/analytics', { method: 'POST', json: { action: 'view', page: 'lobby' } }),
    ),
  },
  'GET /api/analytics': { rule: HARD_CLOSES, probe: http((c) => send(c, '/api/analytics')) },
  'POST /api/internal/chat/mayChat': { rule: CHAT, probe: hook('mayChat', () => ({}), resultOk) },
  'POST /api/internal/chat/mayJoinLounge': {
    rule: LOUNGES,
    probe: hook('mayJoinLounge', () => ({}), resultOk),
  },
  'POST /api/internal/chat/profilesOf': {
    rule: SIGNED_IN,
    probe: hook(
      'profilesOf',
      (c) => ({ eventId: c.event.id, uuids: [c.peer] }),
      () => true,
    ),
  },
  'POST /api/internal/login-active': {
    rule: SIGNED_IN,
    probe: async (c) => {
      const res = await s.request('/api/internal/login-active', {
        method: 'POST',
        json: { eventId: c.event.id, uuid: c.uuid ?? 'nobody', loginId: c.loginId ?? 'none' },
        ...(c.token ? { headers: { authorization: `Bearer ${SECRET}` } } : {}),
      });
      return res.status === 401 ? 'signin' : 'passes';
    },
  },
  // A reload resumes its login after the close too, as signing in stays possible: the closed page needs it.
  'POST /api/session/resume': {
    rule: BY_OWN_CREDENTIAL,
    probe: http((c) =>
      s.request('/api/session/resume', {
        method: 'POST',
        json: { urlid: c.event.urlId },
        ...(c.cookie ? { headers: { cookie: c.cookie } } : {}),
      }),
    ),
  },
  'POST /api/sso/external-token': {
    rule: HARD_CLOSES,
    probe: http((c) => send(c, '/api/sso/external-token', { method: 'POST' })),
  },
  // The third party's server checks a token it was handed; the caller is nobody the close rules know.
  'POST /api/sso/external-token/verify': {
    rule: same({ anonymous: 'signin', attendee: 'signin', admin: 'signin' }),
    probe: http((c) =>
      s.request('/api/sso/external-token/verify', { method: 'POST', json: { token: `made-up-${c.role}` } }),
    ),
  },
};

/** Routes of the app outside /api: the web app, media and the demo's outbox, which the close rules leave alone. */
const OUTSIDE_THE_API = new Set(['GET /dev/outbox', 'GET /dev/outbox.json', 'GET *']);

function appRoutes() {
  const keys = new Set<string>();
  for (const r of s.app.routes) {
    if (r.method === 'ALL') continue;
    keys.add(`${r.method} ${r.path}`);
  }
  return [...keys];
}

describe('close states', () => {
  it('classifies every route of the app', () => {
    const unclassified = appRoutes().filter((k) => !(k in ROUTES) && !OUTSIDE_THE_API.has(k));
    expect(unclassified).toEqual([]);
    expect(Object.keys(ROUTES).filter((k) => !appRoutes().includes(k))).toEqual([]);
  });

  for (const [route, { rule, probe }] of Object.entries(ROUTES)) {
    it(`${route}`, async () => {
      const seen: Record<string, Outcome> = {};
      const expected: Record<string, Outcome> = {};
      for (const state of STATES) {
        for (const role of ROLES) {
          const caller = callers.get(`${state}/${role}`);
          if (!caller) throw new Error(`no caller ${state}/${role}`);
          seen[`${state}/${role}`] = await probe(caller);
          expected[`${state}/${role}`] = rule[state][role];
        }
      }
      expect(seen).toEqual(expected);
    });
  }
});

describe('the closed page after the hard close', () => {
  it("gives attendees only the closed page's configuration and admins all of it", async () => {
    const attendee = callers.get('hard/attendee')!;
    const admin = callers.get('hard/admin')!;
    const mine = await (await send(attendee, '/api/settings')).json();
    expect(mine).toMatchObject({ hard_close_time: expect.any(Number), source_hex: attendee.event.sourceHex });
    expect(mine).not.toHaveProperty('chat_enabled');
    const theirs = await (await send(admin, '/api/settings')).json();
    expect(theirs).toHaveProperty('chat_enabled', 1);
  });
});
