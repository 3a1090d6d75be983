import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import { pingDatabase } from './queries';

export interface HealthInfo {
  readonly database: 'pglite' | 'postgres';
  readonly version: string;
}

/** The health check: the database answers, and how fast; a failure is logged and reported, never thrown. */
export function createHealth(db: Db, logger: Logger, info: HealthInfo) {
  return {
    async check() {
      const started = performance.now();
      try {
        await pingDatabase(db);
        const dbMs = Math.round(performance.now() - started);
        return { ok: true, reply: { status: 'ok', ...info, dbMs } } as const;
      } catch (err) {
        logger.error({ err }, 'health check failed');
        return { ok: false, reply: { status: 'error', ...info } } as const;
      }
    },
  };
}
export type Health = ReturnType<typeof createHealth>;
