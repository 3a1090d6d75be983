import type { VotingResources } from './en';

/** The voting forms texts in Chinese (i18n namespace 'voting'). */
export const zhVoting: VotingResources = {
  voting: {
    title: '投票',
    startVoting: '开始投票',
    saved: '您的投票已保存',
    search: '搜索摘要',
    vote: '投票',
    voteFor: '为 {{title}} 投票',
    confirm: '您确认投票吗？',
    yes: '是',
    no: '否',
    success: '您的投票已成功提交。',
    warning: '您的操作出现了一些问题。',
    goBack: '返回',
    presenter: '报告人',
    noResults: '未找到结果',
    noAbstracts: '此表单还没有摘要。',
    notAllowed: '您的账户无法投票。',
    loadFailed: '无法加载投票表单。',
    saving: '正在保存...',
    yourVote: '您的投票',
    abstracts: '{{count}} 篇摘要',
  },
};
