import { expect, type Page } from '@playwright/test';
import type { favoriteToggleMachine, FavoriteToggleInput } from '../../machines/favoriteToggle';
import { NOT_A_PERSONS_ACTION, type PageModel } from '../support/modelPaths';
import { programData, type SnapshotItem } from './programData';
import { SignInPage } from './signInPage';

type Machine = typeof favoriteToggleMachine;

/** The session page whose star the path walks, and its title (the star's label names it). */
interface Opened {
  title: string;
}

async function signInAs(page: Page, email: string) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby/);
}

async function forcedSessions(page: Page): Promise<string[]> {
  const login = (await (await page.request.post('/api/session/resume', { data: {} })).json()) as {
    user: { force_into_itinerary: string };
  };
  return login.user.force_into_itinerary.split(',').filter(Boolean);
}

/**
 * A timed session the user may open: the organiser's forced one, or the last one not forced (other journeys
 * star the first ones of the attendee; this one is the speaker's).
 */
async function pickSession(page: Page, forced: boolean): Promise<SnapshotItem> {
  const { items, mayOpen } = await programData(page);
  const forcedIds = await forcedSessions(page);
  const found = items.findLast(
    (i) =>
      i.internal_type === 'session' &&
      i.start_time_unix !== undefined &&
      mayOpen(i) &&
      forcedIds.includes(String(i.session_id)) === forced &&
      !i.live_config_object?.hide_from_public,
  );
  expect(found, forced ? 'a forced session' : 'a session to star').toBeTruthy();
  return found as SnapshotItem;
}

/** The star of the session page's header, by the title its label names. */
export function starOf(page: Page, title: string) {
  const button = page
    .getByRole('button', { name: new RegExp(`: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .first();
  const holder = page.getByTestId('save-star').filter({ has: button }).first();
  return { button, holder };
}

/**
 * The star on a session's page as a page model of favoriteToggle: `data-favorite` on the star's holder is the
 * machine's state; the button's pressed state, busy state and label say the rest.
 */
export function favoriteToggleModel(machine: Machine, input: FavoriteToggleInput): PageModel<Machine> {
  const opened: Opened = { title: '' };
  const star = (page: Page) => starOf(page, opened.title);
  const shows = (state: string, label: string, pressed: boolean, busy: boolean) => async (page: Page) => {
    const { button, holder } = star(page);
    await expect(holder).toHaveAttribute('data-favorite', state);
    await expect(button).toHaveAccessibleName(`${label}: ${opened.title}`);
    await expect(button).toHaveAttribute('aria-pressed', String(pressed));
    if (busy) await expect(button).toHaveAttribute('aria-busy', 'true');
    else await expect(button).not.toHaveAttribute('aria-busy');
  };
  return {
    machine,
    input,
    open: async (page) => {
      await signInAs(page, input.forced ? 'attendee@example.com' : 'speaker@example.com');
      const session = await pickSession(page, input.forced === true);
      opened.title = session.title;
      await page.goto(`/main/sessions/${session.session_id}`);
      await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
    },
    states: {
      off: shows('off', 'Add to My Itinerary', false, false),
      adding: shows('adding', 'Remove from My Itinerary', true, true),
      on: shows('on', 'Remove from My Itinerary', true, false),
      removing: shows('removing', 'Add to My Itinerary', false, true),
      forced: async (page) => {
        await shows('forced', 'Part of your itinerary', true, false)(page);
        await expect(star(page).button).toBeDisabled();
      },
    },
    events: {
      'FAVORITE.TOGGLE': { perform: (page) => star(page).button.click() },
      // The server's list after a refresh or from another tab: not something a person does on this screen.
      'FAVORITE.SYNC': NOT_A_PERSONS_ACTION,
      'xstate.done.actor.addFavorite': {
        samples: () => [{ type: 'xstate.done.actor.addFavorite', output: undefined } as never],
        request: (r) => r.method() === 'PUT' && /\/api\/favorites\//.test(r.url()),
      },
      'xstate.done.actor.removeFavorite': {
        samples: () => [{ type: 'xstate.done.actor.removeFavorite', output: undefined } as never],
        request: (r) => r.method() === 'DELETE' && /\/api\/favorites\//.test(r.url()),
      },
      'xstate.error.actor.addFavorite': NOT_A_PERSONS_ACTION,
      'xstate.error.actor.removeFavorite': NOT_A_PERSONS_ACTION,
    },
  };
}
