/**
 * What the program import screen shows for a snapshot of the programImport machine: the chosen file and option,
 * the progress bar (what is going on and how far), the sessions a prune would remove to confirm, the summary or
 * the failure, and the events allowed now.
 */
import type { SnapshotFrom } from 'xstate';
import type { FieldError } from '../schemas/errors';
import type { GoneSession, ProgramImportReply } from '../schemas/programImport';
import type { programImportMachine } from './programImport';
import { stateName } from './support/stateName';

export type ProgramImportSnapshot = SnapshotFrom<typeof programImportMachine>;

/** The bar: a step (its text in IMPORT_STEP_TEXT_KEYS) and how far it is; `max` null while unknown. */
export interface ImportProgressView {
  readonly step: 'uploading' | 'reading' | 'importing';
  readonly value: number;
  readonly max: number | null;
}

/** The text of each step the bar shows. */
export const IMPORT_STEP_TEXT_KEYS = {
  uploading: 'programImport.step.uploading',
  reading: 'programImport.step.reading',
  importing: 'programImport.step.importing',
} as const satisfies Record<ImportProgressView['step'], string>;

export interface ProgramImportView {
  readonly state: string;
  readonly fileName: string | null;
  /** The chosen file is larger than the server reads. */
  readonly tooLarge: boolean;
  readonly prune: boolean;
  /** A file is on its way or being read: the form waits. */
  readonly busy: boolean;
  readonly canChoose: boolean;
  readonly canStart: boolean;
  readonly progress: ImportProgressView | null;
  /** The sessions the import would remove, while it asks to go on. */
  readonly confirm: readonly GoneSession[] | null;
  readonly summary: ProgramImportReply | null;
  readonly failure: { readonly message: string; readonly fields: readonly FieldError[] } | null;
}

function progressOf(s: ProgramImportSnapshot): ImportProgressView | null {
  const { upload, written } = s.context;
  if (s.matches({ checking: 'uploading' }) || s.matches({ sending: 'uploading' }))
    return { step: 'uploading', value: upload?.loaded ?? 0, max: upload?.total ?? null };
  if (s.matches({ checking: 'reading' })) return { step: 'reading', value: 0, max: null };
  if (s.matches({ sending: 'importing' }))
    return { step: 'importing', value: written?.done ?? 0, max: written?.total ?? null };
  return null;
}

export function programImportView(s: ProgramImportSnapshot): ProgramImportView {
  const { file, maxBytes, prune, plan, summary, failure } = s.context;
  return {
    state: stateName(s.value),
    fileName: file?.name ?? null,
    tooLarge: file !== null && file.size > maxBytes,
    prune,
    busy: s.matches('checking') || s.matches('sending'),
    canChoose: s.can({ type: 'IMPORT.CHOOSE', file: null }),
    canStart: s.can({ type: 'IMPORT.START' }),
    progress: progressOf(s),
    confirm: s.matches('confirming') ? (plan?.gone ?? []) : null,
    summary: s.matches('done') ? summary : null,
    failure: s.matches('failed') ? failure : null,
  };
}
