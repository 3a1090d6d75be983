import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

/**
 * Every machine of the platform, found from machines/ itself: each `machines/<name>.ts` (views, menus and
 * support files have a second dot or live in a folder) exports `<name>Machine`. Nobody keeps a list by hand, so
 * a new machine is in the diagrams, the coverage test and `npm run test:models` the moment its file exists.
 */
export const machinesDir = resolve(import.meta.dirname, '..', 'machines');

export const machineNames = (dir = machinesDir): string[] =>
  readdirSync(dir)
    .filter((f) => /^[A-Za-z]+\.ts$/.test(f))
    .map((f) => f.slice(0, -'.ts'.length))
    .sort();

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'provide' in value && 'config' in value;

export async function loadMachines(dir = machinesDir): Promise<Record<string, AnyStateMachine>> {
  const out: Record<string, AnyStateMachine> = {};
  for (const name of machineNames(dir)) {
    const file = join(dir, `${name}.ts`);
    const exported = ((await import(pathToFileURL(file).href)) as Record<string, unknown>)[`${name}Machine`];
    if (!isMachine(exported))
      throw new Error(`machines/${name}.ts must export its machine as ${name}Machine`);
    out[name] = exported;
  }
  return out;
}
