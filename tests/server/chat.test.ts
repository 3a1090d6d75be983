import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX, type ChatUser } from '../../schemas/chatSocket';
import type { EventConfig } from '../../schemas/eventConfig';
import { createChat } from '../../server/areas/chat/chat';
import {
  activityLog,
  chatConversations,
  chatMessages,
  chatParticipants,
  events,
  users,
} from '../../server/db/schema';
import { insertEvent, insertLogin, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
let s: TestServer;
let hooks: ReturnType<typeof createChat>['hooks'];

beforeAll(async () => {
  s = await startTestServer();
  hooks = createChat(s.deps).hooks;
});
afterAll(() => s.close());

let eventSeq = 0;
/** An event with chat on (unless the config says otherwise) and named people in it. */
async function eventWith(config: Partial<EventConfig> = {}) {
  const urlId = `chat-${++eventSeq}`;
  const event = await insertEvent(s.db, urlId, { chat_enabled: 1, ...config });
  const person = async (name: string, fields: Parameters<typeof insertUser>[3] = {}): Promise<ChatUser> => {
    const uuid = await insertUser(s.db, event.id, `${name}@example.com`, fields);
    const loginId = await insertLogin(s.db, event.id, uuid);
    return {
      uuid,
      eventId: event.id,
      loginId,
      isAdmin: fields.isAdmin ?? false,
      exempt: fields.isAdmin ?? false,
    };
  };
  return { ...event, person };
}

const started = async (from: ChatUser, ...to: ChatUser[]) => {
  const result = await hooks.startConversation(
    from,
    to.map((p) => p.uuid),
  );
  if (!result.ok) throw new Error(result.refusal.message);
  return result.value;
};
const sent = async (from: ChatUser, conversationId: string, text: string) => {
  const result = await hooks.sendMessage(from, conversationId, text);
  if (!result.ok) throw new Error(result.refusal.message);
  return result.value;
};
const messageCount = async () => (await s.db.select({ n: count() }).from(chatMessages))[0]?.n;

describe('starting conversations', () => {
  it('starts one conversation per participant set and returns it again to either side', async () => {
    const e = await eventWith();
    const [alice, bob, carol] = [await e.person('alice'), await e.person('bob'), await e.person('carol')];
    const first = await started(alice, bob);
    expect(first).toEqual({
      id: expect.any(String),
      participants: [alice.uuid, bob.uuid].sort(),
      createdBy: alice.uuid,
    });
    expect((await started(bob, alice)).id).toBe(first.id);
    const trio = await started(alice, carol, bob);
    expect(trio.id).not.toBe(first.id);
    expect((await started(carol, bob, alice)).id).toBe(trio.id);
    const rows = await s.db.select().from(chatConversations).where(eq(chatConversations.eventId, e.id));
    expect(rows).toHaveLength(2);
    const members = await s.db
      .select()
      .from(chatParticipants)
      .where(eq(chatParticipants.conversationId, first.id));
    expect(members.map((m) => m.uuid).sort()).toEqual(first.participants);
  });

  it('starting at the same time from both sides ends with one conversation', async () => {
    const e = await eventWith();
    const [alice, bob] = [await e.person('alice'), await e.person('bob')];
    const [a, b] = await Promise.all([started(alice, bob), started(bob, alice)]);
    expect(a.id).toBe(b.id);
  });

  it('refuses people of another event, unknown people and nobody but oneself', async () => {
    const e = await eventWith();
    const other = await eventWith();
    const alice = await e.person('alice');
    const stranger = await other.person('stranger');
    expect(await hooks.startConversation(alice, [stranger.uuid])).toEqual({
      ok: false,
      refusal: { code: 'not_found', message: 'No such participant in this event' },
    });
    const unknown = await hooks.startConversation(alice, ['no-such-uuid']);
    expect(!unknown.ok && unknown.refusal.code).toBe('not_found');
    const alone = await hooks.startConversation(alice, [alice.uuid]);
    expect(!alone.ok && alone.refusal).toMatchObject({
      code: 'bad_request',
      fields: [{ path: 'participants', message: 'Name at least one other participant' }],
    });
    const crowd = await hooks.startConversation(
      alice,
      Array.from({ length: 21 }, (_, i) => `p${i}`),
    );
    expect(!crowd.ok && crowd.refusal.code).toBe('bad_request');
    const rows = await s.db.select().from(chatConversations).where(eq(chatConversations.eventId, e.id));
    expect(rows).toEqual([]);
  });

  it('refuses peers who do not take messages: messaging off or hidden, limited access, non-participants', async () => {
    const e = await eventWith();
    const alice = await e.person('alice');
    for (const fields of [
      { socialMessage: 0 },
      { socialMessage: -1 },
      { limitedAccess: true },
      { badges: [-1] },
    ]) {
      const peer = await e.person(`peer${JSON.stringify(fields).replace(/\W/g, '')}`, fields);
      expect(await hooks.startConversation(alice, [peer.uuid])).toEqual({
        ok: false,
        refusal: { code: 'forbidden', message: 'This person does not take messages' },
      });
    }
  });

  it('refuses users who may not chat themselves', async () => {
    const e = await eventWith();
    const bob = await e.person('bob');
    const quiet = await e.person('quiet', { socialMessage: 0 });
    const limited = await e.person('limited', { limitedAccess: true });
    expect(await hooks.startConversation(quiet, [bob.uuid])).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'Turn on messaging in your profile to chat' },
    });
    expect(await hooks.startConversation(limited, [bob.uuid])).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'Chat is not available for your account' },
    });
  });
});

describe('the event configuration and closing', () => {
  it('refuses everything when chat is not enabled, and lists no conversations', async () => {
    const e = await eventWith({ chat_enabled: 0 });
    const [alice, bob] = [await e.person('alice'), await e.person('bob')];
    const result = await hooks.startConversation(alice, [bob.uuid]);
    expect(result).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'Chat is not enabled for this event' },
    });
    expect(await hooks.conversationsOf(alice)).toEqual([]);
    expect(!(await hooks.mayCall(alice, bob.uuid)).ok).toBe(true);
  });

  it('stops messages at the hard close and calls at the soft close, except for admins', async () => {
    const now = s.clock.now();
    const soft = await eventWith({ soft_close_timestamp: now - HOUR });
    const [alice, bob, admin] = [
      await soft.person('alice'),
      await soft.person('bob'),
      await soft.person('admin', { isAdmin: true }),
    ];
    const conversation = await started(alice, bob);
    await sent(alice, conversation.id, 'still open for messages');
    expect(await hooks.mayCall(alice, bob.uuid)).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'This virtual event is closed for new activity.' },
    });
    expect(await hooks.mayCall(admin, bob.uuid)).toEqual({ ok: true, value: null });

    const hard = await eventWith({ hard_close_time: now - HOUR, hard_close_msg: 'See you next year' });
    const [carol, dave, boss] = [
      await hard.person('carol'),
      await hard.person('dave'),
      await hard.person('boss', { isAdmin: true }),
    ];
    expect(await hooks.startConversation(carol, [dave.uuid])).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'See you next year' },
    });
    const bosses = await started(boss, dave);
    const before = await messageCount();
    expect((await hooks.sendMessage(dave, bosses.id, 'hello?')).ok).toBe(false);
    expect(await messageCount()).toBe(before);
    await sent(boss, bosses.id, 'closing up');
    expect(await messageCount()).toBe((before ?? 0) + 1);
  });

  it('closes chat in archive mode for all but admins, and turns calls off with disable_video_calls', async () => {
    const archived = await eventWith({ archive_mode: 1 });
    const [alice, bob, admin] = [
      await archived.person('alice'),
      await archived.person('bob'),
      await archived.person('admin', { isAdmin: true }),
    ];
    expect(await hooks.startConversation(alice, [bob.uuid])).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'This event is archived; chat is closed' },
    });
    expect((await hooks.startConversation(admin, [bob.uuid])).ok).toBe(true);

    const noCalls = await eventWith({ disable_video_calls: 1 });
    const [carol, dave] = [await noCalls.person('carol'), await noCalls.person('dave')];
    expect(await hooks.mayCall(carol, dave.uuid)).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'Video calls are turned off for this event' },
    });
    expect((await hooks.startConversation(carol, [dave.uuid])).ok).toBe(true);
  });
});

describe('delivery follows the chat rules of each reader', () => {
  it('an admin writing in archive mode reaches only people chat is open to; the message waits for the rest', async () => {
    const archived = await eventWith({ archive_mode: 1 });
    const [admin, bob, boss] = [
      await archived.person('admin', { isAdmin: true }),
      await archived.person('bob'),
      await archived.person('boss', { isAdmin: true }),
    ];
    const pair = await started(admin, bob);
    const { participants } = await sent(admin, pair.id, 'The archive is open until Friday');
    expect(participants).toEqual([admin.uuid]);
    const admins = await started(admin, boss);
    expect((await sent(admin, admins.id, 'Coffee?')).participants).toEqual([admin.uuid, boss.uuid].sort());
    // Bob cannot read it while chat is closed to him, and it is stored for later.
    expect(await hooks.conversationsOf(bob)).toEqual([]);
    const [row] = await s.db.select().from(events).where(eq(events.id, archived.id));
    if (!row) throw new Error('the event is missing');
    await s.db
      .update(events)
      .set({ config: { ...row.config, archive_mode: 0 } })
      .where(eq(events.id, archived.id));
    const [again] = await hooks.conversationsOf(bob);
    expect(again).toMatchObject({
      id: pair.id,
      unread: 1,
      lastMessage: { text: 'The archive is open until Friday' },
    });
  });
});

describe('calls', () => {
  it('allows a call between two people who both take messages in the same event', async () => {
    const e = await eventWith();
    const [alice, bob, quiet] = [
      await e.person('alice'),
      await e.person('bob'),
      await e.person('quiet', { socialMessage: 0 }),
    ];
    const stranger = await (await eventWith()).person('stranger');
    expect(await hooks.mayCall(alice, bob.uuid)).toEqual({ ok: true, value: null });
    expect(await hooks.mayCall(alice, quiet.uuid)).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'This person does not take calls' },
    });
    expect(await hooks.mayCall(alice, stranger.uuid)).toMatchObject({
      ok: false,
      refusal: { code: 'not_found' },
    });
    expect(await hooks.mayCall(alice, alice.uuid)).toMatchObject({
      ok: false,
      refusal: { code: 'forbidden' },
    });
  });
});

describe('the rules the relay asks before status, call answers and lounges', () => {
  it('mayChat applies the chat rules of the user alone: limited access, messaging, chat off, archive', async () => {
    const e = await eventWith();
    const alice = await e.person('alice');
    expect(await hooks.mayChat(alice)).toEqual({ ok: true, value: null });
    const refusal = (message: string) => ({ ok: false, refusal: { code: 'forbidden', message } });
    expect(await hooks.mayChat(await e.person('limited', { limitedAccess: true }))).toEqual(
      refusal('Chat is not available for your account'),
    );
    expect(await hooks.mayChat(await e.person('quiet', { socialMessage: 0 }))).toEqual(
      refusal('Turn on messaging in your profile to chat'),
    );
    const off = await eventWith({ chat_enabled: 0 });
    expect(await hooks.mayChat(await off.person('bob'))).toEqual(
      refusal('Chat is not enabled for this event'),
    );
    const archived = await eventWith({ archive_mode: 1 });
    expect(await hooks.mayChat(await archived.person('carol'))).toEqual(
      refusal('This event is archived; chat is closed'),
    );
    expect((await hooks.mayChat(await archived.person('admin', { isAdmin: true }))).ok).toBe(true);
    const gone: ChatUser = { ...alice, uuid: 'no-such-user' };
    expect((await hooks.mayChat(gone)).ok).toBe(false);
  });

  it('mayJoinLounge keeps out limited access, and everyone but admins after the soft close or in archive', async () => {
    const e = await eventWith({ chat_enabled: 0 });
    // lounges do not depend on chat: chat is off in this event
    expect(await hooks.mayJoinLounge(await e.person('alice'))).toEqual({ ok: true, value: null });
    expect(await hooks.mayJoinLounge(await e.person('limited', { limitedAccess: true }))).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'Lounges are not available for your account' },
    });
    const soft = await eventWith({ soft_close_timestamp: s.clock.now() - HOUR });
    expect(await hooks.mayJoinLounge(await soft.person('bob'))).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'This virtual event is closed for new activity.' },
    });
    expect((await hooks.mayJoinLounge(await soft.person('admin', { isAdmin: true }))).ok).toBe(true);
    const archived = await eventWith({ archive_mode: 1 });
    expect(await hooks.mayJoinLounge(await archived.person('carol'))).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'This event is archived; lounges are closed' },
    });
  });

  it('profilesOf gives the names and pictures of the records, of the one event only', async () => {
    const e = await eventWith();
    const ann = await e.person('ann', { firstname: 'Ann', lastname: 'Lee', picture: 'https://img/ann.png' });
    const nameless = await e.person('nameless', { firstname: '', lastname: '', picture: '' });
    const stranger = await (await eventWith()).person('stranger');
    const profiles = await hooks.profilesOf(e.id, [ann.uuid, nameless.uuid, stranger.uuid, 'nobody']);
    expect([...profiles].sort((a, b) => (a.firstName ?? '').localeCompare(b.firstName ?? ''))).toEqual([
      { uuid: nameless.uuid },
      { uuid: ann.uuid, firstName: 'Ann', lastName: 'Lee', picture: 'https://img/ann.png' },
    ]);
  });
});

describe('messages', () => {
  it('stores a message once and returns it with every participant', async () => {
    const e = await eventWith();
    const [alice, bob] = [await e.person('alice'), await e.person('bob')];
    const conversation = await started(alice, bob);
    const before = await messageCount();
    const { message, participants } = await sent(alice, conversation.id, 'Hello Bob');
    expect(message).toEqual({
      id: expect.any(String),
      conversationId: conversation.id,
      from: alice.uuid,
      type: 'text',
      text: 'Hello Bob',
      ts: Math.floor(s.clock.now() / 1000),
    });
    expect(participants).toEqual(conversation.participants);
    expect(await messageCount()).toBe((before ?? 0) + 1);
    const [row] = await s.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(row).toMatchObject({ sender: alice.uuid, text: 'Hello Bob', eventId: e.id });
  });

  it('refuses outsiders, unknown conversations, other events and bad text, storing nothing', async () => {
    const e = await eventWith();
    const [alice, bob, carol] = [await e.person('alice'), await e.person('bob'), await e.person('carol')];
    const conversation = await started(alice, bob);
    const other = await eventWith();
    const [x, y] = [await other.person('x'), await other.person('y')];
    const elsewhere = await started(x, y);
    const before = await messageCount();

    expect(await hooks.sendMessage(carol, conversation.id, 'let me in')).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'You are not in this conversation' },
    });
    expect(await hooks.sendMessage(alice, 'no-such-conversation', 'hi')).toEqual({
      ok: false,
      refusal: { code: 'not_found', message: 'No such conversation' },
    });
    expect(await hooks.sendMessage(alice, elsewhere.id, 'hi')).toMatchObject({
      ok: false,
      refusal: { code: 'not_found' },
    });
    const empty = await hooks.sendMessage(alice, conversation.id, '  \n ');
    expect(!empty.ok && empty.refusal).toEqual({
      code: 'bad_request',
      message: 'The request is not valid',
      fields: [{ path: 'text', message: 'The message is empty' }],
    });
    const long = await hooks.sendMessage(alice, conversation.id, 'x'.repeat(CHAT_TEXT_MAX + 1));
    expect(!long.ok && long.refusal.fields?.[0]?.path).toBe('text');
    expect((await hooks.sendMessage(alice, conversation.id, 'x'.repeat(CHAT_TEXT_MAX))).ok).toBe(true);
    expect(await messageCount()).toBe((before ?? 0) + 1);
  });

  it('hides conversations with people who turned messaging off, and refuses messages to them', async () => {
    const e = await eventWith();
    const [alice, bob, carol] = [await e.person('alice'), await e.person('bob'), await e.person('carol')];
    const withBob = await started(alice, bob);
    const withCarol = await started(alice, carol);
    await s.db.update(users).set({ socialMessage: 0 }).where(eq(users.uuid, bob.uuid));
    expect((await hooks.conversationsOf(alice)).map((c) => c.id)).toEqual([withCarol.id]);
    expect(await hooks.sendMessage(alice, withBob.id, 'are you there?')).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'This person does not take messages' },
    });
    await s.db.update(users).set({ socialMessage: 1 }).where(eq(users.uuid, bob.uuid));
    expect((await hooks.conversationsOf(alice)).map((c) => c.id).sort()).toEqual(
      [withBob.id, withCarol.id].sort(),
    );
  });

  it('lists conversations most recently active first with the last message and unread counts', async () => {
    const e = await eventWith();
    const [alice, bob, carol] = [await e.person('alice'), await e.person('bob'), await e.person('carol')];
    const withBob = await started(alice, bob);
    s.clock.advance(1000);
    const withCarol = await started(carol, alice);
    s.clock.advance(1000);
    await sent(bob, withBob.id, 'one');
    s.clock.advance(1000);
    await sent(bob, withBob.id, 'two');
    await sent(alice, withBob.id, 'mine do not count');

    const ofAlice = await hooks.conversationsOf(alice);
    expect(ofAlice.map((c) => [c.id, c.unread])).toEqual([
      [withBob.id, 2],
      [withCarol.id, 0],
    ]);
    expect(ofAlice[0]?.lastMessage?.text).toBe('mine do not count');
    const ofBob = await hooks.conversationsOf(bob);
    expect(ofBob).toHaveLength(1);
    expect(ofBob[0]).toMatchObject({ id: withBob.id, createdBy: alice.uuid, unread: 1 });
  });
});

describe('HTTP: history and read marks', () => {
  async function signIn(urlid: string, email: string) {
    const res = await s.request('/api/login', {
      method: 'POST',
      json: { urlid, email, password: 'demo1234' },
    });
    return (await res.json()).token as string;
  }

  it('pages a conversation newest first for its members only', async () => {
    const e = await eventWith();
    const [alice, bob] = [await e.person('alice'), await e.person('bob')];
    await e.person('carol');
    const conversation = await started(alice, bob);
    const texts: string[] = [];
    for (let i = 1; i <= 7; i++) {
      texts.push(`message ${i}`);
      await sent(i % 2 ? alice : bob, conversation.id, `message ${i}`);
    }
    const token = await signIn(e.urlId, 'bob@example.com');
    const path = `/api/chat/conversations/${conversation.id}/messages`;

    const page1 = await (await s.request(`${path}?limit=3`, { token })).json();
    expect(page1.more).toBe(true);
    expect(page1.messages.map((m: { text: string }) => m.text)).toEqual([
      'message 7',
      'message 6',
      'message 5',
    ]);
    const page2 = await (await s.request(`${path}?limit=3&before=${page1.messages[2].id}`, { token })).json();
    expect(page2.messages.map((m: { text: string }) => m.text)).toEqual([
      'message 4',
      'message 3',
      'message 2',
    ]);
    const page3 = await (await s.request(`${path}?limit=3&before=${page2.messages[2].id}`, { token })).json();
    expect(page3).toEqual({ messages: [expect.objectContaining({ text: 'message 1' })], more: false });
    const all = await (await s.request(path, { token })).json();
    expect(all.messages.map((m: { text: string }) => m.text)).toEqual([...texts].reverse());

    const carol = await signIn(e.urlId, 'carol@example.com');
    const outsider = await s.request(path, { token: carol });
    expect(outsider.status).toBe(403);
    expect((await outsider.json()).error.code).toBe('forbidden');
    expect((await s.request('/api/chat/conversations/nope/messages', { token })).status).toBe(404);
    expect((await s.request(path)).status).toBe(401);
  });

  it('answers 400 naming the wrong query field', async () => {
    const e = await eventWith();
    const [alice, bob] = [await e.person('alice'), await e.person('bob')];
    const conversation = await started(alice, bob);
    const token = await signIn(e.urlId, 'alice@example.com');
    const path = `/api/chat/conversations/${conversation.id}/messages`;
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'limit=2.5']) {
      const res = await s.request(`${path}?${query}`, { token });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields[0].path).toBe('limit');
    }
    const res = await s.request(`${path}?before=not-a-message`, { token });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'bad_request',
      fields: [{ path: 'before', message: 'Not a message of this conversation' }],
    });
  });

  it('marks a conversation read so its unread count drops to 0, and counts new messages again', async () => {
    const e = await eventWith();
    const [alice, bob] = [await e.person('alice'), await e.person('bob')];
    await e.person('carol');
    const conversation = await started(alice, bob);
    await sent(alice, conversation.id, 'one');
    await sent(alice, conversation.id, 'two');
    expect((await hooks.conversationsOf(bob))[0]?.unread).toBe(2);

    const token = await signIn(e.urlId, 'bob@example.com');
    // Signing in ended bob's earlier login: the hooks now act for the new one.
    expect(await hooks.conversationsOf(bob)).toEqual([]);
    Object.assign(bob, {
      loginId: JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).lid,
    });
    const path = `/api/chat/conversations/${conversation.id}/read`;
    const res = await s.request(path, { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ conversationId: conversation.id, unread: 0 });
    expect((await hooks.conversationsOf(bob))[0]?.unread).toBe(0);
    const [mark] = await s.db.select().from(chatParticipants).where(eq(chatParticipants.uuid, bob.uuid));
    expect(mark?.lastReadAt?.getTime()).toBe(s.clock.now());

    await sent(alice, conversation.id, 'three');
    expect((await hooks.conversationsOf(bob))[0]?.unread).toBe(1);
    expect((await hooks.conversationsOf(alice))[0]?.unread).toBe(0);

    const carol = await signIn(e.urlId, 'carol@example.com');
    expect((await s.request(path, { method: 'POST', token: carol })).status).toBe(403);
    expect((await s.request('/api/chat/conversations/nope/read', { method: 'POST', token })).status).toBe(
      404,
    );
  });

  it('refuses history where chat is not enabled', async () => {
    const e = await eventWith();
    const [alice, bob] = [await e.person('alice'), await e.person('bob')];
    const conversation = await started(alice, bob);
    const token = await signIn(e.urlId, 'alice@example.com');
    const [row] = await s.db.select().from(events).where(eq(events.id, e.id));
    if (!row) throw new Error('event missing');
    await s.db
      .update(events)
      .set({ config: { ...row.config, chat_enabled: 0 } })
      .where(eq(events.id, e.id));
    const res = await s.request(`/api/chat/conversations/${conversation.id}/messages`, { token });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('Chat is not enabled for this event');
  });
});

describe('internal hook endpoints', () => {
  it('are off without a secret', async () => {
    const res = await s.request('/api/internal/chat/conversationsOf', {
      method: 'POST',
      json: { user: { uuid: 'a', eventId: 'b', isAdmin: false, exempt: false } },
    });
    expect(res.status).toBe(404);
  });
});

describe('the activity log', () => {
  it('counts each message the app’s chat sends, and no refused one', async () => {
    const e = await eventWith();
    const [alice, bob] = [await e.person('alice'), await e.person('bob')];
    const { id } = await started(alice, bob);
    const appHooks = s.app.chatHooks;
    expect((await appHooks.sendMessage(alice, id, 'Hello')).ok).toBe(true);
    expect((await appHooks.sendMessage(bob, id, 'Hi!')).ok).toBe(true);
    expect((await appHooks.sendMessage(alice, id, '')).ok).toBe(false);
    await s.app.flushActivity();
    const rows = await s.db
      .select({ uuid: activityLog.uuid, entityId: activityLog.entityId })
      .from(activityLog)
      .where(and(eq(activityLog.eventId, e.id), eq(activityLog.action, 'chat_message')));
    expect(rows).toEqual([
      { uuid: alice.uuid, entityId: id },
      { uuid: bob.uuid, entityId: id },
    ]);
  });
});
