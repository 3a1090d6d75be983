import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApi } from '../../../src/api/client';
import type { ProgramCalls } from '../../../src/api/programCalls';
import { ProgramStore, programStoreOf } from '../../../src/program/store';
import type { SessionSnapshot } from '../../../schemas/program';

const snapshot = (version: number) =>
  ({ kind: 'session', version, items: [], persons: {}, timezone: 'UTC' }) as unknown as SessionSnapshot;

function fakeCalls(versions: number[]) {
  const link = vi.fn(async () => {
    const v = versions.shift();
    if (v === undefined) throw new ApiError(0, 'network', 'offline');
    return { url: `/api/snapshots/e/session-${v}.json`, version: v, direct: [] };
  });
  const file = vi.fn(async (url: string) => snapshot(Number(/(\d+)\.json$/.exec(url)?.[1])));
  return { calls: { link, snapshot: file, filter: vi.fn() } as unknown as ProgramCalls, link, file };
}

const DELAYS = { refreshMs: 120_000, retryMs: 15_000 };

describe('program store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the file of a new version only', async () => {
    const { calls, file } = fakeCalls([3, 3, 4]);
    const store = new ProgramStore(calls, DELAYS);
    store.retain();
    await vi.advanceTimersByTimeAsync(0);
    const first = store.getState();
    store.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(file).toHaveBeenCalledTimes(1);
    expect(store.getState()).toBe(first);
    await vi.advanceTimersByTimeAsync(DELAYS.refreshMs);
    expect(file).toHaveBeenCalledTimes(2);
    const state = store.getState();
    expect(state.status === 'ready' && state.snapshot.version).toBe(4);
  });

  it('keeps the copy it has when a refresh fails, and says so when the first load fails', async () => {
    const ok = fakeCalls([5]);
    const store = new ProgramStore(ok.calls, DELAYS);
    store.retain();
    await vi.advanceTimersByTimeAsync(DELAYS.refreshMs);
    expect(ok.link).toHaveBeenCalledTimes(2);
    expect(store.getState().status).toBe('ready');
    const failing = new ProgramStore(fakeCalls([]).calls, DELAYS);
    failing.retain();
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.getState()).toEqual({ status: 'failed', message: 'offline' });
  });

  it('retries a failed first load after the retry delay, or at once when asked', async () => {
    const { calls, link } = fakeCalls([]);
    const store = new ProgramStore(calls, DELAYS);
    store.retain();
    await vi.advanceTimersByTimeAsync(0);
    expect(link).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DELAYS.retryMs);
    expect(link).toHaveBeenCalledTimes(2);
    store.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(link).toHaveBeenCalledTimes(3);
  });

  it('refreshes every interval while retained, stops when released, and resumes from its copy', async () => {
    const { calls, link, file } = fakeCalls([1, 1, 1, 1]);
    const store = new ProgramStore(calls, DELAYS);
    const release = store.retain();
    expect(link).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DELAYS.refreshMs);
    expect(link).toHaveBeenCalledTimes(2);
    release();
    await vi.advanceTimersByTimeAsync(2 * DELAYS.refreshMs);
    expect(link).toHaveBeenCalledTimes(2);
    store.retain();
    expect(store.getState().status).toBe('ready');
    await vi.advanceTimersByTimeAsync(0);
    expect(link).toHaveBeenCalledTimes(3);
    expect(file).toHaveBeenCalledTimes(1);
  });

  it('is one store per login of an API client, so screens share the copy and the read under way', async () => {
    const api = createApi({ getToken: () => 'tok', fetch: vi.fn() });
    const keys = { token: 'tok', sourceHex: 'abc', conferenceId: 1 };
    const store = programStoreOf(api, keys);
    expect(programStoreOf(api, { ...keys })).toBe(store);
    expect(programStoreOf(createApi({ getToken: () => 'tok', fetch: vi.fn() }), keys)).not.toBe(store);
    const nextLogin = programStoreOf(api, { ...keys, token: 'other' });
    expect(nextLogin).not.toBe(store);
    expect(programStoreOf(api, { ...keys, token: 'other' })).toBe(nextLogin);
  });

  it('shares one read between two screens that retain the store at once', async () => {
    const { calls, link, file } = fakeCalls([2, 2]);
    const store = new ProgramStore(calls, DELAYS);
    const releaseLobby = store.retain();
    const releaseList = store.retain();
    await vi.advanceTimersByTimeAsync(0);
    expect(link).toHaveBeenCalledTimes(1);
    expect(file).toHaveBeenCalledTimes(1);
    releaseLobby();
    releaseList();
  });
});
