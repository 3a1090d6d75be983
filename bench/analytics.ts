/**
 * `npm run bench:analytics`: how long the organisers' dashboard takes to read its figures at a large event, on
 * embedded PGlite (in its own thread, as `npm start` runs it) and on PostgreSQL (a database of its own on
 * TEST_DATABASE_URL's server, skipped when it cannot be reached). The event: ANALYTICS_SESSIONS sessions (500),
 * ANALYTICS_PEOPLE people (5,000) and ANALYTICS_ROWS rows of activity (1,000,000) over three days: page views,
 * favourites, heartbeats, posts, booth visits, lounge joins, and a live-viewer sample a minute for each session's
 * hour. Prints the rows' insert time; the dashboard's first reading of the whole log, with how long an attendee's
 * query waited behind it meanwhile; a refresh 10 s later with 1,000 new rows and a session's page (p50 and max of
 * ANALYTICS_RUNS, 5). Bounded; stops by itself.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createEventAnalytics } from '../server/areas/analytics/eventAnalytics';
import { findEventById } from '../server/areas/events/queries';
import { openDatabase } from '../server/db/connect';
import { refreshStatistics } from '../server/db/statistics';
import { activityLog, users } from '../server/db/schema';
import { insertItems, item } from '../tests/support/program';
import { insertEvent } from '../tests/support/server';

const SESSIONS = Number(process.env.ANALYTICS_SESSIONS ?? 500);
const PEOPLE = Number(process.env.ANALYTICS_PEOPLE ?? 5_000);
const ROWS = Number(process.env.ANALYTICS_ROWS ?? 1_000_000);
const RUNS = Number(process.env.ANALYTICS_RUNS ?? 5);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 20, 14, 0);

async function postgresUrl(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query('DROP DATABASE IF EXISTS bench_analytics');
  await admin.query('CREATE DATABASE bench_analytics');
  await admin.end();
  const url = new URL(POSTGRES);
  url.pathname = '/bench_analytics';
  return url.toString();
}

const ms = (t: number) => `${t.toFixed(0)} ms`;
async function timed(f: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await f();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return `p50 ${ms(times[Math.floor(times.length / 2)] ?? 0)}, max ${ms(times.at(-1) ?? 0)}`;
}

async function run(name: string, database: Awaited<ReturnType<typeof openDatabase>>) {
  const { db } = database;
  const event = await insertEvent(db, 'bench-analytics', { timezone: 'America/Chicago' });
  await insertItems(
    db,
    event.id,
    Array.from({ length: SESSIONS }, (_, i) =>
      item(event, { _id: `session_${1000 + i}`, session_id: 1000 + i, start_time_unix: START + i * 600_000 }),
    ),
  );
  const t0 = performance.now();
  await db.execute(sql`
    insert into ${users} (uuid, event_id, email)
    select 'person-' || p, ${event.id}, 'person' || p || '@example.com' from generate_series(1, ${PEOPLE}) as p`);
  // Rows made by the database itself: a mix of actions over three days, people and sessions spread evenly.
  const actions = [
    'session_view',
    'favourite',
    'watch_ondemand',
    'post',
    'booth_visit',
    'lounge_join',
    'rating',
  ];
  await db.execute(sql`
    insert into ${activityLog} (event_id, uuid, action, entity_type, entity_id, amount, at)
    select ${event.id}, 'person-' || (1 + (n::bigint * 7919) % ${PEOPLE}), (${sql.raw(`ARRAY[${actions.map((a) => `'${a}'`).join(',')}]`)})[1 + n % ${actions.length}],
      'session', (1000 + n % ${SESSIONS})::text, 60,
      to_timestamp((${START} + (n::bigint * ${3 * DAY}) / ${ROWS}) / 1000.0)
    from generate_series(1, ${ROWS}) as n`);
  const minutes = 60;
  await db.execute(sql`
    insert into ${activityLog} (event_id, uuid, action, entity_type, entity_id, amount, at)
    select ${event.id}, null, 'live_viewers', 'session', (1000 + s)::text, 1 + (s * 7 + m) % 200,
      to_timestamp((${START}::bigint + s * 600000 + m * 60000) / 1000.0)
    from generate_series(0, ${SESSIONS - 1}) as s, generate_series(0, ${minutes - 1}) as m`);
  const inserted = performance.now() - t0;
  // As `npm start` keeps them on PGlite (every 15 minutes) and PostgreSQL's autovacuum does.
  const t1 = performance.now();
  await refreshStatistics(db);
  const analyzed = performance.now() - t1;
  let now = Date.now();
  const clock = { now: () => now };
  const analytics = createEventAnalytics({ db, clock, snapshot: async () => new Map() });
  const row = await findEventById(db, event.id);
  const total = ROWS + SESSIONS * minutes;
  console.log(
    `${name}: ${total.toLocaleString('en')} rows of activity inserted in ${ms(inserted)}, statistics refreshed in ${ms(analyzed)}`,
  );
  // An attendee's query meanwhile: how long it waits behind the dashboard's statements.
  const probe = async (during: () => Promise<unknown>) => {
    let worst = 0;
    let running = true;
    const asking = (async () => {
      while (running) {
        const t = performance.now();
        await db.execute(sql`select 1`);
        worst = Math.max(worst, performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const t = performance.now();
    await during();
    const took = performance.now() - t;
    running = false;
    await asking;
    return `${ms(took)} (an attendee's query waited at most ${ms(worst)} meanwhile)`;
  };
  console.log(`  the first reading of the whole log:   ${await probe(() => analytics.overview(row))}`);
  const more = async () => {
    await db.execute(sql`
      insert into ${activityLog} (event_id, uuid, action, entity_type, entity_id, at)
      select ${event.id}, 'person-' || (1 + n % ${PEOPLE}), 'session_view', 'session', (1000 + n % ${SESSIONS})::text,
        to_timestamp(${now} / 1000.0) from generate_series(1, 1000) as n`);
    now += 10_000;
  };
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await more();
    const t = performance.now();
    await analytics.overview(row);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  a refresh 10 s later (1,000 new rows): p50 ${ms(times[Math.floor(times.length / 2)] ?? 0)}, max ${ms(times.at(-1) ?? 0)}`,
  );
  console.log(
    `  a session's page:                     ${await timed(() => analytics.session(row, 1000 + Math.floor(SESSIONS / 2)))}`,
  );
  await database.close();
}

console.log(
  `bench:analytics: ${SESSIONS} sessions, ${PEOPLE.toLocaleString('en')} people, ${ROWS.toLocaleString('en')} rows of activity, ${RUNS} runs each`,
);
await run('PGlite (its own thread)', await openDatabase({ inWorker: true }));
const url = await postgresUrl();
if (url) await run('PostgreSQL', await openDatabase({ url }));
else console.log('PostgreSQL: not reachable, skipped');
