import { Hono } from 'hono';
import type { Context } from 'hono';
import { BadRequest, NotFound } from '../../../schemas/errors';
import {
  AttendeeLinkQuery,
  AwarenessQuery,
  type AwarenessReply,
  ContactLinkQuery,
  FilterQuery,
  type FilterReplyJson,
  SessionCompleteQuery,
  type SessionCompleteReply,
  SessionLinkQuery,
} from '../../../schemas/program';
import type { ProgramLinks } from '../../areas/program/links';
import type { SessionDetails } from '../../areas/program/sessionDetails';
import type { Snapshots } from '../../areas/program/snapshots';
import type { AppEnv } from '../env';
import { decode } from '../validate';

/** Brotli when the browser takes it (a quarter of gzip's size for the program), else gzip, else none. */
export function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const taken = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    taken.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: string) => taken.get(name) ?? (taken.has('*') ? (taken.get('*') ?? 0) : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** Snapshot files need sign-in: browsers keep them for good, shared caches (which would serve anyone) never. */
const IMMUTABLE = 'private, max-age=31536000, immutable';
/** Link replies carry the user's own hidden items. */
const PER_USER = 'private, no-store';
const eventNotFound = () => new NotFound({ message: 'Event not found' });

/** The path keys must name the signed-in user's event; any other event is "not found" to them. */
function assertOwnEvent(c: Context<AppEnv>, withConference: boolean) {
  const { event } = c.var;
  if (c.req.param('sourceHex') !== event.sourceHex) throw eventNotFound();
  if (withConference && c.req.param('conferenceId') !== event.conferenceId) throw eventNotFound();
}

/**
 * The program's calls (000 §7): snapshot links and files, the filter call, the completion check and the
 * awareness read. Every call needs a signed-in user of the event it names.
 */
export function programRoutes(links: ProgramLinks, snapshots: Snapshots, sessionDetails: SessionDetails) {
  const app = new Hono<AppEnv>();
  app.get('/session/:sourceHex/:conferenceId', async (c) => {
    assertOwnEvent(c, true);
    const q = decode(SessionLinkQuery, c.req.query(), 'query');
    const reply = await links.session(c.var.event, c.var.user, q);
    c.header('Cache-Control', PER_USER);
    return c.json(reply);
  });

  app.get('/attendee/:sourceHex/:conferenceId', async (c) => {
    assertOwnEvent(c, true);
    const q = decode(AttendeeLinkQuery, c.req.query(), 'query');
    return c.json(await links.attendee(c.var.event, q));
  });

  app.get('/contact/:sourceHex', async (c) => {
    assertOwnEvent(c, false);
    const q = decode(ContactLinkQuery, c.req.query(), 'query');
    return c.json(await links.contact(c.var.event, q));
  });

  app.get('/snapshots/:eventId/:file', async (c) => {
    const { event } = c.var;
    if (c.req.param('eventId') !== event.id) throw new NotFound({ message: 'Snapshot not found' });
    const found = await snapshots.file(event, c.req.param('file'));
    if (!found) throw new NotFound({ message: 'Snapshot not found' });
    if ('stale' in found) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(`/api/snapshots/${event.id}/${found.stale}`, 307);
    }
    const { file } = found;
    c.header('Cache-Control', IMMUTABLE);
    c.header('ETag', file.etag);
    c.header('Vary', 'Accept-Encoding');
    const match = c.req.header('if-none-match');
    if (match?.split(',').some((t) => t.trim().replace(/^W\//, '') === file.etag)) {
      return c.body(null, 304);
    }
    c.header('Content-Type', 'application/json; charset=utf-8');
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(
      new Uint8Array(encoding === 'br' ? file.brotli : encoding === 'gzip' ? file.gzip : file.body),
    );
  });

  app.get('/session/:sourceHex/:conferenceId/filter', async (c) => {
    assertOwnEvent(c, true);
    const q = decode(FilterQuery, c.req.query(), 'query');
    const given = (['session_id', 'ab_id', 'program_id'] as const).filter((k) => q[k] !== undefined);
    if (given.length !== 1) {
      const message = 'Give exactly one of session_id, ab_id or program_id';
      throw new BadRequest({
        message,
        fields: (given.length ? given : ['session_id', 'ab_id', 'program_id']).map((path) => ({
          path,
          message,
        })),
      });
    }
    const reply: FilterReplyJson = await sessionDetails.filter(c.var, q);
    return c.json(reply);
  });

  app.get('/validate_user_session_complete', async (c) => {
    const q = decode(SessionCompleteQuery, c.req.query(), 'query');
    if ((q.sid === undefined) === (q.productid === undefined)) {
      const message = 'Give exactly one of sid or productid';
      throw new BadRequest({ message, fields: [{ path: 'sid', message }] });
    }
    const reply: SessionCompleteReply = await sessionDetails.complete(c.var, q);
    return c.json(reply);
  });

  app.get('/awareness', async (c) => {
    const q = decode(AwarenessQuery, c.req.query(), 'query');
    const reply: AwarenessReply = await sessionDetails.awareness(c.var, q);
    return c.json(reply);
  });

  return app;
}
