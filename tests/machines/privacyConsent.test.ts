import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { privacyConsentMachine } from '../../machines/privacyConsent';
import { modelPaths, replay } from './model';
import { privacyConsentModel } from './models/privacyConsent.model';

describe('privacyConsent', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(privacyConsentModel);
    expect(paths.length).toBeGreaterThanOrEqual(2);
    for (const p of paths) replay(privacyConsentModel, p);
  });

  it('remembers the acceptance once', () => {
    let remembered = 0;
    const actor = createActor(
      privacyConsentMachine.provide({ actions: { rememberConsent: () => void remembered++ } }),
      { input: { accepted: false } },
    ).start();
    actor.send({ type: 'PRIVACY.ACCEPT' });
    actor.send({ type: 'PRIVACY.ACCEPT' });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(remembered).toBe(1);
  });
});
