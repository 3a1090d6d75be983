/**
 * What the profile's 'Delete my account' shows for a snapshot of the accountDeletion machine: whether the
 * confirmation dialog is open, the typed text, whether it may be confirmed, the server's message of a failure,
 * and whether the account is gone.
 */
import type { SnapshotFrom } from 'xstate';
import type { accountDeletionMachine } from './accountDeletion';
import { stateName } from './support/stateName';

export type AccountDeletionSnapshot = SnapshotFrom<typeof accountDeletionMachine>;

export interface AccountDeletionView {
  state: string;
  dialogOpen: boolean;
  typed: string;
  /** The deletion is on its way: the dialog's buttons and field are disabled. */
  deleting: boolean;
  failure: string | null;
  deleted: boolean;
  canOpen: boolean;
  canConfirm: boolean;
  canCancel: boolean;
}

export function accountDeletionView(s: AccountDeletionSnapshot): AccountDeletionView {
  return {
    state: stateName(s.value),
    dialogOpen: s.matches('confirming') || s.matches('deleting') || s.matches('failed'),
    typed: s.context.typed,
    deleting: s.matches('deleting'),
    failure: s.matches('failed') ? s.context.failure : null,
    deleted: s.matches('deleted'),
    canOpen: s.can({ type: 'ACCOUNT.OPEN' }),
    canConfirm: s.can({ type: 'ACCOUNT.CONFIRM' }),
    canCancel: s.can({ type: 'ACCOUNT.CANCEL' }),
  };
}
