/**
 * The itinerary reminder of one saved session: it fires once, at the session's start minus the offset
 * (itinerary_reminder_config.offset, 10 minutes by default), and shows until dismissed or followed. A reminder
 * more than 864,000,000 ms away is not set (the CLOCK.TICK of a later refresh decides again); one whose time
 * passed before the session started fires at once; a session already started has none. Developer mode fires
 * 5 s after the start, whatever the time. A reminder that already fired (remembered across page loads by the
 * caller) never fires again. REMINDER.CANCEL when the session leaves the itinerary.
 * Input: now, start, offset, developerMode, fired. Provide the actions recordFired (remember it) and
 * goToSession.
 */
import { assign, setup } from 'xstate';
import { REMINDER } from '../schemas/constants';

export interface ReminderInput {
  readonly now: number;
  /** The session's start, epoch ms. */
  readonly start: number;
  /** Minutes before the start, as ms; REMINDER.DEFAULT_OFFSET when missing. */
  readonly offset?: number | null;
  readonly developerMode?: boolean;
  /** It fired already on an earlier page load. */
  readonly fired?: boolean;
}

export interface ReminderContext {
  readonly now: number;
  readonly start: number;
  /** When it fires: start minus offset. */
  readonly due: number;
  readonly developerMode: boolean;
  readonly fired: boolean;
}

export type ReminderEvent =
  | { type: 'CLOCK.TICK'; now: number }
  | { type: 'REMINDER.DISMISS' }
  | { type: 'REMINDER.GO' }
  | { type: 'REMINDER.CANCEL' };

export const reminderMachine = setup({
  types: {
    input: {} as ReminderInput,
    context: {} as ReminderContext,
    events: {} as ReminderEvent,
  },
  delays: {
    UNTIL_DUE: ({ context }) =>
      context.developerMode ? REMINDER.DEVELOPER_MODE_DELAY : Math.max(0, context.due - context.now),
  },
  guards: {
    hasFired: ({ context }) => context.fired,
    isDeveloperMode: ({ context }) => context.developerMode,
    hasStarted: ({ context }) => context.now >= context.start,
    isTooFar: ({ context }) => context.due - context.now > REMINDER.MAX_TIMER_DISTANCE,
    isDue: ({ context }) => context.due <= context.now,
  },
  actions: {
    recordFired: () => {},
    goToSession: () => {},
    markFired: assign({ fired: true }),
    takeNow: assign(({ event }) => (event.type === 'CLOCK.TICK' ? { now: event.now } : {})),
  },
}).createMachine({
  id: 'reminder',
  context: ({ input }) => ({
    now: input.now,
    start: input.start,
    due: input.start - (input.offset ?? REMINDER.DEFAULT_OFFSET),
    developerMode: input.developerMode === true,
    fired: input.fired === true,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'hasFired', target: 'done' },
        { guard: 'isDeveloperMode', target: 'waiting' },
        { guard: 'hasStarted', target: 'missed' },
        { guard: 'isTooFar', target: 'tooFar' },
        { guard: 'isDue', target: 'showing' },
        { target: 'waiting' },
      ],
    },
    tooFar: {
      on: {
        'CLOCK.TICK': { target: 'deciding', actions: 'takeNow' },
        'REMINDER.CANCEL': { target: 'cancelled' },
      },
    },
    waiting: {
      after: { UNTIL_DUE: { target: 'showing' } },
      on: { 'REMINDER.CANCEL': { target: 'cancelled' } },
    },
    showing: {
      entry: ['markFired', 'recordFired'],
      on: {
        'REMINDER.DISMISS': { target: 'done' },
        'REMINDER.GO': { target: 'done', actions: 'goToSession' },
      },
    },
    done: { type: 'final' },
    missed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
