/**
 * An admin's program import (a schedule file into the event): idle while a file is chosen and the prune option
 * set; with prune, checking first (the file goes up as a preview that writes nothing) and confirming the sessions
 * it would remove, when there are any; then sending: uploading (bytes sent) and importing (rows written, as the
 * server streams them); done with the summary, or failed with the server's message and the fields it names.
 * Input: maxBytes, the largest file the server reads. Provide the actor importFile (a file, prune, preview and a
 * `report` for progress events, to the import's summary).
 */
import { and, assign, fromPromise, setup } from 'xstate';
import type { FieldError } from '../schemas/errors';
import type { ProgramImportReply } from '../schemas/programImport';
import { fieldsOf, messageOf } from './support/callError';

/** A chosen file: its bytes, name and size. */
export type ImportFile = Blob & { readonly name: string };

/** What the import reports as it goes: the upload's bytes, the end of the upload, the rows written. */
export type ProgramImportProgress =
  | { type: 'UPLOAD.PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOAD.SENT' }
  | { type: 'IMPORT.PROGRESS'; done: number; total: number };

export type ProgramImportEvent =
  | { type: 'IMPORT.CHOOSE'; file: ImportFile | null }
  | { type: 'IMPORT.PRUNE'; prune: boolean }
  | { type: 'IMPORT.START' }
  | { type: 'IMPORT.CONFIRM' }
  | { type: 'IMPORT.CANCEL' }
  | ProgramImportProgress;

export interface ImportFileInput {
  readonly file: ImportFile;
  readonly prune: boolean;
  /** Work out what the import would do; write nothing. */
  readonly preview: boolean;
  readonly report: (event: ProgramImportProgress) => void;
}

export interface ProgramImportInput {
  readonly maxBytes: number;
}

export interface ProgramImportContext {
  readonly maxBytes: number;
  readonly file: ImportFile | null;
  readonly prune: boolean;
  /** Bytes of the file sent, of all; null before the first report. */
  readonly upload: { readonly loaded: number; readonly total: number } | null;
  /** Rows written, of all; null before the first report. */
  readonly written: { readonly done: number; readonly total: number } | null;
  /** The preview's answer: what the import would do. */
  readonly plan: ProgramImportReply | null;
  readonly summary: ProgramImportReply | null;
  readonly failure: { readonly message: string; readonly fields: readonly FieldError[] } | null;
}

const importInput =
  (preview: boolean) =>
  ({ context, self }: { context: ProgramImportContext; self: { send: (e: ProgramImportEvent) => void } }) =>
    ({
      file: context.file!,
      prune: context.prune,
      preview,
      report: (event: ProgramImportProgress) => self.send(event),
    }) satisfies ImportFileInput;

/** Choosing a file, setting the option and starting: where no file is on its way. */
const choosing = {
  'IMPORT.CHOOSE': { target: 'idle', actions: 'assignFile' },
  'IMPORT.PRUNE': { actions: 'assignPrune' },
  'IMPORT.START': [
    { guard: and(['isReady', 'isPruning']), target: 'checking' },
    { guard: 'isReady', target: 'sending' },
  ],
} as const;

const onFailure = { target: 'failed', actions: 'assignFailure' } as const;

export const programImportMachine = setup({
  types: {
    input: {} as ProgramImportInput,
    context: {} as ProgramImportContext,
    events: {} as ProgramImportEvent,
  },
  actors: {
    importFile: fromPromise<ProgramImportReply, ImportFileInput>(() => {
      throw new Error('importFile not provided');
    }),
  },
  guards: {
    /** A file is chosen and the server reads one of its size. */
    isReady: ({ context }) => context.file !== null && context.file.size <= context.maxBytes,
    isPruning: ({ context }) => context.prune,
    /** The preview found sessions the import would remove. */
    hasGone: ({ context }) => (context.plan?.gone.length ?? 0) > 0,
  },
  actions: {
    assignFile: assign(({ event }) =>
      event.type === 'IMPORT.CHOOSE'
        ? { file: event.file, plan: null, summary: null, failure: null, upload: null, written: null }
        : {},
    ),
    assignPrune: assign(({ event }) => (event.type === 'IMPORT.PRUNE' ? { prune: event.prune } : {})),
    clearProgress: assign({ upload: null, written: null, summary: null, failure: null }),
    assignUpload: assign(({ event }) =>
      event.type === 'UPLOAD.PROGRESS' ? { upload: { loaded: event.loaded, total: event.total } } : {},
    ),
    assignWritten: assign(({ event }) =>
      event.type === 'IMPORT.PROGRESS' ? { written: { done: event.done, total: event.total } } : {},
    ),
    assignFailure: assign(({ event }) => {
      const error = (event as unknown as { error: unknown }).error;
      return { failure: { message: messageOf(error), fields: fieldsOf(error) } };
    }),
  },
}).createMachine({
  id: 'programImport',
  context: ({ input }) => ({
    maxBytes: input.maxBytes,
    file: null,
    prune: false,
    upload: null,
    written: null,
    plan: null,
    summary: null,
    failure: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: choosing },
    checking: {
      entry: ['clearProgress', assign({ plan: null })],
      invoke: {
        id: 'previewFile',
        src: 'importFile',
        input: importInput(true),
        onDone: { target: 'checked', actions: assign({ plan: ({ event }) => event.output }) },
        onError: onFailure,
      },
      initial: 'uploading',
      states: {
        uploading: {
          on: { 'UPLOAD.PROGRESS': { actions: 'assignUpload' }, 'UPLOAD.SENT': { target: 'reading' } },
        },
        /** The server reads the file and works out the plan. */
        reading: {},
      },
    },
    checked: { always: [{ guard: 'hasGone', target: 'confirming' }, { target: 'sending' }] },
    confirming: {
      on: {
        'IMPORT.CONFIRM': { target: 'sending' },
        'IMPORT.CANCEL': { target: 'idle', actions: assign({ plan: null }) },
      },
    },
    sending: {
      entry: 'clearProgress',
      invoke: {
        id: 'importFile',
        src: 'importFile',
        input: importInput(false),
        onDone: { target: 'done', actions: assign({ summary: ({ event }) => event.output }) },
        onError: onFailure,
      },
      initial: 'uploading',
      states: {
        uploading: {
          on: {
            'UPLOAD.PROGRESS': { actions: 'assignUpload' },
            'UPLOAD.SENT': { target: 'importing' },
            'IMPORT.PROGRESS': { target: 'importing', actions: 'assignWritten' },
          },
        },
        importing: { on: { 'IMPORT.PROGRESS': { actions: 'assignWritten' } } },
      },
    },
    done: { on: choosing },
    failed: { on: choosing },
  },
});
