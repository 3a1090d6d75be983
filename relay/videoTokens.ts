import { Schema } from 'effect';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_ALGORITHM } from '../schemas/authToken';
import {
  type CallTicketClaims,
  RoomTokenClaims,
  VIDEO_TOKEN_AUDIENCE,
  VIDEO_TOKEN_TTL_S,
} from '../schemas/videoRoom';

const decodeRoomClaims = Schema.decodeUnknownSync(RoomTokenClaims);

/** The relay's side of the video tokens (schemas/videoRoom.ts): it signs call tickets and checks room tokens. */
export interface RelayVideoTokens {
  signCallTicket(claims: CallTicketClaims): Promise<string>;
  /** The claims of a room token the API signed; throws when it is forged, expired or of another audience. */
  verifyRoomToken(token: string): Promise<RoomTokenClaims>;
}

/** Video tokens on the sign-in key (the relay's AUTH_SECRET, the API's authSecret). */
export function createVideoTokens(
  secret: string | Uint8Array,
  clock: { now(): number } = Date,
): RelayVideoTokens {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  return {
    signCallTicket: (claims) => {
      const now = Math.floor(clock.now() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM })
        .setAudience(VIDEO_TOKEN_AUDIENCE.callTicket)
        .setIssuedAt(now)
        .setExpirationTime(now + VIDEO_TOKEN_TTL_S)
        .sign(key);
    },
    async verifyRoomToken(token) {
      const { payload } = await jwtVerify(token, key, {
        audience: VIDEO_TOKEN_AUDIENCE.room,
        algorithms: [TOKEN_ALGORITHM],
        currentDate: new Date(clock.now()),
      });
      return decodeRoomClaims(payload, { onExcessProperty: 'ignore' });
    },
  };
}
