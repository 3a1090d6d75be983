import type { MiddlewareHandler } from 'hono';
import type { ActivityEntry, ActivityLog } from '../areas/activity/activityLog';
import type { AppEnv } from './env';

type Body = Record<string, unknown> | null;
interface Recorded {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: RegExp;
  /** The entry reads the request's JSON body (already parsed by the route; other calls skip reading it). */
  body?: true;
  /** The entry of a request that succeeded; null records nothing. */
  entry(
    params: string[],
    body: Body,
    query: (name: string) => string | undefined,
  ): Omit<ActivityEntry, 'eventId' | 'uuid'> | null;
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null);

/** The item a session page opened: its session, abstract or program item. */
function openedItem(query: (name: string) => string | undefined) {
  for (const [key, type] of [
    ['session_id', 'session'],
    ['ab_id', 'abstract'],
    ['program_id', 'program'],
  ] as const) {
    const id = query(key);
    if (id) return { entityType: type, entityId: id };
  }
  return null;
}

/**
 * The attendees' actions the activity log keeps, by the API call that does them: one table, so that a feature's
 * figure is found by its address. Only answered calls (2xx) of a signed-in user are recorded.
 */
const RECORDED: Recorded[] = [
  {
    method: 'GET',
    path: /^\/api\/session\/[^/]+\/[^/]+\/filter$/,
    entry: (_, __, query) => {
      const item = openedItem(query);
      return item && { action: 'session_view', ...item };
    },
  },
  {
    method: 'PUT',
    path: /^\/api\/favorites\/([^/]+)\/([^/]+)$/,
    entry: ([type, id]) => ({ action: 'favourite', entityType: type, entityId: id }),
  },
  {
    method: 'DELETE',
    path: /^\/api\/favorites\/([^/]+)\/([^/]+)$/,
    entry: ([type, id]) => ({ action: 'unfavourite', entityType: type, entityId: id }),
  },
  {
    method: 'PUT',
    path: /^\/api\/ratings\/([^/]+)\/([^/]+)$/,
    body: true,
    entry: ([type, id], body) => ({
      action: 'rating',
      entityType: type,
      entityId: id,
      amount: num(body?.value),
    }),
  },
  {
    method: 'POST',
    path: /^\/api\/wall\/posts$/,
    body: true,
    entry: (_, body) =>
      body?.parent_id
        ? { action: 'reply', entityType: 'post', entityId: str(body.parent_id) }
        : body?.session_id
          ? {
              action: body.question ? 'question' : 'post',
              entityType: 'session',
              entityId: str(body.session_id),
            }
          : { action: 'post', entityType: str(body?.topic) ?? 'wall' },
  },
  {
    method: 'PUT',
    path: /^\/api\/wall\/posts\/([^/]+)\/like$/,
    entry: ([id]) => ({ action: 'like', entityType: 'post', entityId: id }),
  },
  {
    method: 'POST',
    path: /^\/api\/sessions\/(\d+)\/questions$/,
    entry: ([id]) => ({ action: 'question', entityType: 'session', entityId: id }),
  },
  {
    method: 'PUT',
    path: /^\/api\/sessions\/(\d+)\/questions\/[^/]+\/vote$/,
    entry: ([id]) => ({ action: 'question_vote', entityType: 'session', entityId: id }),
  },
  {
    method: 'POST',
    path: /^\/api\/polls\/(\d+)\/vote$/,
    entry: ([id]) => ({ action: 'poll_vote', entityType: 'poll', entityId: id }),
  },
  {
    method: 'POST',
    path: /^\/api\/voting\/save_vote$/,
    entry: () => ({ action: 'abstract_vote' }),
  },
  {
    method: 'POST',
    path: /^\/api\/heartbeat$/,
    body: true,
    entry: (_, body) => ({
      action: body?.type === 'live' ? 'watch_live' : 'watch_ondemand',
      entityType: str(body?.entity_type),
      entityId: str(body?.entity_id),
      amount: num(body?.duration),
    }),
  },
  {
    method: 'POST',
    path: /^\/api\/lounges\/([^/]+)\/join$/,
    entry: ([id]) => ({ action: 'lounge_join', entityType: 'lounge', entityId: id }),
  },
  {
    method: 'GET',
    path: /^\/api\/exhibitors\/([^/]+)$/,
    entry: ([id]) => ({ action: 'booth_visit', entityType: 'exhibitor', entityId: id }),
  },
  {
    method: 'POST',
    path: /^\/api\/exhibitors\/([^/]+)\/interactions$/,
    body: true,
    entry: ([id], body) => ({
      action: `booth_${str(body?.method) ?? 'interaction'}`,
      entityType: 'exhibitor',
      entityId: id,
    }),
  },
  {
    // A booth's product page: `{CompID}/{productIndex}`, the product's place in the booth's list.
    method: 'GET',
    path: /^\/api\/products\/(\d+)\/(\d+)$/,
    entry: ([compId, index]) => ({
      action: 'product_view',
      entityType: 'exhibitor_product',
      entityId: `${compId}/${index}`,
    }),
  },
  {
    method: 'POST',
    path: /^\/api\/exhibitors\/([^/]+)\/meetings$/,
    entry: ([id]) => ({ action: 'meeting_booked', entityType: 'exhibitor', entityId: id }),
  },
  {
    method: 'POST',
    path: /^\/api\/video\/calls\/([^/]+)\/join$/,
    entry: ([id]) => ({ action: 'call_join', entityType: 'call', entityId: id }),
  },
  {
    method: 'POST',
    path: /^\/api\/video\/(breakout-rooms|office-hours|booths)\/([^/]+)(?:\/.*)?\/join$/,
    entry: ([kind, id]) => ({ action: 'room_join', entityType: kind, entityId: id }),
  },
  {
    method: 'POST',
    path: /^\/api\/game\/actions$/,
    body: true,
    entry: (_, body) =>
      // A booth's PDF, video or link opened (`{CompID}/{address}`, checked against the booth's media by the
      // game): the booth sends it whether or not the event has a game, for the exhibitor's leads.
      body?.kind === 'VIEW_MEDIA'
        ? { action: 'booth_media_view', entityType: 'exhibitor_media', entityId: str(body.itemId) }
        : { action: 'game_action', entityType: str(body?.kind), entityId: str(body?.itemId) },
  },
];

/** Records the answered calls of RECORDED in the activity log, after the answer (never delaying it). */
export function recordActivity(log: ActivityLog): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status >= 300) return;
    const { user, event } = c.var;
    if (!user || !event) return;
    const method = c.req.method;
    const path = c.req.path;
    for (const r of RECORDED) {
      if (r.method !== method) continue;
      const match = r.path.exec(path);
      if (!match) continue;
      const body: Body =
        method === 'GET' || method === 'DELETE' ? null : await c.req.json().catch(() => null);
      const entry = r.entry(match.slice(1).map(decodeURIComponent), body, (name) => c.req.query(name));
      if (entry) log.record({ ...entry, eventId: event.id, uuid: user.uuid });
      return;
    }
  };
}
