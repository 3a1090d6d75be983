import { Hono } from 'hono';
import { afterEach, describe, expect, test } from 'vitest';
import { next, startRelay, TRANSPORTS } from './support';

/** A tiny API standing in for the platform's Hono app behind the relay. */
function echoApi() {
  const app = new Hono<{ Bindings: { remoteAddress?: string } }>();
  app.post('/api/echo', async (c) =>
    c.json({
      method: c.req.method,
      query: c.req.query('q'),
      body: await c.req.text(),
      contentType: c.req.header('content-type'),
      custom: c.req.header('x-custom'),
      forwardedFor: c.req.header('x-forwarded-for'),
      remoteAddress: c.env.remoteAddress,
    }),
  );
  app.get('/api/cookies', (c) => {
    c.header('set-cookie', 'a=1; Path=/', { append: true });
    c.header('set-cookie', 'b=2; Path=/', { append: true });
    return c.text('two cookies', 201);
  });
  app.get('/big', () => {
    const chunk = new Uint8Array(64 * 1024).fill(120);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 32) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    return new Response(stream, { headers: { 'content-type': 'application/octet-stream' } });
  });
  app.get('/sized', () => new Response('x'.repeat(300_000), { headers: { 'content-length': '300000' } }));
  return app;
}

describe.each(TRANSPORTS)('relay HTTP on %s', (transport) => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  afterEach(async () => {
    await env?.close();
  });

  test('hands the remote address beside the request and leaves the forwarding headers as the client sent them', async () => {
    env = await startRelay(transport, { httpHandler: (req, connection) => echoApi().fetch(req, connection) });
    const res = await fetch(`${env.url}/api/echo`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.1' },
      body: 'x',
    });
    const echoed = await res.json();
    expect(echoed.forwardedFor).toBe('198.51.100.1');
    expect(echoed.remoteAddress).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    const plain = await (await fetch(`${env.url}/api/echo`, { method: 'POST', body: 'x' })).json();
    expect(plain.forwardedFor).toBeUndefined();
  });

  test('bridges other requests to the HTTP handler with body, headers and the real client address', async () => {
    env = await startRelay(transport, { httpHandler: echoApi().fetch });
    const body = JSON.stringify({ hello: 'world', text: 'é'.repeat(100_000) });
    const res = await fetch(`${env.url}/api/echo?q=search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-custom': 'yes', 'x-forwarded-for': '198.51.100.1' },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      method: 'POST',
      query: 'search',
      body,
      contentType: 'application/json',
      custom: 'yes',
      forwardedFor: '198.51.100.1',
      remoteAddress: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/),
    });

    const cookies = await fetch(`${env.url}/api/cookies`);
    expect(cookies.status).toBe(201);
    expect(cookies.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await cookies.text()).toBe('two cookies');

    const big = await fetch(`${env.url}/big`);
    expect((await big.arrayBuffer()).byteLength).toBe(32 * 64 * 1024);
    const sized = await fetch(`${env.url}/sized`);
    expect(sized.headers.get('content-length')).toBe('300000');
    expect((await sized.text()).length).toBe(300_000);

    const missing = await fetch(`${env.url}/nothing-here`);
    expect(missing.status).toBe(404);
  });

  test('without a handler, unknown paths are 404', async () => {
    env = await startRelay(transport);
    expect((await fetch(`${env.url}/api/anything`)).status).toBe(404);
  });

  test('POST /relay/publish delivers with the right secret, 401 without it, 400 on bad input', async () => {
    env = await startRelay(transport, { publishSecret: 's3cret' });
    const socket = await env.connected({ token: await env.token({ eventId: 'event-a' }) });
    const post = (body: unknown, secret = 's3cret') =>
      fetch(`${env.url}/relay/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const message = {
      kind: 'instant_notification',
      eventId: 'event-a',
      notification: { type: 'instant_notification', title: 'Hello', message: 'From the API' },
    };
    const arrived = next(socket, 'instant_notification');
    const ok = await post(message);
    expect(ok.status).toBe(202);
    expect(await arrived).toEqual(message.notification);

    expect((await post(message, 'wrong')).status).toBe(401);
    const noAuth = await fetch(`${env.url}/relay/publish`, { method: 'POST', body: JSON.stringify(message) });
    expect(noAuth.status).toBe(401);

    const notJson = await post('{nope');
    expect(notJson.status).toBe(400);
    const wrongShape = await post({ kind: 'instant_notification', eventId: 'event-a' });
    expect(wrongShape.status).toBe(400);
    const reply = (await wrongShape.json()) as { error: { fields: { path: unknown[] }[] } };
    expect(reply.error.fields.some((f) => f.path.includes('notification'))).toBe(true);
    expect((await post({ kind: 'reboot', eventId: 'event-a' })).status).toBe(400);
  });

  test('without a publish secret the endpoint does not exist', async () => {
    env = await startRelay(transport);
    const res = await fetch(`${env.url}/relay/publish`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
  });

  test('/health counts connections and /metrics is Prometheus text', async () => {
    env = await startRelay(transport);
    const socket = await env.connected({ token: await env.token() });
    await socket.emitWithAck('join', { room: 'lobby' });
    const health = (await (await fetch(`${env.url}/health`)).json()) as { connections: number };
    expect(health.connections).toBe(1);
    await env.relay.publish({
      kind: 'instant_notification',
      eventId: 'event-a',
      notification: { type: 'instant_notification', title: 't', message: 'm' },
    });
    const res = await fetch(`${env.url}/metrics`);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(value('relay_connections')).toBe(1);
    // event, user and the joined lobby
    expect(value('relay_rooms')).toBe(3);
    expect(value('relay_messages_out_total')).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/^relay_messages_out_per_second \d+$/m);
    expect(text).toMatch(/^relay_event_loop_lag_seconds\{quantile="0.99"\} [\d.e-]+$/m);
    expect(text).toContain(`relay_transport{transport="${transport}"} 1`);
  });

  test('/metrics answers the machine itself, or a bearer of the metrics token, never through a proxy', async () => {
    env = await startRelay(transport, { httpHandler: echoApi().fetch, metricsToken: 'scrape-me' });
    const get = (headers: Record<string, string> = {}, method = 'GET') =>
      fetch(`${env.url}/metrics`, { method, headers });
    // from loopback with no proxy on the way
    expect((await get()).status).toBe(200);
    // the same loopback connection, but a proxy on this machine passed it on: it came from elsewhere
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via']) {
      const res = await get({ [header]: header === 'forwarded' ? 'for=127.0.0.1' : '127.0.0.1' });
      expect(res.status, header).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect((await res.json()).error.code).toBe('unauthorized');
    }
    const viaProxy = { 'x-forwarded-for': '198.51.100.7' };
    expect((await get({ ...viaProxy, authorization: 'Bearer wrong' })).status).toBe(401);
    const scraped = await get({ ...viaProxy, authorization: 'Bearer scrape-me' });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(/^relay_connections \d+$/m);
    // no other method reaches the metrics, nor the API behind the relay
    expect((await get({}, 'POST')).status).toBe(404);
    expect((await get({}, 'HEAD')).status).toBe(404);
  });

  test('without a metrics token only the machine itself reads /metrics', async () => {
    env = await startRelay(transport, { trustProxy: true });
    expect((await fetch(`${env.url}/metrics`)).status).toBe(200);
    // trusting the proxy for client addresses does not make a forwarded request local
    const res = await fetch(`${env.url}/metrics`, {
      headers: { 'x-forwarded-for': '127.0.0.1', authorization: 'Bearer ' },
    });
    expect(res.status).toBe(401);
  });
});
