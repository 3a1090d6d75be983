import { useTranslation } from 'react-i18next';
import type { TextNamespace } from './namespaces';

/**
 * Waits until a screen's text namespaces have loaded in the reader's language: the component suspends and the
 * route's Suspense shows its loading state, as while the screen's code loads. Called by an area as it opens, so
 * the parts of its screens (a tab, a dialog) find their texts there and never show keys or blank the page later.
 */
export function useScreenTexts(...namespaces: TextNamespace[]): void {
  useTranslation(namespaces);
}
