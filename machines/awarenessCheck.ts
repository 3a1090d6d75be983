/**
 * The awareness checks of one on-demand video (001 §4 'Video and ads', §9). Check N opens its prompt when the
 * video stands within 5 s after its split and N is not decided yet (a seek far past a split skips it); an
 * affirmation within 30 s (RESPONSE) passes it, silence fails it. Each outcome is stored once, in order, by
 * writeOutcome; a write that did not reach the server is tried again after WRITE_RETRY, one it refused is not.
 * Input: splits (s, ascending: check N at splits[N-1]), the outcomes stored already, total and pass counts.
 * Events carry the time (epoch ms). Provide writeOutcome (input: the outcome record; output: stored outcomes).
 */
import { assign, fromPromise, setup } from 'xstate';
import { AWARENESS } from '../schemas/constants';
import { statusOf } from './support/callError';

export type AwarenessResult = 'pass' | 'fail';

export interface StoredOutcome {
  readonly sequence: number;
  readonly outcome: AwarenessResult;
}

/** One decided check as written to the server: when its prompt showed and when it was answered or ran out. */
export interface AwarenessRecord extends StoredOutcome {
  readonly check_time: number;
  readonly outcome_time: number;
}

export interface AwarenessCheckInput {
  /** Seconds into the video, ascending; check N (its sequence) at splits[N - 1]. */
  readonly splits: readonly number[];
  /** The outcomes the server holds already. */
  readonly stored: readonly StoredOutcome[];
  /** awareness_check_total_count. */
  readonly total: number;
  /** awareness_check_pass_count: the passes the credit asks for. */
  readonly required: number;
}

export interface AwarenessCheckContext {
  readonly splits: readonly number[];
  readonly total: number;
  readonly required: number;
  /** Decided checks, one per sequence, ascending. */
  readonly outcomes: readonly StoredOutcome[];
  /** The check whose prompt shows, and when it showed. */
  readonly open: { readonly sequence: number; readonly checkTime: number } | null;
  /** Decided here, not yet stored, oldest first. */
  readonly unsaved: readonly AwarenessRecord[];
}

export type AwarenessCheckEvent =
  | { type: 'VIDEO.TIME'; position: number; at: number }
  | { type: 'AWARENESS.AFFIRM'; at: number };

const WINDOW_S = AWARENESS.SPLIT_WINDOW / 1000;

/** The checks that can be asked: one per split, at most `total`. */
const askable = (c: Pick<AwarenessCheckContext, 'splits' | 'total'>) =>
  c.splits.slice(0, Math.max(0, Math.floor(c.total)));

const isDecided = (outcomes: readonly StoredOutcome[], sequence: number) =>
  outcomes.some((o) => o.sequence === sequence);

/** The undecided check whose prompt window holds this position, if any. */
export function checkAt(c: AwarenessCheckContext, position: number): number | null {
  const i = askable(c).findIndex(
    (split, i) => position >= split && position - split < WINDOW_S && !isDecided(c.outcomes, i + 1),
  );
  return i < 0 ? null : i + 1;
}

/** One outcome per sequence within the checks, the first one given standing; ascending. */
function outcomesOf(list: readonly StoredOutcome[], total: number): StoredOutcome[] {
  const out: StoredOutcome[] = [];
  for (const { sequence, outcome } of list) {
    if (!Number.isInteger(sequence) || sequence < 1 || sequence > total || isDecided(out, sequence)) continue;
    out.push({ sequence, outcome });
  }
  return out.sort((a, b) => a.sequence - b.sequence);
}

/** A failed write worth trying again: it did not reach the server, or the server could not take it now. */
const isRetryableStatus = (status: number | undefined) =>
  status === undefined || status === 0 || status === 408 || status === 429 || status >= 500;

export const awarenessCheckMachine = setup({
  types: {
    input: {} as AwarenessCheckInput,
    context: {} as AwarenessCheckContext,
    events: {} as AwarenessCheckEvent,
  },
  actors: {
    writeOutcome: fromPromise<readonly StoredOutcome[], AwarenessRecord>(async () => {
      throw new Error('writeOutcome not provided');
    }),
  },
  guards: {
    isAtOpenCheck: ({ context }, position: number) => checkAt(context, position) !== null,
    isAllDecided: ({ context }) => askable(context).every((_, i) => isDecided(context.outcomes, i + 1)),
    isOpenCheckDecided: ({ context }) =>
      context.open !== null && isDecided(context.outcomes, context.open.sequence),
    hasUnsaved: ({ context }) => context.unsaved.length > 0,
    // Read on the write's error event, which carries the failure.
    isRetryable: ({ event }) => isRetryableStatus(statusOf((event as { error?: unknown }).error)),
  },
  actions: {
    openCheck: assign(({ context }, p: { position: number; at: number }) => ({
      open: { sequence: checkAt(context, p.position) ?? 0, checkTime: p.at },
    })),
    decide: assign(({ context }, p: { outcome: AwarenessResult; at: number | null }) => {
      const open = context.open;
      if (!open) return {};
      const record: AwarenessRecord = {
        sequence: open.sequence,
        outcome: p.outcome,
        check_time: open.checkTime,
        // Silence fails the check when its time is up; an answer counts when it came.
        outcome_time: p.at === null ? open.checkTime + AWARENESS.RESPONSE : Math.max(p.at, open.checkTime),
      };
      return {
        open: null,
        outcomes: outcomesOf([...context.outcomes, record], context.total),
        unsaved: [...context.unsaved, record],
      };
    }),
    closeCheck: assign({ open: null }),
    dropWritten: assign(({ context }) => ({ unsaved: context.unsaved.slice(1) })),
    // The server keeps the first outcome of each check: where it holds another (a second tab), its word stands.
    takeStored: assign(({ context }, stored: readonly StoredOutcome[]) => ({
      outcomes: outcomesOf([...stored, ...context.outcomes], context.total),
    })),
  },
  delays: {
    RESPONSE: AWARENESS.RESPONSE,
    WRITE_RETRY: AWARENESS.WRITE_RETRY,
  },
}).createMachine({
  id: 'awarenessCheck',
  context: ({ input }) => ({
    splits: [...input.splits],
    total: input.total,
    required: input.required,
    outcomes: outcomesOf(input.stored, input.total),
    open: null,
    unsaved: [],
  }),
  type: 'parallel',
  states: {
    check: {
      initial: 'watching',
      states: {
        watching: {
          always: { guard: 'isAllDecided', target: 'finished' },
          on: {
            'VIDEO.TIME': {
              guard: { type: 'isAtOpenCheck', params: ({ event }) => event.position },
              target: 'prompting',
              actions: {
                type: 'openCheck',
                params: ({ event }) => ({ position: event.position, at: event.at }),
              },
            },
          },
        },
        prompting: {
          // The server holds an outcome of this check already (written from another tab): its word stands.
          always: { guard: 'isOpenCheckDecided', target: 'watching', actions: 'closeCheck' },
          on: {
            'AWARENESS.AFFIRM': {
              target: 'watching',
              actions: {
                type: 'decide',
                params: ({ event }) => ({ outcome: 'pass' as const, at: event.at }),
              },
            },
          },
          after: {
            RESPONSE: {
              target: 'watching',
              actions: { type: 'decide', params: { outcome: 'fail', at: null } },
            },
          },
        },
        /** No check is left to ask. */
        finished: {},
      },
    },
    record: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasUnsaved', target: 'writing' },
        },
        writing: {
          invoke: {
            id: 'writeOutcome',
            src: 'writeOutcome',
            input: ({ context }) => context.unsaved[0]!,
            onDone: {
              target: 'idle',
              actions: ['dropWritten', { type: 'takeStored', params: ({ event }) => event.output }],
            },
            onError: [
              { guard: 'isRetryable', target: 'retrying' },
              // The server refused it (bad input, no access): trying again would not change its answer.
              { target: 'idle', actions: 'dropWritten' },
            ],
          },
        },
        retrying: {
          after: { WRITE_RETRY: 'writing' },
        },
      },
    },
  },
});
