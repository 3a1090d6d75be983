import { useEffect } from 'react';
import { liveViewersRoom } from '../../../schemas/relay';
import { usePresenceCounts } from '../../realtime/usePresenceCount';

/**
 * Counts the user among a session's live viewers while its live stream is on screen: they are in the session's
 * room of the relay's "/session" presence, which the organisers' analytics read.
 */
export function LiveViewing({ token, sessionId }: { token: string; sessionId: number }) {
  const counts = usePresenceCounts('/session', token);
  useEffect(() => counts.enter(liveViewersRoom(sessionId)), [counts, sessionId]);
  return null;
}
