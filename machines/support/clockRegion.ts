/**
 * The clock region every timing machine runs in parallel with its schedule: it waits (named delay
 * NEXT_BOUNDARY) until the next instant where the schedule changes, or follows `CLOCK.TICK` events. Its guard
 * `hasNextBoundary` and actions `assignNow` and `advanceToNextBoundary` come from `scheduleOf`.
 */
export const clockRegion = {
  initial: 'settling',
  states: {
    settling: { always: [{ guard: 'hasNextBoundary', target: 'waiting' }, { target: 'idle' }] },
    waiting: {
      after: { NEXT_BOUNDARY: { target: 'settling', actions: 'advanceToNextBoundary' } },
      on: { 'CLOCK.TICK': { target: 'settling', actions: 'assignNow' } },
    },
    idle: { on: { 'CLOCK.TICK': { target: 'settling', actions: 'assignNow' } } },
  },
} as const;
