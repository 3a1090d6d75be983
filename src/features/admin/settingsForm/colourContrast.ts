import { AA_TEXT, contrastRatio, parseColor } from '../../../ui/contrast';
import { theme } from '../../../ui/theme';

/**
 * How a configured colour reads where the app draws it: a light tint (a key naming `light`) under dark text,
 * any other colour as text or a control on the page's white surface. The ratio when under WCAG AA (4.5:1),
 * null when it reads or cannot be measured.
 */
export function contrastShortfall(key: string, colour: string): { ratio: number; against: string } | null {
  const against = /light/i.test(key) ? theme.colors.text : theme.colors.surface;
  const ratio = contrastRatio(colour, against);
  return ratio !== null && ratio < AA_TEXT ? { ratio: Math.floor(ratio * 100) / 100, against } : null;
}

/** The colour as #rrggbb for a colour picker; black for what cannot be read. */
export function pickerValue(colour: string): string {
  const rgb = parseColor(colour);
  return rgb ? `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}` : '#000000';
}
