import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { landAt, landAtTop, type Spot } from '../ui/landing';

const here = () => window.location.pathname + window.location.search;

/**
 * Where a navigation lands (once for the whole app): a new page opens at its top with its main heading
 * focused; Back and Forward return to where the user was on that address, focused on the link they followed.
 * A change of the query string alone (a filter of the same list) stays where it is.
 */
export function useNavigationLanding() {
  const [path] = useLocation();
  const search = useSearch();
  const spots = useRef(new Map<string, Spot>());
  /** The address whose landing was last made: scroll positions are kept for it only. */
  const landed = useRef(here());
  const traversing = useRef(false);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Between an address change and its landing the old page's scroll belongs to neither address.
    const remember = (link?: string) => {
      if (here() !== landed.current) return;
      const spot = spots.current.get(landed.current);
      spots.current.set(landed.current, { y: window.scrollY, link: link ?? spot?.link ?? null });
    };
    const onScroll = () => remember();
    const onClick = (e: MouseEvent) => {
      const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (a instanceof HTMLAnchorElement) remember(a.href);
    };
    const onPopState = () => {
      traversing.current = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a landing is made when the address changes
  useEffect(() => {
    const address = here();
    if (address === landed.current) return;
    const from = landed.current;
    landed.current = address;
    // The router may draw the address inside the popstate event, before this hook's listener has seen it:
    // the landing is chosen once the event is over.
    const spot = spots.current.get(address);
    let cancel = () => {};
    const timer = window.setTimeout(() => {
      const traversal = traversing.current;
      traversing.current = false;
      if (traversal && spot) cancel = landAt(spot);
      else if (new URL(from, window.location.origin).pathname !== window.location.pathname)
        cancel = landAtTop();
    }, 0);
    return () => {
      window.clearTimeout(timer);
      cancel();
    };
  }, [path, search]);
}

/** Makes the landings of the app's navigations; drawn once inside the router. */
export function NavigationLanding() {
  useNavigationLanding();
  return null;
}
