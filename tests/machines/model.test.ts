import { describe, expect, it } from 'vitest';
import { assign, type EventFromLogic, setup } from 'xstate';
import { allTransitions, measure } from './measure';
import { type MachineModel, modelPaths } from './model';

/** A door that counts its openings: the same edges come back with every count. */
const door = setup({
  types: {
    context: {} as { opened: number },
    events: {} as { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'LOCK' } | { type: 'UNLOCK' },
  },
}).createMachine({
  id: 'door',
  context: { opened: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { target: 'open', actions: assign({ opened: ({ context }) => context.opened + 1 }) },
        LOCK: 'locked',
      },
    },
    open: { on: { CLOSE: 'closed' } },
    locked: { on: { UNLOCK: 'closed' } },
  },
});
type Door = typeof door;

const modelOf = (transitionPaths: MachineModel<Door>['transitionPaths']): MachineModel<Door> => ({
  name: 'door',
  machine: door,
  inputs: [{ label: 'a closed door', input: undefined as never }],
  events: () =>
    [{ type: 'OPEN' }, { type: 'CLOSE' }, { type: 'LOCK' }, { type: 'UNLOCK' }] as EventFromLogic<Door>[],
  meaning: (s) => expect(s.context.opened).toBeGreaterThanOrEqual(s.matches('open') ? 1 : 0),
  // Each count of openings is a state of its own: paths stop at two.
  stopWhen: (s) => s.context.opened >= 2,
  ...(transitionPaths === undefined ? {} : { transitionPaths }),
});

describe('model paths', () => {
  it('shortest paths alone leave a transition back to a state already reached untaken', () => {
    const coverage = measure('door', door, modelOf(undefined));
    expect(coverage.transitions.missing).toEqual(['locked UNLOCK #0']);
  });

  it("'newEdges' takes every transition with one path per edge, fewer than following every event", () => {
    const every = modelPaths(modelOf(true));
    const newEdges = modelPaths(modelOf('newEdges'));
    expect(measure('door', door, modelOf('newEdges')).transitions.missing).toEqual([]);
    expect(allTransitions(door)).toHaveLength(4);
    expect(newEdges.length).toBeLessThan(every.length);
    const walked = newEdges.map((p) => p.path.steps.map((s) => s.event.type).join(' → '));
    expect(walked).toContain('xstate.init → LOCK → UNLOCK');
    // The same edge from a later count of openings is left out.
    expect(walked).not.toContain('xstate.init → OPEN → CLOSE → LOCK → UNLOCK');
    expect(every.map((p) => p.path.steps.map((s) => s.event.type).join(' → '))).toContain(
      'xstate.init → OPEN → CLOSE → LOCK → UNLOCK',
    );
  });
});
