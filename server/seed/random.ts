import { sfc32 } from '../../schemas/seededRandom';

/**
 * A seeded pseudo-random generator (sfc32 seeded by splitmix32) so the demo event is the same on every machine:
 * no Math.random.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `n` distinct items (all when n >= length), in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  /** A version-4-shaped uuid made of generator output. */
  uuid(): string;
  hex(bytes: number): string;
}

export function createRandom(seed: number): Random {
  const u32 = sfc32(seed);
  const next = () => u32() / 4294967296;
  const hex = (bytes: number) => {
    let out = '';
    for (let i = 0; i < bytes; i++) out += (u32() & 0xff).toString(16).padStart(2, '0');
    return out;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    sample(items, n) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, Math.min(n, copy.length));
    },
    uuid() {
      const h = hex(16).split('');
      h[12] = '4';
      h[16] = ((Number.parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
      const x = h.join('');
      return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
    },
    hex,
  };
}
