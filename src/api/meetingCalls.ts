import { MeetingReply, TimeslotsReply } from '../../schemas/meeting';
import type { Api } from './client';

/** Meeting booking at a booth: the free timeslots of its staff, and a booking of one. */
export function meetingCalls(api: Api) {
  return {
    timeslots: (compId: number, filter: { contact?: string | undefined; day?: string | undefined }) => {
      const query: Record<string, string> = {};
      if (filter.contact) query.contact = filter.contact;
      if (filter.day) query.day = filter.day;
      return api.apiFetch(TimeslotsReply, `/exhibitors/${compId}/timeslots`, { query });
    },
    book: (compId: number, body: { timeslot_id: string; note: string }) =>
      api.apiFetch(MeetingReply, `/exhibitors/${compId}/meetings`, { method: 'POST', body }),
  };
}
export type MeetingCalls = ReturnType<typeof meetingCalls>;
