import { fromCallback, fromPromise } from 'xstate';
import { type CallEvent, callMachine } from '../../machines/call';
import type { VideoCalls } from '../api/videoCalls';
import type { ChatSocketHandle } from '../realtime/chatSocket';
import type { JoinRoom, RoomClient } from '../realtime/roomClient';

export interface CallLiveDeps {
  token: string;
  socket: ChatSocketHandle;
  video: VideoCalls;
  joinRoom: JoinRoom;
  navigate(path: string): void;
}

/** A refusal of the relay as the error of a call's promise. */
const refused = (reply: { ok: boolean; error?: { code: string; message: string } }) => {
  if (!reply.ok) throw reply.error ?? { code: 'internal', message: 'The call failed' };
};

/**
 * The call machine with the browser's effects: the chat socket places, answers, rejects and ends calls; the
 * room is entered with the relay's call ticket and the API's answer, which names the room's provider (the
 * built-in WebRTC room or Daily) and what it needs.
 */
export function liveCallMachine(deps: CallLiveDeps) {
  const end = (callId: string) => void deps.socket.request('endCall', { callId });
  return callMachine.provide({
    actors: {
      placeCall: fromPromise(async ({ input }) => {
        refused(await deps.socket.request('initiateCall', input));
      }),
      answerCall: fromPromise(async ({ input }) => {
        refused(await deps.socket.request('acceptCall', input));
      }),
      joinRoom: fromCallback<CallEvent, { callId: string }>(({ input, sendBack }) => {
        let room: RoomClient | null = null;
        let stopped = false;
        void (async () => {
          const ticket = await deps.socket.request('callTicket', { callId: input.callId });
          if (stopped) return;
          if (!ticket.ok) {
            // An unknown or finished call is over; anything else is an error.
            sendBack({ type: ticket.error.code === 'not_found' ? 'CALL.ENDED' : 'ROOM.FAILED' });
            return;
          }
          const reply = await deps.video.joinCall(input.callId, ticket.ticket).catch(() => null);
          if (stopped) return;
          if (!reply) {
            sendBack({ type: 'ROOM.FAILED' });
            return;
          }
          room = deps.joinRoom({
            token: deps.token,
            join: reply.join,
            onChange: (state) => sendBack({ type: 'ROOM.UPDATE', room: state }),
            onFailed: (reason) => sendBack({ type: reason === 'not_found' ? 'CALL.ENDED' : 'ROOM.FAILED' }),
            onClosed: () => sendBack({ type: 'CALL.ENDED' }),
          });
        })();
        return () => {
          stopped = true;
          room?.leave();
        };
      }),
    },
    actions: {
      cancelCall: ({ context }) => end(context.callId),
      endCall: ({ context }) => end(context.callId),
      rejectCall: ({ context }) => void deps.socket.request('rejectCall', { callId: context.callId }),
      openCallPage: ({ context }) => deps.navigate(`/social/call/${encodeURIComponent(context.callId)}`),
    },
  });
}
