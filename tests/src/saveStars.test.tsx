// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FavoriteType } from '../../schemas/favorite';
import type { SessionItem } from '../../schemas/sessionItem';
import { LoungeCard } from '../../src/features/lounges/LoungeCard';
import { PosterHall } from '../../src/features/program/PosterHall';
import { PresentationEntry } from '../../src/features/session/PresentationEntry';
import { loungeRoom } from './lounges/rooms';
import { listed } from './program/items';
import { fakeFetch, renderWithClient } from './render';
import { abstract, session } from './session/items';
import { WithMyEvent } from './withMyEvent';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const OK = { status: 200, body: { success: true } };

/** The user's saved items, and a server that stores and removes the star of `path` (/api/favorites/...). */
function renderWithStars(
  ui: ReactNode,
  path: string,
  saved: { entity_type: FavoriteType; entity_id: string }[] = [],
) {
  const { fetch, calls } = fakeFetch({
    'GET /api/favorites': {
      status: 200,
      body: { favorites: saved.map((f) => ({ ...f, forced: false })) },
    },
    'GET /api/ratings': { status: 200, body: { ratings: [] } },
    'GET /api/notes': { status: 200, body: { notes: [] } },
    [`PUT ${path}`]: OK,
    [`DELETE ${path}`]: OK,
  });
  renderWithClient(<WithMyEvent>{ui}</WithMyEvent>, { fetch });
  return { saves: () => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`) };
}

/** Presses the star named for `title`, expects it filled and the favourite stored under `path`. */
async function saveWith(title: string, path: string, saves: () => string[]) {
  const star = await screen.findByRole('button', { name: `Add to My Itinerary: ${title}` });
  expect(star.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(star);
  const filled = screen.getByRole('button', { name: `Remove from My Itinerary: ${title}` });
  expect(filled.getAttribute('aria-pressed')).toBe('true');
  await waitFor(() => expect(saves()).toEqual([`PUT ${path}`]));
}

describe('the star of a lounge card', () => {
  const LOUNGE_PATH = '/api/favorites/networking_lounge/coffee';
  const room = loungeRoom({ id: 'coffee', label: 'Coffee Corner' });
  const card = {
    id: 'coffee',
    status: 'live',
    isLive: false,
    button: 'join',
    buttonLabel: 'lounges.join',
    canJoin: true,
    participants: 0,
  } as const;
  const lounge = <LoungeCard room={room} card={card} timeZone="UTC" counts={null} onJoin={() => {}} />;

  it('saves the lounge as a networking_lounge', async () => {
    const { saves } = renderWithStars(lounge, LOUNGE_PATH);
    await saveWith('Coffee Corner', LOUNGE_PATH, saves);
    const star = screen.getByTestId('save-star');
    expect(within(screen.getByTestId('lounge-card')).getByTestId('save-star')).toBe(star);
  });

  it('shows a saved lounge filled and removes it', async () => {
    const { saves } = renderWithStars(lounge, LOUNGE_PATH, [
      { entity_type: 'networking_lounge', entity_id: 'coffee' },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from My Itinerary: Coffee Corner' }));
    await waitFor(() => expect(saves()).toEqual([`DELETE ${LOUNGE_PATH}`]));
  });
});

describe('the star of a poster tile', () => {
  const poster = listed({
    internal_type: 'abstract',
    session_id: 7,
    ab_id: 701,
    title: 'Sepsis alerts in rural hospitals',
    poster_links_array: [{ image_url: '/p1.svg' }],
  });
  const hall = (locked: boolean) => (
    <PosterHall
      items={[poster]}
      config={undefined}
      isLocked={() => locked}
      hrefOf={() => '/main/sessions/7/701'}
    />
  );

  it("saves the poster's abstract, not its session", async () => {
    const { saves } = renderWithStars(hall(false), '/api/favorites/abstract/701');
    await saveWith('Sepsis alerts in rural hospitals', '/api/favorites/abstract/701', saves);
    expect(within(screen.getByTestId('poster')).getByTestId('save-star')).toBeTruthy();
  });

  it('is there on a locked poster too, as on a locked session card', async () => {
    renderWithStars(hall(true), '/api/favorites/abstract/701');
    const tile = screen.getByTestId('poster');
    expect(tile.getAttribute('data-locked')).toBe('true');
    expect(await within(tile).findByRole('button', { name: /^Add to My Itinerary/ })).toBeTruthy();
  });
});

describe('the star of a presentation entry', () => {
  const entry = (item: SessionItem) => (
    <PresentationEntry item={item} selected={false} timeZone="UTC" assessments={[]} onOpen={() => {}} />
  );

  it('saves a child abstract as an abstract, beside (not inside) the button that opens it', async () => {
    const { saves } = renderWithStars(
      entry(abstract as unknown as SessionItem),
      '/api/favorites/abstract/701',
    );
    await saveWith('Wearables predict decompensation', '/api/favorites/abstract/701', saves);
    const opener = screen.getByTestId('presentation-entry');
    expect(within(opener).queryByTestId('save-star')).toBeNull();
  });

  it('saves the main session as a session', async () => {
    const { saves } = renderWithStars(entry(session as unknown as SessionItem), '/api/favorites/session/7');
    await saveWith('Heart failure today', '/api/favorites/session/7', saves);
  });

  it("has no star where the page's header holds the item's", () => {
    renderWithStars(
      <PresentationEntry
        item={session as unknown as SessionItem}
        selected
        timeZone="UTC"
        assessments={[]}
        onOpen={() => {}}
        withStar={false}
      />,
      '/api/favorites/session/7',
    );
    expect(screen.getByTestId('presentation-entry')).toBeTruthy();
    expect(screen.queryByTestId('save-star')).toBeNull();
  });
});
