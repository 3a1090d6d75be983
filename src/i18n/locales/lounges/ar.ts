import type { LoungesResources } from './en';

/** The lounges texts in Arabic (i18n namespace 'lounges'). */
export const arLounges: LoungesResources = {
  lounges: {
    title: 'الصالة الاجتماعية',
    join: 'انضم إلى الغرفة',
    roomFull: 'الغرفة ممتلئة',
    disabled: 'معطّل',
    live: 'مباشر',
    private: 'خاصة',
    noResults: 'لم يتم العثور على نتائج',
    loadFailed: 'تعذّر تحميل الصالات.',
    filters: 'عوامل التصفية',
    dates: 'التواريخ',
    categories: 'الفئات',
    clearFilters: 'مسح عوامل التصفية',
    participants_one: 'مشارك واحد',
    participants_other: '{{count}} مشاركين',
    capacity: '{{count}} من {{capacity}} أماكن مشغولة',
    more: '+{{count}}',
    inRoom: 'في الغرفة',
    schedules: 'المواعيد',
    adMessage: 'ستنضم إلى الصالة بعد هذا الإعلان القصير',
    sponsorVideo: 'فيديو الراعي',
    skipAd: 'تخطي الإعلان',
    back: 'رجوع',
    otherRooms: 'غرف أخرى',
    visitSponsor: 'زيارة الراعي',
    roomLogo: 'شعار {{name}}',
  },
};
