import { Router } from 'wouter';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Socket as ClientSocket } from 'socket.io-client';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, test } from 'vitest';
import type { PresenceClientToServer, PresenceServerToClient } from '../../schemas/relay';
import { SessionCard } from '../../src/features/program/SessionCard';
import { createI18n } from '../../src/i18n';
import { createPresenceCounts, officeHourRoom, type PresenceCounts } from '../../src/realtime/presenceCounts';
import { PresenceCountsProvider } from '../../src/realtime/usePresenceCount';
import { theme } from '../../src/ui/theme';
import { listed } from '../src/program/items';
import { next, sleep, startRelay } from './support';

type PresenceClient = ClientSocket<PresenceServerToClient, PresenceClientToServer>;

const MINUTE = 60_000;

/** Waits until the watched room's count is `n`. */
async function countReaches(counts: PresenceCounts, room: string, n: number) {
  for (let i = 0; i < 100 && counts.count(room) !== n; i++) await sleep(20);
  return counts.count(room);
}

describe('live office-hour counts from the relay', () => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  const closers: (() => void)[] = [];
  afterEach(async () => {
    for (const c of closers.splice(0)) c();
    await env?.close();
  });

  test('two sockets in an office-hour room make its count 2, and a card at capacity 2 reads Room Full', async () => {
    env = await startRelay('uws');
    const now = Date.now();
    const item = listed({
      session_id: 4242,
      office_hours: [{ start: now - 5 * MINUTE, end: now + 30 * MINUTE }],
      live_config_object: { session_office_hour_capacity: 2 },
    });
    const room = officeHourRoom(4242);
    const counts = createPresenceCounts({
      namespace: '/officeHours',
      token: await env.token({ uuid: 'watcher' }),
      url: env.url,
      lingerMs: 0,
    });
    closers.push(() => counts.close());
    let heard = 0;
    const off = counts.subscribe(room, () => {
      heard += 1;
    });
    closers.push(off);
    await next(counts.socket() as never, 'connect');

    // Watching is not being in the room.
    const inRoom: PresenceClient[] = [];
    for (const uuid of ['u1', 'u2']) {
      const s = await env.connected<PresenceClient>(
        { token: await env.token({ uuid }) },
        { namespace: '/officeHours' },
      );
      expect(await s.emitWithAck('join', { room })).toMatchObject({ ok: true });
      inRoom.push(s);
    }
    expect(await countReaches(counts, room, 2)).toBe(2);
    expect(heard).toBeGreaterThan(0);

    const card = (privileged: boolean) =>
      renderToString(
        <I18nextProvider i18n={createI18n({ storage: null, language: 'en' })}>
          <ThemeProvider theme={theme}>
            <PresenceCountsProvider counts={counts}>
              {/* Rendered on the server's side: the card's link reads its location from here. */}
              <Router ssrPath="/main/sessions">
                <SessionCard
                  item={item}
                  locked={false}
                  now={now}
                  timeZone="America/Chicago"
                  view="grid"
                  labels={{}}
                  officeHours={{ isPrivileged: privileged, softClosed: false, archiveMode: false }}
                  href="/main/sessions/1"
                  officeHoursRoom={(id) => `/main/video-room/${id}`}
                />
              </Router>
            </PresenceCountsProvider>
          </ThemeProvider>
        </I18nextProvider>,
      );
    expect(card(false)).toMatch(/<button[^>]*disabled=""[^>]*>Room Full<\/button>/);
    // Admins (and authors and chairs) are never turned away.
    expect(card(true)).toMatch(/<a[^>]*href="\/main\/video-room\/\d+"[^>]*>Join<\/a>/);

    // One leaves: below capacity again.
    inRoom[0]?.emit('leave', { room });
    expect(await countReaches(counts, room, 1)).toBe(1);
    expect(card(false)).toMatch(/<a[^>]*href="\/main\/video-room\/\d+"[^>]*>Join<\/a>/);
  });

  test('the listening socket opens with the first watched room and closes after the last one leaves', async () => {
    env = await startRelay('node-http');
    const counts = createPresenceCounts({
      namespace: '/officeHours',
      token: await env.token(),
      url: env.url,
      lingerMs: 0,
    });
    closers.push(() => counts.close());
    expect(counts.socket()).toBeNull();
    const offA = counts.subscribe(officeHourRoom(1), () => undefined);
    const offB = counts.subscribe(officeHourRoom(2), () => undefined);
    const socket = counts.socket();
    expect(socket).not.toBeNull();
    offA();
    await sleep(20);
    expect(counts.socket()).toBe(socket);
    offB();
    await sleep(20);
    expect(counts.socket()).toBeNull();
  });
});
