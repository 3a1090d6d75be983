import { LobbyActivityReply } from '../../schemas/lobby';
import type { Api } from './client';

/** The lobby's own reads: its activity feed. */
export function lobbyCalls(api: Api) {
  return {
    activity: async () => (await api.apiFetch(LobbyActivityReply, '/lobby/activity')).activity,
  };
}
export type LobbyCalls = ReturnType<typeof lobbyCalls>;
