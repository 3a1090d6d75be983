import type { i18n } from 'i18next';
import { en } from '../../src/i18n/locales/en';

type Texts = Record<string, unknown>;
const isRecord = (v: unknown): v is Texts => typeof v === 'object' && v !== null && !Array.isArray(v);

const modules = import.meta.glob<Record<string, unknown>>('../../src/i18n/locales/*/en.ts', { eager: true });

/** The English texts of each namespace that loads with its screens (src/i18n/namespaces.ts), by namespace. */
export const ENGLISH_NAMESPACES: Readonly<Record<string, Texts>> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [
    path.split('/').at(-2) as string,
    Object.values(module).find(isRecord) as Texts,
  ]),
);

/** Every English text in one tree: the app's and each namespace's (their top-level groups never overlap). */
export const ALL_ENGLISH: Texts = Object.assign({}, en, ...Object.values(ENGLISH_NAMESPACES));

/** The text at a dotted key of ALL_ENGLISH, or undefined. */
export const englishTextAt = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (isRecord(node) ? node[part] : undefined), ALL_ENGLISH);

/**
 * Gives an instance the English texts of the screens' namespaces at once (not the admin screens', whose tests
 * show them loading), so a component test renders its screen in English without waiting for them to load.
 */
export function withEnglishNamespaces(instance: i18n): i18n {
  for (const [namespace, texts] of Object.entries(ENGLISH_NAMESPACES))
    if (namespace !== 'admin') instance.addResourceBundle('en', namespace, texts);
  return instance;
}
