import type { Logger } from 'pino';
import type { AppDeps } from '../deps';
import type { EventRow } from '../areas/events/queries';
import type { UserRow } from '../areas/auth/users';
import type { ConnectionBindings } from './connection';

/** Hono's typed context: what middleware puts on `c.var`. */
export interface AppEnv {
  Bindings: ConnectionBindings;
  Variables: {
    deps: AppDeps;
    logger: Logger;
    event: EventRow;
    user: UserRow;
    loginId: string;
  };
}
