import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { noteEditorMachine } from '../../machines/noteEditor';
import { noteEditorView } from '../../machines/noteEditor.view';
import { modelPaths, replay } from './model';
import { DRAFT, noteEditorModel, SERVER_MESSAGE } from './models/noteEditor.model';

describe('noteEditor', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(noteEditorModel);
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const p of paths) replay(noteEditorModel, p);
  });

  it('saves the trimmed draft, keeps it on failure, and never calls for an unchanged one', async () => {
    const sent: string[] = [];
    let fail = true;
    const actor = createActor(
      noteEditorMachine.provide({
        actors: {
          saveNote: fromPromise(async ({ input }) => {
            sent.push(input);
            if (fail) throw new Error(SERVER_MESSAGE);
          }),
        },
      }),
      { input: { saved: '' } },
    ).start();
    actor.send({ type: 'NOTE.EDIT' });
    actor.send({ type: 'NOTE.SAVE' });
    expect(actor.getSnapshot().value).toBe('viewing');
    actor.send({ type: 'NOTE.EDIT' });
    actor.send({ type: 'NOTE.CHANGE', text: `  ${DRAFT}\n` });
    actor.send({ type: 'NOTE.SAVE' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(noteEditorView(actor.getSnapshot())).toMatchObject({
      failure: SERVER_MESSAGE,
      text: `  ${DRAFT}\n`,
    });
    fail = false;
    actor.send({ type: 'NOTE.SAVE' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(noteEditorView(actor.getSnapshot())).toMatchObject({ text: DRAFT, failure: null });
    expect(sent).toEqual([DRAFT, DRAFT]);
  });

  it('drops the draft on cancel', () => {
    const actor = createActor(noteEditorMachine, { input: { saved: 'Kept.' } }).start();
    actor.send({ type: 'NOTE.EDIT' });
    actor.send({ type: 'NOTE.CHANGE', text: 'Thrown away.' });
    actor.send({ type: 'NOTE.CANCEL' });
    expect(noteEditorView(actor.getSnapshot())).toMatchObject({ mode: 'view', text: 'Kept.' });
  });
});
