import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { ChatConversation } from '../../schemas/chatSocket';
import { createChat } from '../../server/areas/chat/chat';
import { chatMessages } from '../../server/db/schema';
import { insertEvent, insertLogin, insertUser, startTestServer, type TestServer } from '../support/server';
import { chatSocketOf, startAndSend } from './chatClients';
import { next, startRelay, TRANSPORTS } from './support';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

describe.each(TRANSPORTS)('chat on the database behind a relay on %s', (transport) => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  afterEach(async () => {
    await env?.close();
  });

  test('a sent message is stored once and reaches the other participant; join lists it as unread', async () => {
    env = await startRelay(transport, {}, { chat: createChat(api.deps).hooks, secret: api.deps.authSecret });
    const event = await insertEvent(api.db, `relay-chat-${transport}`, { chat_enabled: 1 });
    const alice = await insertUser(api.db, event.id, 'alice@example.com');
    const bob = await insertUser(api.db, event.id, 'bob@example.com');
    const quiet = await insertUser(api.db, event.id, 'quiet@example.com', { socialMessage: 0 });
    const connect = async (uuid: string) =>
      chatSocketOf(env, uuid, event.id, await insertLogin(api.db, event.id, uuid));
    const aliceSocket = await connect(alice);
    const bobSocket = await connect(bob);

    const { conversation, message, added, delivered } = await startAndSend(
      aliceSocket,
      bobSocket,
      bob,
      'Coffee after the keynote?',
    );
    expect(conversation.participants).toEqual([alice, bob].sort());
    expect(added.conversations.map((c) => c.id)).toEqual([conversation.id]);
    expect(delivered).toEqual(message);
    const rows = await api.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sender: alice, text: 'Coffee after the keynote?', eventId: event.id });

    const synced = next<{ mode: string; conversations: ChatConversation[] }>(bobSocket, 'conversationSync');
    expect(await bobSocket.emitWithAck('join', {})).toEqual({ ok: true, conversations: 1 });
    expect((await synced).conversations).toEqual([{ ...conversation, lastMessage: message, unread: 1 }]);

    // the database's rules answer through the relay
    expect(await aliceSocket.emitWithAck('startConversation', { participants: [quiet] })).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'This person does not take messages' },
    });
    const outsider = await connect(quiet);
    const intruding = await outsider.emitWithAck('sendMessage', {
      conversationId: conversation.id,
      text: 'hi',
    });
    expect(intruding.ok === false && intruding.error.code).toBe('forbidden');
  });
});
