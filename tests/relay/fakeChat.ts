import type { ChatConversation, ChatHooks, ChatMessage } from '../../schemas/chatSocket';

/** A chat service in memory with the API's rules in small: only participants write, messaging can be off. */
export function fakeChat() {
  const conversations = new Map<string, ChatConversation & { eventId: string }>();
  const notMessaging = new Set<string>();
  let seq = 0;
  let broken = false;
  const hooks: ChatHooks = {
    async conversationsOf(user) {
      if (broken) throw new Error('database down');
      return [...conversations.values()]
        .filter((c) => c.eventId === user.eventId && c.participants.includes(user.uuid))
        .map(({ eventId: _, ...c }) => c);
    },
    async startConversation(user, participants) {
      if (participants.some((p) => notMessaging.has(p))) {
        return { ok: false, refusal: { code: 'forbidden', message: 'They do not take messages' } };
      }
      const all = [user.uuid, ...participants].sort();
      const existing = [...conversations.values()].find(
        (c) => c.eventId === user.eventId && c.participants.join() === all.join(),
      );
      if (existing) return { ok: true, value: existing };
      const conversation = {
        id: `c${++seq}`,
        participants: all,
        createdBy: user.uuid,
        eventId: user.eventId,
      };
      conversations.set(conversation.id, conversation);
      const { eventId: _, ...plain } = conversation;
      return { ok: true, value: plain };
    },
    async sendMessage(user, conversationId, text) {
      if (broken) throw new Error('database down');
      const c = conversations.get(conversationId);
      if (!c || c.eventId !== user.eventId) {
        return { ok: false, refusal: { code: 'not_found', message: 'No such conversation' } };
      }
      if (!c.participants.includes(user.uuid)) {
        return { ok: false, refusal: { code: 'forbidden', message: 'Not your conversation' } };
      }
      const message: ChatMessage = {
        id: `m${++seq}`,
        conversationId,
        from: user.uuid,
        type: 'text',
        text,
        ts: 1_700_000_000 + seq,
      };
      return { ok: true, value: { message, participants: c.participants } };
    },
    async mayCall(_user, callee) {
      return notMessaging.has(callee)
        ? { ok: false, refusal: { code: 'forbidden', message: 'Calls are off for them' } }
        : { ok: true, value: null };
    },
  };
  return {
    hooks,
    notMessaging,
    breakIt: () => {
      broken = true;
    },
  };
}
