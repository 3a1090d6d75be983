import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../server/db/schema';

/** Every table the drizzle schema exports. */
export const schemaTables = (): PgTable[] =>
  Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable));
