import type { GameResources } from './en';

/** The game texts in French (i18n namespace 'game'). */
export const frGame: GameResources = {
  game: {
    beginsOn: 'Le jeu commence le {{date}}',
    title: 'Jeu',
    tabs: 'Sections du jeu',
    tab_leaderboard: 'Classement',
    tab_prizes: 'Prix',
    tab_tasks: 'Mes tâches',
    leaderboardIntro: 'La liste ci-dessous présente les 10 premières personnes du classement.',
    leaderboardEmpty: 'Le classement n’est pas encore disponible',
    myPoints: 'Mes points : {{n}}',
    myRank: 'Mon rang : {{rank}}',
    points: '{{n}} points',
    place: '{{rank}}e place',
    podium: 'Les trois premiers',
    ranked: 'Places 4 à 10',
    colTask: 'Tâche',
    colDone: 'Faites',
    colEarned: 'Gagnés',
    colAvailable: 'Disponibles',
    unlimited: 'Illimité',
    noTasks: 'Aucune tâche pour l’instant.',
    noPrizes: 'Aucun prix annoncé pour l’instant.',
    notForYou: 'Le jeu n’est pas ouvert à votre compte.',
    loadFailed: 'Le jeu n’a pas pu être chargé.',
    ended: 'Le jeu est terminé.',
    you: '(vous)',
  },
};
