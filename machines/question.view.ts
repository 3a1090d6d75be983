/** What the question composer shows for a snapshot of the question machine. */
import type { SnapshotFrom } from 'xstate';
import type { questionMachine } from './question';
import { stateName } from './support/stateName';

export interface QuestionView {
  readonly state: string;
  /** The composer is open (a draft, or one being sent). */
  readonly composing: boolean;
  readonly text: string;
  readonly anonymous: boolean;
  readonly anonymousAllowed: boolean;
  readonly canSubmit: boolean;
  readonly busy: boolean;
  readonly failure: string | null;
  /** The i18n key of the sent question's standing, when one was sent. */
  readonly statusKey: string | null;
  readonly canAskAnother: boolean;
}

const STATUS_KEYS: Record<string, string> = {
  pendingApproval: 'questions.status.pending',
  approved: 'questions.status.approved',
  answered: 'questions.status.answered',
  dismissed: 'questions.status.dismissed',
  deleted: 'questions.status.deleted',
};

export function questionView(s: SnapshotFrom<typeof questionMachine>): QuestionView {
  const state = stateName(s.value);
  const composing = s.matches('draft') || s.matches('submitted');
  return {
    state,
    composing,
    text: s.context.text,
    anonymous: s.context.anonymous,
    anonymousAllowed: s.context.anonymousAllowed,
    canSubmit: s.can({ type: 'QUESTION.SUBMIT' }),
    busy: s.matches('submitted'),
    failure: s.context.failure,
    statusKey: STATUS_KEYS[state] ?? null,
    canAskAnother: s.can({ type: 'QUESTION.NEW' }),
  };
}
