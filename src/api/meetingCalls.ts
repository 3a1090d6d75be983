import { MeetingReply, TimeslotsReply } from '../../schemas/meeting';
import type { Api } from './client';

const hallQuery = (hallId: string | null): Record<string, string> =>
  hallId === null ? {} : { hall: hallId };

/**
 * Meeting booking at a booth: the free timeslots of its staff, and a booking of one. A booth of an additional
 * hall names its hall (`hallId`), whose options may close the scheduler.
 */
export function meetingCalls(api: Api) {
  return {
    timeslots: (
      compId: number,
      filter: { contact?: string | undefined; day?: string | undefined },
      hallId: string | null = null,
    ) => {
      const query = hallQuery(hallId);
      if (filter.contact) query.contact = filter.contact;
      if (filter.day) query.day = filter.day;
      return api.apiFetch(TimeslotsReply, `/exhibitors/${compId}/timeslots`, { query });
    },
    book: (compId: number, body: { timeslot_id: string; note: string }, hallId: string | null = null) =>
      api.apiFetch(MeetingReply, `/exhibitors/${compId}/meetings`, {
        method: 'POST',
        body,
        ...(hallId === null ? {} : { query: hallQuery(hallId) }),
      }),
  };
}
export type MeetingCalls = ReturnType<typeof meetingCalls>;
