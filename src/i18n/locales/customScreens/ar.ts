import type { CustomScreensResources } from './en';

/** The custom screens texts in Arabic (i18n namespace 'customScreens'). */
export const arCustomScreens: CustomScreensResources = {
  customScreens: {
    loadFailed: 'تعذر تحميل هذه الصفحة.',
    evaluationMissing: 'نموذج التقييم غير متاح.',
    socialFeed: 'الموجز الاجتماعي',
    empty: 'لا يوجد شيء هنا بعد.',
  },
};
