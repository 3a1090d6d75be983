/**
 * Initials in any script: words and letters as Intl.Segmenter finds them (a letter with its accents is one), so
 * that a name or a menu label in Arabic, Chinese or with combining marks gives whole letters, never half of one.
 *
 * Text only in scripts that put spaces between words and write a letter as one code point with its marks (Latin,
 * Greek, Cyrillic, Arabic, Hebrew) is split by patterns that find the same words and letters: a page's first
 * word segmentation loads the segmenter's dictionaries, which held the first render of the menu for tens of
 * milliseconds on a slow phone.
 */
const SPACED = /^[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{sc=Arabic}\p{sc=Hebrew}\p{M}\p{N}\p{P}\p{Zs}]*$/u;
const SPACED_WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’.][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;
const SPACED_LETTER = /\P{M}\p{M}*/gu;

const graphemes = (text: string) =>
  SPACED.test(text)
    ? (text.match(SPACED_LETTER) ?? [])
    : [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
const words = (text: string) =>
  SPACED.test(text)
    ? (text.match(SPACED_WORD) ?? [])
    : [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)]
        .filter((s) => s.isWordLike)
        .map((s) => s.segment);

// Arabic's definite article is written onto its word: 'الردهة' (the lobby) is initialled by 'ر', not 'ا'.
const ARTICLE = /^\u0627\u0644(?=\p{L}{2})/u;
const letters = (word: string) => graphemes(word.replace(ARTICLE, ''));
const first = (word: string | undefined) => (word ? (letters(word)[0] ?? '') : '');
const hasCase = (letter: string) => letter.toLocaleUpperCase() !== letter.toLocaleLowerCase();

/** A person's initials: the first letters of the name's first and last words, or '?'. */
export function initialsOf(name: string): string {
  const w = words(name);
  return (first(w[0]) + (w.length > 1 ? first(w.at(-1)) : '')).toLocaleUpperCase() || '?';
}

/**
 * A menu entry's glyph: the first letters of its first two words; for one word, its first two letters in a
 * script with capitals ('LO' for Lobby), its first character otherwise (a Chinese or Arabic word).
 */
export function menuGlyph(label: string): string {
  const w = words(label);
  if (w.length > 1) return (first(w[0]) + first(w[1])).toLocaleUpperCase();
  const l = letters(w[0] ?? label.trim());
  const head = l[0] ?? '';
  return (hasCase(head) ? l.slice(0, 2).join('') : head).toLocaleUpperCase();
}
