import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/index';
import { allStates, reachedStates } from './model';
import { models } from './models/index';

/** Every registered machine has a model test, and its paths reach every state of the definition. */
describe('machine coverage', () => {
  for (const [name, machine] of Object.entries(machines)) {
    describe(name, () => {
      const testFile = fileURLToPath(new URL(`./${name}.test.ts`, import.meta.url));
      const model = models[name as keyof typeof models];

      it('has a model test', () => {
        expect(existsSync(testFile), `tests/machines/${name}.test.ts`).toBe(true);
      });

      it('reaches every state', () => {
        // Machines modelled with tests/machines/support/model.ts assert it in their own test file.
        if (!model) {
          expect(readFileSync(testFile, 'utf8')).toMatch(
            new RegExp(`expectEveryStateReached\\(\\s*${name}Machine\\b`),
          );
          return;
        }
        expect(model.machine.id).toBe(machine.id);
        const reached = reachedStates(model);
        const missing = allStates(machine).filter((s) => !reached.has(s));
        expect(missing, `states of ${name} that no path reaches`).toEqual([]);
      });
    });
  }
});
