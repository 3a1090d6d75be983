import { CallJoinReply } from '../../schemas/videoRoom';
import type { Api } from './client';

/** Entering a call's video room with the relay's call ticket. */
export function videoCalls(api: Api) {
  return {
    joinCall: (callId: string, ticket: string) =>
      api.apiFetch(CallJoinReply, `/video/calls/${encodeURIComponent(callId)}/join`, {
        method: 'POST',
        body: { ticket },
      }),
  };
}
export type VideoCalls = ReturnType<typeof videoCalls>;
