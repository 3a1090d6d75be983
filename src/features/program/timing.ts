import { getInitialSnapshot } from 'xstate';
import { officeHoursMachine } from '../../../machines/officeHours';
import { type OfficeHoursView, officeHoursView } from '../../../machines/officeHours.view';
import { type SessionTimingView, sessionTimingAt } from '../../../machines/sessionTiming.view';
import type { ListedItem } from '../../../schemas/program';
import { type OfficeHoursOptions, officeHoursInput, timingInput } from '../../program/items';

/**
 * The timing machines read at one instant, for cards: each card derives its view from the shared clock's `now`
 * instead of running an actor with timers of its own.
 */
export function timingAt(item: ListedItem, now: number, timeZone: string): SessionTimingView {
  const known = timings.get(item);
  if (known && known.now === now && known.timeZone === timeZone) return known.view;
  const view = sessionTimingAt(timingInput(item, now, timeZone));
  timings.set(item, { now, timeZone, view });
  return view;
}
/** The last reading of each card's item: a card renders again (a star, the list) more often than the clock ticks. */
const timings = new WeakMap<ListedItem, { now: number; timeZone: string; view: SessionTimingView }>();

export type { OfficeHoursOptions };

/** `participants`: the live count of the item's office-hour room. */
export function officeHoursAt(
  item: ListedItem,
  now: number,
  o: OfficeHoursOptions,
  participants = 0,
): OfficeHoursView {
  return officeHoursView(
    getInitialSnapshot(officeHoursMachine, officeHoursInput(item, now, participants, o)),
  );
}
