import { Schema } from 'effect';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_ALGORITHM } from '../../schemas/authToken';
import {
  CallTicketClaims,
  type RoomTokenClaims,
  VIDEO_TOKEN_AUDIENCE,
  VIDEO_TOKEN_TTL_S,
} from '../../schemas/videoRoom';

const decodeTicket = Schema.decodeUnknownSync(CallTicketClaims);

/** The API's side of the video tokens (schemas/videoRoom.ts): it checks call tickets and signs room tokens. */
export interface ServerVideoTokens {
  /** The claims of a call ticket the relay signed, or null when it is forged, expired or not a ticket. */
  verifyCallTicket(ticket: string): Promise<CallTicketClaims | null>;
  signRoomToken(claims: RoomTokenClaims): Promise<string>;
}

export function createServerVideoTokens(key: Uint8Array, clock: { now(): number }): ServerVideoTokens {
  return {
    async verifyCallTicket(ticket) {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          audience: VIDEO_TOKEN_AUDIENCE.callTicket,
          algorithms: [TOKEN_ALGORITHM],
          currentDate: new Date(clock.now()),
        });
        return decodeTicket(payload, { onExcessProperty: 'ignore' });
      } catch {
        return null;
      }
    },
    signRoomToken(claims) {
      const now = Math.floor(clock.now() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM })
        .setAudience(VIDEO_TOKEN_AUDIENCE.room)
        .setIssuedAt(now)
        .setExpirationTime(now + VIDEO_TOKEN_TTL_S)
        .sign(key);
    },
  };
}
