import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { adPlaybackMachine } from '../../machines/adPlayback';
import { modelPaths, replay } from './model';
import { adPlaybackModel } from './models/adPlayback.model';

describe('adPlayback', () => {
  it('every path and transition from the definition, each state checked at every step', () => {
    const paths = modelPaths(adPlaybackModel);
    expect(paths.length).toBeGreaterThan(4);
    for (const p of paths) replay(adPlaybackModel, p);
  });

  it('logs the start as the ad begins, a click on it, and its completion; then the main video', () => {
    const log: string[] = [];
    const machine = adPlaybackMachine.provide({
      actions: {
        rememberRun: () => void log.push('remember'),
        logStarted: () => void log.push('started'),
        logClick: () => void log.push('click'),
        logComplete: () => void log.push('complete'),
        logSkip: () => void log.push('skip'),
      },
    });
    const actor = createActor(machine, {
      input: { hasAd: true, ranRecently: false, mayAlwaysSkip: false },
    }).start();
    actor.send({ type: 'AD.OPEN_LINK' });
    actor.send({ type: 'AD.ENDED' });
    expect(log).toEqual(['remember', 'started', 'click', 'complete']);
    expect(actor.getSnapshot().value).toBe('main');
  });

  it('refuses Skip within the hour after the last ad run', () => {
    const actor = createActor(adPlaybackMachine, {
      input: { hasAd: true, ranRecently: true, mayAlwaysSkip: false },
    }).start();
    actor.send({ type: 'AD.SKIP' });
    expect(actor.getSnapshot().value).toBe('playingAd');
    actor.send({ type: 'AD.ERROR' });
    expect(actor.getSnapshot().value).toBe('main');
  });
});
