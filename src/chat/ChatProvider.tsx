import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ChatSyncView } from '../../machines/chatSync.view';
import type { ChatConnection } from './chatConnection';

const ChatContext = createContext<ChatConnection | null>(null);

/**
 * Keeps the tab's chat connection while the user may chat, so that the menu's badge counts on every signed-in
 * screen; without `enabled` there is none and `useChat` answers null.
 */
export function ChatProvider({
  me,
  token,
  enabled,
  children,
}: {
  me: string;
  token: string;
  enabled: boolean;
  children: ReactNode;
}) {
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  useEffect(() => {
    if (!enabled) return;
    // Loaded apart from the first screen's code: the lobby's first paint does not wait for chat.
    let stopped = false;
    let made: ChatConnection | null = null;
    void import('./chatConnection').then((m) => {
      if (stopped) return;
      made = m.ChatConnection.open({ me, token });
      made.start();
      setConnection(made);
    });
    return () => {
      stopped = true;
      made?.stop();
      setConnection(null);
    };
  }, [me, token, enabled]);
  return <ChatContext.Provider value={connection}>{children}</ChatContext.Provider>;
}

/** The chat connection, or null when chat is not open to the user (or not started yet). */
export const useChat = () => useContext(ChatContext);

const NO_CHAT: ChatSyncView = {
  state: 'off',
  conversations: [],
  unreadTotal: 0,
  statuses: {},
  live: false,
  refused: false,
  failure: null,
};
const noSubscription = () => () => {};
const noChat = () => NO_CHAT;

/** The chatSync view of the tab's chat: conversations, the unread sum, online status. */
export function useChatView(): ChatSyncView {
  const connection = useChat();
  return useSyncExternalStore(
    connection ? connection.subscribe : noSubscription,
    connection ? connection.getView : noChat,
  );
}

/** The sum of the unread counts (the menu's Chat badge); re-renders only when it changes. */
export function useUnreadChat(): number {
  const connection = useChat();
  return useSyncExternalStore(
    connection ? connection.subscribe : noSubscription,
    connection ? () => connection.getView().unreadTotal : noUnread,
  );
}
const noUnread = () => 0;
