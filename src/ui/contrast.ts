/**
 * WCAG 2 contrast for the event's configured colours: a colour that would not read (less than 4.5:1 against
 * the backgrounds it is drawn on, or under white text) is mixed with black, or a background with white, just
 * far enough to pass, so an organiser's colour is kept as close as it can be instead of being shown as is.
 */

/** AA for normal text (WCAG 1.4.3); also more than non-text controls need (1.4.11, 3:1). */
export const AA_TEXT = 4.5;

type Rgb = readonly [number, number, number];

const hex2 = (s: string) => Number.parseInt(s, 16);

/** #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() and hsl()/hsla() as 0-255 channels; null for other forms. */
export function parseColor(value: string): Rgb | null {
  const v = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])[0-9a-f]?$/.exec(v);
  if (short)
    return [hex2(`${short[1]}${short[1]}`), hex2(`${short[2]}${short[2]}`), hex2(`${short[3]}${short[3]}`)];
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?$/.exec(v);
  if (long) return [hex2(long[1] as string), hex2(long[2] as string), hex2(long[3] as string)];
  const fn = /^(rgb|hsl)a?\(([^)]*)\)$/.exec(v);
  if (!fn) return null;
  const parts = (fn[2] as string)
    .split(/[\s,/]+/)
    .filter(Boolean)
    .slice(0, 3);
  if (parts.length < 3) return null;
  const num = (p: string, whole: number) =>
    p.endsWith('%') ? (Number.parseFloat(p) / 100) * whole : Number.parseFloat(p);
  if (fn[1] === 'rgb') {
    const rgb = parts.map((p) => Math.min(255, Math.max(0, num(p, 255))));
    return rgb.some(Number.isNaN) ? null : (rgb as unknown as Rgb);
  }
  const h = (((Number.parseFloat(parts[0] as string) % 360) + 360) % 360) / 360;
  const s = Math.min(1, Math.max(0, num(parts[1] as string, 1)));
  const l = Math.min(1, Math.max(0, num(parts[2] as string, 1)));
  if ([h, s, l].some(Number.isNaN)) return null;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    const c = t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
    return c * 255;
  };
  return [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)];
}

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** The contrast ratio of two colours (1 to 21); null when either is in a form `parseColor` does not read. */
export function contrastRatio(a: string, b: string): number | null {
  const x = parseColor(a);
  const y = parseColor(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((m, n) => n - m) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (rgb: Rgb, to: number, share: number): Rgb =>
  rgb.map((c) => c + (to - c) * share) as unknown as Rgb;

const passes = (rgb: Rgb, others: readonly string[], ratio: number) =>
  others.every((o) => (contrastRatio(toHex(rgb), o) ?? 0) >= ratio);

/**
 * `color` as it is when it reaches `ratio` against every one of `others`; otherwise mixed towards black
 * (`towards` 'darker') or white ('lighter') by the least share that does, as #rrggbb. A colour that cannot be
 * read (a colour name) is returned as null: the caller keeps its own default.
 */
export function adjustForContrast(
  color: string,
  others: readonly string[],
  towards: 'darker' | 'lighter',
  ratio = AA_TEXT,
): string | null {
  const rgb = parseColor(color);
  if (!rgb) return null;
  if (passes(rgb, others, ratio)) return color;
  const to = towards === 'darker' ? 0 : 255;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 16; i++) {
    const mid = (lo + hi) / 2;
    if (passes(mix(rgb, to, mid), others, ratio)) hi = mid;
    else lo = mid;
  }
  return toHex(mix(rgb, to, hi));
}

/** Black-ish or white text, whichever reads better on `background`. */
export function readableOn(background: string, dark: string, light = '#ffffff'): string {
  return (contrastRatio(background, dark) ?? AA_TEXT) >= (contrastRatio(background, light) ?? 0)
    ? dark
    : light;
}
