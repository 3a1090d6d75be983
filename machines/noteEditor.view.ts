/**
 * What a note box shows for a snapshot of the noteEditor machine: the saved text in view mode, the draft in
 * edit mode, whether the Save button is busy, and the message of a failed save.
 */
import type { SnapshotFrom } from 'xstate';
import type { noteEditorMachine } from './noteEditor';
import { stateName } from './support/stateName';

export interface NoteEditorView {
  state: string;
  mode: 'view' | 'edit';
  /** The text in the box: saved in view mode, the draft otherwise. */
  text: string;
  empty: boolean;
  saving: boolean;
  failure: string | null;
}

export function noteEditorView(s: SnapshotFrom<typeof noteEditorMachine>): NoteEditorView {
  const viewing = s.matches('viewing');
  const text = viewing ? s.context.saved : s.context.draft;
  return {
    state: stateName(s.value),
    mode: viewing ? 'view' : 'edit',
    text,
    empty: text.trim() === '',
    saving: s.matches('saving'),
    failure: s.matches('editing') ? s.context.failure : null,
  };
}
