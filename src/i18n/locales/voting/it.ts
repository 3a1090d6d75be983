import type { VotingResources } from './en';

/** The voting forms texts in Italian (i18n namespace 'voting'). */
export const itVoting: VotingResources = {
  voting: {
    title: 'Votazione',
    startVoting: 'Inizia a votare',
    saved: 'Il tuo voto è stato salvato',
    search: 'Cerca abstract',
    vote: 'Vota',
    voteFor: 'Vota per {{title}}',
    confirm: 'Confermi il tuo voto?',
    yes: 'Sì',
    no: 'No',
    success: 'Il tuo voto è stato registrato con successo.',
    warning: "Si sono verificati alcuni problemi con l'operazione.",
    goBack: 'Torna indietro',
    presenter: 'Relatore',
    noResults: 'Nessun risultato trovato',
    noAbstracts: 'Questo modulo non ha ancora abstract.',
    notAllowed: 'La votazione non è aperta al tuo account.',
    loadFailed: 'Impossibile caricare i moduli di votazione.',
    saving: 'Salvataggio...',
    yourVote: 'Il tuo voto',
    abstracts: '{{count}} abstract',
  },
};
