import {
  InteractionReply,
  type InteractionRequestBody,
  type InteractionResult,
} from '../../schemas/exhibitorInteraction';
import type { Api } from './client';

/** A booth's interactions: the server's first result, or the call's error. */
export function boothCalls(api: Api) {
  return {
    interact: async (compId: number, body: InteractionRequestBody): Promise<InteractionResult> => {
      const [first] = await api.apiFetch(InteractionReply, `/exhibitors/${compId}/interactions`, {
        method: 'POST',
        body,
      });
      return first;
    },
  };
}
export type BoothCalls = ReturnType<typeof boothCalls>;
