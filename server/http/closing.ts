import { createMiddleware } from 'hono/factory';
import { SiteClosed } from '../../schemas/errors';
import { isHardClosed, isSoftClosed } from '../areas/closing/closing';
import type { EventRow } from '../areas/events/queries';
import type { AppEnv } from './env';

export const HARD_CLOSED_MESSAGE = 'This virtual event is no longer accessible.';
export const SOFT_CLOSED_MESSAGE = 'This virtual event is closed for new activity.';

/**
 * Refuses a write when the event is closed for it: `hard` writes (anything) are refused after the hard close
 * for everyone but admins; `soft` writes (calls, posts, lounges) are refused from the soft close on.
 */
export function assertOpenFor(level: 'soft' | 'hard', event: EventRow, isAdmin: boolean, now: number): void {
  if (isAdmin) return;
  if (isHardClosed(event.config, now)) {
    throw new SiteClosed({ message: event.config.hard_close_msg || HARD_CLOSED_MESSAGE });
  }
  if (level === 'soft' && isSoftClosed(event.config, now))
    throw new SiteClosed({ message: SOFT_CLOSED_MESSAGE });
}

/** The same rule as middleware, after `requireUser`. */
export const refuseWhenClosed = (level: 'soft' | 'hard') =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertOpenFor(level, c.var.event, c.var.user.isAdmin, c.var.deps.clock.now());
    await next();
  });
