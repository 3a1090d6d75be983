// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { SessionId } from '../../../schemas/ids';
import { PROGRAM_PATH, programRoute } from '../../../src/app/programRoute';
import { ProgramProvider } from '../../../src/program/store';
import { PresentationsPage } from '../../../src/features/session/PresentationsPage';
import { SessionPage } from '../../../src/features/session/SessionPage';
import { settings as baseSettings, user } from '../../machines/fixtures';
import { type Reply, renderWithClient } from '../render';
import { filterReply, sessionFetch, storeFor } from './items';

afterEach(cleanup);

const settings: EventConfig = { ...baseSettings, timezone: 'America/Chicago' };
const notFound = <p>Page not found marker</p>;
const ok: Reply = { status: 200, body: filterReply };

/** The session page of an address, its ids decoded by the program area's route as the app does. */
function renderSession(path: string, reply = ok) {
  const { fetch, calls } = sessionFetch(reply);
  const route = programRoute(PROGRAM_PATH.exec(path.split('?')[0] ?? '')?.groups ?? {});
  if (route.kind !== 'session') throw new Error(`${path} is not a session address`);
  const { sessionId, childId, fromSearch } = route;
  const props = { sessionId, childId, fromSearch };
  const r = renderWithClient(
    <ProgramProvider store={storeFor(fetch)}>
      <SessionPage user={user} settings={settings} token="tok" notFound={notFound} {...props} />
    </ProgramProvider>,
    { fetch, path },
  );
  return { ...r, calls };
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('session detail routes', () => {
  it('opens /main/sessions/{session_id}/{ab_id} focused on the abstract', async () => {
    const { calls } = renderSession('/main/sessions/7/701');
    expect((await heading()).textContent).toBe('Wearables predict decompensation');
    expect(calls).toContain('/api/session/abc/1/filter?session_id=7');
    const current = screen.getAllByTestId('presentation-entry').find((e) => e.getAttribute('aria-current'));
    expect(current?.textContent).toContain('Wearables predict decompensation');
  });

  it('opens /main/sessions/{session_id}/{program_id} focused on the program item', async () => {
    renderSession('/main/sessions/7/801');
    expect((await heading()).textContent).toBe('Panel discussion');
  });

  it('moves between items of the side list by their own addresses', async () => {
    const { location } = renderSession('/main/sessions/7');
    expect((await heading()).textContent).toBe('Heart failure today');
    const side = screen.getByRole('complementary', { name: 'Presentations' });
    fireEvent.click(within(side).getByText('Panel discussion'));
    expect(location.history?.at(-1)).toBe('/main/sessions/7/801');
  });

  it('shows the 404 page for an unknown child id, an unknown session and an id that is not a number', async () => {
    renderSession('/main/sessions/7/999');
    expect(await screen.findByText('Page not found marker')).toBeTruthy();
    cleanup();
    renderSession('/main/sessions/9', {
      status: 404,
      body: {
        error: { code: 'not_found', message: 'Session not found' },
        error_message: 'Session not found',
      },
    });
    expect(await screen.findByText('Page not found marker')).toBeTruthy();
    expect(programRoute({ first: 'abc' })).toEqual({ kind: 'notFound' });
  });

  it('shows why at the address of a session the user may not open, with the upgrade link when configured', async () => {
    const message = 'Session not accessible for your account';
    const refused: Reply = {
      status: 403,
      body: { error: { code: 'forbidden', message }, error_message: message },
    };
    const { location } = renderSession('/main/sessions/7/701', refused);
    const locked = await screen.findByTestId('session-locked');
    expect(within(locked).getByRole('heading', { level: 1 }).textContent).toBe(message);
    expect(
      within(locked).getByText('Your registration does not include this session.', { exact: false }),
    ).toBeTruthy();
    expect(within(locked).queryByRole('link', { name: 'Upgrade now' })).toBeNull();
    expect(location.history?.at(-1) ?? '/main/sessions/7/701').toBe('/main/sessions/7/701');
    cleanup();

    const { fetch } = sessionFetch(refused);
    const limited = { ...user, limited_access_attendee: true };
    const upgrade = {
      message: 'Your pass covers the keynotes.',
      button_text: 'Upgrade now',
      url: 'https://example.com/up',
    };
    renderWithClient(
      <ProgramProvider store={storeFor(fetch)}>
        <PresentationsPage
          user={limited}
          sessionId={7 as SessionId}
          settings={{ ...settings, limited_access_config: upgrade }}
          notFound={notFound}
        />
      </ProgramProvider>,
      { fetch, path: '/main/sessions/presentations/7' },
    );
    const page = await screen.findByTestId('session-locked');
    expect(within(page).getByRole('link', { name: 'Upgrade now' }).getAttribute('href')).toBe(upgrade.url);
    expect(within(page).getByRole('link', { name: 'Back to Full Program' })).toBeTruthy();
  });

  it('reached from search results, goes back to the list with its filters and query', async () => {
    const { location } = renderSession(
      '/main/sessions/7/701/1?query=wearables&hierarchicalMenu[screen]=all&refinementList[proposal_type][0]=3',
    );
    expect((await heading()).textContent).toBe('Wearables predict decompensation');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to search results' }));
    expect(location.history?.at(-1)).toBe(
      '/main/sessions?query=wearables&hierarchicalMenu[screen]=all&refinementList[proposal_type][0]=3',
    );
  });
});

describe('presentation list', () => {
  const renderList = (config: EventConfig = settings) => {
    const { fetch } = sessionFetch(ok);
    return renderWithClient(
      <ProgramProvider store={storeFor(fetch)}>
        <PresentationsPage user={user} sessionId={7 as SessionId} settings={config} notFound={notFound} />
      </ProgramProvider>,
      { fetch, path: '/main/sessions/presentations/7' },
    );
  };

  it('lists the session and its items with type, Live Stream, time, duration and completion', async () => {
    renderList();
    expect((await heading()).textContent).toBe('Heart failure today');
    const entries = screen.getAllByTestId('presentation-entry');
    expect(entries.map((e) => e.querySelector('strong')?.textContent)).toEqual([
      'Heart failure today',
      'Wearables predict decompensation',
      'Panel discussion',
    ]);
    const [first, second, third] = entries as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Session')).toBeTruthy();
    expect(within(first).getByText('Live Stream')).toBeTruthy();
    expect(within(first).getByText(/9:00\sAM · 60 minutes/)).toBeTruthy();
    expect(within(second).getByText('Abstract')).toBeTruthy();
    expect(within(second).queryByText('Live Stream')).toBeNull();
    expect(within(second).getByText(/15 minutes/)).toBeTruthy();
    expect(within(second).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(within(third).getByText('Presentation')).toBeTruthy();
    expect(within(third).queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('Evaluation')).toBeNull();
  });

  it('tags items whose session has an evaluation or a quiz', async () => {
    renderList({
      ...settings,
      session_evaluations: { evaluation: { session_types: [3] }, quiz: { session_ids: [7] } },
    });
    await heading();
    const [first, second] = screen.getAllByTestId('presentation-entry') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Evaluation')).toBeTruthy();
    expect(within(first).getByText('Quiz')).toBeTruthy();
    expect(within(second).getByText('Quiz')).toBeTruthy();
    expect(within(second).queryByText('Evaluation')).toBeNull();
  });

  it('opens the session detail at the chosen presentation', async () => {
    const { location } = renderList();
    await heading();
    fireEvent.click(screen.getByText('Wearables predict decompensation'));
    expect(location.history?.at(-1)).toBe('/main/sessions/7/701');
  });

  it('shows the 404 page for an unknown session', async () => {
    const { fetch } = sessionFetch({ status: 404, body: { error: { code: 'not_found', message: 'x' } } });
    renderWithClient(
      <ProgramProvider store={storeFor(fetch)}>
        <PresentationsPage user={user} sessionId={9 as SessionId} settings={settings} notFound={notFound} />
      </ProgramProvider>,
      { fetch },
    );
    expect(await screen.findByText('Page not found marker')).toBeTruthy();
  });
});
