/**
 * Calls `act` once, at the first pointer movement or key press on the page; returns the cleanup. For code that a
 * reader's next step needs: not fetched on load itself, where it would compete with the page's first render.
 */
export function onFirstIntent(act: () => void): () => void {
  const signals = ['pointerover', 'keydown'] as const;
  const once = () => {
    stop();
    act();
  };
  const stop = () => {
    for (const signal of signals) document.removeEventListener(signal, once);
  };
  for (const signal of signals) document.addEventListener(signal, once, { passive: true });
  return stop;
}
