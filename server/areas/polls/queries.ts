import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PollKind, PollStatus } from '../../../schemas/poll';
import type { Db } from '../../db/connect';
import { pollVotes, polls } from '../../db/schema';

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export type PollRow = typeof polls.$inferSelect & { kind: PollKind; status: PollStatus };

/** The polls of a session, oldest first. */
export async function pollsOfSession(db: Db, eventId: string, sessionId: number): Promise<PollRow[]> {
  const rows = await db
    .select()
    .from(polls)
    .where(and(eq(polls.eventId, eventId), eq(polls.sessionId, sessionId)))
    .orderBy(asc(polls.id));
  return rows as PollRow[];
}

export async function pollById(db: Db, eventId: string, pollId: number): Promise<PollRow | undefined> {
  const [row] = await db
    .select()
    .from(polls)
    .where(and(eq(polls.eventId, eventId), eq(polls.id, pollId)));
  return row as PollRow | undefined;
}

export async function insertPoll(db: Db, row: typeof polls.$inferInsert): Promise<PollRow> {
  const [created] = await db.insert(polls).values(row).returning();
  return created as PollRow;
}

/** Moves a poll from `from` to `to`; false when it was no longer in `from` (another moderator moved it). */
export async function movePoll(db: Db, pollId: number, from: PollStatus, to: PollStatus): Promise<boolean> {
  const moved = await db
    .update(polls)
    .set({ status: to })
    .where(and(eq(polls.id, pollId), eq(polls.status, from)))
    .returning({ id: polls.id });
  return moved.length === 1;
}

/**
 * Records the voter's choices, replacing earlier ones, only while the poll is open: the status check and the
 * upsert are one statement, so a vote racing the close is either in before it or refused. False when refused.
 */
export async function castPollVote(
  db: Db,
  row: { pollId: number; eventId: string; uuid: string; choices: number[] },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${pollVotes} (poll_id, event_id, uuid, choices)
    select ${row.pollId}, ${row.eventId}, ${row.uuid}, ARRAY[${idList(row.choices)}]::integer[]
    where exists (select 1 from ${polls} where id = ${row.pollId} and status = 'open')
    on conflict (poll_id, uuid) do update set choices = excluded.choices, voted_at = now()
    returning poll_id`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/** Per poll: votes per option index, and how many voted. */
export async function tallies(
  db: Db,
  pollIds: readonly number[],
): Promise<Map<number, { byOption: Map<number, number>; voters: number }>> {
  const out = new Map<number, { byOption: Map<number, number>; voters: number }>();
  if (pollIds.length === 0) return out;
  for (const id of pollIds) out.set(id, { byOption: new Map(), voters: 0 });
  const voters = await db
    .select({ pollId: pollVotes.pollId, n: sql<number>`count(*)::int` })
    .from(pollVotes)
    .where(inArray(pollVotes.pollId, [...pollIds]))
    .groupBy(pollVotes.pollId);
  for (const v of voters) (out.get(v.pollId) as { voters: number }).voters = Number(v.n);
  const byOption = await db.execute(sql`
    select poll_id, choice, count(*)::int as n
    from ${pollVotes}, unnest(choices) as choice
    where poll_id in (${idList(pollIds)})
    group by poll_id, choice`);
  for (const r of (byOption as unknown as { rows: { poll_id: number; choice: number; n: number }[] }).rows)
    out.get(Number(r.poll_id))?.byOption.set(Number(r.choice), Number(r.n));
  return out;
}

/** The user's choices in the given polls. */
export async function choicesOf(db: Db, uuid: string, pollIds: readonly number[]) {
  if (pollIds.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select({ pollId: pollVotes.pollId, choices: pollVotes.choices })
    .from(pollVotes)
    .where(and(eq(pollVotes.uuid, uuid), inArray(pollVotes.pollId, [...pollIds])));
  return new Map(rows.map((r) => [r.pollId, r.choices]));
}
