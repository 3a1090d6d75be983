// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Schema } from 'effect';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventConfig } from '../../../schemas/eventConfig';
import { GameReply, type LeaderboardReply, type LeaderboardTop } from '../../../schemas/game';
import type { AppServerToClient } from '../../../schemas/relay';
import type { RelayLink } from '../../../src/realtime/appSocket';
import { RelayLinkContext } from '../../../src/realtime/relayLink';
import { GamePage } from '../../../src/features/game/GamePage';
import { user as baseUser } from '../../machines/fixtures';
import { fakeFetch, renderWithClient } from '../render';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 15);
const me = { ...baseUser, uuid: 'me', badges: [1] };

const task = (id: string, label: string, points: number, redeem_times: number, group = 'Exhibit Hall') => ({
  _id: id,
  type: 'static' as const,
  taskId: 'VIEW_BOOTH' as const,
  label,
  group,
  points,
  redeem_times,
  conference_id: 1,
  source_hex: 'hex',
});

const game = (over: Partial<GameReply> = {}): GameReply =>
  Schema.decodeUnknownSync(GameReply)({
    config: {
      start_timestamp: NOW - HOUR,
      end_timestamp: NOW + HOUR,
      general_config: { allEnabled: 0 },
      participant_config: { qualifiedBadges: [1] },
      prize_config: {
        editorHtml: '<p>A tablet</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      },
    },
    tasks: [task('t1', 'Visit a booth', 3, -1), task('t2', 'Post on the wall', 5, 4, 'Social')],
    completed: [{ mongoTaskId: 't2', times_redeemed: 1, doneIds: ['p1'] }],
    points: 5,
    ...over,
  });

const entry = (rank: number, points: number, uuid = `u${rank}`) => ({
  uuid,
  rank,
  points,
  Firstname: `First${rank}`,
  Lastname: `Last${rank}`,
  Picture: 'default-avatar.png',
});
const board = (n: number): LeaderboardReply => ({
  top: Array.from({ length: n }, (_, i) => entry(i + 1, 100 - i * 5)),
  me: null,
});

/** A relay link whose `game_leaderboard` messages the test sends. */
function fakeLink() {
  const handlers = new Set<AppServerToClient['game_leaderboard']>();
  const rooms: string[] = [];
  const link = {
    enter: (room: string) => {
      rooms.push(room);
      return () => undefined;
    },
    subscribe: (_event: string, handler: AppServerToClient['game_leaderboard']) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  } as unknown as RelayLink;
  const send = (top: LeaderboardTop) => {
    for (const h of handlers) h({ top });
  };
  return { link, rooms, send };
}

function show(
  g: GameReply,
  b: LeaderboardReply | null,
  settings: Partial<EventConfig> = {},
  link?: RelayLink,
) {
  const page = (
    <GamePage
      game={g}
      leaderboard={b}
      user={me}
      settings={{ timezone: 'America/Chicago', ...settings } as EventConfig}
      now={NOW}
    />
  );
  return renderWithClient(
    <RelayLinkContext.Provider value={link ?? null}>{page}</RelayLinkContext.Provider>,
    {
      fetch: fakeFetch({}).fetch,
      path: '/main/game',
    },
  );
}

afterEach(cleanup);

describe('GamePage', () => {
  it('shows the podium for the first three and ranked rows from 4, with the top-10 text', async () => {
    show(game(), board(10));
    expect(await screen.findByRole('tab', { name: 'Leaderboard', selected: true })).toBeTruthy();
    expect(screen.getByText('The list below shows the top 10 people on the leaderboard.')).toBeTruthy();
    const podium = screen.getAllByTestId('podium-place');
    expect(podium.map((p) => within(p).getByText(/^Place/).textContent)).toEqual([
      'Place 1',
      'Place 2',
      'Place 3',
    ]);
    const rows = screen.getAllByTestId('ranked-row');
    expect(rows).toHaveLength(7);
    expect(rows[0]?.textContent).toContain('4');
    expect(rows[0]?.textContent).toContain('First4 Last4');
  });

  it("says 'Leaderboard is not available yet' while nobody has points", async () => {
    show(game(), { top: [], me: null });
    expect(await screen.findByText('Leaderboard is not available yet')).toBeTruthy();
  });

  it('hides the Leaderboard tab when the event hides it, and shows the prizes sanitised', async () => {
    show(game(), null, { hide_gamification_leaderboard: 1 });
    await screen.findByRole('tab', { name: 'Prizes' });
    expect(screen.queryByRole('tab', { name: 'Leaderboard' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Prizes' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('A tablet')).toBeTruthy();
    expect(panel.innerHTML).not.toContain('onerror');
    expect(panel.innerHTML).not.toContain('<script');
  });

  it("lists My Tasks with Task, Done, Earned and Available under 'My Points: {n}'", async () => {
    show(game(), board(3));
    fireEvent.click(await screen.findByRole('tab', { name: 'My Tasks' }));
    expect(screen.getByRole('heading', { name: 'My Points: 5' })).toBeTruthy();
    const head = screen.getByRole('table').querySelector('thead') as HTMLElement;
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Task', 'Done', 'Earned', 'Available']);
    const rows = screen
      .getAllByTestId('task-row')
      .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Visit a booth', '0', '0', 'Unlimited'],
      ['Post on the wall', '1', '5', '15'],
    ]);
  });

  it("announces 'Game begins on {date}' in the event's time zone before the start", async () => {
    const later = game();
    const config = {
      ...later.config!,
      start_timestamp: Date.UTC(2026, 10, 25, 3),
      end_timestamp: NOW + 96 * HOUR,
    };
    show({ ...later, config }, board(0));
    // 03:00 UTC on the 25th is still the 24th in Chicago.
    expect(await screen.findByText('Game begins on November 24, 2026')).toBeTruthy();
    expect(screen.getByTestId('game-page').getAttribute('data-state')).toBe('beforeStart');
  });

  it('tells a user the game does not count that it is not open to them', async () => {
    renderWithClient(
      <GamePage
        game={game()}
        leaderboard={board(3)}
        user={{ ...me, badges: [7] }}
        settings={{} as EventConfig}
        now={NOW}
      />,
      { fetch: fakeFetch({}).fetch },
    );
    expect(await screen.findByText('The game is not open to your account.')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('takes the leaderboard the relay sends, in the game room, without a reload', async () => {
    const relay = fakeLink();
    show(game(), board(2), {}, relay.link);
    await screen.findByRole('tab', { name: 'Leaderboard' });
    expect(relay.rooms).toEqual(['game']);
    expect(screen.queryByText(/My Rank/)).toBeNull();
    act(() => relay.send([entry(1, 100), entry(2, 42, 'me'), entry(3, 30)]));
    expect(screen.getAllByTestId('podium-place')[1]?.textContent).toContain('(you)');
    expect(screen.getByTestId('my-rank').textContent).toBe('My Rank: 2');
  });
});
