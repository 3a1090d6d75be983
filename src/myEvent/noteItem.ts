import type { ListedItem } from '../../schemas/program';
import type { NoteAnchor } from './store';

/** The program item a note is about: its abstract or program item, else its session. */
export function noteItem(items: readonly ListedItem[], a: NoteAnchor): ListedItem | undefined {
  if (a.abId !== undefined) return items.find((i) => i.internal_type === 'abstract' && i.ab_id === a.abId);
  if (a.programId !== undefined)
    return items.find((i) => i.internal_type === 'program' && i.program_id === a.programId);
  return items.find((i) => i.internal_type === 'session' && i.session_id === a.sessionId);
}
