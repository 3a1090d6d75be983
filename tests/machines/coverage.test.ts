import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/index';
import { allStates, reachedStates } from './model';
import { models } from './models/index';

/** Every registered machine has a model, and replaying its paths passes through every state of the definition. */
describe('machine coverage', () => {
  for (const [name, machine] of Object.entries(machines)) {
    it(`${name}: its paths reach every state`, () => {
      const model = models[name as keyof typeof models];
      expect(model, `tests/machines/models/${name}.model.ts registered in models/index.ts`).toBeDefined();
      expect(model.machine.id).toBe(machine.id);
      const reached = reachedStates(model);
      const missing = allStates(machine).filter((s) => !reached.has(s));
      expect(missing, `states of ${name} that no path reaches`).toEqual([]);
    });
  }
});
