import type { VotingResources } from './en';

/** The voting forms texts in Arabic (i18n namespace 'voting'). */
export const arVoting: VotingResources = {
  voting: {
    title: 'التصويت',
    startVoting: 'ابدأ التصويت',
    saved: 'تم حفظ صوتك',
    search: 'ابحث في الملخصات',
    vote: 'صوّت',
    voteFor: 'صوّت لـ {{title}}',
    confirm: 'هل تؤكد تصويتك؟',
    yes: 'نعم',
    no: 'لا',
    success: 'تم تسجيل صوتك بنجاح.',
    warning: 'هناك بعض المشكلات في عمليتك.',
    goBack: 'رجوع',
    presenter: 'المقدّم',
    noResults: 'لم يتم العثور على نتائج',
    noAbstracts: 'لا توجد ملخصات في هذا النموذج بعد.',
    notAllowed: 'التصويت غير متاح لحسابك.',
    loadFailed: 'تعذر تحميل نماذج التصويت.',
    saving: 'جارٍ الحفظ...',
    yourVote: 'صوتك',
    abstracts: '{{count}} ملخصات',
  },
};
