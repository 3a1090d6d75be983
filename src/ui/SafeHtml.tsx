import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML written by organisers or users, sanitised in the browser as well before it is shown; its direction is its
 * own (an English description reads left to right on an Arabic page, punctuation in place).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
