import { eq, getTableName, like, type SQL } from 'drizzle-orm';
import type { PersonalColumn } from './personalColumns';

export interface PersonKeys {
  readonly uuid: string;
  readonly email: string;
}

/** The rows of a personal column that name the person. */
export function naming(entry: PersonalColumn, who: PersonKeys): SQL {
  if (entry.holds === 'uuid') return eq(entry.column, who.uuid);
  if (entry.holds === 'email') return eq(entry.column, who.email);
  // Rate-limit keys end in the e-mail address (`<event id>:<email>`, `mail:to:<event id>:<email>`).
  const escaped = who.email.replace(/[\\%_]/g, (c) => `\\${c}`);
  return like(entry.column, `%:${escaped}`);
}

export const tableNameOf = (entry: PersonalColumn) => getTableName(entry.table);
