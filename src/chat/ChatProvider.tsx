import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ChatSyncView } from '../../machines/chatSync.view';
import { ChatConnection } from './chatConnection';

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
    const next = ChatConnection.open({ me, token });
    next.start();
    setConnection(next);
    return () => {
      next.stop();
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
