import { onFirstIntent } from '../browser/intent';

/**
 * Loads the session screens' code. Called when a session's address is opened (beside the program area's own
 * code, not after it) and on the first sign of intent on the program list, so that opening a session from the
 * list does not wait for it.
 */
export const loadSessionScreens = () => import('./SessionScreens');

/** Loads the session screens at the first pointer movement or key press on the page; returns the cleanup. */
export const loadSessionScreensOnIntent = () => onFirstIntent(() => void loadSessionScreens());
