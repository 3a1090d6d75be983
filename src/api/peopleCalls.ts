import { AttendeeSnapshot, SnapshotLink } from '../../schemas/program';
import type { Api } from './client';

/**
 * The attendee snapshot of the signed-in user's event: its link, then the file it names (same origin). `fresh`
 * asks the server for the current version now (cacheDelta 0), as after the user changed their own profile.
 */
export function peopleCalls(api: Api, keys: { sourceHex: string; conferenceId: string | number }) {
  const link = `/attendee/${encodeURIComponent(keys.sourceHex)}/${encodeURIComponent(String(keys.conferenceId))}`;
  return {
    attendees: async (opts: { fresh?: boolean } = {}) => {
      const { url } = await api.apiFetch(SnapshotLink, opts.fresh ? `${link}?cacheDelta=0` : link);
      return api.apiFetch(AttendeeSnapshot, url.replace(/^\/api/, ''));
    },
  };
}
