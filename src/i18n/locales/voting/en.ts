import type { Texts } from '../en';

/** The voting forms texts in English (i18n namespace 'voting'): they load with those screens, not with the app. */
export const enVoting = {
  voting: {
    title: 'Voting',
    startVoting: 'Start Voting',
    saved: 'Your vote is saved',
    search: 'Search abstracts',
    vote: 'Vote',
    voteFor: 'Vote for {{title}}',
    confirm: 'Do you confirm your vote?',
    yes: 'Yes',
    no: 'No',
    success: 'Your vote have been successfully casted.',
    warning: 'There are some problems with your operation.',
    goBack: 'Go Back',
    presenter: 'Presenter',
    noResults: 'No results found',
    noAbstracts: 'This form has no abstracts yet.',
    notAllowed: 'Voting is not open to your account.',
    loadFailed: 'The voting forms could not be loaded.',
    saving: 'Saving...',
    yourVote: 'Your vote',
    abstracts: '{{count}} abstracts',
  },
};

export type VotingResources = Texts<typeof enVoting>;
