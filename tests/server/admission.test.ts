import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  admissionMetrics,
  BUSY_MESSAGE,
  createAdmission,
  RETRY_AFTER_SECONDS,
} from '../../server/http/admission';
import type { AppEnv } from '../../server/http/env';
import { signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

/** An app whose one route holds every request until the test opens the gate. */
function heldApp(limits: Parameters<typeof createAdmission>[0]) {
  const admission = createAdmission(limits);
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const app = new Hono<AppEnv>();
  app.use('*', admission.middleware);
  app.get('/work', async (c) => {
    await gate;
    return c.json({ done: true });
  });
  return { app, admission, open: () => open() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('admission past capacity', () => {
  test('handles some at once, queues a bounded number and refuses the rest at once with Retry-After', async () => {
    const { app, admission, open } = heldApp({ concurrent: 2, queued: 3, maxWaitMs: 10_000 });
    const replies = Array.from({ length: 10 }, () => app.request('/work'));
    await settle();
    expect(admission.figures()).toMatchObject({ inFlight: 2, queued: 3, shedTotal: 5 });
    open();
    const answered = await Promise.all(replies);
    const statuses = answered.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 503)).toHaveLength(5);
    for (const refused of answered.filter((r) => r.status === 503)) {
      expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(await refused.json()).toEqual({
        error: { code: 'busy', message: BUSY_MESSAGE },
        error_message: BUSY_MESSAGE,
      });
    }
    // Recovered by itself: nothing held, nothing waiting, the next ones go through.
    expect(admission.figures()).toMatchObject({ inFlight: 0, queued: 0, admittedTotal: 5 });
    const after = await Promise.all(Array.from({ length: 4 }, () => app.request('/work')));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  test('a request that waits longer than allowed is refused, and leaves the queue', async () => {
    const { app, admission, open } = heldApp({ concurrent: 1, queued: 5, maxWaitMs: 50 });
    const first = app.request('/work');
    const waiting = app.request('/work');
    expect((await waiting).status).toBe(503);
    expect(admission.figures()).toMatchObject({ inFlight: 1, queued: 0, shedTotal: 1 });
    open();
    expect((await first).status).toBe(200);
    expect(admission.figures().inFlight).toBe(0);
  });

  test('the figures read as Prometheus lines', () => {
    const text = admissionMetrics({ inFlight: 3, queued: 7, shedTotal: 2, admittedTotal: 40 });
    expect(text).toContain('api_requests_in_flight 3\n');
    expect(text).toContain('api_requests_queued 7\n');
    expect(text).toContain('api_requests_shed_total 2\n');
  });
});

describe('the API past capacity', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer({ admission: createAdmission({ concurrent: 1, queued: 1, maxWaitMs: 5_000 }) });
    const event = await insertEvent(s.db, 'busy');
    await insertUser(s.db, event.id, 'ann@example.com');
    token = await signIn(s, 'busy', 'ann@example.com');
  });
  afterAll(() => s.close());

  test('every request gets its answer or a 503; health always answers; afterwards all answer', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, () => s.request('/api/settings', { token })));
    const statuses = burst.map((r) => r.status);
    expect(statuses.every((x) => x === 200 || x === 503)).toBe(true);
    expect(statuses).toContain(503);
    expect(statuses).toContain(200);
    const health = await Promise.all(Array.from({ length: 5 }, () => s.request('/api/health')));
    expect(health.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (let i = 0; i < 5; i++) expect((await s.request('/api/settings', { token })).status).toBe(200);
  });
});
