import { Schema } from 'effect';
import { jwtVerify } from 'jose';
import {
  AuthTokenClaims,
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
  return async (token: string): Promise<SignedInClaims> => {
    const { payload } = await jwtVerify(token, key, {
      audience: TOKEN_AUDIENCE.session,
      algorithms: [TOKEN_ALGORITHM],
      currentDate: new Date(clock.now()),
    });
    return signedInClaimsOf(decodeClaims(payload), payload.iat);
  };
}
export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
