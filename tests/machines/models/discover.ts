import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { MachineModel } from '../model';

/** The model of a machine lives in `tests/machines/models/<name>.model.ts` as `<name>Model`; null when none. */
export async function loadModel(name: string): Promise<MachineModel<AnyStateMachine> | null> {
  const file = join(import.meta.dirname, `${name}.model.ts`);
  if (!existsSync(file)) return null;
  const exported = ((await import(pathToFileURL(file).href)) as Record<string, unknown>)[`${name}Model`];
  if (!exported) throw new Error(`tests/machines/models/${name}.model.ts must export ${name}Model`);
  return exported as MachineModel<AnyStateMachine>;
}
