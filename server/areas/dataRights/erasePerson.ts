import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { BADGES } from '../../../schemas/constants';
import type { Db } from '../../db/connect';
import { posts, users } from '../../db/schema';
import type { UserRow } from '../auth/users';
import { deletePost } from '../wall/queries';
import { PERSONAL_COLUMNS, type PersonalColumn } from './personalColumns';
import { naming } from './personMatch';

export type DeletedContent = 'keep_as_deleted_user' | 'remove';

/** The name the stand-in of an erased account shows under its kept posts and messages. */
export const DELETED_USER = { firstname: 'Deleted', lastname: 'user' } as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * An erased account's stand-in: a fresh uuid that no one can link to the person, hidden from every list (ghost,
 * badge -1), without password or reachable address, so that what others read (kept posts, vote and like counts)
 * stays whole. One per erased account, so that two erased voters of one form stay two votes.
 */
async function insertStandIn(tx: Tx, eventId: string, now: Date): Promise<string> {
  const uuid = randomUUID();
  await tx.insert(users).values({
    uuid,
    eventId,
    email: `deleted-${uuid}@deleted.invalid`,
    ...DELETED_USER,
    ghost: true,
    badges: [BADGES.NON_PARTICIPANT],
    publicProfile: false,
    createdAt: now,
  });
  return uuid;
}

async function removeOwnPosts(tx: Tx, person: UserRow, now: Date) {
  const own = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.eventId, person.eventId), eq(posts.authorUuid, person.uuid)));
  for (const { id } of own) await deletePost(tx as unknown as Db, person.eventId, id, now);
}

async function erase(tx: Tx, entry: PersonalColumn, person: UserRow, standIn: string, keep: boolean) {
  const anonymise = entry.erasure === 'anonymise' || (entry.erasure === 'content' && keep);
  const where = naming(entry, person);
  if (!anonymise) await tx.delete(entry.table).where(where);
  else
    await tx
      .update(entry.table)
      .set({ [propertyOf(entry)]: standIn } as never)
      .where(where);
}

/** The column's property name in drizzle's table (what `set` takes), not its SQL name. */
function propertyOf(entry: PersonalColumn): string {
  const found = Object.entries(getTableColumns(entry.table)).find(([, column]) => column === entry.column);
  if (!found) throw new Error(`${entry.column.name} is not a column of its table`);
  return found[0];
}

/**
 * Erases the person in one transaction: each personal row removed or handed to the stand-in as the registry
 * says, posts and messages kept under 'Deleted user' or removed as the event configures, then the account.
 * Answers the stand-in's uuid.
 */
export async function erasePerson(
  db: Db,
  person: UserRow,
  content: DeletedContent,
  now: Date,
  /** Writes in the same transaction what the erasure is recorded as (the audit log), given the stand-in. */
  record: (tx: Db, standIn: string) => Promise<void>,
): Promise<string> {
  const keep = content === 'keep_as_deleted_user';
  return db.transaction(async (tx) => {
    const standIn = await insertStandIn(tx, person.eventId, now);
    if (!keep) await removeOwnPosts(tx, person, now);
    else await tx.update(posts).set({ updatedAt: now }).where(eq(posts.authorUuid, person.uuid));
    for (const entry of PERSONAL_COLUMNS) await erase(tx, entry, person, standIn, keep);
    await tx.delete(users).where(and(eq(users.eventId, person.eventId), eq(users.uuid, person.uuid)));
    await record(tx as unknown as Db, standIn);
    return standIn;
  });
}
