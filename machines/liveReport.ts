/**
 * A report that keeps itself current while it is on screen (the organisers' analytics): loading the first time,
 * then shown, read again every REFRESH_MS in the background with the figures of the last reading kept on
 * screen. A failed first reading is notFound (404), forbidden (403) or failed with the server's message, which
 * REPORT.RETRY tries again; a failed later reading keeps the figures, marked stale, until one succeeds.
 * Input: none. Provide the actor load.
 */
import { assign, fromPromise, setup } from 'xstate';
import { failedCallGuards, messageOf } from './support/callError';

/** How often a shown report is read again. */
export const REPORT_REFRESH_MS = 15_000;

export interface LiveReportContext {
  readonly value: unknown;
  readonly failure: string | null;
  /** The last reading failed: the figures shown are older than they should be. */
  readonly stale: boolean;
}

export type LiveReportEvent = { type: 'REPORT.RETRY' };

export const liveReportMachine = setup({
  types: {
    context: {} as LiveReportContext,
    events: {} as LiveReportEvent,
  },
  actors: {
    load: fromPromise<unknown>(() => {
      throw new Error('load not provided');
    }),
  },
  guards: failedCallGuards,
  delays: { REFRESH: REPORT_REFRESH_MS },
}).createMachine({
  id: 'liveReport',
  context: { value: null, failure: null, stale: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'shown', actions: assign({ value: ({ event }) => event.output, failure: null }) },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          { guard: 'isForbidden', target: 'forbidden' },
          { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    shown: {
      initial: 'current',
      states: {
        current: { after: { REFRESH: 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'load',
            onDone: {
              target: 'current',
              actions: assign({ value: ({ event }) => event.output, stale: false }),
            },
            onError: { target: 'current', actions: assign({ stale: true }) },
          },
        },
      },
    },
    notFound: { type: 'final' },
    forbidden: { type: 'final' },
    failed: { on: { 'REPORT.RETRY': 'loading' } },
  },
});
