import { useSelector } from '@xstate/react';
import type { CallEvent } from '../../machines/call';
import { type CallView, callView } from '../../machines/call.view';
import type { CallActor } from './store';

/** A call's view and its events, for the dialogs and the call page. */
export function useCallView(actor: CallActor): { view: CallView; send: (event: CallEvent) => void } {
  const view = useSelector(actor, callView, sameView);
  return { view, send: actor.send };
}

const sameView = (a: CallView, b: CallView) =>
  a.state === b.state &&
  a.room === b.room &&
  a.dialog === b.dialog &&
  a.page === b.page &&
  a.peerName === b.peerName;
