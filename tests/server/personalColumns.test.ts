import { getTableColumns, getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schemaTables } from '../support/schemaTables';
import { ACCOUNT_TABLE, NOT_PERSONAL, PERSONAL_COLUMNS } from '../../server/areas/dataRights/personalColumns';

/** Column names that may name a person: a uuid, an address, a name, an author, a sender, an owner... */
const LOOKS_PERSONAL = /uuid|email|name|sender|author|owner|requester|staff|created_by|user|participant|key$/;

const tables = schemaTables();

describe('the registry of personal columns', () => {
  it('names every column of the schema that looks personal, or says why it is not', () => {
    const registered = new Set(PERSONAL_COLUMNS.map((e) => `${getTableName(e.table)}.${e.column.name}`));
    const removedWholly = new Set([
      getTableName(ACCOUNT_TABLE),
      ...PERSONAL_COLUMNS.filter((e) => e.erasure === 'remove').map((e) => getTableName(e.table)),
    ]);
    const forgotten = tables.flatMap((table) => {
      const name = getTableName(table);
      return Object.values(getTableColumns(table))
        .map((c) => c.name)
        .filter((c) => LOOKS_PERSONAL.test(c))
        .filter((c) => !registered.has(`${name}.${c}`) && !(NOT_PERSONAL[name] ?? []).includes(c))
        .filter(() => !removedWholly.has(name))
        .map((c) => `${name}.${c}`);
    });
    expect(forgotten).toEqual([]);
  });

  it('holds only columns of the schema, each once', () => {
    const keys = PERSONAL_COLUMNS.map((e) => `${getTableName(e.table)}.${e.column.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of PERSONAL_COLUMNS) expect(tables).toContain(e.table);
  });
});
