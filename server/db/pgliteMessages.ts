/** What the server's thread and the PGlite thread say to each other (server/db/pgliteWorker.ts). */

export type PgliteRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      rawTypes: number[];
      tx?: number;
    }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** A database error's fields, as PGlite's DatabaseError has them (an Error's own fields do not cross threads). */
export interface PgliteErrorFields {
  message: string;
  name?: string;
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  severity?: string;
}

export type PgliteOutcome = { ok: true; value: unknown } | { ok: false; error: PgliteErrorFields };

export type PgliteReply = PgliteOutcome & { id: number };

export interface PgliteThreadData {
  dataDir: string | undefined;
}
