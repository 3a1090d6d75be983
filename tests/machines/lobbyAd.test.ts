import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { lobbyAdMachine } from '../../machines/lobbyAd';
import { modelPaths, replay } from './model';
import { lobbyAdModel } from './models/lobbyAd.model';

describe('lobbyAd', () => {
  it('every path and transition from the definition, each state checked at every step', () => {
    const paths = modelPaths(lobbyAdModel);
    expect(paths.length).toBeGreaterThan(4);
    for (const p of paths) replay(lobbyAdModel, p);
  });

  it('remembers the ad as soon as it shows, logs a click while it stays open, and Continue completes it', () => {
    const log: string[] = [];
    const machine = lobbyAdMachine.provide({
      actions: {
        remember: () => void log.push('remember'),
        logView: () => void log.push('view'),
        logClick: () => void log.push('click'),
        logComplete: () => void log.push('complete'),
        logSkip: () => void log.push('skip'),
      },
    });
    const actor = createActor(machine, { input: { configured: true, seen: false } }).start();
    expect(log).toEqual(['remember', 'view']);
    actor.send({ type: 'AD.OPEN_LINK' });
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'AD.CONTINUE' });
    expect(log).toEqual(['remember', 'view', 'click', 'complete']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows nothing, and remembers nothing, when this login saw the ad or none is configured', () => {
    const remember = vi.fn();
    const machine = lobbyAdMachine.provide({ actions: { remember } });
    for (const input of [
      { configured: true, seen: true },
      { configured: false, seen: false },
    ]) {
      expect(createActor(machine, { input }).start().getSnapshot().value).toBe('none');
    }
    expect(remember).not.toHaveBeenCalled();
  });
});
