import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { loungeMachine } from '../../machines/lounge';
import { loungeView } from '../../machines/lounge.view';
import { modelPaths, replay } from './model';
import { loungeModel, NOW, room, S, scenarios } from './models/lounge.model';

const MINUTE = 60_000;

describe('lounge model', () => {
  for (const { label } of scenarios) {
    it(`${label}: every step of every path means what the specification says`, () => {
      const paths = modelPaths(loungeModel).filter((p) => p.label === label);
      expect(paths.length).toBeGreaterThan(2);
      for (const p of paths) replay(loungeModel, p);
    });
  }
});

describe('lounge timers', () => {
  it('offers Join Room on its own 10 minutes before the start and shows LIVE at the start', () => {
    const clock = new SimulatedClock();
    const machine = loungeMachine.provide({ actors: { stayInRoom: fromCallback(() => {}) } });
    const rooms = [room('r', { scheduled: true, schedules: [{ start: S, end: S + 60 * MINUTE }] })];
    const actor = createActor(machine, {
      input: { now: NOW, rooms, isAdmin: false, limitedAccess: false },
      clock,
    }).start();
    const card = () => loungeView(actor.getSnapshot()).cards[0];
    expect(card()).toMatchObject({ button: 'none', isLive: false });
    clock.increment(S - 10 * MINUTE - NOW - 1);
    expect(card()?.button).toBe('none');
    clock.increment(1);
    expect(card()).toMatchObject({ button: 'join', isLive: false });
    clock.increment(10 * MINUTE);
    expect(card()).toMatchObject({ button: 'join', isLive: true });
    clock.increment(60 * MINUTE + 1);
    expect(loungeView(actor.getSnapshot()).cards).toEqual([]);
    actor.stop();
  });
});
