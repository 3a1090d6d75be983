import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineDoc, machinesDoc } from '../../scripts/machineDiagrams';
import { loadMachines } from '../../scripts/machineFiles';

const root = join(import.meta.dirname, '..', '..');
const machines = await loadMachines();

describe('docs/machines.md', () => {
  it('is what the machines define now (npm run docs:machines writes it)', () => {
    const written = readFileSync(join(root, 'docs/machines.md'), 'utf8');
    expect(written, 'docs/machines.md is stale: run npm run docs:machines').toBe(
      machinesDoc(machines, join(root, 'machines')),
    );
  });

  it('draws nested and parallel states, guards, delays and finished actors on the arrows', () => {
    const doc = machineDoc('gameEligibility', machines.gameEligibility!, join(root, 'machines'));
    expect(doc).toContain('state "eligible" as gameEligibility_ready_eligible {');
    expect(doc).toMatch(/\n\s+--\n/); // a parallel region's separator
    expect(doc).toContain(': after NEXT_BOUNDARY');
    expect(doc).toContain(': done fetchGame');
    expect(doc).toContain('[canGrantPoints]');
    expect(doc).toContain('- Delays: `NEXT_BOUNDARY`');
    const signIn = machineDoc('signIn', machines.signIn!, join(root, 'machines'));
    expect(signIn).toContain('MAGIC_LINK.REQUEST [hasMagicLink and isEmailValid]');
  });
});
