import { randomUUID } from 'node:crypto';
import { Either, Schema } from 'effect';
import { jwtVerify, SignJWT } from 'jose';
import { AuthTokenClaims, TOKEN_AUDIENCE } from '../../../schemas/authToken';
import { AUTH, VIDEO_ROOM } from '../../../schemas/constants';

type Audience = (typeof TOKEN_AUDIENCE)[keyof typeof TOKEN_AUDIENCE];

export interface SessionClaims {
  uuid: string;
  eventId: string;
  loginId: string;
  exempt: boolean;
  isAdmin: boolean;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The signed tokens of sign-in: session tokens, one-time magic links and single-sign-on tokens. */
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

  return {
    session: (c: SessionClaims) =>
      sign(
        TOKEN_AUDIENCE.session,
        { sub: c.uuid, evt: c.eventId, lid: c.loginId, ex: c.exempt, adm: c.isAdmin },
        AUTH.TOKEN_TTL,
      ),
    async verifySession(token: string): Promise<SessionClaims | null> {
      const payload = await verify(token, TOKEN_AUDIENCE.session);
      const claims = payload && Schema.decodeUnknownEither(AuthTokenClaims)(payload);
      if (!claims || Either.isLeft(claims)) return null;
      const c = claims.right;
      return { uuid: c.sub, eventId: c.evt, loginId: c.lid, exempt: c.ex, isAdmin: c.adm };
    },
    magicLink: (uuid: string, eventId: string) =>
      sign(TOKEN_AUDIENCE.magicLink, { sub: uuid, evt: eventId }, AUTH.MAGIC_LINK_TTL, randomUUID()),
    sso: (uuid: string, eventId: string) =>
      sign(TOKEN_AUDIENCE.sso, { sub: uuid, evt: eventId }, VIDEO_ROOM.TOKEN_EXPIRY),
    /** A magic-link or single-sign-on token: who it is for, and its one-time id when it has one. */
    async verifySignOn(token: string) {
      for (const audience of [TOKEN_AUDIENCE.magicLink, TOKEN_AUDIENCE.sso] as const) {
        const p = await verify(token, audience);
        if (p && typeof p.sub === 'string' && typeof p.evt === 'string') {
          return { uuid: p.sub, eventId: p.evt, jti: p.jti ?? null, expiresAt: (p.exp ?? 0) * 1000 };
        }
      }
      return null;
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;
