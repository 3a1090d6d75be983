import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { count, eq, or } from 'drizzle-orm';
import { Either, Schema } from 'effect';
import { BadRequest, Conflict } from '../../../schemas/errors';
import type { EventConfig } from '../../../schemas/eventConfig';
import { checkEventConfig } from '../../../schemas/eventConfigIssues';
import { EventUrlId } from '../../../schemas/ids';
import type { Db } from '../../db/connect';
import { events, users } from '../../db/schema';
import { sanitizeCustomScreens } from '../customScreens/sanitize';
import type { EventRow } from './queries';

/**
 * Validates an event configuration document. Fields the schema does not know are kept (organisers' flags);
 * a wrong field throws BadRequest naming it (`login_form.password: Expected ...`). Custom screens come back
 * with their HTML sanitised, as they are stored.
 */
export function parseEventConfig(raw: unknown): EventConfig {
  const checked = checkEventConfig(raw);
  if (!checked.ok) {
    const { fields } = checked;
    throw new BadRequest({
      message: fields.map((f) => `${f.path}: ${f.message}`).join('\n') || 'Invalid event configuration',
      fields: [...fields],
    });
  }
  const config = checked.config;
  const urlId = config.confurlid ?? config.appdir;
  if (urlId === undefined) {
    const message = 'A url id is required: set confurlid (or appdir)';
    throw new BadRequest({ message: `confurlid: ${message}`, fields: [{ path: 'confurlid', message }] });
  }
  if (Either.isLeft(Schema.decodeUnknownEither(EventUrlId)(urlId))) {
    const path = config.confurlid !== undefined ? 'confurlid' : 'appdir';
    const message = 'Use 1 to 63 lower-case letters, digits or hyphens, starting with a letter or digit';
    throw new BadRequest({ message: `${path}: ${message}`, fields: [{ path, message }] });
  }
  return sanitizeCustomScreens(config);
}

/** Reads a configuration file: its JSON, or BadRequest saying why it cannot be read. */
export async function readEventConfigFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new BadRequest({ message: `Cannot read ${path}: ${(err as Error).message}` });
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new BadRequest({ message: `${path} is not valid JSON: ${(err as Error).message}` });
  }
}

export interface CreateEventOptions {
  /** Serve this event at `/` (the previous default stops being the default). */
  isDefault?: boolean;
  /** The event's own key; a new uuid when absent. */
  id?: string;
}

/** Creates an event (tenant) from a configuration document; nothing is stored when it is not valid. */
export async function createEvent(db: Db, raw: unknown, opts: CreateEventOptions = {}): Promise<EventRow> {
  const config = parseEventConfig(raw);
  const urlId = (config.confurlid ?? config.appdir) as string;
  const conferenceId = String(config.conferenceid);
  const existing = await db
    .select({ urlId: events.urlId, sourceHex: events.sourceHex, conferenceId: events.conferenceId })
    .from(events)
    .where(or(eq(events.urlId, urlId), eq(events.appdir, urlId), eq(events.sourceHex, config.source_hex)));
  if (existing.some((e) => e.urlId === urlId))
    throw new Conflict({ message: `An event with url id ${urlId} already exists` });
  if (existing.some((e) => e.sourceHex === config.source_hex && e.conferenceId === conferenceId))
    throw new Conflict({
      message: `An event with source_hex ${config.source_hex} and conferenceid ${conferenceId} already exists`,
    });
  return db.transaction(async (tx) => {
    if (opts.isDefault) await tx.update(events).set({ isDefault: false }).where(eq(events.isDefault, true));
    const [row] = await tx
      .insert(events)
      .values({
        id: opts.id ?? randomUUID(),
        sourceHex: config.source_hex,
        conferenceId,
        appdir: config.appdir ?? urlId,
        urlId,
        title: config.title ?? urlId,
        config: { ...config, confurlid: urlId },
        isDefault: opts.isDefault ?? false,
      })
      .returning();
    return row as EventRow;
  });
}

export interface EventSummary {
  urlId: string;
  sourceHex: string;
  conferenceId: string;
  title: string;
  users: number;
  isDefault: boolean;
}

/** Every event with its number of users, the default first, then by url id. */
export async function listEvents(db: Db): Promise<EventSummary[]> {
  const rows = await db
    .select({
      urlId: events.urlId,
      sourceHex: events.sourceHex,
      conferenceId: events.conferenceId,
      title: events.title,
      isDefault: events.isDefault,
      users: count(users.uuid),
    })
    .from(events)
    .leftJoin(users, eq(users.eventId, events.id))
    .groupBy(events.id);
  return rows
    .map((r) => ({ ...r, users: Number(r.users) }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.urlId.localeCompare(b.urlId));
}
