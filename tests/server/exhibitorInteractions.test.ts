import { and, eq } from 'drizzle-orm';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExhibitorDoc } from '../../schemas/exhibitor';
import { BOOTH_TEXT, InteractionReply } from '../../schemas/exhibitorInteraction';
import {
  chatMessages,
  exhibitorLeads,
  exhibitorMessages,
  exhibitors,
  gameTasks,
  raffleEntries,
} from '../../server/db/schema';
import { signIn } from '../support/program';
import { insertExhibitors } from '../support/exhibitors';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
let s: TestServer;
let event: Awaited<ReturnType<typeof insertEvent>>;
let staff: string;
let attendee: string;
const tokens: Record<string, string> = {};

function company(id: number, info: Partial<ExhibitorDoc['CompanyInfo']>, raffle = false): ExhibitorDoc {
  return {
    CompanyInfo: { CompID: id, CompUUID: `c-${id}`, Companyname: `Company ${id}`, ...info },
    badgeObj: { label: 'Gold', order: 1 },
    media: {
      youtube: [],
      raffle: raffle ? [{ type: 'raffle', data: { label: 'Enter our raffle' } }] : [],
      pdf: [],
      links: [],
      products: [],
    },
    contact_info: [{ uuid: staff, firstName: 'Grace', lastName: 'Hopper', contactTitle: 'Sales' }],
  };
}

const interact = (compId: number | string, body: unknown, token = tokens.attendee) =>
  s.request(`/api/exhibitors/${compId}/interactions`, { method: 'POST', json: body, token });
async function first(res: Response) {
  expect(res.status).toBe(200);
  const [item] = Schema.decodeUnknownSync(InteractionReply)(await res.json());
  return item;
}
async function completedTasks(token = tokens.attendee) {
  const res = await s.request('/api/game', { token });
  return ((await res.json()) as { completed: { mongoTaskId: string; doneIds: string[] }[] }).completed;
}

beforeAll(async () => {
  s = await startTestServer();
  const now = s.clock.now();
  event = await insertEvent(s.db, 'expo', {
    chat_enabled: 1,
    gamification_enabled: 1,
    game_config: {
      start_timestamp: now - HOUR,
      end_timestamp: now + HOUR,
      general_config: { allEnabled: 1 },
    },
  });
  staff = await insertUser(s.db, event.id, 'staff@example.com', { exhibitorStaff: true, socialMessage: 1 });
  attendee = await insertUser(s.db, event.id, 'attendee@example.com', {
    socialMessage: 1,
    firstname: 'Ada',
    company: 'Engines',
  });
  await insertUser(s.db, event.id, 'quiet@example.com', { socialMessage: 0 });
  await insertUser(s.db, event.id, 'limited@example.com', { limitedAccess: true });
  const docs = [
    company(1, { showContactUs: 1, VirtualMeetingInfoJSON: { raffle_code: 'WIN1' } }, true),
    company(2, { showContactUs: 0 }, true),
    company(3, {}),
  ];
  await insertExhibitors(s.db, event.id, docs);
  const task = (id: string, taskId: 'CONTACT_EXHIBITOR' | 'ENTER_RAFFLE') => ({
    eventId: event.id,
    id,
    doc: {
      _id: id,
      type: 'static' as const,
      taskId,
      label: id,
      group: 'Exhibit Hall',
      points: 5,
      redeem_times: 5,
      conference_id: 100,
      source_hex: event.sourceHex,
    },
  });
  await s.db.insert(gameTasks).values([task('contact', 'CONTACT_EXHIBITOR'), task('raffle', 'ENTER_RAFFLE')]);
  for (const who of ['attendee', 'quiet', 'limited', 'staff'])
    tokens[who] = await signIn(s, 'expo', `${who}@example.com`);
});
afterAll(() => s.close());

describe('contact-us and direct messages', () => {
  it('stores a contact-us message for the company and answers with its name filled in', async () => {
    const item = await first(await interact(1, { method: 'send_message', content: '  Tell me more  ' }));
    expect(item).toMatchObject({ success: true, return_text: 'Your message has been sent to Company 1.' });
    const rows = await s.db.select().from(exhibitorMessages).where(eq(exhibitorMessages.exhibitorId, 1));
    expect(rows).toMatchObject([{ uuid: attendee, staffUuid: null, text: 'Tell me more' }]);
    expect(await completedTasks()).toEqual([
      expect.objectContaining({ mongoTaskId: 'contact', doneIds: ['1'] }),
    ]);
  });

  it('has no contact-us form where the company turned it off (404)', async () => {
    expect((await interact(2, { method: 'send_message', content: 'Hi' })).status).toBe(404);
  });

  it('posts a direct message in a chat conversation with the staff member, and tells the relay', async () => {
    const before = s.published.length;
    const item = await first(
      await interact(1, {
        method: 'send_direct_message',
        content: 'Hello Grace',
        message_contact_uuid: staff,
      }),
    );
    expect(item).toMatchObject({ success: true, return_text: 'Message sent to Grace Hopper' });
    expect(item?.conversation_id).toBeTruthy();
    const chat = await s.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, item?.conversation_id ?? ''));
    expect(chat).toMatchObject([{ sender: attendee, text: 'Hello Grace' }]);
    const kinds = s.published.slice(before).map((m) => m.kind);
    expect(kinds).toEqual(['chat_conversation', 'chat_message']);
    const stored = await s.db
      .select()
      .from(exhibitorMessages)
      .where(and(eq(exhibitorMessages.exhibitorId, 1), eq(exhibitorMessages.staffUuid, staff)));
    expect(stored).toMatchObject([{ conversationId: item?.conversation_id }]);
  });

  it('stores a direct message without chat when the chat rules refuse the sender', async () => {
    const item = await first(
      await interact(
        1,
        { method: 'send_direct_message', content: 'From a quiet one', message_contact_uuid: staff },
        tokens.quiet,
      ),
    );
    expect(item).toMatchObject({ success: true });
    expect(item?.conversation_id).toBeUndefined();
  });

  it('refuses direct messages to limited-access users (403) and to someone not on the staff (404)', async () => {
    const body = { method: 'send_direct_message', content: 'Hi', message_contact_uuid: staff };
    expect((await interact(1, body, tokens.limited)).status).toBe(403);
    const stranger = { ...body, message_contact_uuid: attendee };
    expect((await interact(1, stranger)).status).toBe(404);
  });
});

describe('sharing contact info', () => {
  it('keeps one lead per user and company, with the newest card', async () => {
    const item = await first(await interact(3, { method: 'share_info' }));
    expect(item).toMatchObject({
      success: true,
      return_text: 'Your contact information has been shared with Company 3.',
    });
    await first(await interact(3, { method: 'share_info' }));
    const leads = await s.db.select().from(exhibitorLeads).where(eq(exhibitorLeads.exhibitorId, 3));
    expect(leads).toMatchObject([{ uuid: attendee, card: { firstName: 'Ada', company: 'Engines' } }]);
  });
});

describe('raffle', () => {
  it('refuses a wrong code with title Error, then takes the right one trimmed and in any case, once', async () => {
    const wrong = await first(await interact(1, { method: 'raffle', raffle_code: 'LOSE' }));
    expect(wrong).toEqual({
      success: false,
      return_title: 'Error',
      return_text: BOOTH_TEXT.RAFFLE_WRONG_CODE,
    });
    const missing = await first(await interact(1, { method: 'raffle' }));
    expect(missing?.success).toBe(false);
    const right = await first(await interact(1, { method: 'raffle', raffle_code: '  win1 ' }));
    expect(right).toMatchObject({
      success: true,
      return_text: 'You have entered the Company 1 raffle. Good luck!',
    });
    const again = await first(await interact(1, { method: 'raffle', raffle_code: 'WIN1' }));
    expect(again).toMatchObject({
      success: false,
      return_title: 'Error',
      return_text: 'You have already entered the Company 1 raffle.',
    });
    const entries = await s.db.select().from(raffleEntries).where(eq(raffleEntries.exhibitorId, 1));
    expect(entries).toHaveLength(1);
    expect(await completedTasks()).toContainEqual(
      expect.objectContaining({ mongoTaskId: 'raffle', doneIds: ['1'] }),
    );
  });

  it('enters directly where the company has no code, and is 404 where it has no raffle', async () => {
    expect(await first(await interact(2, { method: 'raffle' }))).toMatchObject({ success: true });
    expect((await interact(3, { method: 'raffle' })).status).toBe(404);
  });

  it('answers a success with the configured title and message, the company name filled in', async () => {
    const prize = await insertEvent(s.db, 'prize', {
      exhibitor_hall_config: {
        raffle_success_title: 'Congratulations from {companyname}',
        raffle_success_message: 'You are in the {companyname} prize draw. Winners are called at 5 pm.',
      },
    });
    await insertUser(s.db, prize.id, 'player@example.com');
    const doc = company(8, {}, true);
    await s.db.insert(exhibitors).values({
      eventId: prize.id,
      id: 8,
      uuid: doc.CompanyInfo.CompUUID,
      name: doc.CompanyInfo.Companyname,
      levelOrder: 1,
      doc,
    });
    const token = await signIn(s, 'prize', 'player@example.com');
    expect(await first(await interact(8, { method: 'raffle' }, token))).toEqual({
      success: true,
      return_title: 'Congratulations from Company 8',
      return_text: 'You are in the Company 8 prize draw. Winners are called at 5 pm.',
    });
    // A failure keeps the server's own text.
    expect(await first(await interact(8, { method: 'raffle' }, token))).toMatchObject({
      success: false,
      return_title: 'Error',
      return_text: 'You have already entered the Company 8 raffle.',
    });
  });
});

describe('bad input and unknown companies', () => {
  it.each([
    [{ method: 'send_message', content: '   ' }, 'content'],
    [{ method: 'send_direct_message', content: 'Hi' }, 'message_contact_uuid'],
    [{ method: 'shout' }, 'method'],
    [{ method: 'raffle', raffle_code: 'x'.repeat(101) }, 'raffle_code'],
  ])('%j is a 400 naming %s', async (body, field) => {
    const res = await interact(1, body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: { path: string }[] } };
    expect(error.fields.map((f) => f.path).join(' ')).toContain(field);
  });

  it('answers 404 to an unknown company, 400 to a CompID that is no number, 401 without sign-in', async () => {
    expect((await interact(999, { method: 'share_info' })).status).toBe(404);
    expect((await interact('abc', { method: 'share_info' })).status).toBe(400);
    const anonymous = await s.request('/api/exhibitors/1/interactions', {
      method: 'POST',
      json: { method: 'share_info' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('closed site', () => {
  it('refuses attendees after the soft close, not admins', async () => {
    const closed = await insertEvent(s.db, 'closed', { soft_close_timestamp: s.clock.now() - HOUR });
    await insertUser(s.db, closed.id, 'a@example.com');
    await insertUser(s.db, closed.id, 'admin@example.com', { isAdmin: true });
    const doc = company(7, {});
    await s.db
      .insert(exhibitors)
      .values({ eventId: closed.id, id: 7, uuid: 'c-7', name: 'C7', levelOrder: 1, doc });
    const a = await signIn(s, 'closed', 'a@example.com');
    const admin = await signIn(s, 'closed', 'admin@example.com');
    expect((await interact(7, { method: 'share_info' }, a)).status).toBe(403);
    expect((await interact(7, { method: 'share_info' }, admin)).status).toBe(200);
  });
});
