import type { GameResources } from './en';

/** The game texts in Italian (i18n namespace 'game'). */
export const itGame: GameResources = {
  game: {
    beginsOn: 'Il gioco inizia il {{date}}',
    title: 'Gioco',
    tabs: 'Sezioni del gioco',
    tab_leaderboard: 'Classifica',
    tab_prizes: 'Premi',
    tab_tasks: 'Le mie attività',
    leaderboardIntro: 'L’elenco qui sotto mostra le prime 10 persone in classifica.',
    leaderboardEmpty: 'La classifica non è ancora disponibile',
    myPoints: 'I miei punti: {{n}}',
    myRank: 'La mia posizione: {{rank}}',
    points: '{{n}} punti',
    place: 'Posizione {{rank}}',
    podium: 'I primi tre',
    ranked: 'Posizioni dalla 4 alla 10',
    colTask: 'Attività',
    colDone: 'Svolte',
    colEarned: 'Guadagnati',
    colAvailable: 'Disponibili',
    unlimited: 'Illimitato',
    noTasks: 'Ancora nessuna attività.',
    noPrizes: 'Nessun premio ancora annunciato.',
    notForYou: 'Il gioco non è aperto al tuo account.',
    loadFailed: 'Impossibile caricare il gioco.',
    ended: 'Il gioco è terminato.',
    you: '(tu)',
  },
};
