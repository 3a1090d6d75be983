import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type ImportFileInput, programImportMachine } from '../../machines/programImport';
import { programImportView } from '../../machines/programImport.view';
import type { ProgramImportReply } from '../../schemas/programImport';
import { modelPaths, replay } from './model';
import { MAX_BYTES, PLAN, programImportModel, SMALL, SUMMARY } from './models/programImport.model';

/** A machine whose import reports through `report` as a real one does, and answers as the test says. */
function importing(answer: (input: ImportFileInput) => Promise<ProgramImportReply>) {
  const calls: ImportFileInput[] = [];
  const actor = createActor(
    programImportMachine.provide({
      actors: {
        importFile: fromPromise<ProgramImportReply, ImportFileInput>(({ input }) => {
          calls.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { maxBytes: MAX_BYTES } },
  ).start();
  return { actor, calls, view: () => programImportView(actor.getSnapshot()) };
}

describe('programImport', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(programImportModel);
    expect(paths.length).toBeGreaterThan(20);
    for (const p of paths) replay(programImportModel, p);
  });

  it('follows the upload and the rows written as the import reports them, then shows the summary', async () => {
    let report: ImportFileInput['report'] = () => {};
    let finish = () => {};
    const { actor, view } = importing(
      (input) =>
        new Promise((resolve) => {
          report = input.report;
          finish = () => resolve(SUMMARY);
        }),
    );
    actor.send({ type: 'IMPORT.CHOOSE', file: SMALL });
    actor.send({ type: 'IMPORT.START' });
    expect(view().progress).toEqual({ step: 'uploading', value: 0, max: null });
    report({ type: 'UPLOAD.PROGRESS', loaded: 5, total: 10 });
    expect(view().progress).toEqual({ step: 'uploading', value: 5, max: 10 });
    report({ type: 'UPLOAD.SENT' });
    expect(view().progress).toEqual({ step: 'importing', value: 0, max: null });
    report({ type: 'IMPORT.PROGRESS', done: 200, total: 400 });
    expect(view().progress).toEqual({ step: 'importing', value: 200, max: 400 });
    finish();
    await waitFor(actor, (s) => s.matches('done'));
    expect(view()).toMatchObject({ summary: SUMMARY, progress: null, canStart: true });
  });

  it('with prune, previews first and imports only once the removals are confirmed', async () => {
    const { actor, calls, view } = importing(async ({ preview }) => (preview ? PLAN : SUMMARY));
    actor.send({ type: 'IMPORT.CHOOSE', file: SMALL });
    actor.send({ type: 'IMPORT.PRUNE', prune: true });
    actor.send({ type: 'IMPORT.START' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(view().confirm).toEqual([{ id: 'session_7', title: 'Old talk' }]);
    expect(calls.map((c) => c.preview)).toEqual([true]);
    actor.send({ type: 'IMPORT.CONFIRM' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.map((c) => [c.preview, c.prune])).toEqual([
      [true, true],
      [false, true],
    ]);
  });

  it('keeps the server’s message and the fields it names when the file is refused', async () => {
    const { actor, view } = importing(async () => {
      throw Object.assign(new Error('Invalid schedule.json'), {
        fields: [{ path: 'schedule.conference.days.0.date', message: 'Expected a string' }],
      });
    });
    actor.send({ type: 'IMPORT.CHOOSE', file: SMALL });
    actor.send({ type: 'IMPORT.START' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view().failure).toEqual({
      message: 'Invalid schedule.json',
      fields: [{ path: 'schedule.conference.days.0.date', message: 'Expected a string' }],
    });
  });
});
