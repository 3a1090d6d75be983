import type { LoungesResources } from './en';

/** The lounges texts in French (i18n namespace 'lounges'). */
export const frLounges: LoungesResources = {
  lounges: {
    title: 'Salon social',
    join: 'Rejoindre la salle',
    roomFull: 'Salle pleine',
    disabled: 'Désactivé',
    live: 'EN DIRECT',
    private: 'Privée',
    noResults: 'Aucun résultat trouvé',
    loadFailed: "Les salons n'ont pas pu être chargés.",
    filters: 'Filtres',
    dates: 'Dates',
    categories: 'Catégories',
    clearFilters: 'Effacer les filtres',
    participants_one: '{{count}} participant',
    participants_other: '{{count}} participants',
    capacity: '{{count}} places occupées sur {{capacity}}',
    more: '+{{count}}',
    inRoom: 'Dans la salle',
    schedules: 'Horaires',
    adMessage: 'Vous rejoindrez le salon après cette courte annonce',
    sponsorVideo: 'Vidéo du sponsor',
    skipAd: "Passer l'annonce",
    back: 'Retour',
    otherRooms: 'Autres salles',
    visitSponsor: 'Visiter le sponsor',
    roomLogo: 'Logo de {{name}}',
  },
};
