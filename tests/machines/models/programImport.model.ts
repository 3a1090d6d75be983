import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { type ImportFileInput, programImportMachine } from '../../../machines/programImport';
import { programImportView } from '../../../machines/programImport.view';
import type { ProgramImportReply } from '../../../schemas/programImport';
import type { MachineModel, Step } from '../model';

type Machine = typeof programImportMachine;
type Ev = EventFromLogic<Machine>;

export const MAX_BYTES = 64;
/** A file that prints as its name and size (a File prints as {}, and the graph tells events apart by print). */
const file = (text: string, name: string) =>
  Object.assign(new File([text], name), { toJSON: () => ({ name, size: text.length }) });
export const SMALL = file('<schedule></schedule>', 'schedule.xml');
export const HUGE = file('x'.repeat(MAX_BYTES + 1), 'huge.xml');

const reply = (over: Partial<ProgramImportReply>): ProgramImportReply => ({
  format: 'frab',
  sessions: 3,
  preview: false,
  created: 1,
  updated: 1,
  unchanged: 1,
  gone: [],
  removed: 0,
  rejected: [],
  people: { matched: 1, created: 2 },
  ...over,
});
export const SUMMARY = reply({ rejected: [{ where: 'line 9', title: 'Broken', reason: 'it has no start' }] });
export const PLAN = reply({ preview: true, gone: [{ id: 'session_7', title: 'Old talk' }], removed: 1 });
export const NOTHING_GONE = reply({ preview: true });
export const FAILURE = {
  message: 'XML parse error at line 3, column 5: unclosed tag: day',
  fields: [{ path: '(file)', message: 'XML parse error at line 3, column 5: unclosed tag: day' }],
};

const events: Ev[] = [
  { type: 'IMPORT.CHOOSE', file: SMALL },
  { type: 'IMPORT.CHOOSE', file: HUGE },
  { type: 'IMPORT.CHOOSE', file: null },
  { type: 'IMPORT.PRUNE', prune: true },
  { type: 'IMPORT.PRUNE', prune: false },
  { type: 'IMPORT.START' },
  { type: 'IMPORT.CONFIRM' },
  { type: 'IMPORT.CANCEL' },
  { type: 'UPLOAD.PROGRESS', loaded: 10, total: SMALL.size },
  { type: 'UPLOAD.SENT' },
  { type: 'IMPORT.PROGRESS', done: 2, total: 4 },
  ...([
    { type: 'xstate.done.actor.previewFile', output: PLAN },
    { type: 'xstate.done.actor.previewFile', output: NOTHING_GONE },
    { type: 'xstate.error.actor.previewFile', error: FAILURE },
    { type: 'xstate.done.actor.importFile', output: SUMMARY },
    { type: 'xstate.error.actor.importFile', error: FAILURE },
  ] as unknown as Ev[]),
];

const settled = { busy: false, progress: null, confirm: null } as const;

/** The upload's bar: empty until the first report, then the bytes the report gave. */
const uploadBar = (step: Step<Machine>) => {
  const sent = step.event.type === 'UPLOAD.PROGRESS';
  return { step: 'uploading', value: sent ? 10 : 0, max: sent ? SMALL.size : null };
};

function meaning(s: SnapshotFrom<Machine>, step: Step<Machine>) {
  const view = programImportView(s);
  const { file, prune } = s.context;
  const ready = file === SMALL;
  expect(view.fileName).toBe(file?.name ?? null);
  expect(view.tooLarge).toBe(file === HUGE);
  expect(view.prune).toBe(prune);
  if (step.event.type === 'IMPORT.CHOOSE') expect(file).toBe(step.event.file);
  if (step.event.type === 'IMPORT.PRUNE') expect(prune).toBe(step.event.prune);
  if (s.matches('idle')) {
    expect(view).toMatchObject({
      ...settled,
      summary: null,
      failure: null,
      canChoose: true,
      canStart: ready,
    });
  } else if (s.matches('checking')) {
    expect(file).toBe(SMALL);
    expect(prune).toBe(true);
    expect(view).toMatchObject({ busy: true, canChoose: false, canStart: false, confirm: null });
    expect(view).toMatchObject({ summary: null, failure: null });
    if (s.matches({ checking: 'uploading' })) expect(view.progress).toEqual(uploadBar(step));
    else expect(view.progress).toEqual({ step: 'reading', value: 0, max: null });
  } else if (s.matches('confirming')) {
    expect(view).toMatchObject({ ...settled, canChoose: false, canStart: false, confirm: PLAN.gone });
  } else if (s.matches('sending')) {
    expect(file).toBe(SMALL);
    expect(view).toMatchObject({ busy: true, canChoose: false, canStart: false, confirm: null });
    expect(view).toMatchObject({ summary: null, failure: null });
    if (s.matches({ sending: 'uploading' })) expect(view.progress).toEqual(uploadBar(step));
    else {
      const written = s.context.written !== null;
      if (step.event.type === 'IMPORT.PROGRESS') expect(written).toBe(true);
      if (step.event.type === 'UPLOAD.SENT') expect(written).toBe(false);
      expect(view.progress).toEqual({ step: 'importing', value: written ? 2 : 0, max: written ? 4 : null });
    }
  } else if (s.matches('done')) {
    expect(view).toMatchObject({
      ...settled,
      summary: SUMMARY,
      failure: null,
      canChoose: true,
      canStart: true,
    });
  } else if (s.matches('failed')) {
    expect(view).toMatchObject({
      ...settled,
      summary: null,
      failure: FAILURE,
      canChoose: true,
      canStart: true,
    });
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

/** The meaning with the import's calls recorded: a preview with prune first, then the import itself. */
function perPath() {
  const calls: ImportFileInput[] = [];
  const machine = programImportMachine.provide({
    actors: {
      importFile: fromPromise<ProgramImportReply, ImportFileInput>(({ input }) => {
        calls.push(input);
        return new Promise(() => {});
      }),
    },
  });
  const recorded = (s: SnapshotFrom<Machine>, step: Step<Machine>) => {
    meaning(s, step);
    const entered =
      step.previous !== null && !step.previous.matches(s.matches('checking') ? 'checking' : 'sending');
    if (s.matches('checking') && entered) {
      expect(calls.at(-1)).toMatchObject({ file: SMALL, prune: true, preview: true });
    }
    if (s.matches('sending') && entered) {
      expect(calls.at(-1)).toMatchObject({ file: SMALL, prune: s.context.prune, preview: false });
    }
  };
  return { machine, meaning: recorded };
}

/** The real machine; its import never settles by itself: the paths send its done and error events. */
export const programImportTestMachine = programImportMachine.provide({
  actors: { importFile: fromPromise(() => new Promise<ProgramImportReply>(() => {})) },
});

export const programImportModel: MachineModel<Machine> = {
  name: 'programImport',
  machine: programImportTestMachine,
  perPath,
  inputs: [{ label: 'a 64-byte limit', input: { maxBytes: MAX_BYTES } }],
  events: () => events,
  // Files print as {}: name them, and leave out what no state's meaning depends on.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.file?.name ?? null,
      s.context.prune,
      s.context.upload !== null,
      s.context.written !== null,
      s.context.plan?.gone.length ?? null,
      s.context.summary !== null,
      s.context.failure !== null,
    ]),
  transitionPaths: 'newEdges',
};
