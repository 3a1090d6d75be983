import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { Unauthorized } from '../../../schemas/errors';
import {
  isOpenMedia,
  MEDIA_SIGN_IN_MESSAGE,
  type MediaSigner,
  signMediaIn,
} from '../../areas/media/signedUrls';
import type { AppEnv } from '../env';

export { MEDIA_SIGN_IN_MESSAGE };

const UNSAFE_PATH = /(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\/;

/**
 * /media/*: pictures are open; every other file (videos, captions, transcripts, documents) is served only
 * at an address the API signed for a user who may see what it belongs to, Range requests included. A JSON
 * document there (a transcript's caption list) is served with its own media addresses signed alike.
 */
export function mediaRoutes(root: string, signer: MediaSigner) {
  const app = new Hono<AppEnv>();
  const fileOf = (path: string) => path.replace(/^\/media/, '');

  app.get('/*', async (c, next) => {
    const path = c.req.path;
    if (isOpenMedia(path)) {
      c.header('Cache-Control', 'public, max-age=3600');
      return next();
    }
    const query = { expires: c.req.query('expires'), signature: c.req.query('signature') };
    const now = c.var.deps.clock.now();
    if (!signer.verify(path, query, now)) throw new Unauthorized({ message: MEDIA_SIGN_IN_MESSAGE });
    c.header('Cache-Control', 'private, max-age=600');
    if (!path.endsWith('.json') || UNSAFE_PATH.test(path)) return next();
    const text = await readFile(join(root, fileOf(path)), 'utf8').catch(() => undefined);
    if (text === undefined) return next();
    try {
      return c.json(signMediaIn(JSON.parse(text) as unknown, signer, Number(query.expires) * 1000));
    } catch {
      return next();
    }
  });
  app.use('/*', serveStatic({ root, rewriteRequestPath: fileOf }));
  return app;
}
