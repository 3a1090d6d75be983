import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { adPicture, adTurnCookie, PHONE_SCREENS, startingAt, WIDER_SCREENS } from '../../../schemas/ads';
import { SIGNED_IN_PRELOAD } from '../../../schemas/appPage';
import { LOGIN_START_ELEMENT, LoginStartReply } from '../../../schemas/auth';
import { NotFound } from '../../../schemas/errors';
import { eventAddress } from '../../../schemas/eventAddress';
import type { Ad } from '../../../schemas/eventConfig';
import type { SignIn } from '../../areas/auth/signIn';
import type { AppEnv } from '../env';
import { decode } from '../validate';

const SIGN_IN_PAGE = /^\/(signin|signup)\/?$/;
const SIGNED_IN_PRELOADS = new RegExp(`<link [^>]*${SIGNED_IN_PRELOAD}[^>]*>\\s*`, 'g');

/** An image the browser may fetch before the page's script asks for it, for the screens of `media` only. */
const preload = (href: string, media?: string) =>
  media
    ? html`<link rel="preload" as="image" href="${href}" media="${media}">`
    : html`<link rel="preload" as="image" href="${href}">`;

/** The ad's image for phones and for wider screens, as AdRotator shows it. */
function adPreloads(ad: Ad): unknown[] {
  const shown = adPicture(ad);
  if (!shown) return [];
  if (!shown.phone) return [preload(shown.image)];
  return [preload(shown.phone, PHONE_SCREENS), preload(shown.image, WIDER_SCREENS)];
}

/**
 * What the sign-in page puts in the page's head: the event's login settings, and its logo and first ad named for
 * the browser to fetch while the script loads. `turn` is this visitor's place in the ad rotation.
 */
function signInHead(start: LoginStartReply, urlid: string, turn: number): string {
  // JSON in a script element ends at the first '</': every '<' is escaped, which JSON.parse reads back.
  const json = JSON.stringify(start).replace(/</g, '\\u003c');
  const first = startingAt(start.ads, turn)[0];
  const parts = [
    ...(start.login_form.logo ? [preload(start.login_form.logo)] : []),
    ...(first ? adPreloads(first) : []),
    html`<script type="application/json" id="${LOGIN_START_ELEMENT}" data-urlid="${urlid}">`,
  ];
  return `${parts.map(String).join('')}${json}</script>`;
}

/**
 * The web app's page for every address that the API and the assets do not answer. The sign-in and sign-up pages
 * carry the event's login settings, so the page draws its form as soon as its script runs instead of asking for
 * them first, and name the logo and the visitor's first ad so that their images load meanwhile; they do not name
 * the signed-in app's scripts for preloading, which only the other pages need at once.
 */
export function appPageRoutes(indexHtml: Promise<string>, signIn: SignIn) {
  const app = new Hono<AppEnv>();
  let signInHtml: Promise<string> | undefined;
  app.get('*', async (c) => {
    const address = eventAddress(c.req.path);
    if (!SIGN_IN_PAGE.test(c.req.path.slice(address.base.length))) return c.html(await indexHtml);
    signInHtml ??= indexHtml.then((page) => page.replace(SIGNED_IN_PRELOADS, ''));
    const page = await signInHtml;
    const start = await signIn.loginStart(address.urlid).then(
      // The same reply as GET /api/login-start's, checked by the same schema.
      (reply) => decode(LoginStartReply, reply, 'reply'),
      (err: unknown) => {
        // The page's script asks again and shows the reason to the visitor.
        if (!(err instanceof NotFound)) c.var.logger.warn({ err }, 'login settings not put in the page');
        return null;
      },
    );
    if (!start) return c.html(page);
    const turn = Number.parseInt(getCookie(c, adTurnCookie(address.key, 'signin')) ?? '0', 10);
    const head = signInHead(start, address.urlid, Number.isSafeInteger(turn) && turn >= 0 ? turn : 0);
    return c.html(page.replace('</head>', `${head}</head>`));
  });
  return app;
}
