import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { adRotationMachine } from '../../../machines/adRotation';
import type { MachineModel } from '../model';

type Machine = typeof adRotationMachine;

function meaning(s: SnapshotFrom<Machine>) {
  const { index, count } = s.context;
  expect(index).toBeGreaterThanOrEqual(0);
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
    ] as EventFromLogic<Machine>[],
  delays: (s) => ({ ROTATION: s.context.interval }),
  meaning,
};
