import { fromCallback } from 'xstate';
import {
  type VideoRoomCommand,
  type VideoRoomEvent,
  type VideoRoomFailure,
  videoRoomMachine,
} from '../../machines/videoRoom';
import type { RoomJoinReply } from '../../schemas/videoRoom';
import { ApiError } from '../api/client';
import type { JoinRoom, RoomClient } from '../realtime/roomClient';

export interface VideoRoomLiveDeps {
  /** The sign-in token (the relay's handshake for the built-in rooms). */
  token: string;
  /** Asks the API how to enter the room (the latest function the page gave). */
  join(): Promise<RoomJoinReply>;
  joinRoom: JoinRoom;
  /** What the page says when the camera or the microphone could not be had. */
  noMediaMessage: string;
  /** What the page says when the built-in room holds its most already (the relay's `full`). */
  meshFullMessage: string;
  leftRoom(): void;
}

/** The API's refusal or the room's failure as the machine keeps it: a full room, or what was said. */
const failureOfApi = (err: unknown): VideoRoomFailure =>
  err instanceof ApiError
    ? { full: err.status === 409, message: err.message || null }
    : { full: false, message: err instanceof Error && err.message ? err.message : null };

/**
 * The videoRoom machine with the browser's effects: the API's join answers the provider and its token, the
 * room client (built-in or Daily) reports the streams, and leaving the page (or the room) leaves the room.
 */
export function liveVideoRoomMachine(deps: VideoRoomLiveDeps) {
  return videoRoomMachine.provide({
    actors: {
      enterRoom: fromCallback<VideoRoomCommand>(({ sendBack: send, receive }) => {
        const sendBack = (event: VideoRoomEvent) => send(event);
        let room: RoomClient | null = null;
        let stopped = false;
        receive((command) => {
          const controls = room?.controls;
          if (!controls) return;
          if (command.type === 'MICROPHONE.SET') controls.setMicrophone(command.on);
          else if (command.type === 'PEER.MUTE') controls.mutePeer(command.peerId);
          else controls.removePeer(command.peerId);
        });
        void (async () => {
          let reply: RoomJoinReply;
          try {
            reply = await deps.join();
          } catch (err) {
            if (!stopped) sendBack({ type: 'ROOM.FAILED', failure: failureOfApi(err) });
            return;
          }
          if (stopped) return;
          sendBack({
            type: 'ROOM.JOINED',
            moderator: reply.moderator,
            controls: reply.join.provider === 'builtin',
          });
          room = deps.joinRoom({
            token: deps.token,
            join: reply.join,
            onChange: (state) => sendBack({ type: 'ROOM.UPDATE', room: state }),
            onFailed: (reason, message) =>
              sendBack({
                type: 'ROOM.FAILED',
                failure:
                  reason === 'media'
                    ? { full: false, message: deps.noMediaMessage }
                    : reason === 'full'
                      ? { full: false, message: deps.meshFullMessage }
                      : { full: reason === 'room_full', message: message ?? null },
              }),
            onClosed: () => sendBack({ type: 'ROOM.CLOSED' }),
            onMuted: () => sendBack({ type: 'ROOM.MUTED' }),
            onRemoved: () => sendBack({ type: 'ROOM.REMOVED' }),
          });
        })();
        return () => {
          stopped = true;
          room?.leave();
        };
      }),
    },
    actions: { leftRoom: () => deps.leftRoom() },
  });
}
