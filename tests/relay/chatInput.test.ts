import type { Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, test } from 'vitest';
import type { ChatClientToServer, ChatServerToClient } from '../../schemas/chatSocket';
import { fakeChat } from './fakeChat';
import { startRelay } from './support';

type ChatClient = ClientSocket<ChatServerToClient, ChatClientToServer>;

describe('chat socket input', () => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  afterEach(async () => {
    await env?.close();
  });

  test('a message or id with characters the database cannot store is a bad_request ack, not stored', async () => {
    const chat = fakeChat();
    env = await startRelay('uws', {}, { chat: chat.hooks });
    const alice = await env.connected<ChatClient>(
      { token: await env.token({ uuid: 'alice' }) },
      { namespace: '/chat' },
    );
    const started = await alice.emitWithAck('startConversation', { participants: ['bob'] });
    if (!started.ok) throw new Error(started.error.message);
    const id = started.conversation.id;
    for (const text of ['nul \u0000 byte', 'lone \uD800 surrogate']) {
      const reply = await alice.emitWithAck('sendMessage', { conversationId: id, text });
      expect(reply).toMatchObject({ ok: false, error: { code: 'bad_request', fields: [{ path: 'text' }] } });
    }
    const badId = await alice.emitWithAck('sendMessage', { conversationId: 'c\u00001', text: 'hi' });
    expect(badId).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    const badPeer = await alice.emitWithAck('startConversation', { participants: ['b\u0000ob'] });
    expect(badPeer).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    const sent = await alice.emitWithAck('sendMessage', { conversationId: id, text: 'fine 😀' });
    expect(sent.ok).toBe(true);
  });
});
