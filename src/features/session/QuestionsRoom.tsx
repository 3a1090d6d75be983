import type { QuestionsUpdate } from '../../../schemas/questions';
import { useRelayRoom } from '../../realtime/relayLink';

/** Listens to a session's question room (named by the API to those who may read it) while on screen. */
export function QuestionsRoom({ room, onUpdate }: { room: string; onUpdate: (u: QuestionsUpdate) => void }) {
  useRelayRoom(room, 'session_questions', onUpdate);
  return null;
}
