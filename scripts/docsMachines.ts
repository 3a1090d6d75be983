/** Writes docs/machines.md from the machines' definitions (see scripts/machineDiagrams.ts). */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadMachines } from './machineFiles';
import { machinesDoc } from './machineDiagrams';

const root = resolve(import.meta.dirname, '..');
const machines = await loadMachines();
writeFileSync(join(root, 'docs/machines.md'), machinesDoc(machines, join(root, 'machines')));
console.log(`docs/machines.md: ${Object.keys(machines).length} machines`);
