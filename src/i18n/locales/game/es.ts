import type { GameResources } from './en';

/** The game texts in Spanish (i18n namespace 'game'). */
export const esGame: GameResources = {
  game: {
    beginsOn: 'El juego comienza el {{date}}',
    title: 'Juego',
    tabs: 'Secciones del juego',
    tab_leaderboard: 'Clasificación',
    tab_prizes: 'Premios',
    tab_tasks: 'Mis tareas',
    leaderboardIntro: 'La lista de abajo muestra las 10 primeras personas de la clasificación.',
    leaderboardEmpty: 'La clasificación aún no está disponible',
    myPoints: 'Mis puntos: {{n}}',
    myRank: 'Mi posición: {{rank}}',
    points: '{{n}} puntos',
    place: 'Puesto {{rank}}',
    podium: 'Los tres primeros',
    ranked: 'Puestos del 4 al 10',
    colTask: 'Tarea',
    colDone: 'Hechas',
    colEarned: 'Ganados',
    colAvailable: 'Disponibles',
    unlimited: 'Ilimitado',
    noTasks: 'Aún no hay tareas.',
    noPrizes: 'Aún no se han anunciado premios.',
    notForYou: 'El juego no está abierto para tu cuenta.',
    loadFailed: 'No se pudo cargar el juego.',
    ended: 'El juego ha terminado.',
    you: '(tú)',
  },
};
