import type { ChatResources } from './en';

/** The chat screen texts in Italian (i18n namespace 'chat'). */
export const itChat: ChatResources = {
  chat: {
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
};
