import { AttendeeSnapshot, SnapshotLink } from '../../schemas/program';
import type { Api } from './client';

/** The attendee snapshot of the signed-in user's event: its link, then the file it names (same origin). */
export function peopleCalls(api: Api, keys: { sourceHex: string; conferenceId: string | number }) {
  const link = `/attendee/${encodeURIComponent(keys.sourceHex)}/${encodeURIComponent(String(keys.conferenceId))}`;
  return {
    attendees: async () => {
      const { url } = await api.apiFetch(SnapshotLink, link);
      return api.apiFetch(AttendeeSnapshot, url.replace(/^\/api/, ''));
    },
  };
}
