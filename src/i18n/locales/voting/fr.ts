import type { VotingResources } from './en';

/** The voting forms texts in French (i18n namespace 'voting'). */
export const frVoting: VotingResources = {
  voting: {
    title: 'Vote',
    startVoting: 'Commencer à voter',
    saved: 'Votre vote est enregistré',
    search: 'Rechercher des résumés',
    vote: 'Voter',
    voteFor: 'Voter pour {{title}}',
    confirm: 'Confirmez-vous votre vote ?',
    yes: 'Oui',
    no: 'Non',
    success: 'Votre vote a bien été enregistré.',
    warning: 'Votre opération a rencontré des problèmes.',
    goBack: 'Retour',
    presenter: 'Présentateur',
    noResults: 'Aucun résultat trouvé',
    noAbstracts: "Ce formulaire n'a pas encore de résumés.",
    notAllowed: "Le vote n'est pas ouvert à votre compte.",
    loadFailed: 'Impossible de charger les formulaires de vote.',
    saving: 'Enregistrement...',
    yourVote: 'Votre vote',
    abstracts: '{{count}} résumés',
  },
};
