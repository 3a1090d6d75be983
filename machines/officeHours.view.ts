import type { SnapshotFrom } from 'xstate';
import {
  currentSlot,
  type OfficeHourSlot,
  type OfficeHoursPhase,
  type officeHoursMachine,
  officeHoursPhase,
} from './officeHours';

/** What the office-hours card shows: its status, the slots, and the Join button. */

/** The text keys the card shows (src/i18n). */
export const OFFICE_HOURS_TEXT_KEYS = [
  'program.hours.join',
  'program.hours.roomFull',
  'program.hours.live',
  'program.hours.upcoming',
] as const;

export type OfficeHoursTextKey = (typeof OFFICE_HOURS_TEXT_KEYS)[number];

export type SlotStatus = 'past' | 'live' | 'upcoming';

export interface OfficeHoursView {
  /** The schedule phase, for `data-state`. */
  readonly state: OfficeHoursPhase;
  /** False when there are no slots, the last ended more than a day ago, or the site is soft-closed or archived. */
  readonly visible: boolean;
  /** A slot is running: the green live status. */
  readonly isLive: boolean;
  /** Inside a join window (15 minutes before a slot until 15 minutes after its end). */
  readonly isJoinWindow: boolean;
  /** Show the Join button (inside a join window). */
  readonly showJoin: boolean;
  /** The button reads 'Room Full' and is disabled. */
  readonly isRoomFull: boolean;
  /** The Join button can be pressed now. */
  readonly canJoin: boolean;
  readonly joinLabel: OfficeHoursTextKey;
  readonly statusLabel: OfficeHoursTextKey | null;
  /** The live slot, else the next one. */
  readonly currentSlot: OfficeHourSlot | null;
  readonly slots: readonly (OfficeHourSlot & { readonly status: SlotStatus })[];
  readonly participants: number;
  readonly capacity: number;
}

export const officeHoursView = (snapshot: SnapshotFrom<typeof officeHoursMachine>): OfficeHoursView => {
  const c = snapshot.context;
  const phase = officeHoursPhase(c);
  const siteOpen = snapshot.matches({ site: 'open' });
  const visible = siteOpen && phase !== 'noSlots' && phase !== 'expired';
  const isJoinWindow = snapshot.matches({ schedule: 'joinable' });
  const isRoomFull = snapshot.matches({ room: 'full' });
  const isLive = phase === 'live';
  return {
    state: phase,
    visible,
    isLive,
    isJoinWindow,
    showJoin: visible && isJoinWindow,
    isRoomFull: visible && isJoinWindow && isRoomFull,
    canJoin: visible && isJoinWindow && !isRoomFull,
    joinLabel: isRoomFull ? 'program.hours.roomFull' : 'program.hours.join',
    statusLabel: !visible
      ? null
      : isLive
        ? 'program.hours.live'
        : phase === 'over'
          ? null
          : 'program.hours.upcoming',
    currentSlot: currentSlot(c),
    slots: c.slots.map((s) => ({
      ...s,
      status: c.now > s.end ? 'past' : c.now >= s.start ? 'live' : 'upcoming',
    })),
    participants: c.participants,
    capacity: c.capacity,
  };
};
