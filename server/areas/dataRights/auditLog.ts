import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DataRightsLogEntry } from '../../../schemas/dataRights';
import type { Db } from '../../db/connect';
import { dataRightsLog, users } from '../../db/schema';

export interface LoggedAction {
  readonly eventId: string;
  readonly action: 'export' | 'delete';
  readonly actorUuid: string;
  readonly subjectUuid: string;
  readonly byAdmin: boolean;
  readonly at: Date;
}

export async function logDataRightsAction(db: Db, entry: LoggedAction): Promise<void> {
  await db.insert(dataRightsLog).values(entry);
}

/** The newest entries of the event's log first, with the names of who did it and for whom. */
export async function readDataRightsLog(db: Db, eventId: string, limit = 500): Promise<DataRightsLogEntry[]> {
  const rows = await db
    .select()
    .from(dataRightsLog)
    .where(eq(dataRightsLog.eventId, eventId))
    .orderBy(desc(dataRightsLog.at), desc(dataRightsLog.id))
    .limit(limit);
  const uuids = [...new Set(rows.flatMap((r) => [r.actorUuid, r.subjectUuid]))];
  const people =
    uuids.length === 0
      ? []
      : await db
          .select({ uuid: users.uuid, firstname: users.firstname, lastname: users.lastname })
          .from(users)
          .where(and(eq(users.eventId, eventId), inArray(users.uuid, uuids)));
  const names = new Map(people.map((p) => [p.uuid, `${p.firstname} ${p.lastname}`.trim()]));
  const who = (uuid: string) => ({ uuid, name: names.get(uuid) ?? '' });
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor: who(r.actorUuid),
    subject: who(r.subjectUuid),
    by_admin: r.byAdmin,
    at: r.at.getTime(),
  }));
}
