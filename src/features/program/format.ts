/** Dates and times shown in the conference time zone, in the reader's language; ranges name the zone. */

/**
 * Making an Intl.DateTimeFormat costs far more than formatting with one, and every card of the list formats
 * several times on each render: one per language and options, kept.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, options);
    formats.set(key, f);
  }
  return f;
}

export function formatDay(at: number, timeZone: string, lang: string): string {
  return formatOf(lang, { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(at);
}

export function formatTime(at: number, timeZone: string, lang: string, withZone = false): string {
  return formatOf(lang, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(withZone ? { timeZoneName: 'short' } : {}),
  }).format(at);
}

/**
 * "Mon, Nov 23, 9:00 AM – 10:30 AM CST" style range, with its zone; the end only when it exists, with its own
 * day when it falls on another ("Wed, Nov 25, 12:00 AM – Thu, Nov 26, 12:00 AM CST" for a whole day).
 */
export function formatRange(start: number, end: number | undefined, timeZone: string, lang: string): string {
  const day = formatDay(start, timeZone, lang);
  if (end === undefined) return `${day}, ${formatTime(start, timeZone, lang, true)}`;
  const endDay = formatDay(end, timeZone, lang);
  const until = endDay === day ? '' : `${endDay}, `;
  return `${day}, ${formatTime(start, timeZone, lang)} – ${until}${formatTime(end, timeZone, lang, true)}`;
}

/** The label of a calendar date (YYYY-MM-DD) of the conference. */
export function formatDate(date: string, lang: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return formatOf(lang, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(
    Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1),
  );
}
