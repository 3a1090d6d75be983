/**
 * One personal note (on a session, abstract or program item): viewing the saved text, editing a draft
 * (NOTE.EDIT, NOTE.CHANGE), saving it through the caller's call (NOTE.SAVE; an unchanged draft goes back to
 * viewing without a call), and back to editing with the server's message when the call fails, the draft
 * kept. NOTE.CANCEL drops the draft. NOTE.LOADED brings the saved text when it arrives after the start.
 * Input: `saved`. Provide the actor saveNote (input: the text; empty deletes the note).
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './support/callError';

export interface NoteEditorContext {
  readonly saved: string;
  readonly draft: string;
  readonly failure: string | null;
}

export type NoteEditorEvent =
  | { type: 'NOTE.EDIT' }
  | { type: 'NOTE.CHANGE'; text: string }
  | { type: 'NOTE.SAVE' }
  | { type: 'NOTE.CANCEL' }
  | { type: 'NOTE.LOADED'; saved: string };

export const noteEditorMachine = setup({
  types: {
    input: {} as { saved: string },
    context: {} as NoteEditorContext,
    events: {} as NoteEditorEvent,
  },
  actors: {
    saveNote: fromPromise<unknown, string>(() => {
      throw new Error('saveNote not provided');
    }),
  },
  guards: {
    isUnchanged: ({ context }) => context.draft.trim() === context.saved.trim(),
  },
  actions: {
    startDraft: assign(({ context }) => ({ draft: context.saved, failure: null })),
    changeDraft: assign(({ event }) => (event.type === 'NOTE.CHANGE' ? { draft: event.text } : {})),
    takeLoaded: assign(({ event }) => (event.type === 'NOTE.LOADED' ? { saved: event.saved } : {})),
    keepDraft: assign(({ context }) => ({ saved: context.draft.trim(), failure: null })),
  },
}).createMachine({
  id: 'noteEditor',
  context: ({ input }) => ({ saved: input.saved, draft: input.saved, failure: null }),
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'NOTE.EDIT': { target: 'editing', actions: 'startDraft' },
        'NOTE.LOADED': { actions: 'takeLoaded' },
      },
    },
    editing: {
      on: {
        'NOTE.CHANGE': { actions: 'changeDraft' },
        'NOTE.SAVE': [{ guard: 'isUnchanged', target: 'viewing' }, { target: 'saving' }],
        'NOTE.CANCEL': { target: 'viewing' },
      },
    },
    saving: {
      invoke: {
        id: 'saveNote',
        src: 'saveNote',
        input: ({ context }) => context.draft.trim(),
        onDone: { target: 'viewing', actions: 'keepDraft' },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => messageOf(event.error) }),
        },
      },
    },
  },
});
