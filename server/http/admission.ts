import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ErrorReply } from '../../schemas/errors';
import type { AppEnv } from './env';

export interface AdmissionLimits {
  /** Requests handled at once; the rest wait their turn. */
  readonly concurrent: number;
  /** Requests that may wait; one more is told to come back. */
  readonly queued: number;
  /** How long a request may wait for its turn before it is told to come back. */
  readonly maxWaitMs: number;
}

/**
 * Sized for one process on two cores: the database and the handlers keep busy with 64 at once, and 4,000 waiting
 * for at most 15 s covers a keynote's minute of arrivals without anyone waiting silently.
 */
export const ADMISSION: AdmissionLimits = { concurrent: 64, queued: 4_000, maxWaitMs: 15_000 };
/** Seconds a refused browser waits before it asks again (it adds its own jitter). */
export const RETRY_AFTER_SECONDS = 2;
export const BUSY_MESSAGE = 'Lots of people are arriving right now. Please try again in a moment.';

export interface AdmissionFigures {
  inFlight: number;
  queued: number;
  shedTotal: number;
  admittedTotal: number;
}

/**
 * Past capacity, API requests queue in order up to a bound; a request beyond it, or one that waited too long,
 * answers 503 with Retry-After at once instead of timing out or taking the process down. Nothing of a refused
 * request has run, so the browser may send it again whatever its method.
 */
export function createAdmission(limits: AdmissionLimits = ADMISSION) {
  let inFlight = 0;
  let shedTotal = 0;
  let admittedTotal = 0;
  const waiting: { admit: () => void; timer: NodeJS.Timeout }[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    } else inFlight -= 1;
  };

  /** Resolves true when the request may go on (its slot taken), false when it must be refused. */
  const enter = (): Promise<boolean> | boolean => {
    if (inFlight < limits.concurrent) {
      inFlight += 1;
      return true;
    }
    if (waiting.length >= limits.queued) return false;
    return new Promise<boolean>((resolve) => {
      const entry = {
        // The slot of the request that ended passes straight to this one.
        admit: () => resolve(true),
        timer: setTimeout(() => {
          const at = waiting.indexOf(entry);
          if (at >= 0) waiting.splice(at, 1);
          resolve(false);
        }, limits.maxWaitMs),
      };
      waiting.push(entry);
    });
  };

  const middleware: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
    if (!(await enter())) {
      shedTotal += 1;
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      c.header('Cache-Control', 'no-store');
      const reply: ErrorReply = {
        error: { code: 'busy', message: BUSY_MESSAGE },
        error_message: BUSY_MESSAGE,
      };
      return c.json(reply, 503);
    }
    admittedTotal += 1;
    try {
      await next();
    } finally {
      release();
    }
  });

  return {
    middleware,
    figures: (): AdmissionFigures => ({ inFlight, queued: waiting.length, shedTotal, admittedTotal }),
  };
}

export type Admission = ReturnType<typeof createAdmission>;

/** The figures in Prometheus' text format, for /metrics. */
export function admissionMetrics(f: AdmissionFigures): string {
  return [
    '# HELP api_requests_in_flight API requests being handled now.',
    '# TYPE api_requests_in_flight gauge',
    `api_requests_in_flight ${f.inFlight}`,
    '# HELP api_requests_queued API requests waiting for their turn.',
    '# TYPE api_requests_queued gauge',
    `api_requests_queued ${f.queued}`,
    '# HELP api_requests_shed_total API requests answered 503 (busy) without being handled.',
    '# TYPE api_requests_shed_total counter',
    `api_requests_shed_total ${f.shedTotal}`,
    '# HELP api_requests_admitted_total API requests handled.',
    '# TYPE api_requests_admitted_total counter',
    `api_requests_admitted_total ${f.admittedTotal}`,
    '',
  ].join('\n');
}
