import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { adRotationMachine } from '../../../machines/adRotation';
import type { MachineModel, Step } from '../model';

type Machine = typeof adRotationMachine;

/** The ad each step shows: the next one when the interval is over, the chosen one when it exists. */
function expectedIndex(s: SnapshotFrom<Machine>, { event, previous }: Step<Machine>): number {
  if (!previous) return 0;
  const before = previous.context.index;
  if ((event.type as string) === 'xstate.after.ROTATION.adRotation.rotating')
    return (before + 1) % s.context.count;
  if (event.type === 'AD.SHOW') return event.index < s.context.count ? event.index : before;
  return before;
}

function meaning(s: SnapshotFrom<Machine>, step: Step<Machine>) {
  const { index, count } = s.context;
  expect(index).toBe(expectedIndex(s, step));
  if (s.matches('still')) expect(count).toBeLessThanOrEqual(1);
  else if (s.matches('rotating')) {
    expect(count).toBeGreaterThan(1);
    expect(index).toBeLessThan(count);
    expect(s.context.autoplay).toBe(true);
  } else if (s.matches('chosenByHand')) {
    expect(count).toBeGreaterThan(1);
    expect(index).toBeLessThan(count);
    expect(s.context.autoplay).toBe(false);
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const adRotationModel: MachineModel<Machine> = {
  name: 'adRotation',
  machine: adRotationMachine,
  inputs: [
    { label: 'one ad', input: { count: 1, interval: 8000, autoplay: true } },
    { label: 'three ads', input: { count: 3, interval: 5000, autoplay: true } },
    { label: 'three ads, reduced motion', input: { count: 3, interval: 5000, autoplay: false } },
  ],
  events: () =>
    [
      { type: 'AD.SHOW', index: 2 },
      { type: 'AD.SHOW', index: 7 },
      { type: 'xstate.after.ROTATION.adRotation.rotating' },
    ] as EventFromLogic<Machine>[],
  delays: (s) => ({ ROTATION: s.context.interval }),
  meaning,
  transitionPaths: true,
};
