import { type Context, Hono } from 'hono';
import {
  type ExternalTokenReply,
  ExternalVerifyRequest,
  type LoginReply,
  type LoginRequest,
  LoginStartQuery,
  LoginStartReply,
  MagicLinkRequest,
  PasswordLogin,
  SignupRequest,
  SsoLogin,
} from '../../../schemas/auth';
import type { EventRow } from '../../areas/events/queries';
import { toSignedInUser } from '../../areas/auth/users';
import { ResumeRequest, type SessionLogin } from '../../../schemas/session';
import type { SignIn } from '../../areas/auth/signIn';
import { requireUser } from '../auth';
import { refuseBody } from '../bodyLimits';
import { clientAddress } from '../connection';
import type { AppEnv } from '../env';
import { clearLoginCookie, readLoginCookie, setLoginCookie } from '../loginCookie';
import { decode, jsonBody } from '../validate';

export function signInRoutes(signIn: SignIn) {
  const app = new Hono<AppEnv>();

  app.get('/login-start', async (c) => {
    const query = decode(LoginStartQuery, c.req.query(), 'query');
    return c.json(
      decode(LoginStartReply, await signIn.loginStart(query.conference || query.appdir), 'reply'),
    );
  });

  /** A login reply, with the login cookie that lets the browser resume it after a reload. */
  const signedIn = (c: Context<AppEnv>, event: EventRow, reply: LoginReply, status: 200 | 201 = 200) => {
    setLoginCookie(c, event, reply.token);
    return c.json(reply, status);
  };

  app.post('/login', async (c) => {
    const raw = await c.req.json().catch(() => null);
    const address = clientAddress(c);
    // Decoded by its own member of LoginRequest, so that the refusal names that form's fields.
    const body: LoginRequest =
      raw && typeof raw === 'object' && 'sso_token' in raw
        ? decode(SsoLogin, raw)
        : decode(PasswordLogin, raw);
    const event = await signIn.event(body.urlid || body.appdir);
    const reply =
      'sso_token' in body
        ? await signIn.withToken(event, body.sso_token, body.uuid, address)
        : await signIn.withPassword(event, body.email, body.password, address);
    return signedIn(c, event, reply);
  });

  app.post('/signup', async (c) => {
    const body = await jsonBody(c, SignupRequest);
    const event = await signIn.event(body.urlid);
    const outcome = await signIn.signUp(event, body, { address: clientAddress(c) });
    return 'signedIn' in outcome
      ? signedIn(c, event, outcome.signedIn)
      : c.json({ message: outcome.mailed }, 202);
  });

  /** The page's login after a reload: the token from the event's login cookie, while its login is current. */
  const cookieToken = async (c: Context<AppEnv>) => {
    const { urlid } = await jsonBody(c, ResumeRequest);
    return readLoginCookie(c, await signIn.event(urlid));
  };
  app.post('/session/resume', requireUser(signIn.tokens, signIn.signedIn, cookieToken), async (c) => {
    const reply: SessionLogin = {
      user: toSignedInUser(c.var.user, ''),
      token: await cookieToken(c),
      loginId: c.var.loginId,
    };
    return c.json(reply);
  });

  app.post('/auto-login-email', async (c) => {
    const body = await jsonBody(c, MagicLinkRequest);
    const event = await signIn.event(body.VirtualApp);
    return c.json(await signIn.sendMagicLink(event, body.clientEmail, { address: clientAddress(c) }));
  });

  app.post('/logout', refuseBody, async (c) => {
    await signIn.signOut({ eventId: c.var.event.id, uuid: c.var.user.uuid, loginId: c.var.loginId });
    clearLoginCookie(c, c.var.event);
    return c.body(null, 204);
  });

  app.post('/sso/external-token', refuseBody, async (c) => {
    const login = { eventId: c.var.event.id, uuid: c.var.user.uuid, loginId: c.var.loginId };
    const reply: typeof ExternalTokenReply.Type = await signIn.externalToken(login);
    return c.json(reply);
  });

  app.post('/sso/external-token/verify', async (c) => {
    const { token } = await jsonBody(c, ExternalVerifyRequest);
    return c.json(await signIn.verifyExternal(token));
  });

  return app;
}
