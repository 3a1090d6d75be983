import { Schema } from 'effect';

/**
 * The claims of the sign-in token (a JWT signed with HS256 by the server; the relay checks it with the same
 * secret). `lid` is the login id used for dual-login kick-out; `ex` marks staff and admins, who are exempt.
 */
export const AuthTokenClaims = Schema.Struct({
  sub: Schema.String,
  evt: Schema.String,
  lid: Schema.String,
  ex: Schema.Boolean,
  adm: Schema.Boolean,
  exp: Schema.Number,
});
export type AuthTokenClaims = typeof AuthTokenClaims.Type;

/** The audience of each kind of token, so a magic-link token is never accepted as a sign-in token. */
export const TOKEN_AUDIENCE = {
  session: 'session',
  magicLink: 'magic-link',
  sso: 'sso',
  signupConfirm: 'signup-confirm',
  /** The token a custom screen's external link hands to a third party (never a session token). */
  external: 'external-sso',
} as const;

/** The only signature algorithm of sign-in tokens. */
export const TOKEN_ALGORITHM = 'HS256';

/** A verified sign-in token, read by the server and by the relay alike. */
export interface SignedInClaims {
  uuid: string;
  eventId: string;
  loginId: string;
  exempt: boolean;
  isAdmin: boolean;
  /** Epoch seconds; 0 when the token does not say. */
  issuedAt: number;
}

export const signedInClaimsOf = (c: AuthTokenClaims, issuedAt: number | undefined): SignedInClaims => ({
  uuid: c.sub,
  eventId: c.evt,
  loginId: c.lid,
  exempt: c.ex,
  isAdmin: c.adm,
  issuedAt: issuedAt ?? 0,
});

/** How many verified sign-in tokens a process remembers; the oldest go first. */
const REMEMBERED_TOKENS = 50_000;

/**
 * Remembers the sign-in tokens `verify` accepted, until each expires: checking an HS256 signature through
 * WebCrypto costs more than the rest of a request whose sign-in is cached. Only the exact string that verified
 * is answered from memory, and whether its login still holds is checked on every request all the same.
 * Refusals are not remembered. Used by the server and by the relay alike.
 */
export function rememberVerified<T>(
  verify: (token: string) => Promise<{ claims: T; expiresAtMs: number } | null>,
  clock: { now(): number },
  max = REMEMBERED_TOKENS,
) {
  const remembered = new Map<string, { claims: T; expiresAtMs: number }>();
  return async (token: string): Promise<T | null> => {
    const kept = remembered.get(token);
    if (kept && clock.now() < kept.expiresAtMs) return kept.claims;
    if (kept) remembered.delete(token);
    const verified = await verify(token);
    if (!verified) return null;
    remembered.set(token, verified);
    if (remembered.size > max) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
    return verified.claims;
  };
}
