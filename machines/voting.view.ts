/**
 * What a voting form shows for a snapshot of the voting machine: whether Vote takes a click, the confirmation
 * dialog (with the abstract it is for), the saving, and the result screen (success or warning) with its text.
 */
import type { SnapshotFrom } from 'xstate';
import { stateName } from './support/stateName';
import type { votingMachine } from './voting';

export interface VotingResult {
  kind: 'saved' | 'failed';
  /** i18n key. */
  textKey: string;
}

export interface VotingView {
  state: string;
  /** Vote buttons take a click (one of the form's abstracts, no vote yet, the user may vote). */
  canPick: boolean;
  /** The confirmation is open for this abstract. */
  confirming: number | null;
  busy: boolean;
  result: VotingResult | null;
  /** The abstract voted for, once saved. */
  vote: number | null;
  /** The server's reason, on the warning screen. */
  failure: string | null;
}

export const VOTING_TEXT_KEYS = {
  confirm: 'voting.confirm',
  cast: 'voting.success',
  saved: 'voting.saved',
  failed: 'voting.warning',
} as const;

export function votingView(s: SnapshotFrom<typeof votingMachine>): VotingView {
  const { context } = s;
  const saved = s.matches('saved');
  const failed = s.matches('failed');
  return {
    state: stateName(s.value),
    canPick: context.offered.some((abid) => s.can({ type: 'VOTE.PICK', abid })),
    confirming: s.matches('confirming') || s.matches('saving') ? context.choice : null,
    busy: s.matches('saving'),
    result: saved
      ? { kind: 'saved', textKey: context.cast ? VOTING_TEXT_KEYS.cast : VOTING_TEXT_KEYS.saved }
      : failed
        ? { kind: 'failed', textKey: VOTING_TEXT_KEYS.failed }
        : null,
    vote: saved ? context.vote : null,
    failure: failed ? context.failure : null,
  };
}
