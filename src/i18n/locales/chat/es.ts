import type { ChatResources } from './en';

/** The chat screen texts in Spanish (i18n namespace 'chat'). */
export const esChat: ChatResources = {
  chat: {
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
};
