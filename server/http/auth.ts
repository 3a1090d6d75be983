import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { Forbidden, Unauthorized } from '../../schemas/errors';
import type { SignedInCache } from '../areas/auth/signedInCache';
import type { Tokens } from '../areas/auth/tokens';
import type { AppEnv } from './env';

export const SIGNED_OUT_MESSAGE = 'Your session has ended. Please sign in again.';
export const OTHER_LOGIN_MESSAGE = 'You were signed out because your account signed in somewhere else.';

/** The token of `Authorization: Bearer ...`, or ''. */
export async function bearerToken(c: Context<AppEnv>): Promise<string> {
  const header = c.req.header('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/**
 * Requires a valid sign-in token (by default `Authorization: Bearer ...`) whose login has not ended: puts the user, the
 * event and the login id on the context. Sign-out ends a login; so does a newer login of an account that is not
 * exempt from kick-out. One query reads the account, its event and the login, kept a few
 * seconds in memory (signedInCache) until any of them changes.
 */
export const requireUser = (
  tokens: Tokens,
  signedInCache: SignedInCache,
  tokenOf: (c: Context<AppEnv>) => Promise<string> = bearerToken,
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = await tokenOf(c);
    const claims = token ? await tokens.verifySession(token) : null;
    if (!claims) throw new Unauthorized({ message: SIGNED_OUT_MESSAGE });
    const signedIn = await signedInCache.find(claims);
    if (!signedIn.ok) {
      const superseded = signedIn.reason === 'superseded';
      throw new Unauthorized({ message: superseded ? OTHER_LOGIN_MESSAGE : SIGNED_OUT_MESSAGE });
    }
    c.set('user', signedIn.user);
    c.set('loginId', claims.loginId);
    c.set('event', signedIn.event);
    await next();
  });

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user.isAdmin) throw new Forbidden({ message: 'Only administrators may do this.' });
  await next();
});
