import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SignIn } from '../areas/auth/signIn';
import { assertOpenFor } from '../areas/closing/closing';
import { requireUser } from './auth';
import type { AppEnv } from './env';

/** The same rule as middleware, after `requireUser`. */
export const refuseWhenClosed = (level: 'soft' | 'hard') =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertOpenFor(level, c.var.event, c.var.user.isAdmin, c.var.deps.clock.now());
    await next();
  });

/**
 * API routes that take no signed-in user (the sign-in page's calls, health, the relay's chat hooks with their
 * secret): each applies its own close rule, if any (sign-up refuses after the hard close, the chat hooks apply
 * the chat rules).
 */
export const ROUTES_WITHOUT_SIGN_IN: readonly string[] = [
  'GET /api/health',
  'GET /api/login-start',
  'POST /api/login',
  'POST /api/signup',
  'POST /api/auto-login-email',
  'POST /api/support',
  // Signs in by the login cookie itself (a reload of a signed-in page), after the close too, as sign-in does.
  'POST /api/session/resume',
  // The third party's server, which holds a one-time token, not a sign-in.
  'POST /api/sso/external-token/verify',
];
/**
 * The relay's hooks (their own secret), wall images (signed addresses, as media: images send no header) and
 * profile pictures (unguessable addresses, open like the media pictures).
 */
export const PATHS_WITHOUT_SIGN_IN: readonly string[] = [
  '/api/internal/',
  // Program files (signed in unless the program is public) and calendar feeds (a secret address): checked there.
  '/api/events/',
  '/api/calendar/',
  '/api/wall/images/',
  '/api/pictures/',
  // Settings images (unguessable addresses): the sign-in page shows its logo before anyone signs in.
  '/api/settings-images/',
];

/** Signed-in routes that stay open to attendees after the hard close: sign-out and the closed page's data. */
export const ROUTES_OPEN_AFTER_HARD_CLOSE: readonly string[] = ['POST /api/logout', 'GET /api/settings'];

const routeKey = (method: string, path: string) => `${method === 'HEAD' ? 'GET' : method} ${path}`;

/**
 * The hard close on every API route by default: any route not listed above needs a signed-in user, and after
 * the hard close only admins pass (403 SiteClosed), so a new route is closed without remembering to be.
 */
export function hardCloseGate(signIn: Pick<SignIn, 'tokens' | 'signedIn'>): MiddlewareHandler<AppEnv> {
  const withoutSignIn = new Set(ROUTES_WITHOUT_SIGN_IN);
  const openAfterClose = new Set(ROUTES_OPEN_AFTER_HARD_CLOSE);
  const signedIn = requireUser(signIn.tokens, signIn.signedIn);
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = routeKey(c.req.method, c.req.path);
    if (withoutSignIn.has(key) || PATHS_WITHOUT_SIGN_IN.some((p) => c.req.path.startsWith(p))) return next();
    await signedIn(c, async () => {
      if (!openAfterClose.has(key))
        assertOpenFor('hard', c.var.event, c.var.user.isAdmin, c.var.deps.clock.now());
      await next();
    });
  });
}
