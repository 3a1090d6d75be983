import { fromCallback } from 'xstate';
import { siteClosingMachine } from '../../../machines/siteClosing';
import type { Clock } from '../../program/clock';

/** The siteClosing machine on the app's clock: a CLOCK.TICK at each of its ticks (every 30 seconds). */
export function liveSiteClosing(clock: Clock) {
  return siteClosingMachine.provide({
    actors: {
      watchClock: fromCallback(({ sendBack }) =>
        clock.subscribe(() => sendBack({ type: 'CLOCK.TICK', now: clock.now() })),
      ),
    },
  });
}
