import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { Either, Schema } from 'effect';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReply } from '../../schemas/errors';
import * as tables from '../../server/db/schema';
import { JSON_BODY_MAX_BYTES } from '../../server/http/bodyLimits';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

/**
 * Generated bad bodies against every write route of the app: each answer is a 4xx in the error shape and no
 * row of any table (nor a mail) is added. The route list comes from the app, so a new write route fails here
 * until it has a row in BODIES.
 */

const SECRET = 'hooks-secret';
const RUNS_PER_ROUTE = 40;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RAW = '"@@raw@@"';

let s: TestServer;
let event: Awaited<ReturnType<typeof insertEvent>>;
let attendee: string;
let peer: string;
let token: string;
let adminToken: string;
let loginId: string;

beforeAll(async () => {
  s = await startTestServer({ chatHooksSecret: SECRET });
  event = await insertEvent(s.db, 'demo', { chat_enabled: 1 }, true);
  attendee = await insertUser(s.db, event.id, 'attendee@example.com', { socialMessage: 1 });
  peer = await insertUser(s.db, event.id, 'peer@example.com', { socialMessage: 1 });
  const res = await s.request('/api/login', {
    method: 'POST',
    json: { urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' },
  });
  ({ token, loginId } = await res.json());
  await insertUser(s.db, event.id, 'admin@example.com', { isAdmin: true });
  const admin = await s.request('/api/login', {
    method: 'POST',
    json: { urlid: 'demo', email: 'admin@example.com', password: 'demo1234' },
  });
  adminToken = (await admin.json()).token;
});
afterAll(() => s.close());

interface RouteBody {
  /** The address to post to (path parameters filled in). */
  path: () => string;
  /** A body the route takes; null for routes that take none. */
  valid: () => Record<string, unknown> | null;
  /** Paths (dot-separated) of the fields whose values the generators spoil. */
  fields: string[];
  /** The relay's secret instead of the user's token. */
  relay?: boolean;
  /** An admin's token instead of the attendee's. */
  admin?: boolean;
}

const chatUser = () => ({ uuid: attendee, eventId: event.id, loginId, isAdmin: false, exempt: false });
const USER_FIELDS = ['user', 'user.uuid', 'user.eventId', 'user.loginId'];

const BODIES: Record<string, RouteBody> = {
  'POST /api/login': {
    path: () => '/api/login',
    valid: () => ({ urlid: 'demo', email: 'attendee@example.com', password: 'wrong password' }),
    fields: ['urlid', 'email', 'password', 'appdir'],
  },
  'POST /api/signup': {
    path: () => '/api/signup',
    valid: () => ({ urlid: 'demo', username: 'New', email: 'new@example.com', password: 'password1' }),
    fields: ['urlid', 'username', 'email', 'password'],
  },
  'POST /api/auto-login-email': {
    path: () => '/api/auto-login-email',
    valid: () => ({ VirtualApp: 'demo', clientEmail: 'attendee@example.com' }),
    fields: ['VirtualApp', 'clientEmail', 'CustomerSourceHexID'],
  },
  'POST /api/logout': { path: () => '/api/logout', valid: () => null, fields: [] },
  'POST /api/support': {
    path: () => '/api/support',
    valid: () => ({ Source: event.sourceHex, Name: 'Ada', Email: 'ada@example.com', Description: 'Help' }),
    fields: ['Source', 'Name', 'Email', 'Description', 'confurlid', 'user_uuid'],
  },
  'POST /api/video/calls/:callId/join': {
    path: () => '/api/video/calls/k1/join',
    valid: () => ({ ticket: 'not-a-ticket' }),
    fields: ['ticket'],
  },
  'POST /api/video/office-hours/:sessionId/join': {
    path: () => '/api/video/office-hours/1/join',
    valid: () => null,
    fields: [],
  },
  'POST /api/video/breakout-rooms/:sessionId/:roomId/join': {
    path: () => '/api/video/breakout-rooms/1/table-a/join',
    valid: () => null,
    fields: [],
  },
  'POST /api/video/booths/:compId/join': {
    path: () => '/api/video/booths/1/join',
    valid: () => null,
    fields: [],
  },
  'POST /api/video/booths/:compId/staff/:staffUuid/join': {
    path: () => '/api/video/booths/1/staff/staff-1/join',
    valid: () => null,
    fields: [],
  },
  'POST /api/lounges/:id/join': {
    path: () => '/api/lounges/open/join',
    valid: () => null,
    fields: [],
  },
  // A company that does not exist: whatever the body, nothing may be stored.
  'POST /api/exhibitors/:compId/interactions': {
    path: () => '/api/exhibitors/999999/interactions',
    valid: () => ({ method: 'send_direct_message', content: 'Hello', message_contact_uuid: 'staff-1' }),
    fields: ['method', 'content', 'message_contact_uuid'],
  },
  'POST /api/game/actions': {
    path: () => '/api/game/actions',
    valid: () => ({ kind: 'CUSTOM_MENU_CLICK', itemId: 'faq' }),
    fields: ['kind', 'itemId'],
  },
  'POST /api/analytics': {
    path: () => '/api/analytics',
    valid: () => ({ action: 'view', page: 'lobby' }),
    fields: ['action', 'page', 'entity_type', 'entity_id', 'title', 'seconds'],
  },
  'POST /api/contact/:sourceHex': {
    path: () => `/api/contact/${event.sourceHex}`,
    valid: () => ({ uuids: [peer] }),
    fields: ['uuids', 'uuids.0'],
  },
  'POST /api/client-log': {
    path: () => '/api/client-log',
    valid: () => ({ action: 'click', module: 'public_program', screen: 'menu', title: 'Program' }),
    fields: ['action', 'module', 'screen', 'title', 'title_id', 'target_type', 'target'],
  },
  'POST /api/flags': {
    path: () => '/api/flags',
    valid: () => ({ entity_type: 'post', entity_id: 'p1', flag_reason: 'spam' }),
    fields: ['entity_type', 'entity_id', 'flag_reason'],
  },
  'POST /api/chat/conversations/:id/read': {
    path: () => '/api/chat/conversations/c1/read',
    valid: () => null,
    fields: [],
  },
  'POST /api/internal/chat/conversationsOf': {
    path: () => '/api/internal/chat/conversationsOf',
    valid: () => ({ user: chatUser() }),
    fields: USER_FIELDS,
    relay: true,
  },
  'POST /api/internal/chat/startConversation': {
    path: () => '/api/internal/chat/startConversation',
    valid: () => ({ user: chatUser(), participants: [peer] }),
    fields: [...USER_FIELDS, 'participants', 'participants.0'],
    relay: true,
  },
  'POST /api/internal/chat/sendMessage': {
    path: () => '/api/internal/chat/sendMessage',
    valid: () => ({ user: chatUser(), conversationId: 'c1', text: 'hello' }),
    fields: [...USER_FIELDS, 'conversationId', 'text'],
    relay: true,
  },
  'POST /api/internal/chat/mayCall': {
    path: () => '/api/internal/chat/mayCall',
    valid: () => ({ user: chatUser(), callee: peer }),
    fields: [...USER_FIELDS, 'callee'],
    relay: true,
  },
  'POST /api/internal/chat/mayChat': {
    path: () => '/api/internal/chat/mayChat',
    valid: () => ({ user: chatUser() }),
    fields: USER_FIELDS,
    relay: true,
  },
  'POST /api/internal/chat/mayJoinLounge': {
    path: () => '/api/internal/chat/mayJoinLounge',
    valid: () => ({ user: chatUser() }),
    fields: USER_FIELDS,
    relay: true,
  },
  'POST /api/internal/chat/profilesOf': {
    path: () => '/api/internal/chat/profilesOf',
    valid: () => ({ eventId: event.id, uuids: [peer] }),
    fields: ['eventId', 'uuids.0'],
    relay: true,
  },
  'POST /api/internal/login-active': {
    path: () => '/api/internal/login-active',
    valid: () => ({ eventId: event.id, uuid: attendee, loginId }),
    fields: ['eventId', 'uuid', 'loginId'],
    relay: true,
  },
  'POST /api/session/resume': {
    path: () => '/api/session/resume',
    valid: () => ({ urlid: 'demo' }),
    fields: ['urlid'],
  },
  // An item that does not exist: whatever the body, nothing may be saved.
  'PUT /api/favorites/:entity_type/:entity_id': {
    path: () => '/api/favorites/session/1',
    valid: () => null,
    fields: [],
  },
  'DELETE /api/favorites/:entity_type/:entity_id': {
    path: () => '/api/favorites/session/1',
    valid: () => null,
    fields: [],
  },
  'PUT /api/ratings/:entity_type/:entity_id': {
    path: () => '/api/ratings/session/1',
    valid: () => ({ value: 3 }),
    // A number field: its bad values are tested in tests/server/ratings.test.ts; here the body as a whole.
    fields: [],
  },
  // A session that does not exist: whatever the body, no choice may be saved.
  'POST /api/assign_credit_type': {
    path: () => '/api/assign_credit_type',
    valid: () => ({ session_id: 1, credit_num_select: 'cme' }),
    fields: ['credit_num_select'],
  },
  'POST /api/evaluations/:kind/:session_id': {
    path: () => '/api/evaluations/evaluation/1',
    valid: () => ({ answers: { stars: 4 } }),
    // Answers may be numbers, text or lists of text: their bad values against a form are tested in
    // tests/server/evaluations.test.ts; here the body as a whole.
    fields: [],
  },
  'POST /api/heartbeat': {
    path: () => '/api/heartbeat',
    valid: () => ({ entity_type: 'session', entity_id: '1', type: 'ondemand', position: 1, duration: 1 }),
    // Positions and durations are numbers, tested in tests/server/watch.test.ts.
    fields: ['entity_type', 'entity_id', 'type'],
  },
  'POST /api/awareness': {
    path: () => '/api/awareness',
    valid: () => ({ entity_type: 'session', entity_id: '1', sequence: 1, outcome: 'pass', check_time: 1 }),
    fields: ['entity_type', 'entity_id', 'type', 'outcome'],
  },
  'PUT /api/notes': {
    path: () => '/api/notes',
    valid: () => ({ session_id: 1, note: 'A note', anchor: 'a', anchorHash: 'h' }),
    fields: ['note', 'anchor', 'anchorHash'],
  },
  // A confirmation that is not the address nor DELETE: even a body that decodes deletes no one.
  'DELETE /api/me': {
    path: () => '/api/me',
    valid: () => ({ confirm: 'not my address' }),
    fields: ['confirm'],
  },
  'DELETE /api/admin/people/:uuid': {
    path: () => `/api/admin/people/${attendee}`,
    valid: () => ({ confirm: 'not their address' }),
    fields: ['confirm'],
    admin: true,
  },
  'PUT /api/notes/general': {
    path: () => '/api/notes/general',
    valid: () => ({ note: 'A general note' }),
    fields: ['note'],
  },
  'PUT /api/profile': {
    path: () => '/api/profile',
    valid: () => ({
      Firstname: 'Ada',
      Lastname: 'Lovelace',
      Company: 'Analytical Engines',
      Biography: '<p>Hello</p>',
      custom_fields: { CustomField_1: 'x' },
    }),
    fields: ['Firstname', 'Lastname', 'Company', 'Biography', 'custom_fields'],
  },
  // Someone who does not exist: whatever the body, no mail may leave.
  'POST /api/profiles/:uuid/email': {
    path: () => '/api/profiles/no-such-person/email',
    valid: () => ({ message: 'Hello' }),
    fields: ['message'],
  },
  'POST /api/wall/posts': {
    path: () => '/api/wall/posts',
    valid: () => ({ body: '<p>Hello</p>', topic: 'conference', title: 'Hi', parent_id: 'none', images: [] }),
    fields: ['body', 'topic', 'title', 'parent_id', 'images'],
  },
  'PUT /api/wall/posts/:id': {
    path: () => '/api/wall/posts/no-such-post',
    valid: () => ({ body: '<p>Hello</p>', images: [] }),
    fields: ['body', 'images'],
  },
  'DELETE /api/wall/posts/:id': { path: () => '/api/wall/posts/no-such-post', valid: () => null, fields: [] },
  'PUT /api/wall/posts/:id/like': {
    path: () => '/api/wall/posts/no-such-post/like',
    valid: () => null,
    fields: [],
  },
  'DELETE /api/wall/posts/:id/like': {
    path: () => '/api/wall/posts/no-such-post/like',
    valid: () => null,
    fields: [],
  },
  // A subject's Discussion: a session that does not exist, so that nothing may be stored whatever the body.
  'POST /api/discussions/:kind/:id/posts': {
    path: () => '/api/discussions/session/999999/posts',
    valid: () => ({ body: '<p>Hello</p>', parent_id: 'none', images: [] }),
    fields: ['body', 'parent_id', 'images'],
  },
  'PUT /api/discussions/:kind/:id/posts/:postId': {
    path: () => '/api/discussions/product/no-such-product/posts/no-such-post',
    valid: () => ({ body: '<p>Hello</p>', images: [] }),
    fields: ['body', 'images'],
  },
  'DELETE /api/discussions/:kind/:id/posts/:postId': {
    path: () => '/api/discussions/booth/999999/posts/no-such-post',
    valid: () => null,
    fields: [],
  },
  'PUT /api/discussions/:kind/:id/posts/:postId/like': {
    path: () => '/api/discussions/session/999999/posts/no-such-post/like',
    valid: () => null,
    fields: [],
  },
  'DELETE /api/discussions/:kind/:id/posts/:postId/like': {
    path: () => '/api/discussions/session/999999/posts/no-such-post/like',
    valid: () => null,
    fields: [],
  },
  // Uploads take multipart/form-data only: every JSON or malformed body is refused.
  'POST /api/uploads/wall-images': { path: () => '/api/uploads/wall-images', valid: () => null, fields: [] },
  'POST /api/itinerary/feed/reset': {
    path: () => '/api/itinerary/feed/reset',
    valid: () => null,
    fields: [],
  },
  'POST /api/uploads/program-import': {
    path: () => '/api/uploads/program-import',
    valid: () => null,
    fields: [],
    admin: true,
  },
  // Questions and polls of a session that does not exist: whatever the body, nothing may be stored.
  'POST /api/sessions/:id/questions': {
    path: () => '/api/sessions/999999/questions',
    valid: () => ({ body: 'Why?', anonymous: false }),
    // Not `anonymous`: a boolean is among the wrong types the generators pick.
    fields: ['body'],
  },
  'PUT /api/sessions/:id/questions/:qid/vote': {
    path: () => '/api/sessions/999999/questions/q/vote',
    valid: () => null,
    fields: [],
  },
  'DELETE /api/sessions/:id/questions/:qid/vote': {
    path: () => '/api/sessions/999999/questions/q/vote',
    valid: () => null,
    fields: [],
  },
  'DELETE /api/sessions/:id/questions/:qid': {
    path: () => '/api/sessions/999999/questions/q',
    valid: () => null,
    fields: [],
  },
  'POST /api/sessions/:id/questions/:qid/moderation': {
    path: () => '/api/sessions/999999/questions/q/moderation',
    valid: () => ({ action: 'merge', into: 'other' }),
    fields: ['action', 'into'],
  },
  'POST /api/sessions/:session_id/polls': {
    path: () => '/api/sessions/999999/polls',
    valid: () => ({ question: 'Which?', kind: 'single', options: ['a', 'b'] }),
    fields: ['question', 'kind', 'options'],
  },
  'POST /api/polls/:poll_id/vote': {
    path: () => '/api/polls/999999/vote',
    valid: () => ({ choices: [0] }),
    // Not `choices`: a list of integers is among the wrong types the generators pick.
    fields: [],
  },
  'POST /api/polls/:poll_id/:action': {
    path: () => '/api/polls/999999/open',
    valid: () => null,
    fields: [],
  },
  'POST /api/uploads/profile-photo': {
    path: () => '/api/uploads/profile-photo',
    valid: () => null,
    fields: [],
  },
  // The document moves the event's key, which is always refused: a spoiled body can never be stored either.
  'PUT /api/admin/settings': {
    path: () => '/api/admin/settings',
    valid: () => ({
      settings: { source_hex: 'elsewhere', conferenceid: 100, confurlid: 'demo', title: 'T' },
    }),
    fields: ['settings', 'settings.title', 'settings.conferenceid', 'settings.login_form'],
    admin: true,
  },
  'POST /api/uploads/settings-image': {
    path: () => '/api/uploads/settings-image',
    valid: () => null,
    fields: [],
    admin: true,
  },
  'POST /api/admin/settings/versions/:version/restore': {
    path: () => '/api/admin/settings/versions/999/restore',
    valid: () => null,
    fields: [],
    admin: true,
  },
  'POST /api/admin/notifications': {
    path: () => '/api/admin/notifications',
    valid: () => ({
      type: 'instant',
      actions: ['lobby'],
      title: 'Welcome',
      message: '<p>Hello</p>',
      tags: [],
    }),
    fields: ['title', 'message', 'type', 'contextId', 'linkButtonTitle', 'tags'],
    admin: true,
  },
  'PUT /api/admin/notifications/:id': {
    path: () => '/api/admin/notifications/no-such-notification',
    valid: () => ({ type: 'instant', actions: ['lobby'], title: 'Welcome', message: '<p>Hello</p>' }),
    fields: ['title', 'message', 'type'],
    admin: true,
  },
  'DELETE /api/admin/notifications/:id': {
    path: () => '/api/admin/notifications/no-such-notification',
    valid: () => null,
    fields: [],
    admin: true,
  },
  // An exhibitor that does not exist: whatever the body, no meeting may be stored.
  'POST /api/exhibitors/:CompID/meetings': {
    path: () => '/api/exhibitors/1/meetings',
    valid: () => ({ timeslot_id: 't1', note: 'Hello' }),
    fields: ['timeslot_id', 'note'],
  },
  'POST /api/voting/save_vote': {
    path: () => '/api/voting/save_vote',
    valid: () => ({ formurlid: 'best-poster', abid: 1 }),
    // Only text fields are spoiled here; a wrong abid is a 400 in tests/server/voting.test.ts.
    fields: ['formurlid'],
  },
  'POST /api/itinerary/email': { path: () => '/api/itinerary/email', valid: () => null, fields: [] },
  'POST /api/sso/external-token': { path: () => '/api/sso/external-token', valid: () => null, fields: [] },
  'POST /api/sso/external-token/verify': {
    path: () => '/api/sso/external-token/verify',
    valid: () => ({ token: 'a-token' }),
    fields: ['token'],
  },
};

interface BadRequestBody {
  what: string;
  contentType: string;
  body: string;
}

function withField(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Values none of the spoiled fields accepts (they are all text, or lists of text). */
const badValue: fc.Arbitrary<{ what: string; value?: unknown; raw?: string }> = fc.oneof(
  fc.string({ maxLength: 20 }).map((t) => ({ what: 'NUL byte', value: `${t}\u0000${t}` })),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'))
    .map(([t, lone]) => ({ what: 'lone surrogate', value: `${t}${lone}` })),
  fc.integer({ min: 10_001, max: 80_000 }).map((n) => ({ what: 'huge string', value: 'x'.repeat(n) })),
  fc.integer({ min: JSON_BODY_MAX_BYTES, max: 3 * JSON_BODY_MAX_BYTES }).map((n) => ({
    what: 'body over the limit',
    value: 'y'.repeat(n),
  })),
  fc
    .oneof(
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
      // Never empty: an empty object is a valid record (custom_fields).
      fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { minKeys: 1, maxKeys: 3 }),
    )
    .map((value) => ({ what: 'wrong type', value })),
  fc.integer({ min: 100, max: 20_000 }).map((n) => ({ what: 'deep nesting', raw: nested(n) })),
  fc
    .constantFrom('1e400', '-1e400', '2147483648', '-1', '1.5', '-0', '9007199254740993')
    .map((raw) => ({ what: 'out-of-range number', raw })),
);

const encode = (body: unknown, raw?: string) => {
  const text = JSON.stringify(body);
  return raw === undefined ? text : text.replace(RAW, raw);
};

/** Bad requests for one route: a spoiled field, or a whole body that is malformed, of the wrong kind or type. */
function badBodies(route: RouteBody): fc.Arbitrary<BadRequestBody> {
  const valid = route.valid() ?? { anything: 'at all' };
  const json = 'application/json';
  const whole = fc.oneof(
    fc
      .integer({ min: 0, max: encode(valid).length - 1 })
      .map((n) => ({ what: 'malformed JSON', contentType: json, body: encode(valid).slice(0, n) })),
    fc
      .constantFrom('{', '{"a":}', "{'a': 1}", '[1,,2]', 'NaN', '{"a": "\\u00"}', '\u0000')
      .map((body) => ({ what: 'malformed JSON', contentType: json, body })),
    fc
      .constantFrom('null', '5', '"text"', '[]', 'true')
      .map((body) => ({ what: 'wrong body type', contentType: json, body })),
    fc
      .integer({ min: 100, max: 20_000 })
      .map((n) => ({ what: 'deep body', contentType: json, body: nested(n) })),
    fc
      .constantFrom(
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      )
      .map((contentType) => ({ what: 'not JSON', contentType, body: encode(valid) })),
  );
  if (route.valid() === null || route.fields.length === 0) return whole;
  const spoiled = fc.tuple(fc.constantFrom(...route.fields), badValue).map(([field, bad]) => ({
    what: `${bad.what} in ${field}`,
    contentType: json,
    body: encode(withField(valid, field, bad.raw === undefined ? bad.value : JSON.parse(RAW)), bad.raw),
  }));
  return fc.oneof({ weight: 3, arbitrary: spoiled }, { weight: 1, arbitrary: whole });
}

async function storedCounts() {
  const counts: Record<string, number> = {};
  for (const table of Object.values(tables)) {
    if (!is(table, PgTable)) continue;
    const [row] = await s.db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  counts.mail = (await s.deps.mailer.outbox()).length;
  return counts;
}

function writeRoutes() {
  const keys = new Set<string>();
  for (const r of s.app.routes) {
    if (WRITE_METHODS.has(r.method) && r.path.startsWith('/api/')) keys.add(`${r.method} ${r.path}`);
  }
  return [...keys];
}

describe('bad input on every write route', () => {
  it('has generators for every write route of the app', () => {
    expect(writeRoutes().filter((k) => !(k in BODIES))).toEqual([]);
    expect(Object.keys(BODIES).filter((k) => !writeRoutes().includes(k))).toEqual([]);
  });

  for (const [route, spec] of Object.entries(BODIES)) {
    it(`${route} answers 4xx in the error shape and stores nothing`, { timeout: 120_000 }, async () => {
      const before = await storedCounts();
      await fc.assert(
        fc.asyncProperty(badBodies(spec), async (bad) => {
          const auth = spec.relay ? SECRET : spec.admin ? adminToken : token;
          const res = await s.request(spec.path(), {
            method: route.split(' ')[0] ?? 'POST',
            headers: { 'content-type': bad.contentType, authorization: `Bearer ${auth}` },
            body: bad.body,
          });
          const reply = await res.json().catch(() => null);
          expect([400, 413, 415], `${bad.what}: ${res.status} ${JSON.stringify(reply)}`).toContain(
            res.status,
          );
          expect(Either.isRight(Schema.decodeUnknownEither(ErrorReply)(reply)), bad.what).toBe(true);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      expect(await storedCounts()).toEqual(before);
    });
  }
});
