import type { Texts } from '../en';

/** The custom screens texts in English (i18n namespace 'customScreens'): they load with those screens, not with the app. */
export const enCustomScreens = {
  customScreens: {
    loadFailed: 'This page could not be loaded.',
    evaluationMissing: 'The evaluation form is not available.',
    socialFeed: 'Social Feed',
    empty: 'Nothing here yet.',
  },
};

export type CustomScreensResources = Texts<typeof enCustomScreens>;
