import type { SessionCompleteReply } from '../../../schemas/program';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { clipCoverage, coveredSeconds, isComplete } from '../watch/coverage';
import { readCoverage } from '../watch/queries';
import { programVideoLength } from '../watch/videoLength';
import { type CompletionProgress, completionNeeds, NO_PROGRESS, sessionComplete } from './complete';
import { awarenessOutcomes } from './queries';

export type Completion = ReturnType<typeof createCompletion>;

/** The completion check with what it needs read from the database: watch coverage and awareness outcomes. */
export function createCompletion(db: Db, clock: { now(): number }) {
  /** Only what the event's rule and the session's awareness checks ask for is read. */
  async function progress(
    event: EventRow,
    user: UserRow,
    session: SessionItemDoc,
  ): Promise<CompletionProgress> {
    const key = {
      eventId: event.id,
      uuid: user.uuid,
      entityType: 'session',
      entityId: String(session.session_id),
    };
    const result = { ...NO_PROGRESS };
    const needs = completionNeeds(event, session);
    if (needs === 'attendance') {
      const row = await readCoverage(db, { ...key, type: 'live' });
      result.liveSeconds = row ? row.watchedSeconds : 0;
    } else if (needs === 'watch') {
      const row = await readCoverage(db, { ...key, type: 'ondemand' });
      const length = programVideoLength(session) ?? row?.lengthSeconds ?? 0;
      result.watched = row ? isComplete(coveredSeconds(clipCoverage(row.intervals, length)), length) : false;
    }
    if ((session.live_config_object?.awareness_check_pass_count ?? 0) > 0) {
      const outcomes = await awarenessOutcomes(db, { ...key, type: 'ondemand' });
      result.passes = outcomes.filter((o) => o.outcome === 'pass').length;
    }
    return result;
  }

  return {
    async check(
      event: EventRow,
      user: UserRow,
      session: SessionItemDoc,
      items: readonly SessionItemDoc[],
    ): Promise<SessionCompleteReply> {
      if (user.isAdmin) return { access: true, message: '' };
      return sessionComplete(user, event, session, items, clock.now(), await progress(event, user, session));
    },
  };
}
