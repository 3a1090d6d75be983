import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { CACHE } from '../../../schemas/constants';
import type { ListedItemJson } from '../../../schemas/program';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { EventRow } from '../events/queries';
import { attendeeRules, buildAttendeeSnapshot, buildContactSnapshots, buildSessionSnapshot } from './build';
import { type ContentVersions, listProgramDocs, readVersions } from './queries';

/**
 * Program, attendee and contact snapshots (000 §7): JSON files built once per content version and kept in
 * memory, so that a burst of browsers loading the program costs one database read per API process.
 *
 * - A change is detected by the event's content versions (`content_versions`, bumped by triggers): the link
 *   calls read them at most once per `cacheDelta` seconds per event and process; a file asked for by
 *   version reads them only when this process does not hold that version.
 * - A snapshot is built in one repeatable-read transaction (the version and the rows agree), once per
 *   process: concurrent requests share one build. Built files are kept in a least-recently-used map bounded
 *   in bytes; a newer version of the same file replaces the older one.
 */

export type SnapshotKind = 'session' | 'session-virtual' | 'attendee' | 'contact';
const versionOf: Record<SnapshotKind, keyof ContentVersions> = {
  session: 'program',
  'session-virtual': 'program',
  attendee: 'people',
  contact: 'people',
};

export interface SnapshotFile {
  name: string;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

export interface SnapshotGroup {
  eventId: string;
  kind: SnapshotKind;
  version: number;
  /** The main file first; contact snapshots also have their batch files. */
  files: SnapshotFile[];
  bytes: number;
  /** Session snapshots: hidden items for direct access. */
  hidden?: Map<number, ListedItemJson[]>;
  hiddenByPerson?: Map<string, Set<number>>;
  /** Contact snapshots: content hash of all contacts. */
  hash?: string;
}

export interface SnapshotOptions {
  /** Memory for built files per process (default 256 MB). */
  maxBytes?: number;
  /** The most people one video room holds: the program's room capacities say no more (roomLimits.ts). */
  roomMax?: number | null;
  /** Called on every build (tests count them; operations can log them). */
  onBuild?: (built: { eventId: string; kind: SnapshotKind; version: number; ms: number }) => void;
}

export const fileName = (kind: SnapshotKind, version: number, batch?: number) =>
  `${kind}-${version}${batch === undefined ? '' : `-${batch}`}.json`;

const FILE_PATTERN = /^(session|session-virtual|attendee|contact)-(\d{1,15})(?:-(\d{1,6}))?\.json$/;

export function parseFileName(name: string): { kind: SnapshotKind; version: number; batch?: number } | null {
  const m = FILE_PATTERN.exec(name);
  if (!m) return null;
  const kind = m[1] as SnapshotKind;
  if (m[3] !== undefined && kind !== 'contact') return null;
  return { kind, version: Number(m[2]), ...(m[3] !== undefined ? { batch: Number(m[3]) } : {}) };
}

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/**
 * A snapshot file, compressed once per version with gzip and brotli (on the thread pool, so that a build does
 * not hold up other requests); every download then sends the bytes as they are.
 */
async function toFile(name: string, value: unknown): Promise<SnapshotFile> {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const [gz, br] = await Promise.all([
    gzipped(body, { level: 9 }),
    brotlied(body, {
      params: {
        // Quality 11 shrinks a program only a little more and takes a hundred times as long.
        [zlib.BROTLI_PARAM_QUALITY]: 9,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  return { name, body, gzip: gz, brotli: br, etag };
}

export function createSnapshots(db: Db, clock: { now(): number }, opts: SnapshotOptions = {}) {
  const maxBytes = opts.maxBytes ?? 256 * 1024 * 1024;
  const versionCache = new Map<string, { at: number; versions: ContentVersions }>();
  /** Built groups by `${eventId}/${kind}`, least recently used first. */
  const groups = new Map<string, SnapshotGroup>();
  let bytes = 0;
  const inflight = new Map<string, Promise<SnapshotGroup>>();

  const store = (g: SnapshotGroup) => {
    const key = `${g.eventId}/${g.kind}`;
    const old = groups.get(key);
    if (old) {
      groups.delete(key);
      bytes -= old.bytes;
    }
    groups.set(key, g);
    bytes += g.bytes;
    for (const [k, v] of groups) {
      if (bytes <= maxBytes || k === key) break;
      groups.delete(k);
      bytes -= v.bytes;
    }
  };

  async function build(event: EventRow, kind: SnapshotKind): Promise<SnapshotGroup> {
    const started = performance.now();
    const data = await db.transaction(
      async (tx) => {
        const versions = await readVersions(tx as unknown as Db, event.id);
        const version = versions[versionOf[kind]];
        if (kind === 'session' || kind === 'session-virtual') {
          return { version, docs: await listProgramDocs(tx as unknown as Db, event.id), rows: [] };
        }
        const rows = await tx
          .select({
            uuid: users.uuid,
            firstname: users.firstname,
            lastname: users.lastname,
            middle: users.middle,
            nameSuffix: users.nameSuffix,
            prefix: users.prefix,
            picture: users.picture,
            company: users.company,
            contactTitle: users.contactTitle,
            degrees: users.degrees,
            city: users.city,
            state: users.state,
            country: users.country,
            badges: users.badges,
            socialMessage: users.socialMessage,
            tags: users.tags,
            ghost: users.ghost,
            publicProfile: users.publicProfile,
            nonattendeeAuthor: users.nonattendeeAuthor,
            badgeOverwrite: users.badgeOverwrite,
          })
          .from(users)
          .where(eq(users.eventId, event.id));
        return { version, docs: [], rows };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const { version } = data;
    let group: SnapshotGroup;
    if (kind === 'session' || kind === 'session-virtual') {
      const built = buildSessionSnapshot({
        event,
        version,
        virtualOnly: kind === 'session-virtual',
        docs: data.docs,
        roomMax: opts.roomMax ?? null,
      });
      const files = [await toFile(fileName(kind, version), built.snapshot)];
      group = {
        eventId: event.id,
        kind,
        version,
        files,
        bytes: 0,
        hidden: built.hidden,
        hiddenByPerson: built.hiddenByPerson,
      };
    } else if (kind === 'attendee') {
      const files = [
        await toFile(
          fileName(kind, version),
          buildAttendeeSnapshot(version, data.rows, attendeeRules(event.config)),
        ),
      ];
      group = { eventId: event.id, kind, version, files, bytes: 0 };
    } else {
      const { all, batches } = buildContactSnapshots(version, data.rows, CACHE.CONTACT_BATCH_SIZE);
      const main = await toFile(fileName(kind, version), all);
      const rest = await Promise.all(batches.map((b, i) => toFile(fileName(kind, version, i), b)));
      const files = [main, ...rest];
      const hash = createHash('sha256').update(main.body).digest('hex').slice(0, 32);
      group = { eventId: event.id, kind, version, files, bytes: 0, hash };
    }
    group.bytes = group.files.reduce((n, f) => n + f.body.length + f.gzip.length + f.brotli.length, 0);
    store(group);
    const cached = versionCache.get(event.id);
    if (cached && cached.versions[versionOf[kind]] < version) {
      versionCache.set(event.id, {
        at: cached.at,
        versions: { ...cached.versions, [versionOf[kind]]: version },
      });
    }
    opts.onBuild?.({ eventId: event.id, kind, version, ms: Math.round(performance.now() - started) });
    return group;
  }

  /** The group of the current content, built now when this process does not hold it (one build at a time). */
  function current(event: EventRow, kind: SnapshotKind): Promise<SnapshotGroup> {
    const key = `${event.id}/${kind}`;
    const running = inflight.get(key);
    if (running) return running;
    const promise = build(event, kind).finally(() => inflight.delete(key));
    inflight.set(key, promise);
    return promise;
  }

  const held = (eventId: string, kind: SnapshotKind, version: number) => {
    const key = `${eventId}/${kind}`;
    const g = groups.get(key);
    if (!g || g.version !== version) return undefined;
    groups.delete(key);
    groups.set(key, g);
    return g;
  };

  return {
    /** The event's versions, read from the database at most once per `maxAgeS` seconds. */
    async versions(eventId: string, maxAgeS: number): Promise<ContentVersions> {
      const now = clock.now();
      const cached = versionCache.get(eventId);
      if (cached && now - cached.at < maxAgeS * 1000) return cached.versions;
      const versions = await readVersions(db, eventId);
      versionCache.set(eventId, { at: now, versions });
      return versions;
    },

    /** The snapshot of the version the link call knows of: held, or built now. */
    async forLink(event: EventRow, kind: SnapshotKind, maxAgeS: number): Promise<SnapshotGroup> {
      const versions = await this.versions(event.id, maxAgeS);
      return held(event.id, kind, versions[versionOf[kind]]) ?? current(event, kind);
    },

    /**
     * A file by name: the held version, or the current one built now. `stale` when the file's version is no
     * longer the current one (the caller sends the client to `current`).
     */
    async file(event: EventRow, name: string): Promise<{ file: SnapshotFile } | { stale: string } | null> {
      const parsed = parseFileName(name);
      if (!parsed) return null;
      const group = held(event.id, parsed.kind, parsed.version) ?? (await current(event, parsed.kind));
      if (group.version !== parsed.version) {
        if (parsed.version > group.version) return null;
        const batch = group.files.some((f) => f.name === fileName(parsed.kind, group.version, parsed.batch));
        return { stale: fileName(parsed.kind, group.version, batch ? parsed.batch : undefined) };
      }
      const file = group.files.find((f) => f.name === name);
      return file ? { file } : null;
    },

    /** Memory held, for metrics and tests. */
    stats: () => ({ groups: groups.size, bytes }),
  };
}
export type Snapshots = ReturnType<typeof createSnapshots>;
