import type { GameResources } from './en';

/** The game texts in Arabic (i18n namespace 'game'). */
export const arGame: GameResources = {
  game: {
    beginsOn: 'تبدأ اللعبة في {{date}}',
    title: 'اللعبة',
    tabs: 'أقسام اللعبة',
    tab_leaderboard: 'لوحة المتصدرين',
    tab_prizes: 'الجوائز',
    tab_tasks: 'مهامي',
    leaderboardIntro: 'تعرض القائمة أدناه أفضل 10 أشخاص في لوحة المتصدرين.',
    leaderboardEmpty: 'لوحة المتصدرين غير متاحة بعد',
    myPoints: 'نقاطي: {{n}}',
    myRank: 'ترتيبي: {{rank}}',
    points: '{{n}} نقطة',
    place: 'المركز {{rank}}',
    podium: 'المراكز الثلاثة الأولى',
    ranked: 'المراكز من 4 إلى 10',
    colTask: 'المهمة',
    colDone: 'المنجز',
    colEarned: 'المكتسب',
    colAvailable: 'المتاح',
    unlimited: 'غير محدود',
    noTasks: 'لا توجد مهام بعد.',
    noPrizes: 'لم يُعلن عن جوائز بعد.',
    notForYou: 'اللعبة غير متاحة لحسابك.',
    loadFailed: 'تعذّر تحميل اللعبة.',
    ended: 'انتهت اللعبة.',
    you: '(أنت)',
  },
};
