import { eq, max } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../server/db/connect';
import * as t from '../../server/db/schema';

/**
 * One row of every kind a person leaves behind, for the person `uuid` of the event (with `email`), beside a
 * shared poll so that two people's votes count together. Answers the ids of what was made.
 */
export async function insertPersonalRows(
  db: Db,
  ids: { eventId: string; uuid: string; email: string; pollId: number; exhibitorId: number },
) {
  const { eventId, uuid, email, pollId, exhibitorId } = ids;
  const at = new Date(Date.UTC(2026, 10, 22, 12));
  const own = { eventId, uuid };
  const postId = randomUUID();
  const conversationId = randomUUID();
  await db.insert(t.favorites).values({ ...own, entityType: 'session', entityId: 'session_1' });
  await db.insert(t.ratings).values({ ...own, entityType: 'session', entityId: 'session_1', halves: 8 });
  await db.insert(t.notes).values({ ...own, sessionId: 1, note: `Note of ${email}` });
  await db.insert(t.posts).values({
    id: postId,
    eventId,
    authorUuid: uuid,
    level: 0,
    topic: 'conference',
    messageType: 'text',
    body: 'A post on the wall',
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(t.postLikes).values({ postId, uuid, createdAt: at });
  await db
    .insert(t.uploads)
    .values({ id: randomUUID(), eventId, uuid, contentType: 'image/png', bytes: 1, createdAt: at });
  await db
    .insert(t.chatConversations)
    .values({ id: conversationId, eventId, participantsKey: randomUUID(), createdBy: uuid, createdAt: at });
  await db.insert(t.chatParticipants).values({ conversationId, eventId, uuid });
  await db
    .insert(t.chatMessages)
    .values({ id: randomUUID(), conversationId, eventId, sender: uuid, text: 'Hello', createdAt: at });
  await db.insert(t.exhibitorMessages).values({
    id: randomUUID(),
    ...own,
    exhibitorId,
    staffUuid: uuid,
    text: 'A question for the booth',
    createdAt: at,
  });
  const card = {
    firstName: 'x',
    lastName: 'y',
    email,
    company: '',
    title: '',
    city: '',
    state: '',
    country: '',
  };
  await db.insert(t.exhibitorLeads).values({ ...own, exhibitorId, card, sharedAt: at });
  await db.insert(t.raffleEntries).values({ ...own, exhibitorId, enteredAt: at });
  await db
    .insert(t.analyticsEvents)
    .values({ id: randomUUID(), ...own, action: 'view', page: 'session', createdAt: at });
  await db
    .insert(t.clientEvents)
    .values({ id: randomUUID(), ...own, action: 'click', module: 'menu', screen: 'lobby', createdAt: at });
  await db.insert(t.flags).values({
    id: randomUUID(),
    ...own,
    entityType: 'post',
    entityId: postId,
    reason: 'spam',
    createdAt: at,
  });
  await db
    .insert(t.awarenessChecks)
    .values({ ...own, entityType: 'session', entityId: 'session_1', sequence: 1, outcome: 'pass' });
  await db.insert(t.watchCoverage).values({
    ...own,
    entityType: 'session',
    entityId: 'session_1',
    type: 'ondemand',
    lengthSeconds: 60,
    lastBeatAt: 1,
  });
  await db
    .insert(t.assessmentSubmissions)
    .values({ ...own, kind: 'evaluation', sessionId: 1, answers: {}, submittedAt: 1 });
  await db.insert(t.creditChoices).values({ ...own, sessionId: 1, chosen: ['1'] });
  await db
    .insert(t.earnedCredits)
    .values({ ...own, sessionId: 1, creditNumSelect: '1', creditName: 'CME', hundredths: 100, earnedAt: 1 });
  await db.insert(t.calendarFeeds).values({ ...own, nonce: randomUUID() });
  await db
    .insert(t.gameTaskCompletions)
    .values({ ...own, taskId: 'task', redemption: 1, doneId: '', once: false, points: 5, createdAt: at });
  await db.insert(t.gameScores).values({ ...own, points: 5, reachedAt: at });
  const slotId = randomUUID();
  await db
    .insert(t.timeslots)
    .values({ eventId, id: slotId, exhibitorId, ownerUuid: uuid, title: 'Slot', startMs: 1, endMs: 2 });
  await db.insert(t.meetings).values({
    eventId,
    id: randomUUID(),
    timeslotId: slotId,
    exhibitorId,
    requesterUuid: uuid,
    note: 'Meet',
    status: 'requested',
  });
  await db.insert(t.purchasedProducts).values({
    eventId,
    uuid,
    productUuid: randomUUID(),
    doc: {} as typeof t.purchasedProducts.$inferInsert.doc,
  });
  await db.insert(t.votes).values({ ...own, formId: 'form', abId: 1 });
  await db.insert(t.pollVotes).values({ ...own, pollId, choices: [0] });
  await db.insert(t.polls).values({
    eventId,
    sessionId: 1,
    question: 'Which?',
    kind: 'single',
    options: ['a', 'b'],
    status: 'open',
    createdBy: uuid,
  });
  await db.insert(t.logins).values({ id: randomUUID(), eventId, userUuid: uuid, createdAt: at });
  await db.insert(t.pendingSignups).values({
    id: randomUUID(),
    eventId,
    uuid,
    email,
    username: 'pending',
    passwordHash: 'x',
    expiresAt: at,
  });
  await db.insert(t.loginFailures).values({ key: `${eventId}:${email}`, at });
  await db.insert(t.dataRightsLog).values({
    eventId,
    action: 'export',
    actorUuid: uuid,
    subjectUuid: uuid,
    byAdmin: false,
    at,
  });
  await db
    .insert(t.activityLog)
    .values({ ...own, action: 'favourite', entityType: 'session', entityId: '1', at });
  const [newest] = await db
    .select({ version: max(t.settingsVersions.version) })
    .from(t.settingsVersions)
    .where(eq(t.settingsVersions.eventId, eventId));
  await db.insert(t.settingsVersions).values({
    eventId,
    version: (newest?.version ?? 0) + 1,
    config: { source_hex: 'ab', conferenceid: 1 },
    savedBy: uuid,
    savedAt: at,
  });
  return { postId, conversationId };
}
