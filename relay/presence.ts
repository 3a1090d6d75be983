import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Namespace, Socket } from 'socket.io';
import {
  MEMBERS_MAX,
  type PresenceClientToServer,
  type PresenceJoinRefusal,
  type PresenceJoinReply,
  type PresenceMember,
  type PresenceServerToClient,
  presenceHashKey,
  type RelaySocketData,
  relayNodeKey,
  roomOfEvent,
  roomOfPresence,
} from '../schemas/relay';

type PresenceNsp = Namespace<PresenceClientToServer, PresenceServerToClient, object, RelaySocketData>;
type PresenceSocket = Socket<PresenceClientToServer, PresenceServerToClient, object, RelaySocketData>;

const MAX_ROOM_NAME = 200;
const validRoom = (r: unknown): r is string =>
  typeof r === 'string' && r.length > 0 && r.length <= MAX_ROOM_NAME;
const refuse = (reason: PresenceJoinRefusal): PresenceJoinReply => ({ ok: false, count: 0, reason });

/** Where the counts of all relay nodes meet: in memory for one node, Redis for many. */
export interface PresenceStore {
  /** Records this node's counts of the given rooms and returns the counts over all nodes. */
  update(nsp: string, eventId: string, local: Map<string, number>): Promise<Map<string, number>>;
  /** The counts over all nodes of the given rooms. */
  read(nsp: string, eventId: string, rooms: string[]): Promise<Map<string, number>>;
  /** Every room of the event with anyone in it, over all nodes. */
  snapshot(nsp: string, eventId: string): Promise<Map<string, number>>;
  close(): Promise<void>;
}

/** One node: the local counts are the counts. */
export function memoryPresenceStore(
  localCount: (nsp: string, eventId: string, room: string) => number,
  localRooms: (nsp: string, eventId: string) => Map<string, number>,
): PresenceStore {
  return {
    update: async (_nsp, _eventId, local) => local,
    read: async (nsp, eventId, rooms) => new Map(rooms.map((r) => [r, localCount(nsp, eventId, r)])),
    snapshot: async (nsp, eventId) => localRooms(nsp, eventId),
    close: async () => {},
  };
}

/**
 * Many nodes: each node keeps its counts in a Redis hash per (namespace, event) with one field per
 * `<node>|<room>`, and a heartbeat key with a short expiry. Sums skip nodes whose heartbeat expired, so the
 * counts of a node that died fall away within NODE_TTL without anyone cleaning up.
 */
export function redisPresenceStore(redis: Redis, nodeId: string = randomUUID()): PresenceStore {
  const NODE_TTL_S = 15;
  const hashKey = presenceHashKey;
  const nodeKey = relayNodeKey;
  let lastBeat = 0;
  const beat = async () => {
    if (Date.now() - lastBeat < 5000) return;
    lastBeat = Date.now();
    await redis.set(nodeKey(nodeId), '1', 'EX', NODE_TTL_S);
  };
  const sum = async (fields: Record<string, string>, only?: Set<string>) => {
    const nodes = new Set<string>();
    for (const f of Object.keys(fields)) nodes.add(f.slice(0, f.indexOf('|')));
    const ids = [...nodes];
    const alive = ids.length ? await redis.mget(ids.map(nodeKey)) : [];
    const live = new Set(ids.filter((_, i) => alive[i] !== null));
    const counts = new Map<string, number>();
    for (const [f, v] of Object.entries(fields)) {
      const cut = f.indexOf('|');
      const room = f.slice(cut + 1);
      if (!live.has(f.slice(0, cut)) || (only && !only.has(room))) continue;
      counts.set(room, (counts.get(room) ?? 0) + Number(v));
    }
    return counts;
  };
  return {
    async update(nsp, eventId, local) {
      await beat();
      const key = hashKey(nsp, eventId);
      const multi = redis.multi();
      for (const [room, n] of local) {
        if (n > 0) multi.hset(key, `${nodeId}|${room}`, n);
        else multi.hdel(key, `${nodeId}|${room}`);
      }
      await multi.exec();
      return this.read(nsp, eventId, [...local.keys()]);
    },
    async read(nsp, eventId, rooms) {
      const counts = await sum(await redis.hgetall(hashKey(nsp, eventId)), new Set(rooms));
      return new Map(rooms.map((r) => [r, counts.get(r) ?? 0]));
    },
    async snapshot(nsp, eventId) {
      return sum(await redis.hgetall(hashKey(nsp, eventId)));
    },
    async close() {
      await redis.del(nodeKey(nodeId));
    },
  };
}

/**
 * How often coalesced updates of one event go out: every `tickMs` while the event's audience is small; for a
 * large audience the interval grows so that updates of one event cost at most `budgetPerSecond` messages a
 * second (one update is one message to each socket of the audience), up to `maxIntervalMs`.
 */
export interface Pacing {
  tickMs: number;
  budgetPerSecond: number;
  maxIntervalMs: number;
  now(): number;
}

/**
 * The relay's default budget: an update of an event with more than 300 sockets in a namespace waits one ms per
 * socket (2,000 sockets: every 2 s; 10,000: every 10 s), about 1,000 messages a second whatever the audience.
 */
export const PRESENCE_PACING = { budgetPerSecond: 1000, maxIntervalMs: 10_000 } as const;

/** Keys marked per event, handed to `send` per event no more often than the event's pacing allows. */
export function coalescer(
  pacing: Pacing,
  audience: (eventId: string) => number,
  send: (eventId: string, keys: Set<string>) => Promise<void>,
  onError: (err: unknown) => void,
) {
  const changed = new Map<string, Set<string>>();
  const lastSent = new Map<string, number>();
  const intervalOf = (eventId: string) =>
    Math.min(
      pacing.maxIntervalMs,
      Math.max(pacing.tickMs, (audience(eventId) * 1000) / pacing.budgetPerSecond),
    );
  let flushing = false;
  const flush = async (force: boolean) => {
    if (flushing || changed.size === 0) return;
    flushing = true;
    const t = pacing.now();
    const batch: [string, Set<string>][] = [];
    for (const [eventId, keys] of changed) {
      const last = lastSent.get(eventId);
      if (!force && last !== undefined && t - last < intervalOf(eventId)) continue;
      batch.push([eventId, keys]);
      changed.delete(eventId);
      lastSent.set(eventId, t);
    }
    try {
      for (const [eventId, keys] of batch) await send(eventId, keys);
    } catch (err) {
      onError(err);
    } finally {
      flushing = false;
    }
  };
  const timer = setInterval(() => void flush(false), pacing.tickMs);
  timer.unref();
  return {
    mark(eventId: string, key: string) {
      const keys = changed.get(eventId) ?? new Set<string>();
      changed.set(eventId, keys);
      keys.add(key);
    },
    /** Sends everything pending now, whatever the pacing. */
    flush: () => flush(true),
    stop: () => clearInterval(timer),
  };
}

export interface PresenceOptions {
  pacing: Pacing;
  onError(err: unknown): void;
  countOut(n: number): void;
  /** Whether the socket may be in one more presence room (`room` is its full name); a refusal is counted. */
  roomAllowed(socket: PresenceSocket, room: string): boolean;
  /** The rules of this namespace's rooms for the socket's user: null to let them in, or why not. */
  admit?(user: RelaySocketData): Promise<'forbidden' | 'unavailable' | null>;
  /** Names and pictures of the event's users, by uuid; without it `members` lists uuids only. */
  profilesOf?(eventId: string, uuids: string[]): Promise<Map<string, PresenceMember>>;
}

/**
 * Presence rooms of one namespace. Joins and leaves only mark a room as changed; one `presence` message per
 * event per tick (a longer interval for a large audience, see Pacing) carries the new counts of its changed
 * rooms to the event's sockets in the namespace, so 5,000 joins at once make a handful of messages, not
 * 5,000 x N. Counts are room sizes of the adapter: they
 * cannot go negative, and a socket that drops leaves all its rooms with it.
 */
export function attachPresence(nsp: PresenceNsp, store: () => PresenceStore, opts: PresenceOptions) {
  const audience = (eventId: string) => nsp.adapter.rooms.get(roomOfEvent(eventId))?.size ?? 0;
  const updates = coalescer(
    opts.pacing,
    audience,
    async (eventId, rooms) => {
      const local = new Map([...rooms].map((r) => [r, localCount(eventId, r)]));
      const counts = await store().update(nsp.name, eventId, local);
      nsp.to(roomOfEvent(eventId)).emit('presence', { counts: Object.fromEntries(counts) });
      opts.countOut(audience(eventId));
    },
    opts.onError,
  );
  const markChanged = updates.mark;
  const localCount = (eventId: string, room: string) =>
    nsp.adapter.rooms.get(roomOfPresence(eventId, room))?.size ?? 0;
  const roomsOf = (socket: PresenceSocket) => {
    const prefix = roomOfPresence(socket.data.eventId, '');
    return [...socket.rooms].filter((r) => r.startsWith(prefix)).map((r) => r.slice(prefix.length));
  };

  const enter = async (socket: PresenceSocket, room: unknown): Promise<PresenceJoinReply> => {
    if (!validRoom(room)) return refuse('bad_room');
    const { eventId } = socket.data;
    if (opts.admit) {
      const refusal = await opts.admit(socket.data).catch((err: unknown) => {
        opts.onError(err);
        return 'unavailable' as const;
      });
      if (refusal) return refuse(refusal);
      // A socket that left while the rules were asked must not be put back into a room.
      if (!socket.connected) return refuse('unavailable');
    }
    const name = roomOfPresence(eventId, room);
    if (!opts.roomAllowed(socket, name)) return refuse('room_limit');
    await socket.join(name);
    markChanged(eventId, room);
    return { ok: true, count: localCount(eventId, room) };
  };
  const exit = async (socket: PresenceSocket, room: string) => {
    const { eventId } = socket.data;
    await socket.leave(roomOfPresence(eventId, room));
    markChanged(eventId, room);
  };

  nsp.on('connection', (socket: PresenceSocket) => {
    const { eventId } = socket.data;
    void socket.join(roomOfEvent(eventId));
    // A (re)connecting socket gets every count of the event at once.
    store()
      .snapshot(nsp.name, eventId)
      .then((counts) => {
        if (socket.connected) {
          socket.emit('presence', { counts: Object.fromEntries(counts) });
          opts.countOut(1);
        }
      }, opts.onError);

    socket.on('join', async (payload, ack) => {
      const reply = await enter(socket, payload?.room);
      if (typeof ack === 'function') ack(reply);
    });
    socket.on('members', async (payload, ack) => {
      if (typeof ack !== 'function') return;
      const room = payload?.room;
      if (!validRoom(room)) return ack({ ok: false, count: 0, members: [] });
      const rawLimit = payload?.limit;
      const limit =
        typeof rawLimit === 'number' && Number.isInteger(rawLimit) && rawLimit >= 0
          ? Math.min(rawLimit, MEMBERS_MAX)
          : MEMBERS_MAX;
      try {
        // Over every relay node: the adapter asks the others when there are others.
        const sockets = await nsp.in(roomOfPresence(eventId, room)).fetchSockets();
        const uuids = new Set<string>();
        for (const s of sockets) {
          if (uuids.size >= limit) break;
          uuids.add(s.data.uuid);
        }
        const profiles = opts.profilesOf
          ? await opts.profilesOf(eventId, [...uuids]).catch((err: unknown) => {
              opts.onError(err);
              return new Map<string, PresenceMember>();
            })
          : new Map<string, PresenceMember>();
        const members = [...uuids].map((uuid) => profiles.get(uuid) ?? { uuid });
        ack({ ok: true, count: sockets.length, members });
      } catch (err) {
        opts.onError(err);
        ack({ ok: false, count: 0, members: [] });
      }
    });
    socket.on('switch', async (payload, ack) => {
      const { prevRoom, nextRoom } = payload ?? ({} as { prevRoom?: unknown; nextRoom?: unknown });
      if (validRoom(prevRoom)) await exit(socket, prevRoom);
      const reply = await enter(socket, nextRoom);
      if (typeof ack === 'function') ack(reply);
    });
    socket.on('leave', (payload) => {
      if (validRoom(payload?.room)) void exit(socket, payload.room);
    });
    // Rooms are still known here; the adapter empties them right after.
    socket.on('disconnecting', () => {
      for (const room of roomsOf(socket)) markChanged(eventId, room);
    });
  });

  return {
    localCount,
    localRooms(eventId: string) {
      const prefix = roomOfPresence(eventId, '');
      const counts = new Map<string, number>();
      for (const [room, members] of nsp.adapter.rooms) {
        if (room.startsWith(prefix)) counts.set(room.slice(prefix.length), members.size);
      }
      return counts;
    },
    flush: updates.flush,
    stop: updates.stop,
  };
}
