import { randomUUID } from 'node:crypto';
import type { ClientEvent } from '../../../schemas/clientLog';
import { isOn } from '../../../schemas/eventConfig';
import type { FlagRequest } from '../../../schemas/flag';
import type { Db } from '../../db/connect';
import { clientEvents, flags } from '../../db/schema';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';

/** Staff of the provider are not logged unless the event's admin logging is on (000 §6). */
export const isLogged = (event: EventRow, user: UserRow): boolean =>
  !user.xcdStaff || isOn(event.config.admin_logging);

/** Stores one client event; answers whether it was stored. */
export async function logClientEvent(
  db: Db,
  now: number,
  event: EventRow,
  user: UserRow,
  entry: ClientEvent,
): Promise<boolean> {
  if (!isLogged(event, user)) return false;
  await db.insert(clientEvents).values({
    id: randomUUID(),
    eventId: event.id,
    uuid: user.uuid,
    action: entry.action,
    module: entry.module,
    screen: entry.screen,
    title: entry.title ?? null,
    titleId: entry.title_id ?? null,
    targetType: entry.target_type ?? null,
    target: entry.target ?? null,
    createdAt: new Date(now),
  });
  return true;
}

/** Stores a report; a second report of the same item for the same reason by the same user is kept once. */
export async function flagEntity(
  db: Db,
  now: number,
  event: EventRow,
  user: UserRow,
  request: FlagRequest,
): Promise<void> {
  await db
    .insert(flags)
    .values({
      id: randomUUID(),
      eventId: event.id,
      uuid: user.uuid,
      entityType: request.entity_type,
      entityId: request.entity_id,
      reason: request.flag_reason,
      createdAt: new Date(now),
    })
    .onConflictDoNothing();
}

export type Feedback = ReturnType<typeof createFeedback>;

/** The client log and Report an Issue, for a signed-in user of an event. */
export function createFeedback(db: Db, clock: { now(): number }) {
  return {
    log: ({ event, user }: { event: EventRow; user: UserRow }, entry: ClientEvent) =>
      logClientEvent(db, clock.now(), event, user, entry),
    flag: ({ event, user }: { event: EventRow; user: UserRow }, request: FlagRequest) =>
      flagEntity(db, clock.now(), event, user, request),
  };
}
