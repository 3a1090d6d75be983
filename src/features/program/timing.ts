import { getInitialSnapshot } from 'xstate';
import { officeHoursMachine } from '../../../machines/officeHours';
import { type OfficeHoursView, officeHoursView } from '../../../machines/officeHours.view';
import { sessionTimingMachine } from '../../../machines/sessionTiming';
import { type SessionTimingView, sessionTimingView } from '../../../machines/sessionTiming.view';
import type { ListedItem } from '../../../schemas/program';
import { timingInput } from '../../api/programItems';

/**
 * The timing machines read at one instant, for cards: each card derives its snapshot from the shared clock's
 * `now` instead of running an actor with timers of its own. The page reload at release belongs to the
 * session page, not to a card.
 */
const cardTiming = sessionTimingMachine.provide({ actions: { reloadPage: () => undefined } });

export function timingAt(item: ListedItem, now: number, timeZone: string): SessionTimingView {
  return sessionTimingView(getInitialSnapshot(cardTiming, timingInput(item, now, timeZone)));
}

export interface OfficeHoursOptions {
  readonly isPrivileged: boolean;
  readonly softClosed: boolean;
  readonly archiveMode: boolean;
}

export function officeHoursAt(item: ListedItem, now: number, o: OfficeHoursOptions): OfficeHoursView {
  return officeHoursView(
    getInitialSnapshot(officeHoursMachine, {
      now,
      slots: (item.office_hours ?? []).map((s) => ({ start: s.start, end: s.end })),
      capacity: item.live_config_object?.session_office_hour_capacity ?? null,
      participants: 0,
      isPrivileged: o.isPrivileged,
      softClosed: o.softClosed,
      archiveMode: o.archiveMode,
    }),
  );
}
