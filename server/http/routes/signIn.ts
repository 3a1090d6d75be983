import { Hono } from 'hono';
import {
  LoginStartQuery,
  LoginStartReply,
  MagicLinkRequest,
  PasswordLogin,
  SignupRequest,
  SsoLogin,
} from '../../../schemas/auth';
import type { Ad } from '../../../schemas/eventConfig';
import { closingTimes, isAppEnabled } from '../../areas/closing/closing';
import { findEvent } from '../../areas/events/queries';
import type { SignIn } from '../../areas/auth/signIn';
import { clientAddress, requestOrigin, requireUser } from '../auth';
import { refuseBody } from '../bodyLimits';
import { assertOpenFor } from '../closing';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

/** Ads of the login page: the configuration's `ads.login_start` list, or `ads` when it is a plain list. */
function loginAds(ads: unknown): Ad[] {
  if (Array.isArray(ads)) return ads as Ad[];
  if (ads && typeof ads === 'object' && 'login_start' in ads && Array.isArray(ads.login_start))
    return ads.login_start as Ad[];
  return [];
}

export function signInRoutes(signIn: SignIn) {
  const app = new Hono<AppEnv>();

  app.get('/login-start', async (c) => {
    const query = decode(LoginStartQuery, c.req.query(), 'query');
    const event = await findEvent(c.var.deps.db, query.conference || query.appdir);
    const cfg = event.config;
    const { softCloseAt, hardCloseAt } = closingTimes(cfg);
    const reply: LoginStartReply = {
      login_form: cfg.login_form ?? {},
      ads: loginAds(cfg.ads),
      ...(cfg.ad_rotation_speed !== undefined ? { ad_rotation_speed: cfg.ad_rotation_speed } : {}),
      source_hex: event.sourceHex,
      ConferenceID: event.conferenceId,
      title: event.title,
      confurlid: event.urlId,
      ...(cfg.privacy_banner_text ? { privacy_banner_text: cfg.privacy_banner_text } : {}),
      ...(cfg.support_email ? { support_email: cfg.support_email } : {}),
      closing: {
        soft_close_timestamp: softCloseAt,
        hard_close_time: hardCloseAt,
        hard_close_msg: cfg.hard_close_msg ?? null,
        app_enabled: isAppEnabled(cfg),
      },
    };
    return c.json(decode(LoginStartReply, reply, 'reply'));
  });

  app.post('/login', async (c) => {
    const raw = await c.req.json().catch(() => null);
    const address = clientAddress(c);
    if (raw && typeof raw === 'object' && 'sso_token' in raw) {
      const body = decode(SsoLogin, raw);
      const event = await findEvent(c.var.deps.db, body.urlid || body.appdir);
      return c.json(await signIn.withToken(event, body.sso_token, body.uuid, address));
    }
    const body = decode(PasswordLogin, raw);
    const event = await findEvent(c.var.deps.db, body.urlid || body.appdir);
    return c.json(await signIn.withPassword(event, body.email, body.password, address));
  });

  app.post('/signup', async (c) => {
    const body = await jsonBody(c, SignupRequest);
    const event = await findEvent(c.var.deps.db, body.urlid);
    assertOpenFor('hard', event, false, c.var.deps.clock.now());
    return c.json(await signIn.signUp(event, body), 201);
  });

  app.post('/auto-login-email', async (c) => {
    const body = await jsonBody(c, MagicLinkRequest);
    const event = await findEvent(c.var.deps.db, body.VirtualApp);
    return c.json(await signIn.sendMagicLink(event, body.clientEmail, requestOrigin(c)));
  });

  app.post('/logout', refuseBody, requireUser(signIn.tokens), async (c) => {
    await signIn.signOut(c.var.user, c.var.loginId);
    return c.body(null, 204);
  });

  return app;
}
