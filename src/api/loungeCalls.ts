import { LoungesReply } from '../../schemas/lounge';
import { RoomJoinReply } from '../../schemas/videoRoom';
import type { Api } from './client';

/** The networking lounges: the rooms this user may see, and entering one's video room. */
export function loungeCalls(api: Api) {
  return {
    list: () => api.apiFetch(LoungesReply, '/lounges'),
    join: (id: string) =>
      api.apiFetch(RoomJoinReply, `/lounges/${encodeURIComponent(id)}/join`, { method: 'POST', quiet: true }),
  };
}
export type LoungeCalls = ReturnType<typeof loungeCalls>;
