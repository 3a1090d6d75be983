/** Where the window lands after a navigation: the top of a new page, or a place the user was before. */

/** How long a landing waits for the new page to draw what it lands on (its heading, its list's height). */
const WAIT_MS = 4000;

export interface Spot {
  /** The window's scroll position. */
  y: number;
  /** The absolute address of the link followed from here, if one was. */
  link: string | null;
}

/** Runs `act` once `ready()` holds (checked on each change of the page) or after WAIT_MS; returns a cancel. */
function whenReady(ready: () => boolean, act: () => void): () => void {
  if (ready()) {
    act();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    stop();
    act();
  });
  const timer = window.setTimeout(() => {
    stop();
    act();
  }, WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return stop;
}

const mainHeading = () =>
  document.querySelector<HTMLElement>('#main-content h1') ??
  document.querySelector<HTMLElement>('main h1, h1');

/** The top of the page, the page's main heading focused so that a screen reader starts there. */
export function landAtTop(): () => void {
  window.scrollTo(0, 0);
  return whenReady(
    () => mainHeading() !== null,
    () => {
      const heading = mainHeading();
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    },
  );
}

/** Back where the user was, on the link they had followed. */
export function landAt(spot: Spot): () => void {
  let cancelLink = () => {};
  const cancelScroll = whenReady(
    () => document.documentElement.scrollHeight - window.innerHeight >= spot.y,
    () => {
      window.scrollTo(0, spot.y);
      if (spot.link === null) return;
      const link = () =>
        Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).find((a) => a.href === spot.link);
      cancelLink = whenReady(
        () => link() !== undefined,
        () => link()?.focus({ preventScroll: true }),
      );
    },
  );
  return () => {
    cancelScroll();
    cancelLink();
  };
}
