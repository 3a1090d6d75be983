import { describe, expect, it } from 'vitest';
import { loadMachines } from '../../scripts/machineFiles';
import { measure } from './measure';
import { loadModel } from './models/discover';

const machines = await loadMachines();

/** Every machine in machines/ has a model, and replaying its paths reaches every state and takes every transition. */
describe('machine coverage', () => {
  for (const [name, machine] of Object.entries(machines)) {
    it(`${name}: its paths reach every state and take every transition`, async () => {
      const model = await loadModel(name);
      expect(model, `tests/machines/models/${name}.model.ts exporting ${name}Model`).not.toBeNull();
      expect(model!.machine.id).toBe(machine.id);
      const coverage = measure(name, machine, model!);
      expect(coverage.states.missing, `states of ${name} that no path reaches`).toEqual([]);
      expect(coverage.transitions.missing, `transitions of ${name} that no path takes`).toEqual([]);
    });
  }
});
