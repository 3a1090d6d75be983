import { createContext, useContext } from 'react';

/** The event's title, for the document titles of the pages drawn inside it. */
export const EventTitle = createContext<string>('');

/** '{page} · {event}': what a tab, the history and a screen reader call the page; the event alone if no page. */
export const pageTitleText = (page: string, event: string): string =>
  [page.trim(), event.trim()].filter(Boolean).join(' · ');

/**
 * The document title of a page (React hoists `<title>` into the head). `event`: the event's title where no
 * signed-in frame gives it (the sign-in page).
 */
export function PageTitle({ page, event }: { page: string; event?: string }) {
  const framed = useContext(EventTitle);
  return <title>{pageTitleText(page, event ?? framed)}</title>;
}
