import type { Redis } from 'ioredis';

/** A call the relay rang: who placed it, who was called, and whether the callee took it. */
export interface CallRecord {
  caller: string;
  callee: string;
  accepted: boolean;
}

/**
 * The calls of every relay node: in memory for one node, in Redis for many (a call's two sides may be on
 * different nodes). A call is known from `initiateCall` until one side rejects or ends it, its socket drops,
 * or it expires: unanswered after RING_TTL_S (the caller gives up after 30 s), answered after CALL_TTL_S.
 */
export interface CallStore {
  /** Records a ringing call; false when the id is taken in the event. */
  open(eventId: string, callId: string, caller: string, callee: string): Promise<boolean>;
  get(eventId: string, callId: string): Promise<CallRecord | undefined>;
  /** Marks a ringing call answered; false when it is not ringing (gone, or answered already). */
  accept(eventId: string, callId: string): Promise<boolean>;
  /** Forgets the call; false when it was gone already, so only one side's request ends it. */
  close(eventId: string, callId: string): Promise<boolean>;
  stop(): void;
}

export const RING_TTL_S = 60;
export const CALL_TTL_S = 24 * 3600;

export function memoryCallStore(now: () => number = Date.now): CallStore {
  const calls = new Map<string, CallRecord & { expiresAt: number }>();
  const keyOf = (eventId: string, callId: string) => `${eventId}\x1f${callId}`;
  const live = (key: string) => {
    const call = calls.get(key);
    if (call && call.expiresAt <= now()) {
      calls.delete(key);
      return undefined;
    }
    return call;
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, call] of calls) if (call.expiresAt <= t) calls.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async open(eventId, callId, caller, callee) {
      const key = keyOf(eventId, callId);
      if (live(key)) return false;
      calls.set(key, { caller, callee, accepted: false, expiresAt: now() + RING_TTL_S * 1000 });
      return true;
    },
    async get(eventId, callId) {
      const call = live(keyOf(eventId, callId));
      return call && { caller: call.caller, callee: call.callee, accepted: call.accepted };
    },
    async accept(eventId, callId) {
      const call = live(keyOf(eventId, callId));
      if (!call || call.accepted) return false;
      call.accepted = true;
      call.expiresAt = now() + CALL_TTL_S * 1000;
      return true;
    },
    async close(eventId, callId) {
      const key = keyOf(eventId, callId);
      return live(key) !== undefined && calls.delete(key);
    },
    stop: () => clearInterval(sweep),
  };
}

// Each step is one script so that two nodes (or two tabs of the callee) cannot both take the same call.
const OPEN = `if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'caller', ARGV[1], 'callee', ARGV[2], 'accepted', '0')
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1`;
const ACCEPT = `if redis.call('HGET', KEYS[1], 'accepted') ~= '0' then return 0 end
redis.call('HSET', KEYS[1], 'accepted', '1')
redis.call('EXPIRE', KEYS[1], ARGV[1])
return 1`;

export function redisCallStore(redis: Redis): CallStore {
  const keyOf = (eventId: string, callId: string) => `relay:call:${eventId}:${callId}`;
  return {
    async open(eventId, callId, caller, callee) {
      return (await redis.eval(OPEN, 1, keyOf(eventId, callId), caller, callee, RING_TTL_S)) === 1;
    },
    async get(eventId, callId) {
      const call = await redis.hgetall(keyOf(eventId, callId));
      if (call.caller === undefined || call.callee === undefined) return undefined;
      return { caller: call.caller, callee: call.callee, accepted: call.accepted === '1' };
    },
    async accept(eventId, callId) {
      return (await redis.eval(ACCEPT, 1, keyOf(eventId, callId), CALL_TTL_S)) === 1;
    },
    async close(eventId, callId) {
      return (await redis.del(keyOf(eventId, callId))) === 1;
    },
    stop: () => {},
  };
}
