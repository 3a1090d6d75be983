import type { ExhibitorDoc } from '../../../schemas/exhibitor';

/** The booth's meeting timeslots and booking. */
export function BoothMeetings(_props: { exhibitor: ExhibitorDoc }) {
  return null;
}
