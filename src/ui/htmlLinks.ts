/**
 * How a link in organisers' HTML is followed (002 §2 "Custom screens": links open externally, scroll to an
 * anchor, or navigate internally): `#id` scrolls to the anchor on the page, a path of the app (or an address of
 * this site) navigates in the app, and any other address opens in a new tab.
 */
export type LinkKind =
  | { kind: 'anchor'; id: string }
  | { kind: 'internal'; path: string }
  | { kind: 'external' }
  | { kind: 'none' };

export function linkKind(href: string | null, origin: string): LinkKind {
  const raw = href?.trim() ?? '';
  if (raw === '' || raw === '#') return { kind: 'none' };
  if (raw.startsWith('#')) return { kind: 'anchor', id: decodeURIComponent(raw.slice(1)) };
  let url: URL;
  try {
    url = new URL(raw, `${origin}/`);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'external' };
  if (url.origin !== origin) return { kind: 'external' };
  return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
}

/** External links open in a new tab without handing the opener or the address of this page to the site. */
export function markExternalLinks(root: ParentNode, origin: string): void {
  for (const a of root.querySelectorAll('a[href]')) {
    if (linkKind(a.getAttribute('href'), origin).kind !== 'external') continue;
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
}

/**
 * Follows an in-page or in-app link of a click inside `root` (the browser keeps the others): returns whether it
 * did. Clicks with a modifier key (a new tab or window) are left to the browser.
 */
export function followLink(event: MouseEvent, root: HTMLElement, navigate: (path: string) => void): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const a = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!a || !root.contains(a)) return false;
  const link = linkKind(a.getAttribute('href'), root.ownerDocument.location.origin);
  if (link.kind === 'anchor') {
    const target = root.ownerDocument.getElementById(link.id);
    if (!target) return false;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
    return true;
  }
  if (link.kind === 'internal') {
    event.preventDefault();
    navigate(link.path);
    return true;
  }
  return false;
}
