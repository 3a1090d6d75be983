import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { Forbidden } from '../../../schemas/errors';
import { isFromThisMachine } from '../connection';
import type { AppEnv } from '../env';

export const OUTBOX_REFUSED =
  'The mail outbox is shown only in a browser on the machine that runs the platform.';

/**
 * The demo's mail outbox: every mail the platform would have sent, newest first. It holds everyone's sign-in
 * links, so it answers only requests made on this machine, straight and not through a proxy.
 */
export function outboxRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    if (!isFromThisMachine(c)) throw new Forbidden({ message: OUTBOX_REFUSED });
    await next();
    // Mail is shown as it was written: no script, no remote content.
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
    );
  });
  app.get('/outbox.json', async (c) => c.json(await c.var.deps.mailer.outbox()));
  app.get('/outbox', async (c) => {
    const messages = await c.var.deps.mailer.outbox();
    const items = messages.map(
      (m) => html`<article class="mail" data-to="${m.to}">
        <h2>${m.subject}</h2>
        <p class="meta">To ${m.to} · ${m.date}</p>
        ${m.html ? raw(m.html) : html`<pre>${m.text}</pre>`}
      </article>`,
    );
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>Outbox</title>
          <style>
            body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
            .mail { border: 1px solid #ddd; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
            .meta { color: #666; font-size: 0.9rem; }
          </style>
        </head>
        <body>
          <h1>Outbox</h1>
          <p>${messages.length === 0 ? 'No mail yet.' : `${messages.length} messages`}</p>
          ${items}
        </body>
      </html>`);
  });
  return app;
}
