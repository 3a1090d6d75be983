import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { privacyConsentMachine } from '../../../machines/privacyConsent';
import type { MachineModel } from '../model';

type Machine = typeof privacyConsentMachine;

export const privacyConsentTestMachine = privacyConsentMachine.provide({
  actions: { rememberConsent: () => {} },
});

function meaning(s: SnapshotFrom<Machine>) {
  if (s.matches('shown')) {
    expect(s.can({ type: 'PRIVACY.ACCEPT' })).toBe(true);
  } else if (s.matches('accepted')) {
    expect(s.can({ type: 'PRIVACY.ACCEPT' })).toBe(false);
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const privacyConsentModel: MachineModel<typeof privacyConsentTestMachine> = {
  name: 'privacyConsent',
  machine: privacyConsentTestMachine,
  inputs: [
    { label: 'first visit', input: { accepted: false } },
    { label: 'accepted before', input: { accepted: true } },
  ],
  events: () => [{ type: 'PRIVACY.ACCEPT' }],
  meaning,
  simplePaths: true,
};
