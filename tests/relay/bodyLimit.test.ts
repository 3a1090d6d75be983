import { connect } from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, test } from 'vitest';
import { apiBodyRules } from '../../server/http/bodyLimits';
import type { AppEnv } from '../../server/http/env';
import { errorResponse } from '../../server/http/errors';
import { FIFTY_MB, fiftyMegabytes } from '../support/bodies';
import { startRelay, TRANSPORTS, until } from './support';

/** An API with the platform's body rules and a route that reads its JSON body. */
function api() {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => errorResponse(err, c));
  app.use('/api/*', apiBodyRules);
  app.post('/api/echo', async (c) => c.json(await c.req.json()));
  return app;
}

describe.each(TRANSPORTS)('request bodies through the relay on %s', (transport) => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  afterEach(async () => {
    await env?.close();
  });

  const post = (body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    fetch(`${env.url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      // @ts-expect-error: Node's fetch needs duplex for a streamed request body; the DOM types lack it.
      duplex: 'half',
    });

  test('a streamed 50 MB body is refused with 413 without being read whole', async () => {
    env = await startRelay(transport, { httpHandler: api().fetch });
    const { body, counter } = fiftyMegabytes();
    const res = await post(body, {});
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    expect(counter.pulled).toBeLessThan(FIFTY_MB / 4);
  });

  test('a declared 50 MB body is refused with 413 without being read whole', async () => {
    env = await startRelay(transport, { httpHandler: api().fetch });
    const { body, counter } = fiftyMegabytes();
    const res = await post(body, { 'content-length': String(FIFTY_MB) });
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(FIFTY_MB / 4);
  });

  test('after refusing a body it has not read, the server closes the connection instead of taking the rest', async () => {
    env = await startRelay(transport, { httpHandler: api().fetch });
    const { port } = new URL(env.url);
    const socket = connect(Number(port), '127.0.0.1');
    let reply = '';
    socket.on('data', (d) => {
      reply += d.toString();
    });
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /api/echo HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${FIFTY_MB}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(256 * 1024, 32));
    const outcome = await Promise.race([
      closed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 3000)),
    ]);
    socket.destroy();
    expect(reply).toMatch(/^HTTP\/1\.1 413/);
    expect(outcome).toBe('closed');
  });

  test('a POST without a body that the handler does not read keeps the connection', async () => {
    const app = api();
    app.post('/api/bodiless', (c) => c.body(null, 204));
    env = await startRelay(transport, { httpHandler: app.fetch });
    const socket = connect(Number(new URL(env.url).port), '127.0.0.1');
    let reply = '';
    socket.on('data', (d) => {
      reply += d.toString();
    });
    let closed = false;
    socket.on('close', () => {
      closed = true;
    });
    const bodiless = 'POST /api/bodiless HTTP/1.1\r\nhost: localhost\r\ncontent-length: 0\r\n\r\n';
    const answers = () => reply.match(/HTTP\/1\.1 204/g)?.length ?? 0;
    socket.write(bodiless);
    await until(() => answers() === 1, 3000, 'the first answer');
    socket.write(bodiless);
    await until(() => answers() === 2, 3000, 'the second answer on the same connection');
    socket.destroy();
    expect(reply.match(/HTTP\/1\.1 204/g)).toHaveLength(2);
    expect(reply.toLowerCase()).not.toContain('connection: close');
    expect(closed).toBe(false);
  });

  test('a small JSON body still passes', async () => {
    env = await startRelay(transport, { httpHandler: api().fetch });
    const res = await fetch(`${env.url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(await res.json()).toEqual({ hello: 'world' });
  });
});
