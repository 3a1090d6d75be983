import { Either, ParseResult, Schema } from 'effect';
import type { Logger } from 'pino';
import type { Namespace, Socket } from 'socket.io';
import type { RelaySocketData } from '../schemas/relay';
import {
  BUILTIN_ROOM_MAX,
  callOfRoom,
  ModeratePeer,
  ROOM_REMOVAL_MS,
  type RoomPeer,
  type VideoAck,
  type VideoClientToServer,
  type VideoError,
  VideoJoinRequest,
  type VideoServerToClient,
  VideoSignal,
} from '../schemas/videoRoom';
import type { CallStore } from './callStore';
import type { RoomRemovals } from './roomRemovals';
import type { RelayVideoTokens } from './videoTokens';

type VideoNsp = Namespace<VideoClientToServer, VideoServerToClient, object, RelaySocketData>;
type VideoSocket = Socket<VideoClientToServer, VideoServerToClient, object, RelaySocketData>;

/** The socket.io room of a video room: scoped to the event, apart from every other kind of room. */
export const roomOfVideo = (eventId: string, room: string) => `video:${eventId}:${room}`;

export interface VideoRoomOptions {
  /** Without them every join is answered `video_unavailable`. */
  tokens: RelayVideoTokens | undefined;
  /** The calls of every relay node: a call's room admits only the call's two sides while it lasts. */
  calls: () => CallStore;
  /** Who moderators removed from which room, on every relay node. */
  removals: () => RoomRemovals;
  now: () => number;
  log: Logger;
  countOut(n: number): void;
  maxPeers?: number;
}

const fail = (code: VideoError['code'], message: string, fields?: VideoError['fields']) =>
  ({ ok: false, error: fields ? { code, message, fields } : { code, message } }) as const;

/**
 * The built-in rooms' signalling ("/video"): a socket enters a room with a room token the API signed for its
 * user, then passes WebRTC descriptions and candidates to the other sockets of that room only; each hears who
 * comes and goes. A room token may carry the room's capacity ('Room Full' past it); every room holds at most
 * BUILTIN_ROOM_MAX, as each browser sends its video to every other. A call's room (`call:<id>`) also needs the call to be answered and still going, with the
 * socket's user one of its two sides; when the call ends the room closes. The relay carries no media.
 * A socket whose token says it moderates the room may mute another participant (only that participant hears
 * it) or remove them: their sockets are told and disconnected, and the room refuses the user for
 * ROOM_REMOVAL_MS, whatever token they bring.
 */
export function attachVideoRooms(nsp: VideoNsp, opts: VideoRoomOptions) {
  const { log } = opts;
  const max = opts.maxPeers ?? BUILTIN_ROOM_MAX;

  const decoder =
    <A, I>(schema: Schema.Schema<A, I>) =>
    (body: unknown) => {
      const decoded = Schema.decodeUnknownEither(schema)(body ?? {});
      if (Either.isRight(decoded)) return { ok: true as const, value: decoded.right };
      const fields = ParseResult.ArrayFormatter.formatErrorSync(decoded.left).map((e) => ({
        path: e.path.map(String).join('.'),
        message: e.message,
      }));
      return { ok: false as const, reply: fail('bad_request', 'The request is not valid', fields) };
    };
  const decodeJoin = decoder(VideoJoinRequest);
  const decodeSignal = decoder(VideoSignal);
  const decodeModerate = decoder(ModeratePeer);

  /** Whether the rules of the room's kind let the user in now (a call: answered, theirs, not over). */
  const refusalOfRoom = async ({ eventId, uuid }: RelaySocketData, room: string) => {
    const callId = callOfRoom(room);
    if (callId === null) return null;
    const call = await opts.calls().get(eventId, callId);
    if (!call || (call.caller !== uuid && call.callee !== uuid)) return fail('not_found', 'The call is over');
    if (!call.accepted) return fail('forbidden', 'The call has not been answered');
    return null;
  };

  const peerOf = (s: { id: string; data: RelaySocketData }): RoomPeer => ({ id: s.id, uuid: s.data.uuid });

  /** The joins of each room waiting on this node, run one after the other. */
  const queues = new Map<string, Promise<unknown>>();
  const serially = <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const next = (queues.get(key) ?? Promise.resolve()).then(run, run);
    const settled = next.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return next;
  };

  nsp.on('connection', (socket: VideoSocket) => {
    const { eventId, uuid } = socket.data;
    /** The one room this socket is in, and whether its token moderates that room. */
    let joined: { room: string; key: string; moderator: boolean } | null = null;

    const leave = () => {
      if (!joined) return;
      const { key } = joined;
      joined = null;
      void socket.leave(key);
      nsp.to(key).except(socket.id).emit('peerLeft', peerOf(socket));
      opts.countOut(1);
    };

    const ackOf = (maybe: unknown) =>
      typeof maybe === 'function' ? (maybe as (reply: VideoAck<Record<string, unknown>>) => void) : () => {};

    socket.on('join', async (payload, maybeAck) => {
      const ack = ackOf(maybeAck);
      try {
        const request = decodeJoin(payload);
        if (!request.ok) return ack(request.reply);
        if (!opts.tokens)
          return ack(fail('video_unavailable', 'Video rooms are not available on this server'));
        const claims = await opts.tokens.verifyRoomToken(request.value.token).catch(() => null);
        if (!claims || claims.sub !== uuid || claims.eventId !== eventId) {
          return ack(fail('forbidden', 'This room token is not valid for you'));
        }
        const refusal = await refusalOfRoom(socket.data, claims.room);
        if (refusal) return ack(refusal);
        if ((await opts.removals().refusedUntil(eventId, claims.room, uuid)) !== null) {
          return ack(fail('removed', 'A moderator removed you from this room'));
        }
        const key = roomOfVideo(eventId, claims.room);
        if (joined?.key !== key) leave();
        // One join of a room at a time on this node, so two joins cannot both take the last place.
        const reply = await serially(key, async () => {
          const members = (await nsp.in(key).fetchSockets()).filter((s) => s.id !== socket.id);
          if (claims.capacity !== undefined && members.length >= claims.capacity) {
            return fail('room_full', 'Room Full');
          }
          if (members.length >= max) {
            return fail('full', `A video room holds at most ${max} people; this one is full`);
          }
          if (!socket.connected) return null;
          await socket.join(key);
          return { ok: true as const, room: claims.room, self: socket.id, peers: members.map(peerOf) };
        });
        if (!reply) return;
        if (!reply.ok) return ack(reply);
        joined = { room: claims.room, key, moderator: claims.moderator === true };
        nsp.to(key).except(socket.id).emit('peerJoined', peerOf(socket));
        opts.countOut(reply.peers.length);
        ack(reply);
      } catch (err) {
        log.error({ err }, 'video join failed');
        ack(fail('internal', 'Joining the room failed; try again'));
      }
    });

    socket.on('signal', async (payload, maybeAck) => {
      const ack = ackOf(maybeAck);
      try {
        const request = decodeSignal(payload);
        if (!request.ok) return ack(request.reply);
        if (!joined) return ack(fail('forbidden', 'Join a room first'));
        const { to, description, candidates } = request.value;
        const { key } = joined;
        // Only to a socket of the same room: here, or on another node of the same room.
        const here = nsp.adapter.rooms.get(key)?.has(to);
        const inRoom =
          here || (to !== socket.id && (await nsp.in(key).fetchSockets()).some((s) => s.id === to));
        if (!inRoom || to === socket.id) return ack(fail('not_found', 'No such peer in this room'));
        nsp.to(to).emit('signal', {
          from: socket.id,
          ...(description ? { description } : {}),
          ...(candidates ? { candidates } : {}),
        });
        opts.countOut(1);
        ack({ ok: true });
      } catch (err) {
        log.error({ err }, 'video signal failed');
        ack(fail('internal', 'The signal was not passed on'));
      }
    });

    /** A moderator's act on another socket of the same room (here or on another node): the target's sockets. */
    const moderated = async (payload: unknown, ack: (reply: VideoAck) => void) => {
      const request = decodeModerate(payload);
      if (!request.ok) return void ack(request.reply);
      if (!joined) return void ack(fail('forbidden', 'Join a room first'));
      if (!joined.moderator) {
        return void ack(fail('forbidden', 'Only a moderator of this room may do that'));
      }
      const { peer } = request.value;
      const target =
        peer === socket.id ? undefined : (await nsp.in(joined.key).fetchSockets()).find((s) => s.id === peer);
      if (!target) return void ack(fail('not_found', 'No such peer in this room'));
      return { room: joined.room, key: joined.key, target };
    };

    socket.on('mutePeer', async (payload, maybeAck) => {
      const ack = ackOf(maybeAck);
      try {
        const found = await moderated(payload, ack);
        if (!found) return;
        nsp.to(found.target.id).emit('mutedByModerator', { room: found.room });
        opts.countOut(1);
        ack({ ok: true });
      } catch (err) {
        log.error({ err }, 'video mute failed');
        ack(fail('internal', 'The participant was not muted; try again'));
      }
    });

    socket.on('removePeer', async (payload, maybeAck) => {
      const ack = ackOf(maybeAck);
      try {
        const found = await moderated(payload, ack);
        if (!found) return;
        const { room, key, target } = found;
        const until = opts.now() + ROOM_REMOVAL_MS;
        await opts.removals().remove(eventId, room, target.data.uuid, until);
        // Every socket of the removed user in the room goes: another tab must not keep them in.
        const theirs = (await nsp.in(key).fetchSockets()).filter((s) => s.data.uuid === target.data.uuid);
        for (const s of theirs) {
          nsp.to(s.id).emit('removedByModerator', { room, until });
          s.disconnect();
        }
        opts.countOut(theirs.length);
        ack({ ok: true });
      } catch (err) {
        log.error({ err }, 'video removal failed');
        ack(fail('internal', 'The participant was not removed; try again'));
      }
    });

    socket.on('leave', (_payload, maybeAck) => {
      leave();
      ackOf(maybeAck)({ ok: true });
    });
    socket.on('disconnecting', leave);
    void uuid;
  });

  return {
    /** Everyone out of the room, told `roomClosed` (on every relay node). */
    closeRoom(eventId: string, room: string) {
      const key = roomOfVideo(eventId, room);
      nsp.to(key).emit('roomClosed', { room });
      nsp.in(key).socketsLeave(key);
      opts.countOut(2);
    },
  };
}
