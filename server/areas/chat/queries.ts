import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ChatConversation, ChatMessage } from '../../../schemas/chatSocket';
import type { Db } from '../../db/connect';
import { chatConversations, chatMessages, chatParticipants, users } from '../../db/schema';
import type { Reachability } from './rules';

type MessageRow = Pick<
  typeof chatMessages.$inferSelect,
  'id' | 'conversationId' | 'sender' | 'text' | 'createdAt'
>;

export const toChatMessage = (m: MessageRow): ChatMessage => ({
  id: m.id,
  conversationId: m.conversationId,
  from: m.sender,
  type: 'text',
  text: m.text,
  ts: Math.floor(m.createdAt.getTime() / 1000),
});

export type Member = Reachability & { uuid: string; isAdmin: boolean };
const memberColumns = {
  uuid: chatParticipants.uuid,
  socialMessage: users.socialMessage,
  limitedAccess: users.limitedAccess,
  badges: users.badges,
  isAdmin: users.isAdmin,
};

/** The members of a conversation of the event (empty when there is no such conversation in it). */
export async function membersOf(db: Db, eventId: string, conversationId: string): Promise<Member[]> {
  return db
    .select(memberColumns)
    .from(chatParticipants)
    .innerJoin(users, eq(users.uuid, chatParticipants.uuid))
    .where(and(eq(chatParticipants.eventId, eventId), eq(chatParticipants.conversationId, conversationId)));
}

const lastMessage = (db: Db) =>
  db
    .select({
      id: chatMessages.id,
      conversationId: chatMessages.conversationId,
      sender: chatMessages.sender,
      text: chatMessages.text,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, chatParticipants.conversationId))
    .orderBy(desc(chatMessages.seq))
    .limit(1)
    .as('last_message');

export interface ConversationSummary {
  conversation: ChatConversation & { unread: number };
  /** The other participants, to leave out conversations with people who no longer take messages. */
  others: Member[];
  /** Time of the last message, or of the start: the order of the conversation list. */
  activeAt: number;
}

/**
 * The user's conversations (or one of them) with every participant, the last message and the user's unread
 * count (messages of others after the last one they read), most recently active first.
 */
export async function conversationSummaries(
  db: Db,
  eventId: string,
  uuid: string,
  onlyConversation?: string,
): Promise<ConversationSummary[]> {
  const last = lastMessage(db);
  const rows = await db
    .select({
      id: chatConversations.id,
      createdBy: chatConversations.createdBy,
      createdAt: chatConversations.createdAt,
      unread: sql<number>`(select count(*) from ${chatMessages}
        where ${chatMessages.conversationId} = ${chatParticipants.conversationId}
          and ${chatMessages.seq} > ${chatParticipants.lastReadSeq}
          and ${chatMessages.sender} <> ${chatParticipants.uuid})`.mapWith(Number),
      last: {
        id: last.id,
        conversationId: last.conversationId,
        sender: last.sender,
        text: last.text,
        createdAt: last.createdAt,
      },
    })
    .from(chatParticipants)
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .leftJoinLateral(last, sql`true`)
    .where(
      and(
        eq(chatParticipants.eventId, eventId),
        eq(chatParticipants.uuid, uuid),
        onlyConversation === undefined ? undefined : eq(chatParticipants.conversationId, onlyConversation),
      ),
    );
  if (rows.length === 0) return [];
  const members = await db
    .select({ conversationId: chatParticipants.conversationId, ...memberColumns })
    .from(chatParticipants)
    .innerJoin(users, eq(users.uuid, chatParticipants.uuid))
    .where(
      inArray(
        chatParticipants.conversationId,
        rows.map((r) => r.id),
      ),
    );
  const byConversation = new Map<string, Member[]>();
  for (const { conversationId, ...member } of members) {
    byConversation.set(conversationId, [...(byConversation.get(conversationId) ?? []), member]);
  }
  return rows
    .map((r): ConversationSummary => {
      const all = byConversation.get(r.id) ?? [];
      const message = r.last ? toChatMessage(r.last) : undefined;
      return {
        conversation: {
          id: r.id,
          participants: all.map((m) => m.uuid).sort(),
          createdBy: r.createdBy,
          ...(message ? { lastMessage: message } : {}),
          unread: r.unread,
        },
        others: all.filter((m) => m.uuid !== uuid),
        activeAt: r.last ? r.last.createdAt.getTime() : r.createdAt.getTime(),
      };
    })
    .sort((a, b) => b.activeAt - a.activeAt || a.conversation.id.localeCompare(b.conversation.id));
}

const participantsKey = (sortedUuids: readonly string[]) =>
  createHash('sha256').update(sortedUuids.join('\n')).digest('hex');

/**
 * The conversation of exactly these participants in the event: the existing one, or a new one started by
 * `createdBy`. Two starts at once end with the same conversation (the unique key decides).
 */
export async function findOrCreateConversation(
  db: Db,
  eventId: string,
  createdBy: string,
  participants: readonly string[],
  now: number,
): Promise<{ id: string; createdBy: string; created: boolean }> {
  const sorted = [...new Set(participants)].sort();
  const key = participantsKey(sorted);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(chatConversations)
      .values({ id: randomUUID(), eventId, participantsKey: key, createdBy, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: chatConversations.id, createdBy: chatConversations.createdBy });
    if (inserted) {
      await tx
        .insert(chatParticipants)
        .values(sorted.map((uuid) => ({ conversationId: inserted.id, eventId, uuid })));
      return { ...inserted, created: true };
    }
    const [existing] = await tx
      .select({ id: chatConversations.id, createdBy: chatConversations.createdBy })
      .from(chatConversations)
      .where(and(eq(chatConversations.eventId, eventId), eq(chatConversations.participantsKey, key)));
    if (!existing) throw new Error('conversation vanished while it was being started');
    return { ...existing, created: false };
  });
}

export async function insertMessage(
  db: Db,
  eventId: string,
  conversationId: string,
  sender: string,
  text: string,
  now: number,
): Promise<ChatMessage> {
  const row = { id: randomUUID(), conversationId, eventId, sender, text, createdAt: new Date(now) };
  await db.insert(chatMessages).values(row);
  return toChatMessage(row);
}

/** The `seq` of a message of the conversation, or undefined when it is not one of its messages. */
export async function seqOfMessage(db: Db, conversationId: string, messageId: string) {
  const [row] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.id, messageId)));
  return row?.seq;
}

/** Up to `limit` messages of the conversation before `beforeSeq` (all when undefined), newest first. */
export async function messagesBefore(
  db: Db,
  conversationId: string,
  beforeSeq: number | undefined,
  limit: number,
): Promise<{ messages: ChatMessage[]; more: boolean }> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        beforeSeq === undefined ? undefined : lt(chatMessages.seq, beforeSeq),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit + 1);
  return { messages: rows.slice(0, limit).map(toChatMessage), more: rows.length > limit };
}

/** Marks every message of the conversation so far as read by the user; never moves backwards. */
export async function markConversationRead(db: Db, conversationId: string, uuid: string, now: number) {
  await db
    .update(chatParticipants)
    .set({
      lastReadSeq: sql`greatest(${chatParticipants.lastReadSeq}, coalesce((select max(${chatMessages.seq})
        from ${chatMessages} where ${chatMessages.conversationId} = ${conversationId}), 0))`,
      lastReadAt: new Date(now),
    })
    .where(and(eq(chatParticipants.conversationId, conversationId), eq(chatParticipants.uuid, uuid)));
}
