import { getInitialSnapshot } from 'xstate';
import { officeHoursMachine } from '../../../machines/officeHours';
import { type OfficeHoursView, officeHoursView } from '../../../machines/officeHours.view';
import { sessionTimingMachine } from '../../../machines/sessionTiming';
import { type SessionTimingView, sessionTimingView } from '../../../machines/sessionTiming.view';
import type { ListedItem } from '../../../schemas/program';
import { type OfficeHoursOptions, officeHoursInput, timingInput } from '../../program/items';

/**
 * The timing machines read at one instant, for cards: each card derives its snapshot from the shared clock's
 * `now` instead of running an actor with timers of its own. The page reload at release belongs to the
 * session page, not to a card.
 */
const cardTiming = sessionTimingMachine.provide({ actions: { reloadPage: () => undefined } });

export function timingAt(item: ListedItem, now: number, timeZone: string): SessionTimingView {
  return sessionTimingView(getInitialSnapshot(cardTiming, timingInput(item, now, timeZone)));
}

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
