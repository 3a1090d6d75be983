import type { Texts } from '../en';

/** The chat screen texts in English (i18n namespace 'chat'): they load with those screens, not with the app. */
export const enChat = {
  chat: {
    older: 'Load earlier messages',
    title: 'Chat',
    conversations: 'Conversations',
    participants: 'Participants',
    noConversations: "Looks like you haven't initiated a conversation with any participant yet.",
    noResults: 'No results found matching {{query}}',
    search: 'Search participants',
    message: 'Write a message',
    send: 'Send',
    online: 'Online',
    offline: 'Offline',
    back: 'Back to conversations',
    choose: 'Choose a conversation, or a participant to start one.',
    reconnecting: 'Reconnecting... messages sent meanwhile will appear when the connection is back.',
    someone: 'A participant',
    you: 'You',
    starting: 'Opening the conversation...',
    messages: 'Messages with {{name}}',
    emptyConversation: 'No messages yet. Say hello!',
    loadingPeople: 'Loading participants...',
  },
};

export type ChatResources = Texts<typeof enChat>;
