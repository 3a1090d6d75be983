import { describe, expect, it } from 'vitest';
import { AA_TEXT, adjustForContrast, contrastRatio, parseColor } from '../../../src/ui/contrast';
import { eventTheme, theme } from '../../../src/ui/theme';

const ratio = (a: string, b: string) => contrastRatio(a, b) as number;

describe('contrast of colours', () => {
  it('reads hex, rgb() and hsl() colours and measures WCAG contrast', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#0b3d91cc')).toEqual([11, 61, 145]);
    expect(parseColor('rgb(255 0 0 / 50%)')).toEqual([255, 0, 0]);
    expect(parseColor('hsl(120, 100%, 25%)')?.map(Math.round)).toEqual([0, 128, 0]);
    expect(parseColor('gold')).toBeNull();
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('keeps a colour that reads and darkens one that does not by the least that reaches AA', () => {
    expect(adjustForContrast('#0b3d91', ['#ffffff'], 'darker')).toBe('#0b3d91');
    const gold = adjustForContrast('#ffd700', ['#ffffff', '#f4f6fa'], 'darker') as string;
    expect(ratio(gold, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(ratio(gold, '#f4f6fa')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(ratio(gold, '#f4f6fa')).toBeLessThan(AA_TEXT + 0.1);
    const [r, g, b] = parseColor(gold) as readonly number[];
    expect(r).toBeGreaterThan(b as number);
    expect(g).toBeGreaterThan(b as number);
    const tint = adjustForContrast('#336699', ['#1d2330'], 'lighter') as string;
    expect(ratio(tint, '#1d2330')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe("the event's colours at AA", () => {
  it('leaves the default theme as it is', () => {
    expect(eventTheme({}).colors).toEqual(theme.colors);
  });

  it('darkens a configured primary colour that would not read, as text on light grounds and under white text', () => {
    const { colors } = eventTheme({
      primary_color: '#7fd3ff',
      primary_light_color: '#3366aa',
      styling: { platform_header_color: '#ffcc00', platform_header_text_color: '#ffffff' },
    });
    expect(colors.primary).not.toBe('#7fd3ff');
    for (const ground of [colors.surface, colors.background, colors.primaryLight, '#ffffff']) {
      expect(ratio(colors.primary, ground)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(ratio(colors.primaryDark, ground)).toBeGreaterThanOrEqual(AA_TEXT);
    }
    expect(ratio(colors.text, colors.primaryLight)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(colors.header).toBe('#ffcc00');
    expect(colors.headerText).toBe(theme.colors.headerText);
    expect(ratio(colors.headerText, colors.header)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps configured colours that read, and the default in place of a colour given by name', () => {
    const { colors } = eventTheme({
      primary_color: '#0b3d91',
      primary_dark_color: '#072a66',
      styling: { platform_header_color: '#0b3d91', platform_header_text_color: '#fafafa' },
    });
    expect([colors.primary, colors.primaryDark, colors.headerText]).toEqual([
      '#0b3d91',
      '#072a66',
      '#fafafa',
    ]);
    expect(eventTheme({ primary_color: 'gold' }).colors.primary).toBe(theme.colors.primary);
  });
});
