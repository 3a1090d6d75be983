import type { Logger } from 'pino';
import type { RelayPublisher } from '../schemas/relay';
import type { Db } from './db/connect';
import type { Mailer } from './mail/mailer';
import type { ContentOrigins } from './http/securityHeaders';
import type { ObjectStore } from './areas/media/objectStore';
import type { TwitterAccess } from './areas/wall/tweets';
import type { SnapshotOptions } from './areas/program/snapshots';
import type { InvalidationBus } from './areas/auth/signedInCache';
import type { Admission } from './http/admission';
import type { PresenceCounts, PresenceSnapshot } from './video/occupancy';
import type { VideoAccess } from './video/provider';

/** Everything the API needs from outside; only the main files build it from the environment. */
export interface AppDeps {
  db: Db;
  clock: { now(): number };
  mailer: Mailer;
  publisher: RelayPublisher;
  logger: Logger;
  /** Key of the HS256 sign-in tokens; the relay verifies with the same key. */
  authSecret: Uint8Array;
  /** Runs a job every `ms` (scheduled notifications); none in tests, which run jobs themselves. */
  scheduleEvery?: (ms: number, job: () => Promise<void>) => void;
  /** Access to the social network's API for the wall's tweet column (twitter_query); none = no column. */
  twitter?: TwitterAccess;
  /** How the server reaches outside services (the tweet column); the global fetch unless a test gives one. */
  outboundFetch?: typeof fetch;
  /** Where uploaded files are kept (the data folder, or an object store that several API processes share). */
  objectStore: ObjectStore;
  /** Folder of the demo's and uploaded media, served at /media; none = not served. */
  mediaDir?: string;
  /** Folder of the built web app, served with the single-page fallback; none = not served. */
  webDir?: string;
  /**
   * The platform's public origin (scheme, host and port), from which every absolute link in mail is built;
   * never taken from a request's Host or X-Forwarded-Host.
   */
  publicUrl: string;
  /** Origins beyond its own that the platform's pages may load media and frames from, or be framed by. */
  contentOrigins?: ContentOrigins;
  /** Show the mail outbox at /dev/outbox, to requests from this machine only (no SMTP configured). */
  devOutbox?: boolean;
  /** Trust the last X-Forwarded-For entry as the client address (TRUST_PROXY=1: behind one proxy). */
  trustProxy?: boolean;
  /** Memory bound and build hook of the program, attendee and contact snapshots. */
  snapshots?: SnapshotOptions;
  /** Bearer secret of the chat hooks endpoints a relay in another process calls; none = endpoints off. */
  chatHooksSecret?: string;
  /** Video rooms: Daily when configured (DAILY_API_KEY), the built-in rooms through the relay otherwise. */
  video?: VideoAccess;
  /**
   * The relay's presence counts, from which the API knows how full a video room is: the embedded relay's in
   * one process, the relays' Redis hashes with REDIS_URL. None: every room counts as empty here (the built-in
   * rooms' relay still holds each to the capacity its token carries).
   */
  presenceCounts?: PresenceCounts;
  /** Every presence room with anyone in it, from the same relay: the analytics' live viewers and online users. */
  presenceSnapshot?: PresenceSnapshot;
  /**
   * How API processes tell each other that cached sign-ins went stale (sign-out, a newer login, a changed account
   * or event): through Redis when several processes serve one platform; within this process otherwise.
   */
  invalidations?: InvalidationBus;
  /** How many API requests are handled at once and may wait (server/http/admission.ts); ADMISSION by default. */
  admission?: Admission;
  /** How long a sign-in read from the database is reused (server/areas/auth/signedInCache.ts); 0 = never. */
  signedInTtlMs?: number;
  /** Let fetches made for users (the PDF proxy) reach private and loopback addresses: tests and intranets only. */
  allowPrivateFetch?: boolean;
  /** Attendees' actions go to the activity log unless this is false (bench:api compares the two). */
  recordActivity?: boolean;
}
