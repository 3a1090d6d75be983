import type { ExhibitorDoc } from '../../schemas/exhibitor';
import type { timeslots } from '../db/schema';
import type { DemoCalendar } from './calendar';

type TimeslotInsert = typeof timeslots.$inferInsert;

/** Booths whose staff offer meeting slots: the platinum and gold ones (CompID 501 to 509). */
const WITH_SLOTS = 9;
/** Today, tomorrow and the day after: slots stay ahead of whoever runs the demo, whatever the hour. */
const DAYS = [1, 2, 3];
/** Half-hour slots from 9:00 to 12:00 and from 14:00 to 17:30, event time. */
const STARTS = [9, 9.5, 10, 10.5, 11, 11.5, 14, 14.5, 15, 15.5, 16, 16.5, 17].map((h) => h * 60);
const LENGTH = 30;
const TITLES = ['Product demo', 'Partnership talk', 'Technical questions', 'Pricing and licences'];

/** Meeting timeslots of the staff of the first booths over the demo's days; each person has every other slot. */
export function generateTimeslots(
  exhibitors: readonly ExhibitorDoc[],
  cal: DemoCalendar,
  eventId: string,
): TimeslotInsert[] {
  const rows: TimeslotInsert[] = [];
  for (const e of exhibitors.slice(0, WITH_SLOTS)) {
    e.contact_info.forEach((staff, s) => {
      for (const day of DAYS) {
        STARTS.forEach((minutes, n) => {
          if ((n + s) % 2 === 1 && e.contact_info.length > 1) return;
          rows.push({
            eventId,
            id: `slot-${e.CompanyInfo.CompID}-${s}-${day}-${n}`,
            exhibitorId: e.CompanyInfo.CompID,
            ownerUuid: staff.uuid,
            title: TITLES[(s + n) % TITLES.length] as string,
            startMs: cal.at(day, minutes),
            endMs: cal.at(day, minutes + LENGTH),
          });
        });
      }
    });
  }
  return rows;
}
