// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionCard, type SessionCardProps } from '../../../src/features/program/SessionCard';
import { fakeFetch, type Reply, renderWithClient } from '../render';
import { WithMyEvent } from '../withMyEvent';
import { HOUR, listed, NOW, TZ } from './items';

afterEach(cleanup);

/** A fetch whose star calls wait until `answer` gives their reply (to see the star before the server). */
function serverWithHeldSaves(favorites: { entity_type: string; entity_id: string }[]) {
  let release: (reply: Reply) => void = () => {};
  const held = (): Promise<Reply> => new Promise((r) => (release = r));
  let next: Promise<Reply> | null = null;
  const { fetch, calls } = fakeFetch({
    'GET /api/favorites': {
      status: 200,
      body: { favorites: favorites.map((f) => ({ ...f, forced: false })) },
    },
    'GET /api/ratings': { status: 200, body: { ratings: [] } },
    'GET /api/notes': { status: 200, body: { notes: [] } },
    'PUT /api/favorites/officeHour/42': { status: 200, body: { success: true } },
    'DELETE /api/favorites/officeHour/42': { status: 200, body: { success: true } },
  });
  const holding = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT' || init?.method === 'DELETE') {
      next = held();
      const reply = await next;
      if (reply.status !== 200) return new Response(JSON.stringify(reply.body), { status: reply.status });
    }
    return fetch(input, init);
  }) as typeof globalThis.fetch;
  return { fetch: holding, calls, answer: (reply: Reply) => release(reply) };
}

const hoursItem = () =>
  listed({
    session_id: 42,
    title: 'Meet the editors',
    office_hours: [{ start: NOW + HOUR, end: NOW + 2 * HOUR }],
  });

function renderCard(item: SessionCardProps['item'], server: ReturnType<typeof serverWithHeldSaves>) {
  const props: SessionCardProps = {
    item,
    locked: false,
    now: NOW,
    timeZone: TZ,
    view: 'grid',
    labels: {},
    officeHours: { isPrivileged: false, softClosed: false, archiveMode: false },
    showSlots: true,
    href: '/main/sessions/42',
  };
  return renderWithClient(
    <WithMyEvent>
      <SessionCard {...props} />
    </WithMyEvent>,
    { fetch: server.fetch },
  );
}

const ADD = 'Add to My Itinerary: Office Hours · Meet the editors';
const REMOVE = 'Remove from My Itinerary: Office Hours · Meet the editors';

describe('the office-hour star on a program card', () => {
  it('fills at once when pressed, saves the office hour, and empties again the same way', async () => {
    const server = serverWithHeldSaves([]);
    renderCard(hoursItem(), server);
    const star = await screen.findByRole('button', { name: ADD });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    // The session's own star is a different one.
    expect(screen.getByRole('button', { name: 'Add to My Itinerary: Meet the editors' })).toBeTruthy();

    fireEvent.click(star);
    expect(screen.getByRole('button', { name: REMOVE }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => server.answer({ status: 200, body: { success: true } }));
    expect(server.calls.some((c) => c.method === 'PUT' && c.path === '/api/favorites/officeHour/42')).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: REMOVE }));
    expect(screen.getByRole('button', { name: ADD }).getAttribute('aria-pressed')).toBe('false');
    await act(async () => server.answer({ status: 200, body: { success: true } }));
    expect(server.calls.some((c) => c.method === 'DELETE' && c.path === '/api/favorites/officeHour/42')).toBe(
      true,
    );
  });

  it('shows a saved office hour filled, and puts the star back with the server’s message when a save fails', async () => {
    const server = serverWithHeldSaves([{ entity_type: 'officeHour', entity_id: '42' }]);
    renderCard(hoursItem(), server);
    const star = await screen.findByRole('button', { name: REMOVE });
    expect(star.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(star);
    expect(screen.getByRole('button', { name: ADD }).getAttribute('aria-pressed')).toBe('false');
    const message = 'This session has no office hours';
    await act(async () =>
      server.answer({
        status: 404,
        body: { error: { code: 'not_found', message }, error_message: message },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: REMOVE }).getAttribute('aria-pressed')).toBe('true');
  });

  it('has no office-hour star on a session without office hours', async () => {
    renderCard(listed({ session_id: 42, title: 'Meet the editors' }), serverWithHeldSaves([]));
    await screen.findByRole('button', { name: 'Add to My Itinerary: Meet the editors' });
    expect(screen.queryByRole('button', { name: ADD })).toBeNull();
  });
});
