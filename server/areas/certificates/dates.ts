/** A day as certificates print it, in the event's time zone: "March 9, 2026". UTC when the zone is unknown. */
export function longDate(ms: number, timeZone: string | undefined): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(ms);
  try {
    return format(timeZone || 'UTC');
  } catch {
    return format('UTC');
  }
}
