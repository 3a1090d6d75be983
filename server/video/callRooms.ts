import type { ChatHooks, ChatResult } from '../../schemas/chatSocket';
import { type CallJoinReply, callRoomOf } from '../../schemas/videoRoom';
import { isExemptFromKickOut, type UserRow } from '../areas/auth/users';
import type { EventRow } from '../areas/events/queries';
import type { VideoProvider } from './provider';
import type { ServerVideoTokens } from './tokens';

export interface CallRoomActor {
  event: EventRow;
  user: UserRow;
  loginId: string;
}

/**
 * Entering a call's video room (001 §2 "Calls"): the relay's call ticket proves the user is a side of the
 * answered call; the chat rules of calls are applied again here (calls on for the event, not soft-closed,
 * not limited, both sides messaging); then the provider says how to join.
 */
export function createCallRooms(deps: {
  tokens: ServerVideoTokens;
  provider: VideoProvider;
  mayCall: ChatHooks['mayCall'];
}) {
  return {
    async join(actor: CallRoomActor, callId: string, ticket: string): Promise<ChatResult<CallJoinReply>> {
      const { event, user } = actor;
      const claims = await deps.tokens.verifyCallTicket(ticket);
      if (!claims || claims.sub !== user.uuid || claims.eventId !== event.id || claims.callId !== callId) {
        return {
          ok: false,
          refusal: { code: 'forbidden', message: 'This call ticket is not valid for you' },
        };
      }
      const allowed = await deps.mayCall(
        {
          uuid: user.uuid,
          eventId: event.id,
          loginId: actor.loginId,
          isAdmin: user.isAdmin,
          exempt: isExemptFromKickOut(user),
        },
        claims.peer,
      );
      if (!allowed.ok) return allowed;
      const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
      const join = await deps.provider.join(callRoomOf(callId), {
        uuid: user.uuid,
        eventId: event.id,
        name,
        owner: false,
      });
      return { ok: true, value: { callId, peer: claims.peer, join } };
    },
  };
}
export type CallRooms = ReturnType<typeof createCallRooms>;
