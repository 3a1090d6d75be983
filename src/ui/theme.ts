import { AA_TEXT, adjustForContrast, contrastRatio, readableOn } from './contrast';

/** The design tokens; the event's colours (primary_color and styling) override them once settings load. */
export interface Theme {
  readonly colors: {
    readonly primary: string;
    readonly primaryDark: string;
    readonly primaryLight: string;
    /** The header bar (styling.platform_header_color). */
    readonly header: string;
    readonly headerText: string;
    readonly text: string;
    readonly muted: string;
    readonly border: string;
    readonly background: string;
    readonly surface: string;
    readonly danger: string;
    readonly dangerBg: string;
    readonly info: string;
    readonly infoBg: string;
    readonly warningBg: string;
  };
  readonly radius: string;
  readonly space: (n: number) => string;
  readonly breakpoints: { readonly small: number; readonly drawer: number; readonly wide: number };
}

export const theme: Theme = {
  colors: {
    primary: '#1f5fbf',
    primaryDark: '#164a96',
    primaryLight: '#dbe7fb',
    header: '#ffffff',
    headerText: '#1d2330',
    text: '#1d2330',
    muted: '#5b6475',
    border: '#d5d9e2',
    background: '#f4f6fa',
    surface: '#ffffff',
    danger: '#b42318',
    dangerBg: '#fdecea',
    info: '#0b5394',
    infoBg: '#e8f1fb',
    warningBg: '#fff4e0',
  },
  radius: '8px',
  space: (n: number) => `${n * 4}px`,
  breakpoints: { small: 767, drawer: 992, wide: 1200 },
};

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i;
const color = (value: string | undefined): string | null =>
  value && COLOR.test(value.trim()) ? value.trim() : null;

/**
 * The event's styling (primary_color, primary_dark_color, primary_light_color, styling.*) over the defaults,
 * each made to read at WCAG AA where it is drawn (src/ui/contrast.ts); a colour given by name, which cannot
 * be measured, leaves the default in its place.
 */
export function eventTheme(config: {
  primary_color?: string;
  primary_dark_color?: string;
  primary_light_color?: string;
  styling?: Readonly<Record<string, string>>;
}): Theme {
  const styling = config.styling ?? {};
  const { colors } = theme;
  const configured = (...values: (string | undefined)[]) => values.map(color).find((v) => v !== null) ?? null;
  // A light tint carries dark text; the primary colours are text and borders on light grounds and grounds
  // under white text: each is darkened (the tint lightened) until it reads at AA.
  const primaryLight =
    adjustForContrast(
      configured(config.primary_light_color, styling['primary-light-color']) ?? colors.primaryLight,
      [colors.text],
      'lighter',
    ) ?? colors.primaryLight;
  const grounds = [colors.surface, colors.background, primaryLight];
  const givenPrimary = configured(config.primary_color, styling['primary-color']);
  const primary = adjustForContrast(givenPrimary ?? colors.primary, grounds, 'darker') ?? colors.primary;
  const primaryDark =
    adjustForContrast(
      configured(config.primary_dark_color, styling['primary-dark-color']) ??
        (givenPrimary ? primary : colors.primaryDark),
      grounds,
      'darker',
    ) ?? primary;
  const header = color(styling.platform_header_color) ?? colors.header;
  const headerText = color(styling.platform_header_text_color);
  return {
    ...theme,
    colors: {
      ...colors,
      primary,
      primaryDark,
      primaryLight,
      header,
      headerText:
        headerText && (contrastRatio(headerText, header) ?? 0) >= AA_TEXT
          ? headerText
          : readableOn(header, colors.headerText),
    },
  };
}
