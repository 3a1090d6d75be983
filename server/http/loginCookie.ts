import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH } from '../../schemas/constants';
import type { EventRow } from '../areas/events/queries';
import type { AppEnv } from './env';

/** Only the resume call reads it: the browser sends it with no other request. */
const COOKIE_PATH = '/api/session';

const nameOf = (event: Pick<EventRow, 'id'>) => `login_${event.id}`;

/**
 * The login cookie of an event: the sign-in token, HttpOnly (no script reads it), SameSite=Strict (no other
 * site's page sends it), on the resume path only, Secure when the platform is served over https.
 */
export function setLoginCookie(c: Context<AppEnv>, event: Pick<EventRow, 'id'>, token: string) {
  setCookie(c, nameOf(event), token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: COOKIE_PATH,
    secure: c.var.deps.publicUrl.startsWith('https:'),
    maxAge: Math.floor(AUTH.TOKEN_TTL / 1000),
  });
}

export const readLoginCookie = (c: Context<AppEnv>, event: Pick<EventRow, 'id'>) =>
  getCookie(c, nameOf(event)) ?? '';

export function clearLoginCookie(c: Context<AppEnv>, event: Pick<EventRow, 'id'>) {
  deleteCookie(c, nameOf(event), { path: COOKIE_PATH, secure: c.var.deps.publicUrl.startsWith('https:') });
}
