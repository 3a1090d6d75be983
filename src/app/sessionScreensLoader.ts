/**
 * Loads the session screens' code. Called when a session's address is opened (beside the program area's own
 * code, not after it) and on the first sign of intent on the program list, so that opening a session from the
 * list does not wait for it.
 */
export const loadSessionScreens = () => import('./SessionScreens');

/**
 * Loads the session screens at the first pointer movement or key press on the page; returns the cleanup. Not on
 * load itself: their code would then compete with the list's first render.
 */
export function loadSessionScreensOnIntent(): () => void {
  const signals = ['pointerover', 'keydown'] as const;
  const load = () => {
    stop();
    void loadSessionScreens();
  };
  const stop = () => {
    for (const signal of signals) document.removeEventListener(signal, load);
  };
  for (const signal of signals) document.addEventListener(signal, load, { passive: true });
  return stop;
}
