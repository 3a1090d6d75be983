/**
 * The attribute that marks the web app page's preload links of the signed-in app's scripts (written by the build,
 * vite.config.ts): the server sends the sign-in and sign-up pages without them, so that their own scripts have
 * the connection to themselves.
 */
export const SIGNED_IN_PRELOAD = 'data-signed-in';
