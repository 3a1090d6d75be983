/**
 * The program a screen reads: the snapshot link (whose reply also lists the items hidden from public lists that
 * this user may open), then the snapshot file when its version is new. Up to date, it reads the link again after
 * the refresh delay (PROGRAM.REFRESH reads it at once); a failed read keeps the copy it has and tries again at
 * the next refresh, and without a copy it waits the retry delay (PROGRAM.RETRY retries at once). Input: the two
 * delays and, when resumed, the copy held before. Provide the actors readLink and readFile.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ListedItem, SessionLink, SessionSnapshot } from '../schemas/program';
import { messageOf } from './support/callError';

export interface ProgramSnapshotInput {
  refreshMs: number;
  retryMs: number;
  /** The copy a screen held before, so a resumed program shows at once while the link is read. */
  copy?: { snapshot: SessionSnapshot; direct: readonly ListedItem[] } | undefined;
}

export interface ProgramSnapshotContext {
  readonly refreshMs: number;
  readonly retryMs: number;
  readonly snapshot: SessionSnapshot | null;
  readonly direct: readonly ListedItem[];
  /** The address of the newer file the last link named. */
  readonly fileUrl: string | null;
  /** The message of the last failed read while no copy is held. */
  readonly failure: string | null;
}

export type ProgramSnapshotEvent = { type: 'PROGRAM.REFRESH' } | { type: 'PROGRAM.RETRY' };

const sameItems = (a: readonly ListedItem[], b: readonly ListedItem[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

const notProvided = (name: string) => () => {
  throw new Error(`${name} not provided`);
};

/** A failed read: the copy stays (the next refresh tries again); without one, the failure shows. */
const failedRead = [
  { guard: 'hasCopy' as const, target: 'upToDate' },
  { target: 'failed', actions: 'assignFailure' as const },
];

export const programSnapshotMachine = setup({
  types: {
    context: {} as ProgramSnapshotContext,
    events: {} as ProgramSnapshotEvent,
    input: {} as ProgramSnapshotInput,
  },
  actors: {
    readLink: fromPromise<SessionLink>(notProvided('readLink')),
    readFile: fromPromise<SessionSnapshot, string>(notProvided('readFile')),
  },
  guards: {
    hasCopy: ({ context }) => context.snapshot !== null,
    versionHeld: ({ context }, link: SessionLink) => context.snapshot?.version === link.version,
  },
  actions: {
    // Runs on an actor's error event, which carries the failure.
    assignFailure: assign({ failure: ({ event }) => messageOf((event as { error?: unknown }).error) }),
  },
  delays: {
    refresh: ({ context }) => context.refreshMs,
    retry: ({ context }) => context.retryMs,
  },
}).createMachine({
  id: 'programSnapshot',
  context: ({ input }) => ({
    refreshMs: input.refreshMs,
    retryMs: input.retryMs,
    snapshot: input.copy?.snapshot ?? null,
    direct: input.copy?.direct ?? [],
    fileUrl: null,
    failure: null,
  }),
  initial: 'readingLink',
  states: {
    readingLink: {
      invoke: {
        id: 'readLink',
        src: 'readLink',
        onDone: [
          {
            guard: { type: 'versionHeld', params: ({ event }) => event.output },
            target: 'upToDate',
            actions: assign({
              direct: ({ context, event }) =>
                sameItems(context.direct, event.output.direct) ? context.direct : event.output.direct,
            }),
          },
          {
            target: 'readingFile',
            actions: assign({
              fileUrl: ({ event }) => event.output.url,
              direct: ({ event }) => event.output.direct,
            }),
          },
        ],
        onError: failedRead,
      },
    },
    readingFile: {
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ context }) => context.fileUrl ?? '',
        onDone: {
          target: 'upToDate',
          actions: assign({ snapshot: ({ event }) => event.output, fileUrl: null, failure: null }),
        },
        onError: failedRead,
      },
    },
    upToDate: {
      after: { refresh: 'readingLink' },
      on: { 'PROGRAM.REFRESH': 'readingLink' },
    },
    failed: {
      after: { retry: 'readingLink' },
      on: { 'PROGRAM.RETRY': 'readingLink' },
    },
  },
});
