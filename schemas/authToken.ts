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
