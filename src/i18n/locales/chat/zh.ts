import type { ChatResources } from './en';

/** The chat screen texts in Chinese (i18n namespace 'chat'). */
export const zhChat: ChatResources = {
  chat: {
    older: '加载更早的消息',
    title: '聊天',
    conversations: '会话',
    participants: '参会者',
    noConversations: '看起来您还没有与任何参会者发起会话。',
    noResults: '未找到与 {{query}} 匹配的结果',
    search: '搜索参会者',
    message: '输入消息',
    send: '发送',
    online: '在线',
    offline: '离线',
    back: '返回会话列表',
    choose: '选择一个会话，或选择一位参会者开始会话。',
    reconnecting: '正在重新连接……连接恢复后将显示期间发送的消息。',
    someone: '一位参会者',
    you: '您',
    starting: '正在打开会话...',
    messages: '与 {{name}} 的消息',
    emptyConversation: '还没有消息。打个招呼吧！',
    loadingPeople: '正在加载参会者...',
  },
};
