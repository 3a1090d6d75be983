/** The chat's addresses (001 §2): the chat, and the chat with one person (a profile links there). */
export const CHAT_PATH = '/social/chat';
export const chatPathOf = (uuid: string) => `${CHAT_PATH}/${encodeURIComponent(uuid)}`;
