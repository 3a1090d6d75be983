import { useCallback, useState } from 'react';
import { GAME_RELAY_ROOM, type LeaderboardReply, type LeaderboardTop } from '../../../schemas/game';
import { useRelayRoom } from '../../realtime/relayLink';

/**
 * The leaderboard as loaded, then as the relay sends it (at most once a second while points change). The
 * user's own place follows the top while they are in it; below it, it stays as loaded.
 */
export function useLiveLeaderboard(initial: LeaderboardReply | null, uuid: string): LeaderboardReply | null {
  const [board, setBoard] = useState(initial);
  const onTop = useCallback(
    ({ top }: { top: LeaderboardTop }) =>
      setBoard((before) => {
        const mine = top.find((e) => e.uuid === uuid);
        return { top, me: mine ? { rank: mine.rank, points: mine.points } : (before?.me ?? null) };
      }),
    [uuid],
  );
  useRelayRoom(GAME_RELAY_ROOM, 'game_leaderboard', onTop);
  return board;
}
