import { Schema } from 'effect';
import { IceServer, type VideoJoin } from '../../schemas/videoRoom';
import { builtinVideoProvider } from './builtin';
import { dailyVideoProvider } from './daily';
import type { ServerVideoTokens } from './tokens';

/** Who enters a room, as the provider needs them. */
export interface RoomUser {
  uuid: string;
  eventId: string;
  name: string;
  /** A moderator of the room (Daily: owner token, cloud recording). */
  owner: boolean;
  /**
   * The most people the room takes with this user in it; none for calls, moderators and admins. The built-in
   * rooms' relay refuses the join when it is reached (at Daily the API counted before asking for a token).
   */
  capacity?: number;
}

/**
 * A video-room provider (DESIGN "Video rooms"): the API has decided the user may enter `room`; the provider
 * makes the room exist if it must and answers what the browser needs to join it.
 */
export interface VideoProvider {
  readonly kind: VideoJoin['provider'];
  /** The most people one room holds (the built-in mesh's BUILTIN_ROOM_MAX); null: the provider's own limits. */
  readonly maxParticipants: number | null;
  join(room: string, user: RoomUser): Promise<VideoJoin>;
}

/** How the API reaches video: Daily when a key is configured, the built-in rooms otherwise. */
export interface VideoAccess {
  /** DAILY_API_KEY (and DAILY_API_URL, Daily's REST API by default). */
  daily?: { apiKey: string; apiUrl?: string };
  /** STUN/TURN servers for the built-in rooms (VIDEO_ICE_SERVERS, JSON); none by default. */
  iceServers?: readonly IceServer[];
}

export function createVideoProvider(
  access: VideoAccess | undefined,
  tokens: ServerVideoTokens,
  clock: { now(): number },
  fetcher: typeof fetch = fetch,
): VideoProvider {
  if (access?.daily) return dailyVideoProvider({ ...access.daily, clock, fetch: fetcher });
  return builtinVideoProvider(tokens, access?.iceServers ?? []);
}

/**
 * DAILY_API_KEY (with DAILY_API_URL) and VIDEO_ICE_SERVERS (a JSON list of RTCIceServer) from the environment;
 * throws naming the variable when VIDEO_ICE_SERVERS is not such a list.
 */
export function videoAccessFrom(env: NodeJS.ProcessEnv): VideoAccess | undefined {
  const daily = env.DAILY_API_KEY
    ? { apiKey: env.DAILY_API_KEY, ...(env.DAILY_API_URL ? { apiUrl: env.DAILY_API_URL } : {}) }
    : undefined;
  let iceServers: readonly IceServer[] | undefined;
  if (env.VIDEO_ICE_SERVERS) {
    try {
      iceServers = Schema.decodeUnknownSync(Schema.Array(IceServer))(JSON.parse(env.VIDEO_ICE_SERVERS));
    } catch {
      throw new Error(
        'VIDEO_ICE_SERVERS must be a JSON list such as [{"urls":"stun:stun.example.org:3478"}]',
      );
    }
  }
  if (!daily && !iceServers) return undefined;
  return { ...(daily ? { daily } : {}), ...(iceServers ? { iceServers } : {}) };
}

/** The boot option of video from the environment: `{ video }` when anything is configured. */
export function videoOptionsFrom(env: NodeJS.ProcessEnv): { video?: VideoAccess } {
  const video = videoAccessFrom(env);
  return video ? { video } : {};
}
