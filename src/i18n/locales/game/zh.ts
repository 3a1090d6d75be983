import type { GameResources } from './en';

/** The game texts in Chinese (i18n namespace 'game'). */
export const zhGame: GameResources = {
  game: {
    beginsOn: '游戏开始于 {{date}}',
    title: '游戏',
    tabs: '游戏栏目',
    tab_leaderboard: '排行榜',
    tab_prizes: '奖品',
    tab_tasks: '我的任务',
    leaderboardIntro: '下方列表显示排行榜前 10 名。',
    leaderboardEmpty: '排行榜暂不可用',
    myPoints: '我的积分：{{n}}',
    myRank: '我的排名：{{rank}}',
    points: '{{n}} 分',
    place: '第 {{rank}} 名',
    podium: '前三名',
    ranked: '第 4 至 10 名',
    colTask: '任务',
    colDone: '已完成',
    colEarned: '已获得',
    colAvailable: '可获得',
    unlimited: '不限',
    noTasks: '暂无任务。',
    noPrizes: '尚未公布奖品。',
    notForYou: '您的账户无法参加此游戏。',
    loadFailed: '无法加载游戏。',
    ended: '游戏已结束。',
    you: '（您）',
  },
};
