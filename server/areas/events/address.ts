import type { EventRow } from './queries';

/** An address of the event's web app: the default event at the root, the others under /e/{url id}. */
export function appAddress(origin: string, event: EventRow, path: string): string {
  const base = event.isDefault ? '' : `/e/${event.urlId}`;
  return `${origin}${base}${path}`;
}
