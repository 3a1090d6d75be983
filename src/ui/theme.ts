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

/** Black or white text, whichever reads on the given #rrggbb background. */
export function readableOn(background: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!m) return theme.colors.headerText;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => Number.parseInt(h ?? '0', 16) / 255) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.55 ? '#1d2330' : '#ffffff';
}

/** The event's styling (primary_color, primary_dark_color, primary_light_color, styling.*) over the defaults. */
export function eventTheme(config: {
  primary_color?: string;
  primary_dark_color?: string;
  primary_light_color?: string;
  styling?: Readonly<Record<string, string>>;
}): Theme {
  const styling = config.styling ?? {};
  const primary = color(config.primary_color) ?? color(styling['primary-color']) ?? theme.colors.primary;
  const header = color(styling.platform_header_color) ?? theme.colors.header;
  return {
    ...theme,
    colors: {
      ...theme.colors,
      primary,
      primaryDark: color(config.primary_dark_color) ?? color(styling['primary-dark-color']) ?? primary,
      primaryLight:
        color(config.primary_light_color) ??
        color(styling['primary-light-color']) ??
        theme.colors.primaryLight,
      header,
      headerText: color(styling.platform_header_text_color) ?? readableOn(header),
    },
  };
}
