import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { noteEditorMachine } from '../../../machines/noteEditor';
import { noteEditorView } from '../../../machines/noteEditor.view';
import type { MachineModel } from '../model';

export const SERVER_MESSAGE = 'A note is at most 10,000 characters.';
export const DRAFT = 'Ask about the sample size.';

export const noteEditorTestMachine = noteEditorMachine.provide({
  actors: { saveNote: fromPromise(() => new Promise<unknown>(() => {})) },
});
type Machine = typeof noteEditorTestMachine;
type Ev = EventFromLogic<Machine>;

const events: Ev[] = [
  { type: 'NOTE.EDIT' },
  { type: 'NOTE.CHANGE', text: DRAFT },
  { type: 'NOTE.SAVE' },
  { type: 'NOTE.CANCEL' },
  { type: 'NOTE.LOADED', saved: 'Loaded later.' },
  { type: 'xstate.done.actor.saveNote', output: undefined } as unknown as Ev,
  { type: 'xstate.error.actor.saveNote', error: { message: SERVER_MESSAGE } } as unknown as Ev,
];

function meaning(s: SnapshotFrom<Machine>) {
  const view = noteEditorView(s);
  if (s.matches('viewing')) {
    expect(view).toMatchObject({ mode: 'view', text: s.context.saved, saving: false, failure: null });
  } else if (s.matches('editing')) {
    expect(view).toMatchObject({ mode: 'edit', text: s.context.draft, saving: false });
    expect([null, SERVER_MESSAGE]).toContain(view.failure);
  } else if (s.matches('saving')) {
    expect(view).toMatchObject({ mode: 'edit', saving: true, failure: null });
    // Only a changed draft is ever sent.
    expect(s.context.draft.trim()).not.toBe(s.context.saved.trim());
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
  expect(view.empty).toBe(view.text.trim() === '');
}

export const noteEditorModel: MachineModel<Machine> = {
  name: 'noteEditor',
  machine: noteEditorTestMachine,
  inputs: [
    { label: 'no note yet', input: { saved: '' } },
    { label: 'a saved note', input: { saved: 'Slides on the website.' } },
  ],
  events: () => events,
  meaning,
  serializeState: (s) => JSON.stringify([s.value, s.context]),
};
