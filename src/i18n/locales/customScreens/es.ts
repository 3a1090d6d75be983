import type { CustomScreensResources } from './en';

/** The custom screens texts in Spanish (i18n namespace 'customScreens'). */
export const esCustomScreens: CustomScreensResources = {
  customScreens: {
    loadFailed: 'No se pudo cargar esta página.',
    evaluationMissing: 'El formulario de evaluación no está disponible.',
    socialFeed: 'Muro social',
    empty: 'Todavía no hay nada aquí.',
  },
};
