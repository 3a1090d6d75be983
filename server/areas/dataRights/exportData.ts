import { getTableColumns } from 'drizzle-orm';
import type { PersonalDataExport } from '../../../schemas/dataRights';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { PERSONAL_COLUMNS } from './personalColumns';
import { naming, tableNameOf } from './personMatch';

/** Secrets of the account that an export never holds. */
const WITHHELD = new Set(['passwordHash', 'nonce']);

const withoutSecrets = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !WITHHELD.has(key)));

/**
 * Everything stored about the person: their account and each row of each personal column that names them
 * (their own messages, likes, votes...). Others' rows are not included, not even the messages others sent them
 * in a conversation: those are the others' data (docs/decisions.md "Data rights").
 */
export async function exportPersonalData(
  db: Db,
  event: EventRow,
  person: UserRow,
  now: number,
): Promise<PersonalDataExport> {
  const tables: Record<string, unknown[]> = {};
  for (const entry of PERSONAL_COLUMNS) {
    const rows = await db.select(getTableColumns(entry.table)).from(entry.table).where(naming(entry, person));
    const name = tableNameOf(entry);
    // A row that names the person in two columns (an own request in the audit log) is listed once.
    const seen = new Set((tables[name] ?? []).map((r) => JSON.stringify(r)));
    const fresh = rows.map(withoutSecrets).filter((r) => !seen.has(JSON.stringify(r)));
    tables[name] = [...(tables[name] ?? []), ...fresh];
  }
  return {
    exported_at: new Date(now).toISOString(),
    event: event.title,
    person: withoutSecrets(person),
    tables,
  };
}
