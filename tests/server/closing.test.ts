import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHardClosed, isSoftClosed } from '../../server/areas/closing/closing';
import { toEpochMs } from '../../schemas/eventConfig';
import type { EventRow } from '../../server/areas/events/queries';
import { assertOpenFor } from '../../server/areas/closing/closing';
import { insertEvent, startTestServer, type TestServer } from '../support/server';

const NOW = Date.UTC(2026, 10, 22, 12);
const HOUR = 3_600_000;

const eventWith = (config: Partial<EventRow['config']>) =>
  ({ config: { source_hex: 'x', conferenceid: 1, ...config } }) as EventRow;

describe('closing rules', () => {
  it('reads close times given in ms, seconds or ISO text', () => {
    expect(toEpochMs(NOW)).toBe(NOW);
    expect(toEpochMs(NOW / 1000)).toBe(NOW);
    expect(toEpochMs(new Date(NOW).toISOString())).toBe(NOW);
    expect(toEpochMs(undefined)).toBeNull();
    expect(toEpochMs('not a date')).toBeNull();
  });

  it('is soft-closed from soft_close_timestamp on, or when soft_closed is set', () => {
    const cfg = eventWith({ soft_close_timestamp: NOW }).config;
    expect(isSoftClosed(cfg, NOW - 1)).toBe(false);
    expect(isSoftClosed(cfg, NOW)).toBe(true);
    expect(isSoftClosed(eventWith({ soft_closed: 1 }).config, NOW)).toBe(true);
  });

  it('refuses soft writes after the soft close and every write after the hard close, except for admins', () => {
    const soft = eventWith({ soft_close_timestamp: NOW - HOUR });
    expect(() => assertOpenFor('hard', soft, false, NOW)).not.toThrow();
    expect(() => assertOpenFor('soft', soft, false, NOW)).toThrow(/closed for new activity/);
    expect(() => assertOpenFor('soft', soft, true, NOW)).not.toThrow();
    const hard = eventWith({ hard_close_time: NOW - HOUR, hard_close_msg: 'See you next year' });
    expect(isHardClosed(hard.config, NOW)).toBe(true);
    expect(() => assertOpenFor('hard', hard, false, NOW)).toThrow('See you next year');
    expect(() => assertOpenFor('hard', hard, true, NOW)).not.toThrow();
    expect(() => assertOpenFor('hard', eventWith({ hard_close_time: NOW - HOUR }), false, NOW)).toThrow(
      'This virtual event is no longer accessible.',
    );
  });
});

describe('a hard-closed event', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
    await insertEvent(
      s.db,
      'closed',
      { hard_close_time: s.clock.now() - HOUR, soft_close_timestamp: s.clock.now() - 2 * HOUR },
      true,
    );
  });
  afterAll(() => s.close());

  it('tells the sign-in page its close times', async () => {
    const body = await (await s.request('/api/login-start')).json();
    expect(body.closing).toMatchObject({ hard_close_time: s.clock.now() - HOUR, app_enabled: true });
  });

  it('refuses sign-ups with 403 and stores nothing', async () => {
    const res = await s.request('/api/signup', {
      method: 'POST',
      json: { urlid: 'closed', username: 'Late', email: 'late@example.com', password: 'toolate123' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toMatchObject({
      code: 'site_closed',
      message: 'This virtual event is no longer accessible.',
    });
    const login = await s.request('/api/login', {
      method: 'POST',
      json: { urlid: 'closed', email: 'late@example.com', password: 'toolate123' },
    });
    expect(login.status).toBe(401);
  });
});
