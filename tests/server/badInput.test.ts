import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_MAX_BYTES } from '../../server/http/bodyLimits';
import { CHUNK_BYTES, FIFTY_MB, fiftyMegabytes } from '../support/bodies';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOOKS_SECRET = 'hooks-secret';
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';

let s: TestServer;
let event: Awaited<ReturnType<typeof insertEvent>>;
let attendee: string;
let token: string;

beforeAll(async () => {
  s = await startTestServer({ chatHooksSecret: HOOKS_SECRET });
  event = await insertEvent(s.db, 'demo', { title: 'Demo', chat_enabled: 1 }, true);
  attendee = await insertUser(s.db, event.id, 'attendee@example.com', { socialMessage: 1 });
  await insertUser(s.db, event.id, 'leaving@example.com');
  const res = await s.request('/api/login', {
    method: 'POST',
    json: { urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' },
  });
  token = (await res.json()).token;
});
afterAll(() => s.close());

interface ErrorBody {
  error: { code: string; message: string; fields?: { path: string; message: string }[] };
}

async function expectBadRequest(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBe('bad_request');
  expect(body.error.fields?.map((f) => f.path)).toContain(field);
  // No schema internals and no echo of the value sent.
  for (const message of [body.error.message, ...(body.error.fields ?? []).map((f) => f.message)]) {
    expect(message).not.toMatch(/Expected|actual|readonly/);
    expect(message).not.toContain(NUL);
  }
}

/** Every string field of every JSON write route, each with a NUL byte in it. */
const stringFields: { route: string; signedIn: boolean; body: Record<string, unknown>; field: string }[] = [
  {
    route: '/api/login',
    signedIn: false,
    body: { urlid: 'demo', email: 'x@example.com', password: NUL },
    field: 'password',
  },
  {
    route: '/api/login',
    signedIn: false,
    body: { urlid: NUL, email: 'x@example.com', password: 'p' },
    field: 'urlid',
  },
  {
    route: '/api/login',
    signedIn: false,
    body: { urlid: 'demo', sso_token: NUL, uuid: 'u' },
    field: 'sso_token',
  },
  {
    route: '/api/signup',
    signedIn: false,
    body: { urlid: 'demo', username: NUL, email: 'new@example.com', password: 'password1' },
    field: 'username',
  },
  {
    route: '/api/auto-login-email',
    signedIn: false,
    body: { VirtualApp: NUL, clientEmail: 'x@example.com' },
    field: 'VirtualApp',
  },
  {
    route: '/api/game/actions',
    signedIn: true,
    body: { kind: 'CUSTOM_MENU_CLICK', itemId: NUL },
    field: 'itemId',
  },
  {
    route: '/api/support',
    signedIn: false,
    body: { Source: 'set in the test', Name: 'Ada', Email: 'ada@example.com', Description: NUL },
    field: 'Description',
  },
  {
    route: '/api/client-log',
    signedIn: true,
    body: { action: 'click', module: NUL, screen: 'menu' },
    field: 'module',
  },
  {
    route: '/api/flags',
    signedIn: true,
    body: { entity_type: 'post', entity_id: NUL, flag_reason: 'spam' },
    field: 'entity_id',
  },
  { route: '/api/contact/hexdemo', signedIn: true, body: { uuids: [NUL] }, field: 'uuids.0' },
  {
    route: '/api/exhibitors/1/interactions',
    signedIn: true,
    body: { method: 'send_message', content: NUL },
    field: 'content',
  },
  {
    route: '/api/exhibitors/1/interactions',
    signedIn: true,
    body: { method: 'raffle', raffle_code: NUL },
    field: 'raffle_code',
  },
  {
    route: '/api/assign_credit_type',
    signedIn: true,
    body: { session_id: 1, credit_num_select: NUL },
    field: 'credit_num_select',
  },
  {
    route: '/api/evaluations/evaluation/1',
    signedIn: true,
    body: { answers: { q1: NUL } },
    field: 'answers.q1',
  },
  {
    route: '/api/heartbeat',
    signedIn: true,
    body: { entity_type: 'session', entity_id: NUL, type: 'ondemand', position: 1, duration: 1 },
    field: 'entity_id',
  },
  {
    route: '/api/awareness',
    signedIn: true,
    body: { entity_type: 'session', entity_id: NUL, sequence: 1, outcome: 'pass', check_time: 1 },
    field: 'entity_id',
  },
  {
    route: '/api/exhibitors/1/meetings',
    signedIn: true,
    body: { timeslot_id: 't1', note: NUL },
    field: 'note',
  },
  { route: '/api/voting/save_vote', signedIn: true, body: { formurlid: NUL, abid: 1 }, field: 'formurlid' },
  {
    route: '/api/discussions/session/1/posts',
    signedIn: true,
    body: { body: NUL },
    field: 'body',
  },
];

describe('strings the database cannot store', () => {
  it.each(stringFields)('$route refuses a NUL byte in $field with 400 naming it', async (c) => {
    const body = c.route === '/api/support' ? { ...c.body, Source: event.sourceHex } : c.body;
    const res = await s.request(c.route, { method: 'POST', json: body, ...(c.signedIn ? { token } : {}) });
    await expectBadRequest(res, c.field);
  });

  it('refuses an unpaired surrogate as well', async () => {
    const res = await s.request('/api/client-log', {
      method: 'POST',
      json: { action: 'click', module: LONE_SURROGATE, screen: 'menu' },
      token,
    });
    await expectBadRequest(res, 'module');
  });

  it('refuses NUL in the chat hooks a relay posts (a chat message)', async () => {
    const res = await s.request('/api/internal/chat/sendMessage', {
      method: 'POST',
      headers: { authorization: `Bearer ${HOOKS_SECRET}` },
      json: {
        user: { uuid: attendee, eventId: event.id, isAdmin: false, exempt: false },
        conversationId: 'c1',
        text: NUL,
      },
    });
    await expectBadRequest(res, 'text');
  });

  it('refuses NUL in query and path parameters', async () => {
    await expectBadRequest(
      await s.request(`/api/login-start?conference=${encodeURIComponent(NUL)}`),
      'conference',
    );
    await expectBadRequest(
      await s.request(`/api/awareness?entity_type=session&entity_id=${encodeURIComponent(NUL)}`, { token }),
      'entity_id',
    );
    await expectBadRequest(
      await s.request(`/api/chat/conversations/${encodeURIComponent(NUL)}/messages`, { token }),
      'id',
    );
    await expectBadRequest(
      await s.request(`/api/heartbeat?entity_type=session&entity_id=${encodeURIComponent(NUL)}`, { token }),
      'entity_id',
    );
    await expectBadRequest(
      await s.request(`/api/certificates/${encodeURIComponent(NUL)}.pdf`, { token }),
      'file',
    );
    await expectBadRequest(await s.request(`/api/my-products/${encodeURIComponent(NUL)}`, { token }), 'id');
    await expectBadRequest(await s.request(`/api/voting/${encodeURIComponent(NUL)}`, { token }), 'formurlid');
  });
});

describe('numbers out of range', () => {
  it.each(['2147483648', '-1', '1.5', '1e30', '99999999999999999999', '0x10', ' 7', 'NaN'])(
    'sid=%s is a 400 naming sid',
    async (sid) => {
      const res = await s.request(`/api/validate_user_session_complete?sid=${encodeURIComponent(sid)}`, {
        token,
      });
      await expectBadRequest(res, 'sid');
    },
  );

  it.each([
    '/api/get_credit_types?session_id=2147483648',
    '/api/get_credit_types?session_id=-1',
    '/api/evaluations/evaluation/2147483648',
    '/api/evaluations/quiz/1e3',
  ])('%s is a 400 naming session_id', async (path) => {
    await expectBadRequest(await s.request(path, { token }), 'session_id');
  });

  it.each([
    ['/api/exhibitors/2147483648', 'id'],
    ['/api/exhibitors/1e3', 'id'],
    ['/api/exhibitors?hall=a%20b', 'hall'],
    ['/api/exhibitors/501?hall=%00', 'hall'],
  ])('%s is a 400 naming %s', async (path, field) => {
    await expectBadRequest(await s.request(path, { token }), field);
  });
  it.each(['/api/products/2147483648/0', '/api/products/501/-1', '/api/products/1e3/0'])(
    '%s is a 400 naming the number',
    async (path) => {
      const res = await s.request(path, { token });
      expect(res.status).toBe(400);
    },
  );

  it('session_id of the filter call is bounded the same way', async () => {
    const path = `/api/session/${event.sourceHex}/${event.conferenceId}/filter?session_id=2147483648`;
    await expectBadRequest(await s.request(path, { token }), 'session_id');
  });
});

describe('malformed bodies', () => {
  it('answers 400 to malformed JSON and to a body of the wrong shape, without schema internals', async () => {
    const bad = await s.request('/api/flags', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"entity_type": "post",',
      token,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.code).toBe('bad_request');
    const wrong = await s.request('/api/flags', { method: 'POST', json: 5, token });
    await expectBadRequest(wrong, '(body)');
  });

  it('refuses a text/plain body on a JSON route with 415', async () => {
    const res = await s.request('/api/support', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ Source: event.sourceHex, Name: 'A', Email: 'a@example.com', Description: 'Hi' }),
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as ErrorBody).error.code).toBe('unsupported_media_type');
    const form = await s.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'urlid=demo&email=attendee%40example.com&password=demo1234',
    });
    expect(form.status).toBe(415);
  });

  it('still takes a POST without a body (sign-out)', async () => {
    const login = await s.request('/api/login', {
      method: 'POST',
      json: { urlid: 'demo', email: 'leaving@example.com', password: 'demo1234' },
    });
    const fresh = (await login.json()).token;
    expect((await s.request('/api/logout', { method: 'POST', token: fresh })).status).toBe(204);
  });
});

describe('body size', () => {
  const post = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    s.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      token,
      // @ts-expect-error: Node's fetch needs duplex for a streamed request body; the DOM types lack it.
      duplex: 'half',
    });

  it('refuses a declared body over the JSON limit with 413 before reading it', async () => {
    const { body, counter } = fiftyMegabytes();
    const res = await post('/api/support', body, { 'content-length': String(FIFTY_MB) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe('payload_too_large');
    expect(counter.pulled).toBeLessThan(1024 * 1024);
  });

  it('refuses a streamed body without a length once it passes the limit', async () => {
    const { body, counter } = fiftyMegabytes();
    const res = await post('/api/flags', body);
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(JSON_BODY_MAX_BYTES + 4 * CHUNK_BYTES);
  });

  it('takes a body just under the limit', async () => {
    const res = await s.request('/api/client-log', {
      method: 'POST',
      json: { action: 'click', module: 'm', screen: 's', target: 'x'.repeat(1000), pad: 'y'.repeat(90_000) },
      token,
    });
    expect(res.status).toBe(200);
  });
});
