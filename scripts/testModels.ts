/**
 * `npm run test:models`: replays every machine's model (tests/machines/models) and prints one table of what it
 * covers; fails when a machine in machines/ has no model or leaves a state or transition untaken. With
 * `--mutate`, also breaks each guard and delay in turn and fails on every mutant no path notices. The same
 * figures go to test-results/models.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadMachines } from './machineFiles';
import { type Coverage, measure, type Mutant, mutate } from '../tests/machines/measure';
import { loadModel } from '../tests/machines/models/discover';
import { loadTemporal } from '../machines/support/temporal';

// Node has no Temporal: the polyfill is installed as the web app installs it in a browser without one.
await loadTemporal();

const withMutation = process.argv.includes('--mutate');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));

const machines = await loadMachines();
const rows: Coverage[] = [];
const mutants: Mutant[] = [];
const failures: string[] = [];

for (const [name, machine] of Object.entries(machines)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const model = await loadModel(name);
  if (!model) {
    failures.push(`${name}: no model (tests/machines/models/${name}.model.ts)`);
    continue;
  }
  try {
    const coverage = measure(name, machine, model);
    rows.push(coverage);
    if (coverage.states.missing.length > 0)
      failures.push(`${name}: states not reached: ${coverage.states.missing.join(', ')}`);
    if (coverage.transitions.missing.length > 0)
      failures.push(`${name}: transitions not taken: ${coverage.transitions.missing.join(', ')}`);
  } catch (error) {
    failures.push(`${name}: a path failed: ${(error as Error).message.split('\n')[0]}`);
    continue;
  }
  if (withMutation) {
    const found = mutate(name, model);
    console.log(`${name}: ${found.length} mutants, ${found.filter((m) => !m.caught).length} survived`);
    mutants.push(...found);
  }
}

const pct = (a: number, b: number) => (b === 0 ? '100%' : `${Math.floor((100 * a) / b)}%`);
const table = [
  ['machine', 'states', 'transitions', 'events', 'paths', 'ms'],
  ...rows.map((r) => [
    r.machine,
    `${r.states.reached}/${r.states.total} ${pct(r.states.reached, r.states.total)}`,
    `${r.transitions.reached}/${r.transitions.total} ${pct(r.transitions.reached, r.transitions.total)}`,
    `${r.events.used}/${r.events.total} ${pct(r.events.used, r.events.total)}`,
    String(r.paths),
    String(r.ms),
  ]),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));

const survivors = mutants.filter((m) => !m.caught);
if (withMutation) {
  console.log(
    `\nmutants: ${mutants.length}, caught ${mutants.length - survivors.length}, survived ${survivors.length}`,
  );
  for (const m of survivors) console.log(`  survived: ${m.machine}: ${m.change} (${m.where.join('; ')})`);
}
for (const f of failures) console.log(`✗ ${f}`);

mkdirSync('test-results', { recursive: true });
writeFileSync(
  'test-results/models.json',
  `${JSON.stringify({ machines: rows, ...(withMutation ? { mutants } : {}), failures }, null, 2)}\n`,
);
process.exit(failures.length > 0 || survivors.length > 0 ? 1 : 0);
