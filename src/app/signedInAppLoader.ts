import { onFirstIntent } from '../browser/intent';

type SignedInAppModule = typeof import('./SignedInApp');
let loaded: SignedInAppModule | null = null;

/**
 * Loads the signed-in app's code (SignedInApp.tsx). Called when a signed-in screen is drawn, as soon as a stored
 * login is being restored (beside its request, not after it), and on the sign-in page at the first sign of
 * intent, so that signing in does not wait for it.
 */
export const loadSignedInApp = (): Promise<SignedInAppModule> =>
  import('./SignedInApp').then((m) => {
    loaded = m;
    return m;
  });

/**
 * Calls `then` once the signed-in app's code is here, or has failed to load (the lazy screen then tries again and
 * shows the failure): a new session is set only then, so the app draws at once instead of behind a fallback.
 */
export function whenSignedInAppLoaded(then: () => void): void {
  void loadSignedInApp().then(then, then);
}

/** The signed-in app's code if it has loaded. */
export const signedInAppLoaded = () => loaded;

/** Loads the signed-in app at the first pointer movement or key press on the page; returns the cleanup. */
export const loadSignedInAppOnIntent = () => onFirstIntent(() => void loadSignedInApp());
