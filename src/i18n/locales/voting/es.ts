import type { VotingResources } from './en';

/** The voting forms texts in Spanish (i18n namespace 'voting'). */
export const esVoting: VotingResources = {
  voting: {
    title: 'Votación',
    startVoting: 'Empezar a votar',
    saved: 'Tu voto está guardado',
    search: 'Buscar resúmenes',
    vote: 'Votar',
    voteFor: 'Votar por {{title}}',
    confirm: '¿Confirmas tu voto?',
    yes: 'Sí',
    no: 'No',
    success: 'Tu voto se ha emitido correctamente.',
    warning: 'Hay algunos problemas con tu operación.',
    goBack: 'Volver',
    presenter: 'Presentador',
    noResults: 'No se encontraron resultados',
    noAbstracts: 'Este formulario aún no tiene resúmenes.',
    notAllowed: 'La votación no está abierta para tu cuenta.',
    loadFailed: 'No se pudieron cargar los formularios de votación.',
    saving: 'Guardando...',
    yourVote: 'Tu voto',
    abstracts: '{{count}} resúmenes',
  },
};
