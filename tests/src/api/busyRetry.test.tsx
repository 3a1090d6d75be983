// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Schema } from 'effect';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { BUSY_RETRIES, busyRetryDelay, retryAfterSeconds } from '../../../src/api/busyRetry';
import { ApiError, createApi } from '../../../src/api/client';
import { BusyNotice, createBusySignal } from '../../../src/app/errors';
import { createI18n } from '../../../src/i18n';
import { theme } from '../../../src/ui/theme';

const BUSY = { error: { code: 'busy', message: 'Lots of people' }, error_message: 'Lots of people' };

/** A fetch that answers 503 (Retry-After 2) the given number of times, then the settings. */
function busyThen(times: number) {
  let calls = 0;
  const fetch = async () => {
    calls += 1;
    if (calls <= times)
      return new Response(JSON.stringify(BUSY), { status: 503, headers: { 'retry-after': '2' } });
    return new Response(JSON.stringify({ game_config: null }), { status: 200 });
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: () => calls };
}

function client(times: number) {
  const server = busyThen(times);
  const waits: number[] = [];
  const busy: boolean[] = [];
  let serverErrors = 0;
  const api = createApi({
    getToken: () => 'token',
    fetch: server.fetch,
    sleep: async (ms) => void waits.push(ms),
    random: () => 0.5,
    onBusy: (waiting) => busy.push(waiting),
    onServerError: () => (serverErrors += 1),
  });
  return { api, server, waits, busy, serverErrors: () => serverErrors };
}

describe('a busy server', () => {
  it('waits Retry-After, doubled each try, within ±50 %, at most 20 s', () => {
    expect(busyRetryDelay(0, 2, () => 0.5)).toBe(2000);
    expect(busyRetryDelay(1, 2, () => 0.5)).toBe(4000);
    expect(busyRetryDelay(0, 2, () => 0)).toBe(1000);
    expect(busyRetryDelay(0, 2, () => 0.999)).toBe(2998);
    expect(busyRetryDelay(5, 2, () => 0.5)).toBe(20_000);
    expect(busyRetryDelay(0, null, () => 0.5)).toBe(2000);
    expect(retryAfterSeconds('3')).toBe(3);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBeNull();
  });

  it('sends the call again until it is answered, saying meanwhile that it waits', async () => {
    const c = client(2);
    await c.api.apiFetch(Schema.Struct({}), '/settings');
    expect(c.server.calls()).toBe(3);
    expect(c.waits).toEqual([2000, 4000]);
    expect(c.busy).toEqual([true, false]);
    expect(c.serverErrors()).toBe(0);
  });

  it('gives up after its tries with the server’s calm message, never the server-error page', async () => {
    const c = client(100);
    const failure = await c.api.apiFetch(Schema.Struct({}), '/settings').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, code: 'busy', message: 'Lots of people' });
    expect(c.server.calls()).toBe(1 + BUSY_RETRIES);
    expect(c.busy).toEqual([true, false]);
    expect(c.serverErrors()).toBe(0);
  });

  it('shows the notice while calls wait, and takes it away after', () => {
    const signal = createBusySignal();
    render(
      <I18nextProvider i18n={createI18n({ storage: null, language: 'en' })}>
        <ThemeProvider theme={theme}>
          <BusyNotice signal={signal} />
        </ThemeProvider>
      </I18nextProvider>,
    );
    const notice = () => screen.getByRole('status').textContent;
    expect(notice()).toBe('');
    act(() => signal.set(true));
    expect(notice()).toContain('Lots of people are arriving right now.');
    act(() => signal.set(false));
    expect(notice()).toBe('');
  });
});
