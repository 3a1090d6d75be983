import type { CustomScreensResources } from './en';

/** The custom screens texts in French (i18n namespace 'customScreens'). */
export const frCustomScreens: CustomScreensResources = {
  customScreens: {
    loadFailed: 'Impossible de charger cette page.',
    evaluationMissing: "Le formulaire d'évaluation n'est pas disponible.",
    socialFeed: 'Fil social',
    empty: "Rien ici pour l'instant.",
  },
};
