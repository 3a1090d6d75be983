import type { Context } from 'hono';
import type { AppEnv } from './env';

/** The signed-in user and their event, as the areas' services take them. */
export const actorOf = (c: Context<AppEnv>) => ({ event: c.var.event, user: c.var.user });
