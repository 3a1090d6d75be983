import { assign, type EventObject } from 'xstate';
import { timerDelay } from './time';

type WithNow = { now: number };

const isClockTick = (event: EventObject): event is { type: 'CLOCK.TICK'; now: number } =>
  event.type === 'CLOCK.TICK';

/**
 * The guards, delay, clock actions and stale-phase transition shared by the timing machines: each has a pure
 * phase of its context at `now` and the next instant at which that phase can change. A machine's `schedule`
 * region sits in the state of the current phase, leaves it through `#<id>.schedule.settling` as soon as the
 * phase is stale, and waits NEXT_BOUNDARY (or a clock tick) for the next change.
 */
export function scheduleOf<C extends WithNow, P extends string, E extends EventObject>(
  machineId: string,
  phaseOf: (context: C) => P,
  nextBoundary: (context: C) => number | null,
) {
  return {
    /** The clock region's actions (see clockRegion): follow a tick's time, or move to the boundary reached. */
    actions: {
      assignNow: assign<C, E, undefined, E, never>(({ context, event }) =>
        isClockTick(event) ? { ...context, now: event.now } : context,
      ),
      advanceToNextBoundary: assign<C, E, undefined, E, never>(({ context }) => ({
        ...context,
        now: context.now + timerDelay(context.now, nextBoundary(context) ?? context.now),
      })),
    },
    guards: {
      hasNextBoundary: ({ context }: { context: C }) => nextBoundary(context) !== null,
      isSchedulePhase: ({ context }: { context: C }, params: { phase: P }) =>
        phaseOf(context) === params.phase,
      isScheduleStale: ({ context }: { context: C }, params: { phase: P }) =>
        phaseOf(context) !== params.phase,
    },
    delays: {
      NEXT_BOUNDARY: ({ context }: { context: C }) =>
        timerDelay(context.now, nextBoundary(context) ?? context.now),
    },
    /** The `settling` state's transitions: into the state of the current phase. */
    settle: (targets: Record<P, string>) =>
      (Object.keys(targets) as P[]).map((phase) => ({
        guard: { type: 'isSchedulePhase' as const, params: { phase } },
        target: targets[phase],
      })),
    /** The transition out of a phase's state once the phase has changed. */
    leaveWhenStale: (phase: P) => ({
      always: {
        guard: { type: 'isScheduleStale' as const, params: { phase } },
        target: `#${machineId}.schedule.settling`,
      },
    }),
  };
}
