/**
 * The privacy banner (000 §2): shown until accepted; the acceptance is remembered for 2 days (§9 privacy
 * cookie). Input: whether it was accepted before. Provide the action rememberConsent.
 */
import { setup } from 'xstate';

export const privacyConsentMachine = setup({
  types: {
    input: {} as { accepted: boolean },
    context: {} as { accepted: boolean },
    events: {} as { type: 'PRIVACY.ACCEPT' },
  },
  actions: {
    rememberConsent: () => {
      throw new Error('rememberConsent not provided');
    },
  },
  guards: {
    wasAccepted: ({ context }) => context.accepted,
  },
}).createMachine({
  id: 'privacyConsent',
  context: ({ input }) => ({ accepted: input.accepted }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'wasAccepted', target: 'accepted' }, { target: 'shown' }] },
    shown: { on: { 'PRIVACY.ACCEPT': { target: 'accepted', actions: 'rememberConsent' } } },
    accepted: {},
  },
});
