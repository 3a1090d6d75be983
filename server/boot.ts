import { folderObjectStore } from './areas/media/objectStore';
import { type S3Location, s3ObjectStore } from './areas/media/s3ObjectStore';
import type { InvalidationBus } from './areas/auth/signedInCache';
import type { TwitterAccess } from './areas/wall/tweets';
import type { PresenceCounts, PresenceSnapshot } from './video/occupancy';
import type { VideoAccess } from './video/provider';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { RelayPublisher } from '../schemas/relay';
import { createApp } from './app';
import { createAdmission } from './http/admission';
import type { ServerConfig } from './config';
import { type Database, openDatabase } from './db/connect';
import type { AppDeps } from './deps';
import { createMailer } from './mail/mailer';
import { PGLITE_ANALYZE_MS, refreshStatistics } from './db/statistics';
import { moveDemoEventToToday, seedDemoEvent } from './seed';

export interface BootOptions extends ServerConfig {
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Key of the sign-in tokens; when absent one is made and kept in the data folder. */
  authSecret?: string;
  publisher: RelayPublisher;
  logger: Logger;
  webDir?: string;
  /** Create the demo event when it does not exist yet, and move its dates to today. */
  seedDemo: boolean;
  clock?: { now(): number };
  /** Turns on the chat hooks endpoints for relays in other processes. */
  chatHooksSecret?: string;
  /** Client credentials of the social network's API, for the wall's tweet column. */
  twitter?: TwitterAccess;
  /** Daily's API key, or ICE servers for the built-in rooms. */
  video?: VideoAccess;
  /** The relay's presence counts (AppDeps.presenceCounts). */
  presenceCounts?: PresenceCounts;
  /** Every presence room with anyone in it (AppDeps.presenceSnapshot). */
  presenceSnapshot?: PresenceSnapshot;
  /** How cached sign-ins are dropped in every API process (AppDeps.invalidations). */
  invalidations?: InvalidationBus;
  /** An S3-compatible bucket for uploads (shared by several API processes); the data folder without it. */
  s3?: S3Location;
}

/** The key of the sign-in tokens: given, or made once and kept (mode 600) in the data folder. */
export function loadAuthSecret(dataDir: string, given?: string): Uint8Array {
  if (given) return new TextEncoder().encode(given);
  const file = join(dataDir, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** Opens the database (migrating it), prepares mail and media, seeds the demo event, and builds the API. */
export async function bootServer(opts: BootOptions) {
  const clock = opts.clock ?? { now: () => Date.now() };
  const started = performance.now();
  const database: Database = await openDatabase(
    opts.databaseUrl ? { url: opts.databaseUrl } : { dataDir: join(opts.dataDir, 'db'), inWorker: true },
  );
  opts.logger.info(
    { database: database.kind, ms: Math.round(performance.now() - started) },
    'database ready',
  );
  const mediaDir = join(opts.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  if (opts.seedDemo) {
    const seeded = await seedDemoEvent(database.db, { now: clock.now(), mediaDir });
    if (seeded.created) opts.logger.info({ ...seeded.counts, ms: seeded.ms }, 'demo event created');
    else opts.logger.info({ ms: seeded.ms, mediaFiles: seeded.mediaFiles }, 'demo event present');
    const moved = await moveDemoEventToToday(database.db, clock.now());
    if (moved.days !== 0) opts.logger.info(moved, 'demo event moved to today');
  }
  if (database.kind === 'pglite') await refreshStatistics(database.db);
  const admission = createAdmission();
  const deps: AppDeps = {
    admission,
    db: database.db,
    clock,
    mailer: createMailer({
      ...(opts.smtpUrl ? { smtpUrl: opts.smtpUrl } : {}),
      outboxDir: join(opts.dataDir, 'outbox'),
      from: opts.mailFrom,
      now: clock.now,
    }),
    publisher: opts.publisher,
    logger: opts.logger,
    authSecret: loadAuthSecret(opts.dataDir, opts.authSecret),
    mediaDir,
    objectStore: opts.s3 ? s3ObjectStore(opts.s3) : folderObjectStore(join(opts.dataDir, 'uploads')),
    scheduleEvery: (ms, job) => {
      const timer = setInterval(() => {
        job().catch((err: unknown) => opts.logger.error({ err }, 'scheduled job failed'));
      }, ms);
      timer.unref();
    },
    publicUrl: opts.publicUrl,
    contentOrigins: opts.contentOrigins,
    devOutbox: !opts.smtpUrl,
    trustProxy: opts.trustProxy,
    ...(opts.webDir ? { webDir: opts.webDir } : {}),
    ...(opts.chatHooksSecret ? { chatHooksSecret: opts.chatHooksSecret } : {}),
    ...(opts.twitter ? { twitter: opts.twitter } : {}),
    ...(opts.video ? { video: opts.video } : {}),
    ...(opts.presenceCounts ? { presenceCounts: opts.presenceCounts } : {}),
    ...(opts.presenceSnapshot ? { presenceSnapshot: opts.presenceSnapshot } : {}),
    ...(opts.invalidations ? { invalidations: opts.invalidations } : {}),
  };
  const app = createApp(deps, { database: database.kind });
  if (database.kind === 'pglite')
    deps.scheduleEvery?.(PGLITE_ANALYZE_MS, () => refreshStatistics(database.db));
  // What the activity log still holds is stored before the database closes.
  const closing: Database = {
    ...database,
    close: async () => {
      await app.flushActivity();
      await database.close();
    },
  };
  return { app, deps, database: closing, admission };
}
