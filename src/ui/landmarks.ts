import { createContext } from 'react';

/**
 * True inside the signed-in frame, whose content is the page's one `main` landmark: a screen drawn there (the
 * page-not-found, a status) does not open a second one.
 */
export const InsideMainLandmark = createContext(false);
