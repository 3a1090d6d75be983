import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EventConfig } from '../../schemas/eventConfig';
import type { ScheduleSource, ScheduleSourcePerson } from '../../schemas/scheduleSource';
import type { FileLink, SessionItemDoc } from '../../schemas/sessionItem';
import type { Db } from '../db/connect';
import { programItemRow } from '../areas/program/queries';
import { events, programItems, users } from '../db/schema';
import type { EventRow } from '../areas/events/queries';
import { isUuid, namedUuid } from './ids';
import type { RejectedEntry, Schedule, ScheduleEntry, SchedulePerson } from './model';

export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
  /** Sessions of an earlier import that the file no longer has: removed with `prune`, else kept. */
  gone: { id: string; title: string }[];
  removed: number;
  rejected: RejectedEntry[];
  people: { matched: number; created: number };
}

export interface ImportOptions {
  prune?: boolean;
  /** Works out what the import would do and writes nothing (the screen lists what a prune would remove). */
  preview?: boolean;
  /** Called as rows are written: done of total. */
  onProgress?: (done: number, total: number) => void;
  /** Called once the plan is made, before anything is written (the command line lists what it removes). */
  onPlan?: (plan: { gone: { id: string; title: string }[] }) => void;
}

const BATCH = 200;
type DocPerson = NonNullable<SessionItemDoc['author_array']>[number];
const sqlExcluded = (column: string) => sql.raw(`excluded."${column}"`);

/** The fields an import writes; a re-import replaces them and keeps every other field of the item. */
const IMPORTED_FIELDS = [
  'session_type_id',
  'proposal_type',
  'program_track_id',
  'program_track_name',
  'title',
  'description',
  'description_array',
  'start_time_unix',
  'end_time_unix',
  'room_id',
  'file_links_array',
  'author_array',
  'session_chair_array',
  'schedule_source',
] as const;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Plain text as HTML paragraphs. */
const html = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

const personKey = (p: SchedulePerson) =>
  p.guid
    ? `guid:${p.guid}`
    : p.id !== undefined
      ? `id:${p.id}`
      : p.email
        ? `email:${p.email.toLowerCase()}`
        : `name:${p.name}`;

function splitName(name: string): { Firstname: string; Lastname: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return { Firstname: parts[0] ?? '', Lastname: '' };
  return { Firstname: parts.slice(0, -1).join(' '), Lastname: parts[parts.length - 1]! };
}

/** A label's id in one of the configuration's lists, added with the next free number when it is new. */
function labelIds<T>(list: readonly T[], label: (t: T) => string, id: (t: T) => string | number) {
  const byLabel = new Map(list.map((t) => [label(t), id(t)]));
  let next = Math.max(0, ...list.map((t) => Number(id(t))).filter(Number.isFinite)) + 1;
  const added: { id: number; label: string }[] = [];
  return {
    idOf(name: string): string | number | undefined {
      if (!name) return undefined;
      const known = byLabel.get(name);
      if (known !== undefined) return known;
      const fresh = next++;
      byLabel.set(name, fresh);
      added.push({ id: fresh, label: name });
      return fresh;
    },
    added,
  };
}

/** The configuration with the file's rooms, tracks and session types added, and its schedule identity kept. */
function configFor(event: EventRow, schedule: Schedule) {
  const config = event.config;
  const rooms = labelIds(
    config.session_room_array ?? [],
    (r) => r.session_room_name,
    (r) => r.session_room_id,
  );
  const tracks = labelIds(
    config.program_track_array ?? [],
    (t) => t.label,
    (t) => t.id,
  );
  const types = labelIds(
    config.session_type_array ?? [],
    (t) => t.label,
    (t) => t.id,
  );
  const ids = schedule.entries.map((e) => ({
    room: rooms.idOf(e.room),
    track: tracks.idOf(e.track),
    type: types.idOf(e.type),
  }));
  const { conference } = schedule;
  const next: EventConfig = {
    ...config,
    ...(rooms.added.length
      ? {
          session_room_array: [
            ...(config.session_room_array ?? []),
            ...rooms.added.map((r) => ({ session_room_id: r.id, session_room_name: r.label })),
          ],
        }
      : {}),
    ...(tracks.added.length
      ? { program_track_array: [...(config.program_track_array ?? []), ...tracks.added] }
      : {}),
    ...(types.added.length
      ? { session_type_array: [...(config.session_type_array ?? []), ...types.added] }
      : {}),
    ...(config.timezone ? {} : { timezone: conference.timeZone }),
    program_schedule: {
      acronym: conference.acronym || config.program_schedule?.acronym || event.urlId,
      title: conference.title || config.program_schedule?.title || event.title,
      time_zone_name: conference.timeZone,
      ...(conference.baseUrl ? { base_url: conference.baseUrl } : {}),
    },
  };
  return { config: next, ids, changed: JSON.stringify(next) !== JSON.stringify(config) };
}

/** Key order does not make two documents differ. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Imports a read schedule into an event, in one transaction: sessions are found again by their guid and
 * updated in place (their ids, and with them attendees' favourites, ratings and notes, stay), new ones are
 * created, persons are matched to the event's people by id or e-mail or created, and the rooms, tracks and
 * session types the file names are added to the configuration. Sessions of an earlier import that the file
 * no longer has are removed only with `prune`. The program's content version moves with the writes (database
 * triggers), so every process rebuilds its snapshots once, and open browsers get the new program through
 * their next link call.
 */
export async function importSchedule(
  db: Db,
  event: EventRow,
  schedule: Schedule,
  opts: ImportOptions = {},
): Promise<ImportSummary> {
  const rejected = [...schedule.rejected];
  const seen = new Set<string>();
  const entries: ScheduleEntry[] = [];
  for (const e of schedule.entries) {
    if (seen.has(e.guid)) {
      rejected.push({ where: `guid ${e.guid}`, title: e.title, reason: 'a second event with the same guid' });
      continue;
    }
    if (e.end < e.start) {
      rejected.push({ where: `guid ${e.guid}`, title: e.title, reason: 'it ends before it starts' });
      continue;
    }
    seen.add(e.guid);
    entries.push(e);
  }
  const kept: Schedule = { ...schedule, entries };

  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const existing = await t
      .select({ id: programItems.id, sessionId: programItems.sessionId, doc: programItems.doc })
      .from(programItems)
      .where(eq(programItems.eventId, event.id));
    const byGuid = new Map(
      existing.filter((r) => r.doc.schedule_source).map((r) => [r.doc.schedule_source!.guid, r]),
    );
    let nextSessionId = Math.max(0, ...existing.map((r) => r.sessionId)) + 1;
    const { config, ids, changed: configChanged } = configFor(event, kept);

    // People: by the file's guid or id (the same person of an earlier import) or e-mail; created otherwise.
    const people = new Map<string, { person: SchedulePerson; uuid: string; email: string }>();
    for (const e of entries) {
      for (const p of e.persons) {
        const key = personKey(p);
        if (people.has(key)) continue;
        const uuid = namedUuid(`${event.id}|${key}`);
        const email = (p.email ?? `${uuid}@schedule-import.invalid`).toLowerCase();
        people.set(key, { person: p, uuid, email });
      }
    }
    const wanted = [...people.values()];
    const candidates = [
      ...new Set(wanted.flatMap((w) => [w.uuid, ...(isUuid(w.person.guid) ? [w.person.guid] : [])])),
    ];
    const found = new Map<string, { uuid: string; email: string }>();
    const columns = { uuid: users.uuid, email: users.email };
    for (let i = 0; i < candidates.length; i += 500) {
      const chunk = candidates.slice(i, i + 500);
      const rows = await t
        .select(columns)
        .from(users)
        .where(and(eq(users.eventId, event.id), inArray(users.uuid, chunk)));
      for (const r of rows) found.set(r.uuid, r);
    }
    for (let i = 0; i < wanted.length; i += 500) {
      const chunk = wanted.slice(i, i + 500).map((w) => w.email);
      const rows = await t
        .select(columns)
        .from(users)
        .where(and(eq(users.eventId, event.id), inArray(users.email, chunk)));
      for (const r of rows) found.set(`email:${r.email.toLowerCase()}`, r);
    }
    const uuidOf = new Map<string, string>();
    const toCreate: (typeof users.$inferInsert)[] = [];
    let matched = 0;
    for (const [key, w] of people) {
      const hit =
        (isUuid(w.person.guid) ? found.get(w.person.guid) : undefined) ??
        found.get(w.uuid) ??
        found.get(`email:${w.email}`);
      if (hit) {
        matched++;
        uuidOf.set(key, hit.uuid);
        continue;
      }
      uuidOf.set(key, w.uuid);
      const { Firstname, Lastname } = splitName(w.person.name);
      toCreate.push({
        uuid: w.uuid,
        eventId: event.id,
        email: w.email,
        firstname: Firstname,
        lastname: Lastname,
        biography: w.person.biography ?? '',
        nonattendeeAuthor: true,
      });
    }

    const docOf = (e: ScheduleEntry, i: number, sessionId: number, id: string): SessionItemDoc => {
      const personOf = (p: SchedulePerson): DocPerson => ({
        uuid: uuidOf.get(personKey(p))!,
        ...splitName(p.name),
        ...(p.biography ? { Biography: p.biography } : {}),
        ...(p.role === 'author' ? { presenter: 1 } : {}),
      });
      const sourcePersons: ScheduleSourcePerson[] = e.persons.map((p) => ({
        uuid: uuidOf.get(personKey(p))!,
        name: p.name,
        ...(p.id !== undefined ? { id: p.id } : {}),
        ...(p.guid ? { guid: p.guid } : {}),
      }));
      const files: FileLink[] = [
        ...e.links.map((l) => ({ fieldid: 'link', name: l.title, href: l.href })),
        ...e.attachments.map((a) => ({ fieldid: 'attachment', name: a.title, href: a.href })),
      ];
      const authors = e.persons.filter((p) => p.role === 'author').map(personOf);
      const chairs = e.persons.filter((p) => p.role === 'chair').map(personOf);
      const source: ScheduleSource = {
        guid: e.guid,
        id: e.id,
        ...(e.code ? { code: e.code } : {}),
        ...(e.slug ? { slug: e.slug } : {}),
        ...(e.uid ? { uid: e.uid } : {}),
        subtitle: e.subtitle,
        abstract: e.abstract,
        description: e.description,
        language: e.language,
        ...(e.url ? { url: e.url } : {}),
        ...(e.recording ? { recording: e.recording } : {}),
        persons: sourcePersons,
      };
      const { room, track, type } = ids[i]!;
      return {
        _id: id,
        internal_type: 'session',
        session_id: sessionId,
        conference_id: event.conferenceId,
        source_hex: event.sourceHex,
        ...(type !== undefined ? { session_type_id: type, proposal_type: e.type } : {}),
        ...(track !== undefined ? { program_track_id: track, program_track_name: e.track } : {}),
        title: e.title,
        description: html(e.description || e.abstract),
        ...(e.abstract && e.description
          ? { description_array: [{ label: 'Abstract', content: html(e.abstract) }] }
          : {}),
        start_time_unix: e.start,
        end_time_unix: e.end,
        ...(room !== undefined ? { room_id: room } : {}),
        ...(files.length ? { file_links_array: files } : {}),
        ...(authors.length ? { author_array: authors } : {}),
        ...(chairs.length ? { session_chair_array: chairs } : {}),
        schedule_source: source,
      };
    };

    const writes: SessionItemDoc[] = [];
    let created = 0;
    let updated = 0;
    let unchanged = 0;
    const index = new Map(entries.map((e, i) => [e, i]));
    for (const e of entries) {
      const before = byGuid.get(e.guid);
      if (before) {
        // The platform's own settings of the session (live configuration, media, credits) stay as they are.
        const own = Object.fromEntries(
          Object.entries(before.doc).filter(([k]) => !(IMPORTED_FIELDS as readonly string[]).includes(k)),
        );
        const doc = { ...own, ...docOf(e, index.get(e)!, before.sessionId, before.id) } as SessionItemDoc;
        if (canonical(doc) === canonical(before.doc)) unchanged++;
        else {
          updated++;
          writes.push(doc);
        }
      } else {
        const sessionId = nextSessionId++;
        created++;
        writes.push(docOf(e, index.get(e)!, sessionId, `session_${sessionId}`));
      }
    }
    const gone = existing
      .filter((r) => r.doc.schedule_source && !seen.has(r.doc.schedule_source.guid))
      .map((r) => ({ id: r.id, title: r.doc.title }));
    opts.onPlan?.({ gone });
    const summary: ImportSummary = {
      created,
      updated,
      unchanged,
      gone,
      removed: opts.prune ? gone.length : 0,
      rejected,
      people: { matched, created: toCreate.length },
    };
    if (opts.preview) return summary;

    const total = writes.length + toCreate.length + (opts.prune ? gone.length : 0);
    let done = 0;
    const progress = (n: number) => {
      done += n;
      opts.onProgress?.(done, total);
    };
    if (configChanged) {
      await t.update(events).set({ config, updatedAt: new Date() }).where(eq(events.id, event.id));
    }
    for (let i = 0; i < toCreate.length; i += BATCH) {
      const batch = toCreate.slice(i, i + BATCH);
      await t.insert(users).values(batch);
      progress(batch.length);
    }
    for (let i = 0; i < writes.length; i += BATCH) {
      const batch = writes.slice(i, i + BATCH);
      await t
        .insert(programItems)
        .values(batch.map((doc) => programItemRow(event.id, doc)))
        .onConflictDoUpdate({
          target: [programItems.eventId, programItems.id],
          set: {
            kind: sqlExcluded('kind'),
            sessionId: sqlExcluded('session_id'),
            type: sqlExcluded('type'),
            start: sqlExcluded('start_ms'),
            end: sqlExcluded('end_ms'),
            doc: sqlExcluded('doc'),
            updatedAt: new Date(),
          },
        });
      progress(batch.length);
    }
    if (opts.prune && gone.length) {
      for (let i = 0; i < gone.length; i += BATCH) {
        const batch = gone.slice(i, i + BATCH);
        await t.delete(programItems).where(
          and(
            eq(programItems.eventId, event.id),
            inArray(
              programItems.id,
              batch.map((g) => g.id),
            ),
          ),
        );
        progress(batch.length);
      }
    }
    if (total === 0) opts.onProgress?.(0, 0);
    return summary;
  });
}
