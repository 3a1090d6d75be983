import type { CustomScreensResources } from './en';

/** The custom screens texts in Chinese (i18n namespace 'customScreens'). */
export const zhCustomScreens: CustomScreensResources = {
  customScreens: {
    loadFailed: '无法加载此页面。',
    evaluationMissing: '评估表不可用。',
    socialFeed: '社交动态',
    empty: '暂无内容。',
  },
};
