import type { LoungesResources } from './en';

/** The lounges texts in Italian (i18n namespace 'lounges'). */
export const itLounges: LoungesResources = {
  lounges: {
    title: 'Lounge sociale',
    join: 'Entra nella stanza',
    roomFull: 'Stanza piena',
    disabled: 'Disattivato',
    live: 'LIVE',
    private: 'Privata',
    noResults: 'Nessun risultato trovato',
    loadFailed: 'Impossibile caricare le lounge.',
    filters: 'Filtri',
    dates: 'Date',
    categories: 'Categorie',
    clearFilters: 'Cancella filtri',
    participants_one: '{{count}} partecipante',
    participants_other: '{{count}} partecipanti',
    capacity: '{{count}} posti occupati su {{capacity}}',
    more: '+{{count}}',
    inRoom: 'Nella stanza',
    schedules: 'Orari',
    adMessage: 'Entrerai nella lounge dopo questo breve annuncio',
    sponsorVideo: 'Video dello sponsor',
    skipAd: 'Salta annuncio',
    back: 'Indietro',
    otherRooms: 'Altre stanze',
    visitSponsor: 'Visita lo sponsor',
    roomLogo: 'Logo di {{name}}',
  },
};
