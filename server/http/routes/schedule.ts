import { Hono } from 'hono';
import type { CalendarFeedReply } from '../../../schemas/calendarFeed';
import { BadRequest, NotFound } from '../../../schemas/errors';
import {
  IMPORT_LINES_TYPE,
  type ProgramImportLine,
  type ProgramImportReply,
} from '../../../schemas/programImport';
import type { SignIn } from '../../areas/auth/signIn';
import { findEvent } from '../../areas/events/queries';
import type { CalendarFeed } from '../../areas/itinerary/feed';
import {
  isProgramPublic,
  type ScheduleExports,
  SCHEDULE_FILES,
  SCHEDULE_FORMATS,
} from '../../areas/program/scheduleFiles';
import { importSchedule } from '../../import/apply';
import { readSchedule } from '../../import/read';
import { actorOf } from '../actor';
import { requireAdmin, requireUser } from '../auth';
import { refuseBody } from '../bodyLimits';
import { assertOpenFor } from '../../areas/closing/closing';
import type { AppEnv } from '../env';
import { errorReplyOf } from '../errors';

const FILE_PATTERN = /^schedule\.(xml|json|ics)$/;

/**
 * The program as schedule files (`/api/events/<url id>/schedule.xml|json|ics`: for the event's signed-in users,
 * or anyone when its configuration says the program is public), the personal calendar feed (a secret address,
 * no sign-in) with my feed's address and its reset, and the admin's program import (a multipart upload).
 */
export function scheduleRoutes(
  signIn: Pick<SignIn, 'tokens' | 'signedIn'>,
  feed: CalendarFeed,
  scheduleFile: ScheduleExports,
) {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(signIn.tokens, signIn.signedIn);

  app.get('/events/:urlId/:file', async (c) => {
    const m = FILE_PATTERN.exec(c.req.param('file'));
    if (!m) throw new NotFound({ message: 'No such file' });
    const format = SCHEDULE_FORMATS.find((f) => SCHEDULE_FILES[f].name === m[0])!;
    const event = await findEvent(c.var.deps.db, c.req.param('urlId'));
    const send = async () => {
      const body = await scheduleFile(event, format);
      return c.body(body, 200, {
        'content-type': SCHEDULE_FILES[format].type,
        'content-disposition': `inline; filename="${SCHEDULE_FILES[format].name}"`,
        'cache-control': isProgramPublic(event) ? 'public, max-age=60' : 'private, no-store',
      });
    };
    if (isProgramPublic(event)) return send();
    let response: Response | undefined;
    await signedIn(c, async () => {
      // Another event's users do not learn that this one exists.
      if (c.var.event.id !== event.id) throw new NotFound({ message: 'Event not found' });
      assertOpenFor('hard', event, c.var.user.isAdmin, c.var.deps.clock.now());
      response = await send();
    });
    return response!;
  });

  app.get('/calendar/:uuid/:file', async (c) => {
    const m = /^([A-Za-z0-9_-]+)\.ics$/.exec(c.req.param('file'));
    if (!m) throw new NotFound({ message: 'No such calendar feed' });
    const body = await feed.calendar(c.req.param('uuid'), m[1]!);
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-store',
    });
  });

  return app;
}

/** My calendar feed's address, and its reset (signed in, behind the usual gate). */
export function calendarFeedRoutes(feed: CalendarFeed) {
  const app = new Hono<AppEnv>();
  app.get('/itinerary/feed', async (c) =>
    c.json({ url: await feed.address(actorOf(c)) } satisfies typeof CalendarFeedReply.Encoded),
  );
  app.post('/itinerary/feed/reset', refuseBody, async (c) =>
    c.json({ url: await feed.reset(actorOf(c)) } satisfies typeof CalendarFeedReply.Encoded),
  );
  return app;
}

/**
 * The admin's program import: a schedule file as multipart/form-data (`file`; `prune` = "1" removes the sessions
 * of an earlier import that the file no longer has; `preview` = "1" answers what the import would do and writes
 * nothing). A file that cannot be read is refused with 400 before anything is written. Asked for with
 * `accept: application/x-ndjson`, the reply streams the import's progress as lines of JSON and ends with its
 * summary (or the error that stopped it: the import is one transaction, so nothing is stored then).
 */
export function programImportRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/uploads/program-import', requireAdmin, async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!form || !(file instanceof File)) {
      const message = 'Choose a schedule file to import';
      throw new BadRequest({ message, fields: [{ path: 'file', message }] });
    }
    const { event, deps, logger } = c.var;
    const { format, schedule } = await readSchedule(
      file.stream().pipeThrough(new TextDecoderStream()) as unknown as AsyncIterable<string>,
      event.config.timezone ?? 'UTC',
    );
    const preview = form.get('preview') === '1';
    const run = async (onProgress?: (done: number, total: number) => void) => {
      const summary = await importSchedule(deps.db, event, schedule, {
        prune: form.get('prune') === '1',
        preview,
        ...(onProgress ? { onProgress } : {}),
      });
      return {
        format,
        sessions: schedule.entries.length,
        preview,
        ...summary,
      } satisfies typeof ProgramImportReply.Encoded;
    };
    if (!(c.req.header('accept') ?? '').includes(IMPORT_LINES_TYPE)) return c.json(await run());

    const encoder = new TextEncoder();
    // The import goes on when the browser goes away (closed tab): it is not left half done either way.
    let listening = true;
    const lines = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (line: typeof ProgramImportLine.Encoded) => {
          if (listening) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        };
        try {
          const summary = await run((done, total) => send({ type: 'progress', done, total }));
          send({ type: 'summary', summary });
        } catch (err) {
          const { status, body } = errorReplyOf(err, logger);
          send({ type: 'error', status, ...body });
        }
        if (listening) controller.close();
      },
      cancel() {
        listening = false;
      },
    });
    return c.body(lines, 200, {
      'content-type': `${IMPORT_LINES_TYPE}; charset=utf-8`,
      'cache-control': 'no-store',
      // A proxy in front passes each line on as it comes instead of holding the reply back.
      'x-accel-buffering': 'no',
    });
  });
  return app;
}
