import { randomUUID } from 'node:crypto';
import { Either, Schema } from 'effect';
import { jwtVerify, SignJWT } from 'jose';
import { AuthTokenClaims, rememberVerified, TOKEN_AUDIENCE } from '../../../schemas/authToken';
import { AUTH } from '../../../schemas/constants';

type Audience = (typeof TOKEN_AUDIENCE)[keyof typeof TOKEN_AUDIENCE];

export interface SessionClaims {
  uuid: string;
  eventId: string;
  loginId: string;
  exempt: boolean;
  isAdmin: boolean;
}

/** A verified one-time token: who it is for, the login it belongs to (when bound to one), its one-time id. */
export interface OneTimeClaims {
  kind: 'magicLink' | 'sso' | 'signupConfirm';
  uuid: string;
  eventId: string;
  loginId: string | null;
  jti: string;
  expiresAt: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);
const SIGN_ON_KINDS = ['magicLink', 'sso', 'signupConfirm'] as const;

/**
 * The signed tokens of sign-in: session tokens, and one-time tokens (magic links, the ssotoken of a login,
 * sign-up confirmations, and the tokens of external links to third parties).
 */
export function createTokens(secret: Uint8Array, clock: { now(): number }) {
  const sign = (audience: Audience, claims: Record<string, unknown>, ttlMs: number, jti?: string) => {
    const now = clock.now();
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(audience)
      .setIssuedAt(seconds(now))
      .setExpirationTime(seconds(now + ttlMs));
    if (jti) jwt.setJti(jti);
    return jwt.sign(secret);
  };

  const verify = async (token: string, audience: Audience) => {
    try {
      const { payload } = await jwtVerify(token, secret, {
        audience,
        algorithms: ['HS256'],
        currentDate: new Date(clock.now()),
      });
      return payload;
    } catch {
      return null;
    }
  };

  const verifyOneTime = async (token: string, kind: OneTimeClaims['kind'] | 'external') => {
    const p = await verify(token, TOKEN_AUDIENCE[kind]);
    if (!p || typeof p.sub !== 'string' || typeof p.evt !== 'string' || typeof p.jti !== 'string')
      return null;
    return {
      uuid: p.sub,
      eventId: p.evt,
      loginId: typeof p.lid === 'string' ? p.lid : null,
      jti: p.jti,
      expiresAt: (p.exp ?? 0) * 1000,
    };
  };

  const verifySession = rememberVerified<SessionClaims>(async (token) => {
    const payload = await verify(token, TOKEN_AUDIENCE.session);
    const claims = payload && Schema.decodeUnknownEither(AuthTokenClaims)(payload);
    if (!claims || Either.isLeft(claims)) return null;
    const c = claims.right;
    return {
      claims: { uuid: c.sub, eventId: c.evt, loginId: c.lid, exempt: c.ex, isAdmin: c.adm },
      expiresAtMs: c.exp * 1000,
    };
  }, clock);

  return {
    session: (c: SessionClaims) =>
      sign(
        TOKEN_AUDIENCE.session,
        { sub: c.uuid, evt: c.eventId, lid: c.loginId, ex: c.exempt, adm: c.isAdmin },
        AUTH.TOKEN_TTL,
      ),
    verifySession,
    magicLink: (uuid: string, eventId: string) =>
      sign(TOKEN_AUDIENCE.magicLink, { sub: uuid, evt: eventId }, AUTH.MAGIC_LINK_TTL, randomUUID()),
    /** The ssotoken of a login: signs in once elsewhere, while the login lasts. */
    sso: (uuid: string, eventId: string, loginId: string) =>
      sign(TOKEN_AUDIENCE.sso, { sub: uuid, evt: eventId, lid: loginId }, AUTH.SSO_TOKEN_TTL, randomUUID()),
    /** The link of a sign-up's confirmation mail; its one-time id is the pending sign-up's id. */
    signupConfirm: (uuid: string, eventId: string, pendingId: string) =>
      sign(TOKEN_AUDIENCE.signupConfirm, { sub: uuid, evt: eventId }, AUTH.SIGNUP_CONFIRM_TTL, pendingId),
    /** For a third party that a custom screen links to: names the user, once, for a couple of minutes. */
    external: (uuid: string, eventId: string, loginId: string) =>
      sign(
        TOKEN_AUDIENCE.external,
        { sub: uuid, evt: eventId, lid: loginId },
        AUTH.EXTERNAL_SSO_TTL,
        randomUUID(),
      ),
    /** A magic-link, ssotoken or sign-up confirmation token, with its kind. */
    async verifySignOn(token: string): Promise<OneTimeClaims | null> {
      for (const kind of SIGN_ON_KINDS) {
        const claims = await verifyOneTime(token, kind);
        if (claims) return { kind, ...claims };
      }
      return null;
    },
    verifyExternal: (token: string) => verifyOneTime(token, 'external'),
  };
}
export type Tokens = ReturnType<typeof createTokens>;
