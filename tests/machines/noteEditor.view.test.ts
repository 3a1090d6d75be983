import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { noteEditorMachine } from '../../machines/noteEditor';
import { noteEditorView } from '../../machines/noteEditor.view';

const pending = noteEditorMachine.provide({
  actors: { saveNote: fromPromise<unknown, string>(() => new Promise<unknown>(() => {})) },
});

describe('noteEditorView', () => {
  it('shows the saved text in view mode, and an empty note as empty', () => {
    const saved = createActor(pending, { input: { saved: 'Slides online.' } }).start();
    expect(noteEditorView(saved.getSnapshot())).toEqual({
      state: 'viewing',
      mode: 'view',
      text: 'Slides online.',
      empty: false,
      saving: false,
      failure: null,
    });
    const none = createActor(pending, { input: { saved: '' } }).start();
    expect(noteEditorView(none.getSnapshot())).toMatchObject({ mode: 'view', empty: true });
  });

  it('shows the draft while editing and marks the save as running', () => {
    const actor = createActor(pending, { input: { saved: '' } }).start();
    actor.send({ type: 'NOTE.EDIT' });
    actor.send({ type: 'NOTE.CHANGE', text: 'Ask about power.' });
    expect(noteEditorView(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      mode: 'edit',
      text: 'Ask about power.',
    });
    actor.send({ type: 'NOTE.SAVE' });
    expect(noteEditorView(actor.getSnapshot())).toMatchObject({
      state: 'saving',
      mode: 'edit',
      saving: true,
    });
  });
});
