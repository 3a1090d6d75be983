import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { closingFactsOfConfig, siteClosingMachine } from '../../machines/siteClosing';
import { modelPaths, replay } from './model';
import { openFacts, siteClosingModel, T0 } from './models/siteClosing.model';

describe('siteClosing: every path from the definition', () => {
  const paths = modelPaths(siteClosingModel);
  it(`${paths.length} paths, each state checked at every step`, () => {
    expect(paths.length).toBeGreaterThan(5);
    for (const p of paths) replay(siteClosingModel, p);
  });
});

describe('siteClosing: time and configuration', () => {
  it('moves from open to soft-closed to closed as the clock actor ticks', () => {
    let tick: ((now: number) => void) | undefined;
    const actor = createActor(
      siteClosingMachine.provide({
        actors: {
          watchClock: fromCallback(({ sendBack }) => {
            tick = (now) => sendBack({ type: 'CLOCK.TICK', now });
          }),
        },
      }),
      { input: { facts: openFacts, isAdmin: false, now: T0 } },
    ).start();
    expect(actor.getSnapshot().value).toBe('open');
    tick?.(T0 + 3_600_000);
    expect(actor.getSnapshot().value).toBe('softClosed');
    tick?.(T0 + 7_200_000);
    expect(actor.getSnapshot().value).toBe('hardClosed');
  });

  it('reads the configuration: epoch seconds, ISO text, soft_closed flag, app_enabled 0', () => {
    expect(
      closingFactsOfConfig({
        source_hex: 'a',
        conferenceid: 1,
        soft_close_timestamp: 1_800_000_000,
        hard_close_time: '2027-01-01T00:00:00Z',
        hard_close_msg: 'Bye',
        soft_closed: 1,
        app_enabled: 0,
        support_email: 'help@example.com',
      }),
    ).toEqual({
      softCloseAt: 1_800_000_000_000,
      softClosed: true,
      hardCloseAt: Date.parse('2027-01-01T00:00:00Z'),
      hardCloseMsg: 'Bye',
      appEnabled: false,
      appDisabledContact: 'help@example.com',
    });
    expect(closingFactsOfConfig({ source_hex: 'a', conferenceid: 1 })).toMatchObject({
      softCloseAt: null,
      hardCloseAt: null,
      appEnabled: true,
    });
  });
});
