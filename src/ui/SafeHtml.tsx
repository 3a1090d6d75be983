import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef } from 'react';
import { followLink, markExternalLinks } from './htmlLinks';

/** HTML sanitised for the page; with `origin`, its external links marked to open in a new tab. */
export function sanitizeHtml(html: string, origin?: string): string {
  if (origin === undefined) return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  const fragment = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true });
  markExternalLinks(fragment, origin);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/**
 * HTML written by organisers or users, sanitised in the browser as well before it is shown; its direction is its
 * own (an English description reads left to right on an Arabic page, punctuation in place). With `navigate`,
 * its links are followed as the app's pages follow them: `#anchor` scrolls, paths of the app navigate in the
 * app, other addresses open in a new tab.
 */
export function SafeHtml({
  html,
  className,
  navigate,
}: {
  html: string;
  className?: string;
  navigate?: (path: string) => void;
}) {
  const handled = navigate !== undefined;
  const clean = useMemo(
    () => sanitizeHtml(html, handled ? window.location.origin : undefined),
    [html, handled],
  );
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(navigate);
  latest.current = navigate;
  useEffect(() => {
    const root = ref.current;
    if (!root || !handled) return;
    const onClick = (e: MouseEvent) => void followLink(e, root, (path) => latest.current?.(path));
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [handled]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above
  return <div ref={ref} className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
