import type { VideoJoin } from '../../schemas/videoRoom';

/** What a video room shows now: the other participants and the streams to play. */
export interface RoomClientState {
  readonly peers: number;
  readonly local: MediaStream | null;
  readonly remotes: readonly { readonly peerId: string; readonly stream: MediaStream }[];
}

/** How a room tells its user what happens in it; every provider's client reports the same way. */
export interface RoomCallbacks {
  onChange(state: RoomClientState): void;
  /**
   * Joining failed, or the room broke: `reason` is a code ('media' when the camera or microphone could not be
   * had, 'room_full' at the room's capacity, the relay's or the provider's code otherwise), `message` what the
   * relay or the provider said, when it said anything.
   */
  onFailed(reason: string, message?: string): void;
  /** The room closed (its call ended). */
  onClosed(): void;
  /** A moderator turned the user's microphone off (the built-in rooms). */
  onMuted?(): void;
  /** A moderator removed the user from the room, or the room refuses them since (the built-in rooms). */
  onRemoved?(): void;
}

/** What a moderator does to another participant, by the `peerId` of their stream. */
export interface RoomModeration {
  mutePeer(peerId: string): void;
  removePeer(peerId: string): void;
}

/**
 * A joined room: leave() closes everything it opened, and is safe to call twice. The built-in rooms also turn
 * the user's microphone on and off and carry a moderator's acts (the relay checks the right); Daily has its own.
 */
export interface RoomClient {
  leave(): void;
  controls?: RoomModeration & { setMicrophone(on: boolean): void };
}

/** What the API's join reply needs from the browser, whichever provider it names. */
export type JoinRoom = (opts: RoomCallbacks & { token: string; join: VideoJoin }) => RoomClient;
