/**
 * Which documents fuse could match at all, so that it reads only those. Fuse (with minMatchCharLength 2) lists a
 * field only when its match marks at least two neighbouring characters, and it marks only characters of the
 * query: its exact occurrences, and the query's characters inside its best approximate match. So a document that
 * fuse matches holds, in a field as fuse reads it (lower case), two neighbouring characters that both occur in
 * the query. Each document keeps the pairs of neighbouring characters it holds as 32 × 32 bits, characters folded
 * into 32 classes: a document may pass that fuse then rejects, never the reverse.
 */

const CLASSES = 32;
/** 32 × 32 bits, in 32-bit words. */
const WORDS = (CLASSES * CLASSES) / 32;

/** a-z, the space and the digits have classes of their own; other characters share the last four. */
function classOf(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code === 32) return 26;
  if (code >= 48 && code <= 57) return 27;
  return 28 + (code % 4);
}

export interface LetterPairs {
  /** The documents (by position, ascending) that fuse could match for this query. */
  mayMatch(query: string): number[];
}

/** `texts[n]` holds document n's fields as fuse reads them, in lower case. */
export function buildLetterPairs(texts: readonly (readonly string[])[]): LetterPairs {
  const bits = new Uint32Array(texts.length * WORDS);
  texts.forEach((fields, n) => {
    for (const text of fields) {
      for (let i = 1; i < text.length; i++) {
        const bit = classOf(text.charCodeAt(i - 1)) * CLASSES + classOf(text.charCodeAt(i));
        bits[n * WORDS + (bit >>> 5)] = (bits[n * WORDS + (bit >>> 5)] as number) | (1 << (bit & 31));
      }
    }
  });
  return {
    mayMatch(query) {
      const pattern = query.toLowerCase();
      const classes = new Set(
        Array.from({ length: pattern.length }, (_, i) => classOf(pattern.charCodeAt(i))),
      );
      const mask = new Uint32Array(WORDS);
      for (const a of classes) for (const b of classes) mask[a] = (mask[a] as number) | (1 << b);
      const found: number[] = [];
      for (let n = 0; n < texts.length; n++) {
        for (let w = 0; w < WORDS; w++) {
          if (((bits[n * WORDS + w] as number) & (mask[w] as number)) !== 0) {
            found.push(n);
            break;
          }
        }
      }
      return found;
    },
  };
}
