import { createMiddleware } from 'hono/factory';
import { SiteClosed } from '../../schemas/errors';
import { closedMessage } from '../areas/closing/closing';
import type { EventRow } from '../areas/events/queries';
import type { AppEnv } from './env';

/** Throws SiteClosed when the event is closed for this write (see `closedMessage`). */
export function assertOpenFor(level: 'soft' | 'hard', event: EventRow, isAdmin: boolean, now: number): void {
  const message = closedMessage(level, event.config, isAdmin, now);
  if (message !== null) throw new SiteClosed({ message });
}

/** The same rule as middleware, after `requireUser`. */
export const refuseWhenClosed = (level: 'soft' | 'hard') =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertOpenFor(level, c.var.event, c.var.user.isAdmin, c.var.deps.clock.now());
    await next();
  });
