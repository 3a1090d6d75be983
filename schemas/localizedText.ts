import { Schema } from 'effect';

/**
 * A text the organiser configures (a sign-in help text, the cookie banner), either one text for every language
 * or one per language (`{ "en": "...", "ar": "..." }`), which falls back to English, then to any given text.
 */
export const LocalizedText = Schema.Union(
  Schema.String,
  Schema.Record({ key: Schema.String, value: Schema.String }),
);
export type LocalizedText = typeof LocalizedText.Type;

export const DEFAULT_TEXT_LANGUAGE = 'en';

/** The text for this language (`zh-CN` reads `zh` too), or null when there is none. */
export function textIn(text: LocalizedText | null | undefined, language: string): string | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'string') return text || null;
  const base = language.split('-')[0] ?? language;
  return (
    text[language] || text[base] || text[DEFAULT_TEXT_LANGUAGE] || Object.values(text).find(Boolean) || null
  );
}
