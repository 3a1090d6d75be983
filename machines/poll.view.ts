/**
 * What a poll card shows for a snapshot of the poll machine: the question, each option with whether it is
 * ticked and its bar (share of voters, when counts are shown), the controls allowed now, and the last failure.
 */
import type { SnapshotFrom } from 'xstate';
import type { pollMachine } from './poll';
import { stateName } from './support/stateName';

export interface PollOptionView {
  readonly index: number;
  readonly label: string;
  readonly chosen: boolean;
  /** Votes for the option, null when hidden. */
  readonly count: number | null;
  /** Whole percent of the voters who chose it (bars), null when hidden. */
  readonly percent: number | null;
}

export interface PollCardView {
  readonly state: string;
  readonly question: string;
  readonly multiple: boolean;
  readonly options: readonly PollOptionView[];
  readonly voters: number | null;
  /** i18n key of the status line. */
  readonly statusKey:
    | 'polls.status.draft'
    | 'polls.status.open'
    | 'polls.status.closed'
    | 'polls.status.results';
  readonly busy: boolean;
  readonly canChoose: boolean;
  readonly canVote: boolean;
  /** The user has a vote in (a new one replaces it while open). */
  readonly voted: boolean;
  readonly canOpen: boolean;
  readonly canClose: boolean;
  readonly canShowResults: boolean;
  readonly failure: string | null;
}

const STATUS_KEY = {
  draft: 'polls.status.draft',
  open: 'polls.status.open',
  closed: 'polls.status.closed',
  results_shown: 'polls.status.results',
} as const;

export function pollCardView(s: SnapshotFrom<typeof pollMachine>): PollCardView {
  const { poll, selection, mine, failure } = s.context;
  const voters = poll.voters;
  return {
    state: stateName(s.value),
    question: poll.question,
    multiple: poll.kind === 'multiple',
    options: poll.options.map((label, index) => {
      const count = poll.counts?.[index] ?? null;
      return {
        index,
        label,
        chosen: selection.includes(index),
        count,
        percent:
          count === null || voters === null ? null : voters === 0 ? 0 : Math.round((count / voters) * 100),
      };
    }),
    voters,
    statusKey: STATUS_KEY[poll.status],
    busy:
      s.matches('opening') ||
      s.matches('closing') ||
      s.matches('showingResults') ||
      s.matches({ open: 'voting' }),
    canChoose: s.matches({ open: 'choosing' }) && s.context.canVote,
    canVote: s.can({ type: 'POLL.VOTE' }),
    voted: mine !== null && mine.length > 0,
    canOpen: s.can({ type: 'POLL.OPEN' }),
    canClose: s.can({ type: 'POLL.CLOSE' }),
    canShowResults: s.can({ type: 'POLL.SHOW_RESULTS' }),
    failure,
  };
}
