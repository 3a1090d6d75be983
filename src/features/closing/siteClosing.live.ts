import { fromCallback } from 'xstate';
import { siteClosingMachine } from '../../../machines/siteClosing';

/** How often the closing rules look at the clock. */
export const CLOSING_CHECK_EVERY = 30_000;

/** The siteClosing machine with the browser's clock: a tick now and every 30 seconds. */
export function liveSiteClosing(now: () => number = Date.now) {
  return siteClosingMachine.provide({
    actors: {
      watchClock: fromCallback(({ sendBack }) => {
        const id = setInterval(() => sendBack({ type: 'CLOCK.TICK', now: now() }), CLOSING_CHECK_EVERY);
        return () => clearInterval(id);
      }),
    },
  });
}
