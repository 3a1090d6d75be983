import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/connect';

/** The embedded database as the server runs it: PGlite in a thread of its own, behind drizzle. */
describe('PGlite in a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ inWorker: true });
    await database.db.execute(
      sql`create table t (id int primary key, at timestamptz, tags text[], doc jsonb)`,
    );
  });
  afterAll(() => database.close());
  const rowsOf = async (query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

  it('answers queries with the types drizzle expects (timestamps as PostgreSQL text, arrays, JSON)', async () => {
    await database.db.execute(
      sql`insert into t values (1, '2026-05-01T10:00:00Z', array['a','b'], ${JSON.stringify({ x: 1 })})`,
    );
    const rows = await rowsOf(sql`select id, at, tags, doc from t where id = 1`);
    expect(rows).toEqual([{ id: 1, at: '2026-05-01 10:00:00+00', tags: ['a', 'b'], doc: { x: 1 } }]);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (2)`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id) values (3)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id) values (4)`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    const rows = await rowsOf(sql`select id from t where id in (2, 3, 4) order by id`);
    expect(rows).toEqual([{ id: 2 }]);
  });

  it('keeps a nested transaction to its savepoint', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (5)`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into t (id) values (6)`);
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    const rows = await rowsOf(sql`select id from t where id in (5, 6)`);
    expect(rows).toEqual([{ id: 5 }]);
  });

  it("passes PostgreSQL's error fields through (a unique violation's code and constraint)", async () => {
    const failure = await database.db.execute(sql`insert into t (id) values (1)`).catch((e: unknown) => e);
    const cause = (failure as { cause?: Record<string, unknown> }).cause ?? failure;
    expect(cause).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('orders a query sent during an open transaction after it, seeing what it committed', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (7)`);
      await held;
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = rowsOf(sql`select count(*)::int as n from t where id = 7`);
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 1 }]);
  });

  it("keeps the server's event loop turning while a long query runs", async () => {
    let turns = 0;
    let running = true;
    const tick = () => {
      turns++;
      if (running) setTimeout(tick, 1);
    };
    setTimeout(tick, 1);
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    running = false;
    expect(turns).toBeGreaterThan(10);
  });
});

describe('PGlite in a worker thread, once closed', () => {
  it('fails a query at once instead of waiting for an answer that cannot come', async () => {
    const database = await openDatabase({ inWorker: true });
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
