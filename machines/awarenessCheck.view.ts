/**
 * What the player shows of a snapshot of the awarenessCheck machine: the prompt of the open check with its
 * deadline, the results ('Check #N Passed' / 'Check #N Failed') and the summary ('You have passed X check(s) out
 * of Y check(s).'), as text keys with their parameters.
 */
import type { SnapshotFrom } from 'xstate';
import { AWARENESS } from '../schemas/constants';
import type { awarenessCheckMachine } from './awarenessCheck';
import { stateName } from './support/stateName';

/** The text keys of the awareness checks (src/i18n). */
export const AWARENESS_TEXT_KEYS = [
  'awareness.title',
  'awareness.prompt',
  'awareness.affirm',
  'awareness.secondsLeft',
  'awareness.passed',
  'awareness.failed',
  'awareness.summary',
  'awareness.results',
] as const;

export interface AwarenessResultLine {
  readonly sequence: number;
  readonly passed: boolean;
  readonly key: 'awareness.passed' | 'awareness.failed';
  readonly params: { readonly n: number };
}

export interface AwarenessCheckView {
  /** The machine's state, for `data-state` (`check.prompting record.idle`). */
  readonly state: string;
  readonly showPrompt: boolean;
  readonly canAffirm: boolean;
  /** The open check: its number and when its time runs out (epoch ms). */
  readonly prompt: { readonly sequence: number; readonly deadline: number } | null;
  readonly titleKey: 'awareness.title';
  readonly promptKey: 'awareness.prompt';
  /** Its parameter: the seconds the viewer has to answer. */
  readonly promptParams: { readonly seconds: number };
  readonly affirmKey: 'awareness.affirm';
  readonly secondsLeftKey: 'awareness.secondsLeft';
  readonly resultsKey: 'awareness.results';
  /** Decided checks in order. */
  readonly results: readonly AwarenessResultLine[];
  /** Shown once a check is decided. */
  readonly summary: {
    readonly key: 'awareness.summary';
    readonly params: { readonly passed: number; readonly total: number };
  } | null;
  readonly passed: number;
  readonly total: number;
  /** The passes the credit asks for (0: none asked). */
  readonly required: number;
  readonly meetsRequired: boolean;
  /** An outcome is on its way to the server. */
  readonly saving: boolean;
}

const RESPONSE_S = AWARENESS.RESPONSE / 1000;

/** Whole seconds left to answer at `now`, from the full answer time down to 0. */
export const secondsLeft = (deadline: number, now: number): number =>
  Math.min(RESPONSE_S, Math.max(0, Math.ceil((deadline - now) / 1000)));

export function awarenessCheckView(s: SnapshotFrom<typeof awarenessCheckMachine>): AwarenessCheckView {
  const { outcomes, open, total, required, unsaved } = s.context;
  const prompting = s.matches({ check: 'prompting' }) && open !== null;
  const passed = outcomes.filter((o) => o.outcome === 'pass').length;
  return {
    state: stateName(s.value),
    showPrompt: prompting,
    canAffirm: prompting && s.can({ type: 'AWARENESS.AFFIRM', at: open.checkTime }),
    prompt: prompting ? { sequence: open.sequence, deadline: open.checkTime + AWARENESS.RESPONSE } : null,
    titleKey: 'awareness.title',
    promptKey: 'awareness.prompt',
    promptParams: { seconds: RESPONSE_S },
    affirmKey: 'awareness.affirm',
    secondsLeftKey: 'awareness.secondsLeft',
    resultsKey: 'awareness.results',
    results: outcomes.map(({ sequence, outcome }) => ({
      sequence,
      passed: outcome === 'pass',
      key: outcome === 'pass' ? 'awareness.passed' : 'awareness.failed',
      params: { n: sequence },
    })),
    summary: outcomes.length > 0 ? { key: 'awareness.summary', params: { passed, total } } : null,
    passed,
    total,
    required,
    meetsRequired: passed >= required,
    saving: unsaved.length > 0,
  };
}
