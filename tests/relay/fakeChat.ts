import type { ChatConversation, ChatHooks, ChatMessage, ChatResult } from '../../schemas/chatSocket';
import type { PresenceMember } from '../../schemas/relay';

/**
 * A chat service in memory with the API's rules in small: only participants write, messaging can be off,
 * chat can be closed to a user (limited access, archive...), lounges closed to another, and people have names.
 */
export function fakeChat() {
  const conversations = new Map<string, ChatConversation & { eventId: string }>();
  const notMessaging = new Set<string>();
  const chatClosed = new Set<string>();
  const loungesClosed = new Set<string>();
  const profiles = new Map<string, PresenceMember>();
  const calls = { mayChat: 0, mayJoinLounge: 0, profilesOf: 0 };
  const closedTo = (set: Set<string>, uuid: string, message: string): ChatResult<null> =>
    set.has(uuid) ? { ok: false, refusal: { code: 'forbidden', message } } : { ok: true, value: null };
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
    async mayCall(user, callee) {
      if (chatClosed.has(user.uuid)) return closedTo(chatClosed, user.uuid, 'Chat is closed to you');
      return closedTo(notMessaging, callee, 'Calls are off for them');
    },
    async mayChat(user) {
      calls.mayChat += 1;
      return closedTo(chatClosed, user.uuid, 'Chat is closed to you');
    },
    async mayJoinLounge(user) {
      calls.mayJoinLounge += 1;
      return closedTo(loungesClosed, user.uuid, 'Lounges are closed to you');
    },
    async profilesOf(_eventId, uuids) {
      calls.profilesOf += 1;
      return uuids.flatMap((u) => {
        const profile = profiles.get(u);
        return profile ? [profile] : [];
      });
    },
  };
  return {
    hooks,
    notMessaging,
    chatClosed,
    loungesClosed,
    profiles,
    calls,
    breakIt: () => {
      broken = true;
    },
  };
}
