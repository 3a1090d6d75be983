import type { Texts } from '../en';

/** The game texts in English (i18n namespace 'game'): they load with those screens, not with the app. */
export const enGame = {
  game: {
    beginsOn: 'Game begins on {{date}}',
    title: 'Game',
    tabs: 'Game sections',
    tab_leaderboard: 'Leaderboard',
    tab_prizes: 'Prizes',
    tab_tasks: 'My Tasks',
    leaderboardIntro: 'The list below shows the top 10 people on the leaderboard.',
    leaderboardEmpty: 'Leaderboard is not available yet',
    myPoints: 'My Points: {{n}}',
    myRank: 'My Rank: {{rank}}',
    points: '{{n}} points',
    place: 'Place {{rank}}',
    podium: 'Top three',
    ranked: 'Places 4 to 10',
    colTask: 'Task',
    colDone: 'Done',
    colEarned: 'Earned',
    colAvailable: 'Available',
    unlimited: 'Unlimited',
    noTasks: 'No tasks yet.',
    noPrizes: 'No prizes announced yet.',
    notForYou: 'The game is not open to your account.',
    loadFailed: 'The game could not be loaded.',
    ended: 'The game has ended.',
    you: '(you)',
  },
};

export type GameResources = Texts<typeof enGame>;
