import { expect } from 'vitest';
import { fromCallback, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { type ClosingFacts, siteClosingMachine } from '../../../machines/siteClosing';
import { siteClosingView } from '../../../machines/siteClosing.view';
import type { MachineModel } from '../model';

type Machine = typeof siteClosingMachine;
type Ev = EventFromLogic<Machine>;

export const T0 = Date.UTC(2026, 10, 22, 12);
const HOUR = 3_600_000;

export const openFacts: ClosingFacts = {
  softCloseAt: T0 + HOUR,
  softClosed: false,
  hardCloseAt: T0 + 2 * HOUR,
  hardCloseMsg: null,
  appEnabled: true,
  appDisabledContact: null,
};
const customMessage: ClosingFacts = { ...openFacts, hardCloseMsg: 'See you next year!' };
const flaggedSoft: ClosingFacts = { ...openFacts, softCloseAt: null, softClosed: true };
const disabled: ClosingFacts = { ...openFacts, appEnabled: false, appDisabledContact: 'help@example.com' };

export const siteClosingTestMachine = siteClosingMachine.provide({
  actors: { watchClock: fromCallback(() => () => {}) },
});

const events: Ev[] = [
  { type: 'CLOCK.TICK', now: T0 + HOUR / 2 },
  { type: 'CLOCK.TICK', now: T0 + HOUR },
  { type: 'CLOCK.TICK', now: T0 + 3 * HOUR },
  { type: 'FACTS.UPDATE', facts: openFacts, isAdmin: false },
  { type: 'FACTS.UPDATE', facts: customMessage, isAdmin: false },
  { type: 'FACTS.UPDATE', facts: openFacts, isAdmin: true },
  { type: 'FACTS.UPDATE', facts: flaggedSoft, isAdmin: false },
  { type: 'FACTS.UPDATE', facts: disabled, isAdmin: false },
];

function meaning(s: SnapshotFrom<Machine>) {
  const v = siteClosingView(s);
  const { facts, now, isAdmin } = s.context;
  const hard = facts.hardCloseAt !== null && facts.hardCloseAt <= now;
  const soft = facts.softClosed || (facts.softCloseAt !== null && facts.softCloseAt <= now);
  if (s.matches('appDisabled')) {
    expect(facts.appEnabled).toBe(false);
    expect(v.page).toBe('appDisabled');
    expect(v.appDisabledContact).toBe(facts.appDisabledContact);
  } else if (s.matches('hardClosed')) {
    expect(hard && !isAdmin).toBe(true);
    expect(v.page).toBe('closed');
    expect(v.closedMessage).toBe(facts.hardCloseMsg);
  } else if (s.matches('adminView')) {
    expect(hard && isAdmin).toBe(true);
    expect(v.page).toBe('app');
    expect(v.adminNotice).toBe(true);
    expect(v.softClosed).toBe(true);
  } else if (s.matches('softClosed')) {
    expect(soft && !hard).toBe(true);
    expect(v.page).toBe('app');
    expect(v.softClosed).toBe(true);
    expect(v.adminNotice).toBe(false);
  } else if (s.matches('open')) {
    expect(soft || hard || !facts.appEnabled).toBe(false);
    expect(v).toMatchObject({ page: 'app', softClosed: false, adminNotice: false });
  } else {
    throw new Error(`No meaning for state ${v.state}`);
  }
}

export const siteClosingModel: MachineModel<typeof siteClosingTestMachine> = {
  name: 'siteClosing',
  machine: siteClosingTestMachine,
  inputs: [
    { label: 'attendee before the close', input: { facts: openFacts, isAdmin: false, now: T0 } },
    { label: 'admin after the hard close', input: { facts: openFacts, isAdmin: true, now: T0 + 3 * HOUR } },
  ],
  events: () => events,
  meaning,
};
