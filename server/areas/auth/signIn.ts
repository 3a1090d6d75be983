import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AUTH } from '../../../schemas/constants';
import { BadRequest, Conflict, Unauthorized } from '../../../schemas/errors';
import type { LoginReply } from '../../../schemas/auth';
import { isOn } from '../../../schemas/eventConfig';
import { usedTokens, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { EventRow } from '../events/queries';
import { signupSessionAccess } from './signupAccess';
import { hashPassword, verifyPassword } from './passwords';
import { createLoginRateLimit } from './rateLimit';
import { createTokens } from './tokens';
import {
  findUser,
  findUserByEmail,
  isExemptFromKickOut,
  normaliseEmail,
  toSignedInUser,
  type UserRow,
} from './users';

export const INVALID_CREDENTIALS = 'The email or password is not correct.';
export const INVALID_LINK = 'This sign-in link is not valid or has expired.';
export const USED_LINK = 'This sign-in link has already been used.';
export const MAGIC_LINK_SENT =
  'If this email is registered, a sign-in link is on its way. Please check your inbox.';

/** Whether the event asks for a password at sign-in (on unless its login form turns it off). */
export const passwordRequired = (event: EventRow) => {
  const flag = event.config.login_form?.password;
  return flag === undefined || isOn(flag);
};

/** Sign-in, sign-up, magic links, single sign-on and sign-out, with their rules. */
export function createSignIn(deps: AppDeps) {
  const tokens = createTokens(deps.authSecret, deps.clock);
  const limit = createLoginRateLimit(deps.db, deps.clock);
  const accountKey = (event: EventRow, email: string) => `${event.id}:${normaliseEmail(email)}`;

  /** A successful sign-in: a new current login, which signs out the older one of a non-exempt account. */
  async function succeed(event: EventRow, user: UserRow): Promise<LoginReply> {
    const loginId = randomUUID();
    await deps.db.update(users).set({ currentLoginId: loginId }).where(eq(users.uuid, user.uuid));
    const exempt = isExemptFromKickOut(user);
    if (!exempt)
      await deps.publisher.publish({ kind: 'dual_login', eventId: event.id, uuid: user.uuid, loginId });
    const token = await tokens.session({
      uuid: user.uuid,
      eventId: event.id,
      loginId,
      exempt,
      isAdmin: user.isAdmin,
    });
    const ssotoken = await tokens.sso(user.uuid, event.id);
    deps.logger.info({ event: event.urlId, uuid: user.uuid }, 'signed in');
    return {
      reviewid: user.uuid,
      user_uuid: user.uuid,
      attenuuid: user.uuid,
      ssotoken,
      badges: user.badges,
      session_access_array: user.sessionAccess,
      xcd_staff: user.xcdStaff,
      token,
      loginId,
      user: toSignedInUser(user, ssotoken),
    };
  }

  return {
    tokens,

    async withPassword(event: EventRow, email: string, password: string | undefined, address: string) {
      const account = accountKey(event, email);
      await limit.check(address, account);
      const user = await findUserByEmail(deps.db, event.id, email);
      const needsPassword = passwordRequired(event);
      if (needsPassword && !password) {
        throw new BadRequest({
          message: 'Please input your Password!',
          fields: [{ path: 'password', message: 'Please input your Password!' }],
        });
      }
      const ok = user && (!needsPassword || (await verifyPassword(password ?? '', user.passwordHash)));
      if (!ok) {
        await limit.recordFailure(address, account);
        throw new Unauthorized({ message: INVALID_CREDENTIALS });
      }
      await limit.clearAccount(account);
      return succeed(event, user);
    },

    async withToken(event: EventRow, token: string, uuid: string, address: string) {
      await limit.check(address, `${event.id}:token:${uuid}`);
      const claims = await tokens.verifySignOn(token);
      const user =
        claims &&
        claims.uuid === uuid &&
        claims.eventId === event.id &&
        (await findUser(deps.db, event.id, uuid));
      if (!claims || !user) {
        await limit.recordFailure(address, `${event.id}:token:${uuid}`);
        throw new Unauthorized({ message: INVALID_LINK });
      }
      if (claims.jti) {
        const inserted = await deps.db
          .insert(usedTokens)
          .values({ jti: claims.jti, expiresAt: new Date(claims.expiresAt) })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) throw new Unauthorized({ message: USED_LINK });
      }
      return succeed(event, user);
    },

    async signUp(event: EventRow, input: { username: string; email: string; password: string }) {
      if (input.password.length < AUTH.PASSWORD_MIN) {
        const message = `The password must have at least ${AUTH.PASSWORD_MIN} characters.`;
        throw new BadRequest({ message, fields: [{ path: 'password', message }] });
      }
      if (await findUserByEmail(deps.db, event.id, input.email)) {
        throw new Conflict({ message: 'An account with this email already exists. Please sign in.' });
      }
      const [first = input.username, ...rest] = input.username.split(/\s+/);
      const [user] = await deps.db
        .insert(users)
        .values({
          uuid: randomUUID(),
          eventId: event.id,
          email: normaliseEmail(input.email),
          username: input.username,
          firstname: first,
          lastname: rest.join(' '),
          passwordHash: await hashPassword(input.password),
          sessionAccess: await signupSessionAccess(deps.db, event),
        })
        .onConflictDoNothing()
        .returning();
      if (!user)
        throw new Conflict({ message: 'An account with this email already exists. Please sign in.' });
      return succeed(event, user);
    },

    /** Mails a one-time sign-in link; answers the same whether or not the address is registered. */
    async sendMagicLink(event: EventRow, email: string, publicUrl: string) {
      const user = await findUserByEmail(deps.db, event.id, email);
      if (user) {
        const token = await tokens.magicLink(user.uuid, event.id);
        const base = event.isDefault ? '' : `/e/${event.urlId}`;
        const link = `${publicUrl}${base}/signin?token=${encodeURIComponent(token)}&uuid=${encodeURIComponent(user.uuid)}`;
        const minutes = AUTH.MAGIC_LINK_TTL / 60_000;
        await deps.mailer.send({
          to: user.email,
          subject: `Your sign-in link for ${event.title}`,
          text: `Hello ${user.firstname},\n\nSign in to ${event.title} with this link (valid for ${minutes} minutes, once):\n${link}\n`,
          html: `<p>Hello ${escapeHtml(user.firstname)},</p><p><a href="${escapeHtml(link)}">Sign in to ${escapeHtml(event.title)}</a> (valid for ${minutes} minutes, once).</p>`,
        });
      }
      return { message: MAGIC_LINK_SENT };
    },

    async signOut(user: UserRow, loginId: string) {
      if (user.currentLoginId === loginId) {
        await deps.db.update(users).set({ currentLoginId: null }).where(eq(users.uuid, user.uuid));
      }
    },
  };
}
export type SignIn = ReturnType<typeof createSignIn>;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
