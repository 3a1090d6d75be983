import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { type AdPlaybackInput, adPlaybackMachine } from '../../../machines/adPlayback';
import { adPlaybackView } from '../../../machines/adPlayback.view';
import type { MachineModel, Step } from '../model';

type Machine = typeof adPlaybackMachine;
type Ev = EventFromLogic<Machine>;

const events: Ev[] = [
  { type: 'AD.ENDED' },
  { type: 'AD.SKIP' },
  { type: 'AD.ERROR' },
  { type: 'AD.OPEN_LINK' },
];

interface Record {
  remembered: number;
  started: number;
  completes: number;
  skips: number;
  clicks: number;
}

const skippable = (i: AdPlaybackInput) => !i.ranRecently || i.mayAlwaysSkip;

/** What each state means, given what this path has remembered and logged so far. */
function meaningWith(r: Record) {
  return (s: SnapshotFrom<Machine>, { event, previous }: Step<Machine>) => {
    const view = adPlaybackView(s);
    const input = s.context;
    if (s.matches('playingAd')) {
      expect(input.hasAd).toBe(true);
      expect(view).toMatchObject({ showAd: true, showMain: false, autoplayMain: false });
      expect(view.canSkip).toBe(skippable(input));
      // The run is remembered and started once, as the ad begins; nothing ended it yet.
      expect([r.remembered, r.started, r.completes, r.skips]).toEqual([1, 1, 0, 0]);
      if (event.type === 'AD.OPEN_LINK') expect(r.clicks).toBeGreaterThanOrEqual(1);
      return;
    }
    if (!s.matches('main')) throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
    expect(view).toMatchObject({ showAd: false, showMain: true, canSkip: false, autoplayMain: input.hasAd });
    if (!input.hasAd) {
      expect(r).toEqual({ remembered: 0, started: 0, completes: 0, skips: 0, clicks: 0 });
      return;
    }
    expect([r.remembered, r.started]).toEqual([1, 1]);
    // How the ad ended decides what was logged: its end completes it, Skip skips it, an error logs neither.
    const ended = previous?.matches('playingAd') ? event.type : null;
    if (ended === 'AD.ENDED') expect([r.completes, r.skips]).toEqual([1, 0]);
    if (ended === 'AD.SKIP') {
      expect(skippable(input)).toBe(true);
      expect([r.completes, r.skips]).toEqual([0, 1]);
    }
    if (ended === 'AD.ERROR') expect([r.completes, r.skips]).toEqual([0, 0]);
    expect(r.completes + r.skips).toBeLessThanOrEqual(1);
  };
}

const recording = (r: Record) =>
  adPlaybackMachine.provide({
    actions: {
      rememberRun: () => void r.remembered++,
      logStarted: () => void r.started++,
      logComplete: () => void r.completes++,
      logSkip: () => void r.skips++,
      logClick: () => void r.clicks++,
    },
  });

const fresh = (): Record => ({ remembered: 0, started: 0, completes: 0, skips: 0, clicks: 0 });

export const adPlaybackModel: MachineModel<Machine> = {
  name: 'adPlayback',
  machine: recording(fresh()),
  inputs: [
    { label: 'an ad, none ran this hour', input: { hasAd: true, ranRecently: false, mayAlwaysSkip: false } },
    { label: 'an ad, one ran this hour', input: { hasAd: true, ranRecently: true, mayAlwaysSkip: false } },
    {
      label: 'an ad, one ran this hour, an admin',
      input: { hasAd: true, ranRecently: true, mayAlwaysSkip: true },
    },
    { label: 'no ad', input: { hasAd: false, ranRecently: false, mayAlwaysSkip: false } },
  ],
  events: () => events,
  perPath: () => {
    const r = fresh();
    return { machine: recording(r), meaning: meaningWith(r) };
  },
  simplePaths: true,
  transitionPaths: true,
};
