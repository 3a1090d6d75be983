import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { programImportMachine } from '../../machines/programImport';
import { programImportView } from '../../machines/programImport.view';
import { HUGE, MAX_BYTES, SMALL } from './models/programImport.model';

const start = () =>
  createActor(
    programImportMachine.provide({ actors: { importFile: fromPromise(() => new Promise(() => {})) } }),
    { input: { maxBytes: MAX_BYTES } },
  ).start();

describe('programImportView', () => {
  it('waits for a file the server reads before it offers to import', () => {
    const actor = start();
    expect(programImportView(actor.getSnapshot())).toMatchObject({
      state: 'idle',
      fileName: null,
      canStart: false,
      canChoose: true,
      busy: false,
    });
    actor.send({ type: 'IMPORT.CHOOSE', file: HUGE });
    expect(programImportView(actor.getSnapshot())).toMatchObject({
      fileName: 'huge.xml',
      tooLarge: true,
      canStart: false,
    });
    actor.send({ type: 'IMPORT.CHOOSE', file: SMALL });
    expect(programImportView(actor.getSnapshot())).toMatchObject({ tooLarge: false, canStart: true });
  });

  it('names the step and how far it is while a file is on its way, and locks the form', () => {
    const actor = start();
    actor.send({ type: 'IMPORT.CHOOSE', file: SMALL });
    actor.send({ type: 'IMPORT.START' });
    expect(programImportView(actor.getSnapshot())).toMatchObject({
      state: 'sending.uploading',
      busy: true,
      canChoose: false,
      canStart: false,
      progress: { step: 'uploading', value: 0, max: null },
    });
    actor.send({ type: 'UPLOAD.PROGRESS', loaded: 12, total: 21 });
    expect(programImportView(actor.getSnapshot()).progress).toEqual({
      step: 'uploading',
      value: 12,
      max: 21,
    });
    actor.send({ type: 'UPLOAD.SENT' });
    actor.send({ type: 'IMPORT.PROGRESS', done: 3, total: 9 });
    expect(programImportView(actor.getSnapshot())).toMatchObject({
      state: 'sending.importing',
      progress: { step: 'importing', value: 3, max: 9 },
    });
  });
});
