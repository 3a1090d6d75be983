import { TIME } from '../../schemas/constants';

export type RelativeTime =
  | { readonly key: 'wall.justNow' }
  | { readonly key: 'wall.minutesAgo' | 'wall.hoursAgo'; readonly count: number }
  | { readonly date: string };

/** When a post was made, as the wall and the lobby say it (001 §9): 'Just now', 'N min ago', 'N hours ago', else the date. */
export function relativeTime(at: number, now: number, language: string): RelativeTime {
  const ago = Math.max(0, now - at);
  if (ago < TIME.MINUTE) return { key: 'wall.justNow' };
  if (ago < TIME.HOUR) return { key: 'wall.minutesAgo', count: Math.floor(ago / TIME.MINUTE) };
  if (ago < 24 * TIME.HOUR) return { key: 'wall.hoursAgo', count: Math.floor(ago / TIME.HOUR) };
  return {
    date: new Intl.DateTimeFormat(language, { month: 'long', day: '2-digit', year: 'numeric' }).format(at),
  };
}
