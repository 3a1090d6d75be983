import { useTranslation } from 'react-i18next';

/**
 * The chat screen's texts in every language, loaded with the chat's code rather than with the first screen's
 * (the initial JavaScript has a budget); `useChatTranslation` adds them to the app's texts before they are read.
 */
const en = {
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
};

type Texts = { [K in keyof typeof en]: string };

const TEXTS: Record<string, Texts> = {
  en,
  zh: {
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
  ar: {
    older: 'تحميل الرسائل السابقة',
    title: 'الدردشة',
    conversations: 'المحادثات',
    participants: 'المشاركون',
    noConversations: 'يبدو أنك لم تبدأ محادثة مع أي مشارك بعد.',
    noResults: 'لا توجد نتائج مطابقة لـ {{query}}',
    search: 'ابحث عن المشاركين',
    message: 'اكتب رسالة',
    send: 'إرسال',
    online: 'متصل',
    offline: 'غير متصل',
    back: 'العودة إلى المحادثات',
    choose: 'اختر محادثة، أو مشاركًا لبدء محادثة.',
    reconnecting: 'جارٍ إعادة الاتصال... ستظهر الرسائل المرسلة في الأثناء عند عودة الاتصال.',
    someone: 'مشارك',
    you: 'أنت',
    starting: 'جارٍ فتح المحادثة...',
    messages: 'الرسائل مع {{name}}',
    emptyConversation: 'لا توجد رسائل بعد. ألقِ التحية!',
    loadingPeople: 'جارٍ تحميل المشاركين...',
  },
  it: {
    older: 'Carica i messaggi precedenti',
    title: 'Chat',
    conversations: 'Conversazioni',
    participants: 'Partecipanti',
    noConversations: 'Sembra che tu non abbia ancora avviato una conversazione con nessun partecipante.',
    noResults: 'Nessun risultato corrispondente a {{query}}',
    search: 'Cerca partecipanti',
    message: 'Scrivi un messaggio',
    send: 'Invia',
    online: 'Online',
    offline: 'Offline',
    back: 'Torna alle conversazioni',
    choose: 'Scegli una conversazione, o un partecipante per avviarne una.',
    reconnecting:
      'Riconnessione... i messaggi inviati nel frattempo appariranno quando la connessione tornerà.',
    someone: 'Un partecipante',
    you: 'Tu',
    starting: 'Apertura della conversazione...',
    messages: 'Messaggi con {{name}}',
    emptyConversation: 'Ancora nessun messaggio. Saluta!',
    loadingPeople: 'Caricamento dei partecipanti...',
  },
  es: {
    older: 'Cargar mensajes anteriores',
    title: 'Chat',
    conversations: 'Conversaciones',
    participants: 'Participantes',
    noConversations: 'Parece que aún no has iniciado una conversación con ningún participante.',
    noResults: 'No se encontraron resultados para {{query}}',
    search: 'Buscar participantes',
    message: 'Escribe un mensaje',
    send: 'Enviar',
    online: 'En línea',
    offline: 'Desconectado',
    back: 'Volver a las conversaciones',
    choose: 'Elige una conversación, o un participante para iniciar una.',
    reconnecting:
      'Reconectando... los mensajes enviados mientras tanto aparecerán cuando vuelva la conexión.',
    someone: 'Un participante',
    you: 'Tú',
    starting: 'Abriendo la conversación...',
    messages: 'Mensajes con {{name}}',
    emptyConversation: 'Aún no hay mensajes. ¡Saluda!',
    loadingPeople: 'Cargando participantes...',
  },
  fr: {
    older: 'Charger les messages précédents',
    title: 'Chat',
    conversations: 'Conversations',
    participants: 'Participants',
    noConversations: "On dirait que vous n'avez encore engagé de conversation avec aucun participant.",
    noResults: 'Aucun résultat correspondant à {{query}}',
    search: 'Rechercher des participants',
    message: 'Écrire un message',
    send: 'Envoyer',
    online: 'En ligne',
    offline: 'Hors ligne',
    back: 'Retour aux conversations',
    choose: 'Choisissez une conversation, ou un participant pour en commencer une.',
    reconnecting: 'Reconnexion... les messages envoyés entre-temps apparaîtront au retour de la connexion.',
    someone: 'Un participant',
    you: 'Vous',
    starting: 'Ouverture de la conversation...',
    messages: 'Messages avec {{name}}',
    emptyConversation: 'Pas encore de messages. Dites bonjour !',
    loadingPeople: 'Chargement des participants...',
  },
};

/** useTranslation, with the chat's texts added to the app's texts first (once per i18n instance). */
export function useChatTranslation() {
  const translation = useTranslation();
  const { i18n } = translation;
  if (!i18n.exists('chat.title', { lng: 'en' })) {
    for (const [lang, chat] of Object.entries(TEXTS)) {
      i18n.addResourceBundle(lang, 'translation', { chat }, true, false);
    }
  }
  return translation;
}
