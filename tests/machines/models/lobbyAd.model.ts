import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { lobbyAdMachine } from '../../../machines/lobbyAd';
import { lobbyAdView } from '../../../machines/lobbyAd.view';
import type { MachineModel } from '../model';

type Machine = typeof lobbyAdMachine;
type Ev = EventFromLogic<Machine>;

const events: Ev[] = [{ type: 'AD.CONTINUE' }, { type: 'AD.CLOSE' }, { type: 'AD.OPEN_LINK' }];

interface Record {
  remembered: number;
  views: number;
  completes: number;
  skips: number;
  clicks: number;
}

/** What each state means, given what this path has remembered and logged so far. */
function meaningWith(r: Record) {
  return (s: SnapshotFrom<Machine>) => {
    const view = lobbyAdView(s);
    const { configured, seen } = s.context;
    if (s.matches('none')) {
      expect(configured && !seen).toBe(false);
      expect(view).toMatchObject({ open: false, settled: true });
      expect(r).toEqual({ remembered: 0, views: 0, completes: 0, skips: 0, clicks: 0 });
      return;
    }
    // Shown once: remembered and counted as a view exactly once, whatever happened after.
    expect(configured && !seen).toBe(true);
    expect(r.remembered).toBe(1);
    expect(r.views).toBe(1);
    if (s.matches('showing')) {
      expect(view).toMatchObject({ open: true, settled: false, continueKey: 'lobby.ad.continue' });
      expect(r.completes + r.skips).toBe(0);
    } else if (s.matches('continued')) {
      expect(view).toMatchObject({ open: false, settled: true });
      expect([r.completes, r.skips]).toEqual([1, 0]);
    } else if (s.matches('closed')) {
      expect(view).toMatchObject({ open: false, settled: true });
      expect([r.completes, r.skips]).toEqual([0, 1]);
    } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
  };
}

const recording = (r: Record) =>
  lobbyAdMachine.provide({
    actions: {
      remember: () => void r.remembered++,
      logView: () => void r.views++,
      logComplete: () => void r.completes++,
      logSkip: () => void r.skips++,
      logClick: () => void r.clicks++,
    },
  });

const fresh = (): Record => ({ remembered: 0, views: 0, completes: 0, skips: 0, clicks: 0 });

export const lobbyAdModel: MachineModel<Machine> = {
  name: 'lobbyAd',
  machine: recording(fresh()),
  inputs: [
    { label: 'an ad, not seen', input: { configured: true, seen: false } },
    { label: 'an ad this login saw', input: { configured: true, seen: true } },
    { label: 'no ad', input: { configured: false, seen: false } },
  ],
  events: () => events,
  perPath: () => {
    const r = fresh();
    return { machine: recording(r), meaning: meaningWith(r) };
  },
  simplePaths: true,
  transitionPaths: true,
};
