import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { EventConfig } from '../../schemas/eventConfig';
import type { RelayMessage } from '../../schemas/relay';
import { createApp } from '../../server/app';
import { hashPassword } from '../../server/areas/auth/passwords';
import { folderObjectStore } from '../../server/areas/media/objectStore';
import type { Db } from '../../server/db/connect';
import { events, logins, users } from '../../server/db/schema';
import type { AppDeps } from '../../server/deps';
import { createMailer } from '../../server/mail/mailer';
import { openTestDatabase } from './database';

export interface TestClock {
  now(): number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2026, 10, 22, 12, 0, 0)): TestClock {
  let t = start;
  return {
    now: () => t,
    set(ms) {
      t = ms;
    },
    advance(ms) {
      t += ms;
    },
  };
}

/** A real API on a fresh database, with a clock the test moves and a list of what reached the relay. */
export async function startTestServer(overrides: Partial<AppDeps> = {}) {
  const database = await openTestDatabase();
  const clock = testClock();
  const published: RelayMessage[] = [];
  const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
  const deps: AppDeps = {
    db: database.db,
    clock,
    mailer: createMailer({ outboxDir, from: 'events@example.com', now: clock.now }),
    publisher: { publish: async (m) => void published.push(m) },
    logger: pino({ level: 'silent' }),
    authSecret: randomBytes(32),
    objectStore: folderObjectStore(mkdtempSync(join(tmpdir(), 'uploads-'))),
    publicUrl: 'https://events.example.org',
    trustProxy: true,
    devOutbox: true,
    // Tests change accounts and events in the database between requests: each request reads them again, unless
    // a test of the sign-in cache asks for one (tests/server/signedInCache.test.ts).
    signedInTtlMs: 0,
    ...overrides,
  };
  const app = createApp(deps, { database: database.kind });
  const request = (
    path: string,
    init: RequestInit & { json?: unknown; token?: string; ip?: string } = {},
  ) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    headers.set('x-forwarded-for', init.ip ?? '203.0.113.7');
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    return app.request(path, { ...init, headers, body });
  };
  const close = async () => {
    await app.flushActivity();
    await database.close();
  };
  return { app, deps, db: database.db, clock, published, request, close };
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Inserts an event with the given configuration. */
export async function insertEvent(
  db: Db,
  urlId: string,
  config: Partial<EventConfig> = {},
  isDefault = false,
) {
  const id = randomUUID();
  const sourceHex = config.source_hex ?? `hex${urlId}`;
  const conferenceId = String(config.conferenceid ?? 100);
  await db.insert(events).values({
    id,
    sourceHex,
    conferenceId,
    appdir: urlId,
    urlId,
    title: config.title ?? `Event ${urlId}`,
    isDefault,
    config: { ...config, source_hex: sourceHex, conferenceid: conferenceId, confurlid: urlId },
  });
  return { id, sourceHex, conferenceId, urlId };
}

let sharedHash: Promise<string> | undefined;

/** Inserts a user whose password is `demo1234` unless one is given. */
export async function insertUser(
  db: Db,
  eventId: string,
  email: string,
  fields: Partial<typeof users.$inferInsert> = {},
) {
  sharedHash ??= hashPassword('demo1234');
  const uuid = randomUUID();
  await db.insert(users).values({
    uuid,
    eventId,
    email,
    firstname: 'Ada',
    lastname: 'Lovelace',
    passwordHash: await sharedHash,
    ...fields,
  });
  return uuid;
}

/** Records an active login of the user (as a sign-in does) and returns its id. */
export async function insertLogin(db: Db, eventId: string, uuid: string, loginId: string = randomUUID()) {
  await db.insert(logins).values({ id: loginId, eventId, userUuid: uuid, createdAt: new Date() });
  return loginId;
}

/** Signs up and opens the mailed confirmation link, as the new account's owner does; answers the login reply. */
export async function signUpConfirmed(
  s: TestServer,
  body: { urlid: string; username: string; email: string; password: string },
) {
  const seen = new Set((await s.deps.mailer.outbox()).map((m) => m.id));
  const res = await s.request('/api/signup', { method: 'POST', json: body });
  if (res.status !== 202) throw new Error(`sign-up answered ${res.status}`);
  let text = '';
  for (let i = 0; i < 100 && !text; i++) {
    const mail = (await s.deps.mailer.outbox()).find((m) => !seen.has(m.id) && m.to === body.email);
    text = mail?.text ?? '';
    if (!text) await new Promise((r) => setTimeout(r, 20));
  }
  const link = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? 'http://missing.invalid/');
  const login = await s.request('/api/login', {
    method: 'POST',
    json: {
      urlid: body.urlid,
      sso_token: link.searchParams.get('token'),
      uuid: link.searchParams.get('uuid'),
    },
  });
  return login.json();
}
