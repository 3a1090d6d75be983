/**
 * Texts the configuration overrides (000 §1). Both documents are keyed by language first:
 * - app_language_overwrite: `{ "<lang>": { "<text key>": "text" } }`; the key is a key of the locale files,
 *   dotted (`"sidebar.lobby"`) or nested (`{ "sidebar": { "lobby": "Home" } }`).
 * - sidebar_language_overwrite: `{ "<lang>": { "<entry id>": "label" } }` with the sidebar entry ids
 *   (`lobby`, `social-feed`, `chat`, `screen-<id>`...); a top-level `"<entry id>": "label"` applies to every language.
 */
import type { i18n } from 'i18next';
import { namespaceOfKey, queueTexts, type TextNamespace } from './namespaces';

type Loose = Readonly<Record<string, unknown>> | undefined;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Adds the configuration's texts over the locale files, per language: at once for a language already loaded,
 * else once it has loaded (texts added before would stand in for the whole language and stop its loading).
 * A key of a namespace that loads with its screens (namespaces.ts: `chat.title`, `{ "chat": {...} }`) goes to that
 * namespace: at once if it is loaded in that language, else it is kept and joins the namespace as it loads.
 */
export function applyAppOverrides(instance: i18n, overwrite: Loose): void {
  if (!overwrite) return;
  for (const [lang, texts] of Object.entries(overwrite)) {
    if (!isRecord(texts)) continue;
    const app: [string, unknown][] = [];
    const lazy = new Map<TextNamespace, [string, unknown][]>();
    for (const entry of Object.entries(texts)) {
      const namespace = namespaceOfKey(entry[0]);
      if (namespace === 'translation') app.push(entry);
      else lazy.set(namespace, [...(lazy.get(namespace) ?? []), entry]);
    }
    const add = (namespace: string, entries: [string, unknown][]) => {
      for (const [key, value] of entries) {
        if (typeof value === 'string') instance.addResource(lang, namespace, key, value);
        else if (isRecord(value)) instance.addResourceBundle(lang, namespace, { [key]: value }, true, true);
      }
    };
    if (app.length) {
      if (instance.hasResourceBundle(lang, 'translation')) add('translation', app);
      else void instance.loadLanguages(lang, () => add('translation', app));
    }
    for (const [namespace, entries] of lazy) {
      if (instance.hasResourceBundle(lang, namespace)) add(namespace, entries);
      else queueTexts(instance, lang, namespace, entries);
    }
  }
}

/** The configured label of a sidebar entry in this language, or null. */
export function sidebarOverride(overwrite: Loose, language: string, entryId: string): string | null {
  if (!overwrite) return null;
  const perLanguage = overwrite[language];
  if (isRecord(perLanguage) && typeof perLanguage[entryId] === 'string')
    return perLanguage[entryId] as string;
  const shared = overwrite[entryId];
  return typeof shared === 'string' ? shared : null;
}
