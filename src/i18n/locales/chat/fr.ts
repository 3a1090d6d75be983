import type { ChatResources } from './en';

/** The chat screen texts in French (i18n namespace 'chat'). */
export const frChat: ChatResources = {
  chat: {
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
