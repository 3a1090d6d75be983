import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyEventCalls } from '../../src/api/myEventCalls';
import { ItineraryReminders } from '../../src/myEvent/reminders';
import { MyEventStore } from '../../src/myEvent/store';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 24, 9, 0);

/** A store over fake calls whose saved items are the given sessions (id → start). */
async function storeWith(sessions: Record<string, number>) {
  const favorites = Object.entries(sessions).map(([id, start]) => ({
    entity_type: 'session' as const,
    entity_id: id,
    forced: false,
    title: `Session ${id}`,
    session_id: Number(id),
    start_time_unix: start,
  }));
  const calls = {
    favorites: async () => ({ favorites }),
    ratings: async () => ({ ratings: [] }),
    notes: async () => ({ notes: [] }),
    removeFavorite: async () => ({ success: true }),
  } as unknown as MyEventCalls;
  const store = new MyEventStore(calls);
  store.start();
  await vi.waitFor(() => expect(store.getStatus()).toBe('ready'));
  // Waiting moves the fake clock: each test starts from NOW.
  vi.setSystemTime(NOW);
  return store;
}

function remindersOf(store: MyEventStore, fired = new Set<string>(), developerMode = false) {
  const visits: string[] = [];
  const reminders = new ItineraryReminders(store, {
    developerMode,
    fired: (key) => fired.has(key),
    record: (key) => fired.add(key),
    goTo: (path) => visits.push(path),
    now: () => Date.now(),
  });
  return { reminders, visits, fired };
}

describe('itinerary reminders', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a saved session 10 minutes before it starts, once, and Go leads to it', async () => {
    const store = await storeWith({ '1001': NOW + 30 * MINUTE, '1002': NOW + 90 * MINUTE });
    const { reminders, visits, fired } = remindersOf(store);
    reminders.sync();
    vi.advanceTimersByTime(20 * MINUTE - 1);
    expect(reminders.getShowing()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reminders.getShowing().map((r) => r.title)).toEqual(['Session 1001']);
    reminders.getShowing()[0]?.go();
    expect(visits).toEqual(['/main/sessions/1001']);
    expect(reminders.getShowing()).toEqual([]);
    expect([...fired]).toEqual([`session:1001:${NOW + 30 * MINUTE}`]);

    // After a reload, the same reminder stays quiet.
    const again = remindersOf(store, fired);
    again.reminders.sync();
    vi.advanceTimersByTime(MINUTE);
    expect(again.reminders.getShowing()).toEqual([]);
  });

  it('drops the reminder of an item unstarred before its time', async () => {
    const store = await storeWith({ '1001': NOW + 30 * MINUTE });
    const { reminders } = remindersOf(store);
    reminders.sync();
    store.favorite('session', '1001').send({ type: 'FAVORITE.TOGGLE' });
    reminders.sync();
    vi.advanceTimersByTime(30 * MINUTE);
    expect(reminders.getShowing()).toEqual([]);
  });

  it('fires after 5 s in developer mode', async () => {
    const store = await storeWith({ '1001': NOW + 5 * 86_400_000 });
    const { reminders } = remindersOf(store, new Set(), true);
    reminders.sync();
    vi.advanceTimersByTime(5_000);
    expect(reminders.getShowing()).toHaveLength(1);
  });
});
