import type { CustomScreensResources } from './en';

/** The custom screens texts in Italian (i18n namespace 'customScreens'). */
export const itCustomScreens: CustomScreensResources = {
  customScreens: {
    loadFailed: 'Impossibile caricare questa pagina.',
    evaluationMissing: 'Il modulo di valutazione non è disponibile.',
    socialFeed: 'Social Feed',
    empty: 'Ancora niente qui.',
  },
};
