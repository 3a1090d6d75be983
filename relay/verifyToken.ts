import { Schema } from 'effect';
import { jwtVerify } from 'jose';
import {
  AuthTokenClaims,
  rememberVerified,
  type SignedInClaims,
  signedInClaimsOf,
  TOKEN_ALGORITHM,
  TOKEN_AUDIENCE,
} from '../schemas/authToken';

const decodeClaims = Schema.decodeUnknownSync(AuthTokenClaims);

/**
 * Checks a sign-in token exactly as the API does (HS256, audience "session", not expired, the claims of
 * schemas/authToken.ts) and returns who it is for. Throws on any failure.
 */
export function createTokenVerifier(secret: string | Uint8Array, clock: { now(): number } = Date) {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  const verified = rememberVerified<SignedInClaims>(async (token) => {
    const { payload } = await jwtVerify(token, key, {
      audience: TOKEN_AUDIENCE.session,
      algorithms: [TOKEN_ALGORITHM],
      currentDate: new Date(clock.now()),
    });
    const claims = decodeClaims(payload);
    return { claims: signedInClaimsOf(claims, payload.iat), expiresAtMs: claims.exp * 1000 };
  }, clock);
  return async (token: string): Promise<SignedInClaims> => {
    const claims = await verified(token);
    if (!claims) throw new Error('token refused');
    return claims;
  };
}
export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
