import { EVALUATION } from '../../../schemas/constants';
import { EVALUATION_TEXT } from '../../../schemas/evaluation';
import { isOn } from '../../../schemas/eventConfig';
import { PROGRAM_TEXT, type SessionCompleteReply } from '../../../schemas/program';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import { AWARENESS_TEXT } from '../../../schemas/watch';
import type { EventRow } from '../events/queries';
import type { UserRow } from '../auth/users';
import { isPersonOf, mayOpen } from './access';

const denied = (message: string): SessionCompleteReply => ({ access: false, message });
const allowed: SessionCompleteReply = { access: true, message: '' };

const limitedMessage = (event: EventRow) =>
  event.config.limited_access_config?.message || PROGRAM_TEXT.PASS_NO_ACCESS;

/** What the server has counted of the user on the session, as the completion rules read it. */
export interface CompletionProgress {
  /** Seconds of the live session the user's heartbeats cover. */
  liveSeconds: number;
  /** Whether the user's coverage of the session's on-demand video is complete. */
  watched: boolean;
  /** The user's passed awareness checks on the session. */
  passes: number;
}

export const NO_PROGRESS: CompletionProgress = { liveSeconds: 0, watched: false, passes: 0 };

/**
 * Why the session is not open to the user, or null when it is: limited-access attendees are refused; the
 * session must be open to the user (access array, author or chair); a live_stream_only pass does not cover
 * on-demand items (no start time). Admins are never refused.
 */
export function accessRefusal(
  user: UserRow,
  event: EventRow,
  session: SessionItemDoc,
  items: readonly SessionItemDoc[],
): string | null {
  if (user.isAdmin) return null;
  if (user.limitedAccess) return limitedMessage(event);
  if (!mayOpen(user, session.session_id, items)) return PROGRAM_TEXT.LOCKED;
  if (user.liveStreamOnly && session.start_time_unix === undefined && !isPersonOf(user.uuid, items)) {
    return PROGRAM_TEXT.PASS_NO_ACCESS;
  }
  return null;
}

/** Whether the completion rule needs the session's live attendance (timed sessions) or its video watched. */
export function completionNeeds(event: EventRow, session: SessionItemDoc): 'attendance' | 'watch' | null {
  const rule = event.config.evaluation_config?.rule ?? 'start';
  if (rule === 'start') return null;
  const timed = session.start_time_unix !== undefined && session.end_time_unix !== undefined;
  // An on-demand item has no live session to attend: its video is what can be followed.
  return rule === 'attendance' && timed ? 'attendance' : 'watch';
}

/**
 * Whether the user may complete a session (evaluation, quiz, credits), checked in this order: admins may; the
 * session must be open to the user (accessRefusal); it must have started, unless evaluation_config says
 * available_before_start (its authors and chairs need not wait); the rule of evaluation_config must be met
 * (attendance: the live session followed for attendance_minutes; watch: its video watched); and, when the
 * session sets awareness_check_pass_count, that many awareness checks must be passed.
 */
export function sessionComplete(
  user: UserRow,
  event: EventRow,
  session: SessionItemDoc,
  items: readonly SessionItemDoc[],
  now: number,
  progress: CompletionProgress,
): SessionCompleteReply {
  if (user.isAdmin) return allowed;
  const refusal = accessRefusal(user, event, session, items);
  if (refusal) return denied(refusal);
  const config = event.config.evaluation_config ?? {};
  const early =
    session.start_time_unix !== undefined &&
    now < session.start_time_unix &&
    !isOn(config.available_before_start) &&
    !isPersonOf(user.uuid, items);
  if (early) return denied(config.not_started_message || PROGRAM_TEXT.EVALUATION_NOT_STARTED);
  const needs = completionNeeds(event, session);
  if (needs === 'attendance') {
    const minutes = config.attendance_minutes ?? EVALUATION.ATTENDANCE_MINUTES_DEFAULT;
    const length = Math.max(0, ((session.end_time_unix ?? 0) - (session.start_time_unix ?? 0)) / 1000);
    if (progress.liveSeconds < Math.min(minutes * 60, length)) {
      return denied(EVALUATION_TEXT.ATTEND_FIRST.replace('{minutes}', String(minutes)));
    }
  }
  if (needs === 'watch' && !progress.watched) return denied(EVALUATION_TEXT.WATCH_FIRST);
  const live = session.live_config_object;
  const passCount = live?.awareness_check_pass_count ?? 0;
  if (passCount > 0 && progress.passes < passCount) {
    return denied(
      AWARENESS_TEXT.PASSED.replace('{passed}', String(progress.passes)).replace(
        '{total}',
        String(live?.awareness_check_total_count ?? passCount),
      ),
    );
  }
  return allowed;
}

/** Completing a product: admins may, limited-access attendees may not, everyone else may. */
export function productComplete(user: UserRow, event: EventRow): SessionCompleteReply {
  if (user.isAdmin) return allowed;
  if (user.limitedAccess) return denied(limitedMessage(event));
  return allowed;
}
