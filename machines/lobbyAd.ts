/**
 * The lobby's ad modal (001 §2 'a lobby ad modal has a Continue button'): shown once per sign-in when the event
 * configures one. Showing it is remembered at once (`remember`), so a reload or a second tab of the same login
 * does not show it again, and logged as a view; Continue completes it, closing it (the × or Escape) skips it,
 * and a click on the ad is logged while it stays open.
 * Input: whether an ad is configured and whether this login has seen it. Provide `remember`, `logView`,
 * `logComplete`, `logSkip` and `logClick` (no-ops here).
 */
import { and, not, setup } from 'xstate';

export interface LobbyAdInput {
  configured: boolean;
  seen: boolean;
}
export type LobbyAdEvent = { type: 'AD.CONTINUE' } | { type: 'AD.CLOSE' } | { type: 'AD.OPEN_LINK' };

export const lobbyAdMachine = setup({
  types: {
    context: {} as LobbyAdInput,
    events: {} as LobbyAdEvent,
    input: {} as LobbyAdInput,
  },
  actions: {
    remember: () => {},
    logView: () => {},
    logComplete: () => {},
    logSkip: () => {},
    logClick: () => {},
  },
  guards: {
    isConfigured: ({ context }) => context.configured,
    wasSeen: ({ context }) => context.seen,
  },
}).createMachine({
  id: 'lobbyAd',
  context: ({ input }) => ({ ...input }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: and(['isConfigured', not('wasSeen')]), target: 'showing' }, { target: 'none' }],
    },
    /** No ad configured, or this login saw it already. */
    none: { type: 'final' },
    showing: {
      entry: ['remember', 'logView'],
      on: {
        'AD.CONTINUE': { target: 'continued', actions: 'logComplete' },
        'AD.CLOSE': { target: 'closed', actions: 'logSkip' },
        'AD.OPEN_LINK': { actions: 'logClick' },
      },
    },
    continued: { type: 'final' },
    closed: { type: 'final' },
  },
});
