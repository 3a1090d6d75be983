import type { SnapshotFrom } from 'xstate';
import type { callMachine, RoomState } from './call';
import { stateName } from './support/stateName';

/**
 * What a call shows: the dialog of the shell (the caller's 'Calling {name}', the callee's incoming prompt, the
 * caller's '{name} declined/missed the call', a call that could not be placed) and the call page's state
 * ('Connecting...', both videos, 'Call Ended', 'Error'), with the events allowed now.
 */

/** The text keys the dialogs and the call page show (src/i18n). */
export const CALL_TEXT_KEYS = [
  'calls.calling',
  'calls.incoming',
  'calls.declined',
  'calls.failed',
  'calls.connecting',
  'calls.ended',
  'calls.error',
] as const;
type CallTextKey = (typeof CALL_TEXT_KEYS)[number];

export type CallDialog = 'calling' | 'incoming' | 'declined' | 'failed';
export type CallPageState = 'connecting' | 'inCall' | 'ended' | 'error';

export interface CallView {
  /** The machine's state, for `data-state`. */
  readonly state: string;
  readonly callId: string;
  readonly peerName: string;
  /** The shell's dialog for this call, if any. */
  readonly dialog: CallDialog | null;
  readonly dialogText: CallTextKey | null;
  /** What the call page shows (once the call is answered, or when the page was opened by its address). */
  readonly page: CallPageState | null;
  readonly pageText: CallTextKey | null;
  readonly room: RoomState;
  /** The caller may stop ringing. */
  readonly canCancel: boolean;
  readonly canAccept: boolean;
  readonly canReject: boolean;
  readonly canHangUp: boolean;
  /** Close the dialog, or Go Back from the ended page. */
  readonly canDismiss: boolean;
  /** The call is under way from this side (a new one cannot be placed). */
  readonly busy: boolean;
  readonly closed: boolean;
}

export function callView(snapshot: SnapshotFrom<typeof callMachine>): CallView {
  const { context } = snapshot;
  const caller = context.role === 'caller';
  const dialog: CallDialog | null = snapshot.matches('calling')
    ? 'calling'
    : snapshot.matches('ringing')
      ? caller
        ? 'calling'
        : 'incoming'
      : snapshot.matches('declined') || snapshot.matches('missed')
        ? 'declined'
        : snapshot.matches('failed')
          ? 'failed'
          : null;
  const page: CallPageState | null = snapshot.matches({ room: 'accepted' })
    ? 'connecting'
    : snapshot.matches({ room: 'inCall' })
      ? 'inCall'
      : snapshot.matches('ended')
        ? 'ended'
        : snapshot.matches('error')
          ? 'error'
          : null;
  const dialogText: Record<CallDialog, CallTextKey> = {
    calling: 'calls.calling',
    incoming: 'calls.incoming',
    declined: 'calls.declined',
    failed: 'calls.failed',
  };
  const pageText: Record<CallPageState, CallTextKey | null> = {
    connecting: 'calls.connecting',
    inCall: null,
    ended: 'calls.ended',
    error: 'calls.error',
  };
  return {
    state: stateName(snapshot.value),
    callId: context.callId,
    peerName: context.peer.name,
    dialog,
    dialogText: dialog ? dialogText[dialog] : null,
    page,
    pageText: page ? pageText[page] : null,
    room: context.room,
    canCancel: snapshot.can({ type: 'CALL.CANCEL' }),
    canAccept: snapshot.can({ type: 'CALL.ACCEPT' }),
    canReject: snapshot.can({ type: 'CALL.REJECT' }),
    canHangUp: snapshot.can({ type: 'CALL.HANG_UP' }),
    canDismiss: snapshot.can({ type: 'CALL.DISMISS' }),
    busy: ['calling', 'ringing', 'answering', 'room'].some((state) => snapshot.matches(state as 'room')),
    closed: snapshot.status === 'done',
  };
}
