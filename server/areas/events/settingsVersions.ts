import { and, desc, eq, max } from 'drizzle-orm';
import { BadRequest, Conflict, NotFound } from '../../../schemas/errors';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { RelayPublisher } from '../../../schemas/relay';
import {
  FIXED_SETTINGS_KEYS,
  SETTINGS_EDITOR_TEXT,
  type SettingsDocumentReply,
  type SettingsVersionEntry,
} from '../../../schemas/settingsEditor';
import type { Db } from '../../db/connect';
import { events, settingsVersions, users } from '../../db/schema';
import type { Staleness } from '../auth/signedInCache';
import type { UserRow } from '../auth/users';
import { parseEventConfig } from './manage';
import type { EventRow } from './queries';

export interface SettingsVersionsDeps {
  db: Db;
  publisher: RelayPublisher;
  /** Drops the cached event rows of every API process (AppDeps.invalidations through the sign-in cache). */
  stale: (what: Staleness) => Promise<void>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const entryOf = (
  row: typeof settingsVersions.$inferSelect,
  by: { firstname: string; lastname: string; email: string } | null,
): SettingsVersionEntry => ({
  version: row.version,
  savedAt: row.savedAt.toISOString(),
  savedBy: row.savedBy,
  savedByName: by ? `${by.firstname} ${by.lastname}`.trim() || by.email : '',
  restoredFrom: row.restoredFrom,
});

/** The keys that name the event must stay as they are: each one changed is a field error. */
function refuseMovedKeys(current: EventConfig, next: EventConfig) {
  const moved = FIXED_SETTINGS_KEYS.filter((k) => String(current[k] ?? '') !== String(next[k] ?? ''));
  if (moved.length === 0) return;
  const fields = moved.map((path) => ({ path, message: SETTINGS_EDITOR_TEXT.FIXED }));
  throw new BadRequest({ message: `${moved.join(', ')}: ${SETTINGS_EDITOR_TEXT.FIXED}`, fields });
}

/**
 * The settings editor's store: the event's configuration document with every saved version of it. A save is
 * checked with the event configuration schema first (nothing is stored when it fails); it writes the event's
 * document and a new version in one transaction, then drops the cached event rows and tells the event's open
 * browsers (`settings_changed` through the relay) to load their settings again.
 */
export function createSettingsVersions({ db, publisher, stale }: SettingsVersionsDeps) {
  /** Keeps the document the event had before its first save as version 1; the newest version's number. */
  async function baseline(tx: Tx | Db, event: Pick<EventRow, 'id' | 'config'>): Promise<number> {
    const [newest] = await tx
      .select({ version: max(settingsVersions.version) })
      .from(settingsVersions)
      .where(eq(settingsVersions.eventId, event.id));
    if (newest?.version) return newest.version;
    await tx
      .insert(settingsVersions)
      .values({ eventId: event.id, version: 1, config: event.config })
      .onConflictDoNothing();
    return 1;
  }

  async function versions(eventId: string): Promise<SettingsVersionEntry[]> {
    const rows = await db
      .select({
        version: settingsVersions,
        by: { firstname: users.firstname, lastname: users.lastname, email: users.email },
      })
      .from(settingsVersions)
      .leftJoin(users, eq(users.uuid, settingsVersions.savedBy))
      .where(eq(settingsVersions.eventId, eventId))
      .orderBy(desc(settingsVersions.version));
    return rows.map((r) => entryOf(r.version, r.by));
  }

  async function currentRow(eventId: string) {
    const [row] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
    if (!row) throw new NotFound({ message: 'Event not found' });
    return row;
  }

  async function document(eventId: string): Promise<SettingsDocumentReply> {
    const row = await currentRow(eventId);
    const version = await baseline(db, row);
    return { version, settings: row.config as Record<string, unknown>, versions: await versions(eventId) };
  }

  /** Writes `config` as the event's document and as the next version, unless a newer one came since `base`. */
  async function store(
    event: EventRow,
    user: UserRow,
    config: EventConfig,
    opts: { base?: number; restoredFrom?: number },
  ) {
    await db.transaction(async (tx) => {
      // The event's row is locked while the next number is chosen: two saves at once get 2 and 3, never 2 twice.
      const [row] = await tx.select().from(events).where(eq(events.id, event.id)).for('update');
      if (!row) throw new NotFound({ message: 'Event not found' });
      const newest = await baseline(tx, row);
      if (opts.base !== undefined && opts.base !== newest)
        throw new Conflict({ message: SETTINGS_EDITOR_TEXT.STALE });
      refuseMovedKeys(row.config, config);
      await tx
        .update(events)
        .set({ config, title: config.title ?? row.title, updatedAt: new Date() })
        .where(eq(events.id, event.id));
      await tx.insert(settingsVersions).values({
        eventId: event.id,
        version: newest + 1,
        config,
        savedBy: user.uuid,
        restoredFrom: opts.restoredFrom ?? null,
      });
    });
    await stale({ kind: 'event', eventId: event.id });
    await publisher.publish({ kind: 'settings_changed', eventId: event.id });
    return document(event.id);
  }

  return {
    document: (event: EventRow) => document(event.id),
    versions: (event: EventRow) => versions(event.id),
    /** Saves a new document; BadRequest naming each wrong field when it does not fit the schema. */
    save: (event: EventRow, user: UserRow, raw: unknown, base?: number) =>
      store(event, user, parseEventConfig(raw), base === undefined ? {} : { base }),
    /** Saves the document of an earlier version again, as the newest. */
    async restore(event: EventRow, user: UserRow, version: number) {
      const [row] = await db
        .select({ config: settingsVersions.config })
        .from(settingsVersions)
        .where(and(eq(settingsVersions.eventId, event.id), eq(settingsVersions.version, version)));
      if (!row) throw new NotFound({ message: SETTINGS_EDITOR_TEXT.NO_VERSION });
      return store(event, user, parseEventConfig(row.config), { restoredFrom: version });
    },
  };
}
export type SettingsVersions = ReturnType<typeof createSettingsVersions>;
