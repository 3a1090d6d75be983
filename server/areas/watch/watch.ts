import { SESSION_TIMING } from '../../../schemas/constants';
import { BadRequest, Forbidden, NotFound } from '../../../schemas/errors';
import { type AwarenessReply, PROGRAM_TEXT } from '../../../schemas/program';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { AwarenessWrite, HeartbeatRequest, WatchEntityType, WatchReply } from '../../../schemas/watch';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import type { GameTasks } from '../game/tasks';
import { mayOpen } from '../program/access';
import { type FoundItem, type ItemSelector, listedItem } from '../program/itemLookup';
import { awarenessOutcomes } from '../program/queries';
import {
  addSpan,
  clipCoverage,
  type Coverage,
  coveredSeconds,
  creditedSeconds,
  heartbeatSpan,
  isComplete,
} from './coverage';
import {
  type CoverageRow,
  countHeartbeat,
  readCoverage,
  recordAwarenessOutcome,
  type WatchKey,
} from './queries';
import { liveWindow, programVideoLength } from './videoLength';
import type { ProgramItems } from '../program/programMemory';

interface Actor {
  event: EventRow;
  user: UserRow;
}

type WatchType = 'ondemand' | 'live';

const SELECTOR: Record<WatchEntityType, keyof ItemSelector> = {
  session: 'session_id',
  abstract: 'ab_id',
  program: 'program_id',
};

export type Watch = ReturnType<typeof createWatch>;

/** The item a watch call names, if the user may open it (404 when unknown or hidden, 403 when locked). */
async function openItem(
  program: ProgramItems,
  { event, user }: Actor,
  entityType: WatchEntityType,
  entityId: string,
) {
  const found = await listedItem(program, event.id, user, { [SELECTOR[entityType]]: Number(entityId) });
  if (!mayOpen(user, found.sessionId, found.entities)) throw new Forbidden({ message: PROGRAM_TEXT.LOCKED });
  return found;
}

const sessionOf = (found: FoundItem): SessionItemDoc | undefined =>
  found.entities.find((d) => d.internal_type === 'session');

function liveOf(found: FoundItem) {
  const window = liveWindow(found.item, sessionOf(found));
  if (!window) throw new NotFound({ message: 'This item has no live session' });
  return window;
}

const reply = (
  q: { entity_type: WatchEntityType; entity_id: string; type: WatchType },
  watched: number,
  length: number,
): WatchReply => ({
  entity_type: q.entity_type,
  entity_id: q.entity_id,
  type: q.type,
  watched_seconds: watched,
  length_seconds: length,
  complete: isComplete(watched, length),
});

/**
 * Watch tracking (001 §3, §7): heartbeats add the seconds they cover to the user's coverage of an item's video
 * (ondemand) or live session (live), as far as the time since the previous heartbeat allows; awareness
 * outcomes are stored once per check.
 */
export function createWatch(
  db: Db,
  program: ProgramItems,
  clock: { now(): number },
  tasks: Pick<GameTasks, 'complete'>,
) {
  /**
   * The game's tasks a heartbeat completes (000 §4): attending a live stream, from 15 minutes before its start
   * to its end; and watching a session (COMPLETE_SESSION) or a presentation (COMPLETE_PRESENTATION) to the end.
   */
  async function countForGame(actor: Actor, beat: HeartbeatRequest, found: FoundItem, complete: boolean) {
    const now = clock.now();
    const itemId = String(beat.entity_id);
    const live = beat.type === 'live' ? liveWindow(found.item, sessionOf(found)) : undefined;
    if (live && live.start - SESSION_TIMING.LIVE_NOW_LEAD <= now && now <= live.end)
      await tasks.complete(actor.event, actor.user, { kind: 'LIVE_STREAM_ATTEND', itemId });
    if (complete) {
      const kind = beat.entity_type === 'session' ? 'COMPLETE_SESSION' : 'COMPLETE_PRESENTATION';
      await tasks.complete(actor.event, actor.user, { kind, itemId });
    }
  }

  const keyOf = (actor: Actor, entityType: string, entityId: string, type: WatchType): WatchKey => ({
    eventId: actor.event.id,
    uuid: actor.user.uuid,
    entityType,
    entityId,
    type,
  });

  return {
    async heartbeat(actor: Actor, beat: HeartbeatRequest): Promise<WatchReply> {
      const found = await openItem(program, actor, beat.entity_type, beat.entity_id);
      const now = clock.now();
      const key = keyOf(actor, beat.entity_type, beat.entity_id, beat.type);
      // A live session is placed by the server's clock: the seconds since its start, while it runs.
      const live = beat.type === 'live' ? liveOf(found) : undefined;
      const fixedLength = live?.length ?? programVideoLength(found.item);
      const stored = fixedLength === undefined ? await readCoverage(db, key) : undefined;
      const givenLength = beat.length === undefined ? undefined : Math.max(1, Math.round(beat.length));
      if (fixedLength === undefined && stored === undefined && givenLength === undefined) {
        const message = "length is required: the program does not give this video's length";
        throw new BadRequest({ message, fields: [{ path: 'length', message }] });
      }
      const counted = await countHeartbeat(db, key, (row: CoverageRow | undefined) => {
        const length = fixedLength ?? row?.lengthSeconds ?? (givenLength as number);
        let coverage: Coverage = clipCoverage(row?.intervals ?? [], length);
        const running = live === undefined || (now >= live.start && now <= live.end);
        const position = live ? (now - live.start) / 1000 : beat.position;
        const credited = running ? creditedSeconds(beat.duration, row ? now - row.lastBeatAt : null) : 0;
        const span = heartbeatSpan(Math.min(position, length), credited, length);
        if (span) coverage = addSpan(coverage, span);
        return {
          lengthSeconds: length,
          intervals: coverage as [number, number][],
          watchedSeconds: coveredSeconds(coverage),
          lastBeatAt: now,
        };
      });
      const answer = reply(beat, counted.watchedSeconds, counted.lengthSeconds);
      await countForGame(actor, beat, found, answer.complete);
      return answer;
    },

    async watched(
      actor: Actor,
      q: { entity_type: WatchEntityType; entity_id: string; type: WatchType },
    ): Promise<WatchReply> {
      const found = await openItem(program, actor, q.entity_type, q.entity_id);
      const row = await readCoverage(db, keyOf(actor, q.entity_type, q.entity_id, q.type));
      const length =
        (q.type === 'live' ? liveOf(found).length : programVideoLength(found.item)) ??
        row?.lengthSeconds ??
        0;
      const watched = row ? coveredSeconds(clipCoverage(row.intervals, length)) : 0;
      return reply(q, watched, length);
    },

    /** Stores the outcome of one awareness check (the first one of a check stands); answers all of the item's. */
    async writeAwareness(actor: Actor, w: AwarenessWrite): Promise<AwarenessReply> {
      const found = await openItem(program, actor, w.entity_type, w.entity_id);
      const total = found.item.live_config_object?.awareness_check_total_count ?? 0;
      if (total <= 0) throw new NotFound({ message: 'This item has no awareness checks' });
      if (w.sequence > total) {
        const message = `sequence must be at most ${total}`;
        throw new BadRequest({ message, fields: [{ path: 'sequence', message }] });
      }
      const now = clock.now();
      const stored = {
        eventId: actor.event.id,
        uuid: actor.user.uuid,
        entityType: w.entity_type,
        entityId: w.entity_id,
        type: w.type,
      };
      await recordAwarenessOutcome(db, {
        ...stored,
        sequence: w.sequence,
        outcome: w.outcome,
        checkTime: w.check_time,
        outcomeTime: w.outcome_time ?? now,
      });
      return awarenessOutcomes(db, stored);
    },
  };
}
