/**
 * A seeded pseudo-random generator (sfc32, its state filled by splitmix32): the same seed gives the same numbers
 * on every machine and after every reload, for the demo event and for per-user placements such as awareness
 * splits. Not for secrets.
 */

/** Unsigned 32-bit integers from a 32-bit seed. */
export function sfc32(seed: number): () => number {
  let s = seed >>> 0;
  const splitmix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const u32 = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) u32();
  return u32;
}

/** The FNV-1a hash of a text, as a seed. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Floats in [0, 1), the same sequence for the same text. */
export function seededRandom(seed: string): () => number {
  const u32 = sfc32(hashText(seed));
  return () => u32() / 4294967296;
}
