import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { AUTH, TIME } from '../../../schemas/constants';
import { BadRequest, RateLimited, Unauthorized } from '../../../schemas/errors';
import type { ExternalIdentity, LoginReply } from '../../../schemas/auth';
import { isOn } from '../../../schemas/eventConfig';
import { pendingSignups, usedTokens, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { assertOpenFor } from '../closing/closing';
import { type EventRow, findEvent } from '../events/queries';
import { recentAttempts } from '../limits/recentAttempts';
import { endLogin, isKnownAddress, isLoginActive, type LoginRef, startLogin } from './logins';
import { loginStartOf } from './loginStart';
import { hashPassword, verifyPassword } from './passwords';
import { createLoginThrottle } from './rateLimit';
import { createSignInMail, LINK_MINUTES, linkMail, signInLink } from './signInMail';
import { createSignedInCache, localInvalidationBus } from './signedInCache';
import { signupSessionAccess } from './signupAccess';
import { createTokens, type OneTimeClaims } from './tokens';
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
export const SIGNUP_MAIL_SENT =
  'Almost done: we have sent you an email. Please open the link in it to confirm your address and sign in.';

/** Whether the event asks for a password at sign-in (on unless its login form turns it off). */
export const passwordRequired = (event: EventRow) => {
  const flag = event.config.login_form?.password;
  return flag === undefined || isOn(flag);
};

/** Sign-in, sign-up, magic links, single sign-on and sign-out, with their rules. */
export function createSignIn(deps: AppDeps) {
  const { db, clock } = deps;
  const tokens = createTokens(deps.authSecret, clock);
  const signedIn = createSignedInCache(
    db,
    clock,
    deps.invalidations ?? localInvalidationBus(),
    deps.signedInTtlMs,
  );
  const throttle = createLoginThrottle(db, clock);
  const mail = createSignInMail(deps);
  const signups = recentAttempts(db, clock, TIME.HOUR);
  const accountKey = (event: EventRow, email: string) => `${event.id}:${normaliseEmail(email)}`;
  const knownAddress = (user: UserRow | undefined, address: string) => async () =>
    user !== undefined &&
    isKnownAddress(db, user.uuid, address, new Date(clock.now() - AUTH.KNOWN_ADDRESS_AGE));

  // An unknown address or an account without a password is checked against this, so it takes as long.
  let dummyHash: Promise<string> | undefined;
  const passwordMatches = async (password: string, user: UserRow | undefined) => {
    dummyHash ??= hashPassword(randomUUID());
    const matches = await verifyPassword(password, user?.passwordHash || (await dummyHash));
    return matches && !!user?.passwordHash;
  };

  /** A successful sign-in: a new login, which ends the other logins of an account that is not exempt. */
  async function succeed(event: EventRow, user: UserRow, address: string): Promise<LoginReply> {
    const loginId = randomUUID();
    const exempt = isExemptFromKickOut(user);
    const login = { eventId: event.id, uuid: user.uuid, loginId, address };
    await startLogin(db, new Date(clock.now()), login, !exempt);
    if (!exempt) {
      await signedIn.stale({ kind: 'user', eventId: event.id, uuid: user.uuid });
      await deps.publisher.publish({ kind: 'dual_login', eventId: event.id, uuid: user.uuid, loginId });
    }
    const token = await tokens.session({ ...login, exempt, isAdmin: user.isAdmin });
    const ssotoken = await tokens.sso(user.uuid, event.id, loginId);
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

  /** Marks a one-time token used; false when it was used before. */
  async function consume(claims: Pick<OneTimeClaims, 'jti' | 'expiresAt'>) {
    const inserted = await db
      .insert(usedTokens)
      .values({ jti: claims.jti, expiresAt: new Date(claims.expiresAt) })
      .onConflictDoNothing()
      .returning();
    return inserted.length > 0;
  }

  /** The link of a sign-up's confirmation mail: makes the account (or signs in the one made since). */
  async function confirmSignup(event: EventRow, claims: OneTimeClaims, address: string) {
    const [pending] = await db
      .delete(pendingSignups)
      .where(
        and(
          eq(pendingSignups.id, claims.jti),
          eq(pendingSignups.eventId, event.id),
          eq(pendingSignups.uuid, claims.uuid),
        ),
      )
      .returning();
    if (!pending) throw new Unauthorized({ message: USED_LINK });
    const [first = pending.username, ...rest] = pending.username.split(/\s+/);
    const [made] = await db
      .insert(users)
      .values({
        uuid: pending.uuid,
        eventId: event.id,
        email: pending.email,
        username: pending.username,
        firstname: first,
        lastname: rest.join(' '),
        passwordHash: pending.passwordHash,
        sessionAccess: await signupSessionAccess(db, event),
      })
      .onConflictDoNothing()
      .returning();
    // The address has an account already (confirmed meanwhile): whoever holds the mailbox signs in to it.
    const user = made ?? (await findUserByEmail(db, event.id, pending.email));
    if (!user) throw new Unauthorized({ message: INVALID_LINK });
    return succeed(event, user, address);
  }

  /** A one-time sign-in link of the user, at the platform's public address. */
  const magicLinkOf = async (event: EventRow, user: Pick<UserRow, 'uuid'>) =>
    signInLink(deps.publicUrl, event, await tokens.magicLink(user.uuid, event.id), user.uuid);

  return {
    tokens,
    /** Who a session token names, read through the cache; `stale` after changing an account or an event. */
    signedIn,

    /** The event a sign-in page or call names by its url id (or app folder). */
    event: (ref: string | null | undefined) => findEvent(db, ref),

    /** What the sign-in page needs before anyone signs in. */
    loginStart: async (ref: string | null | undefined) => loginStartOf(await findEvent(db, ref)),

    /** Whether a login is still current (the relay's handshake check). */
    /** Whether a login is on, through the signed-in cache (exact on sign-out and a newer login). */
    isLoginActive: async (login: LoginRef) => (await signedIn.find(login)).ok,

    async withPassword(event: EventRow, email: string, password: string | undefined, address: string) {
      const needsPassword = passwordRequired(event);
      if (needsPassword && !password) {
        throw new BadRequest({
          message: 'Please input your Password!',
          fields: [{ path: 'password', message: 'Please input your Password!' }],
        });
      }
      const account = accountKey(event, email);
      const user = await findUserByEmail(db, event.id, email);
      await throttle.check(account, address, knownAddress(user, address));
      const ok = needsPassword ? await passwordMatches(password ?? '', user) : user !== undefined;
      if (!ok || !user) {
        await throttle.recordFailure(account, address);
        throw new Unauthorized({ message: INVALID_CREDENTIALS });
      }
      await throttle.clear(account, address);
      return succeed(event, user, address);
    },

    /** A magic link, a login's ssotoken or a sign-up confirmation: each signs in once. */
    async withToken(event: EventRow, token: string, uuid: string, address: string) {
      const account = `${event.id}:token:${uuid}`;
      await throttle.check(account, address, async () => false);
      const claims = await tokens.verifySignOn(token);
      const valid = claims && claims.uuid === uuid && claims.eventId === event.id ? claims : null;
      if (valid?.kind === 'signupConfirm') return confirmSignup(event, valid, address);
      const user = valid && (await findUser(db, event.id, uuid));
      // The ssotoken of a login dies with it.
      const live =
        user &&
        valid &&
        (valid.loginId === null || (await isLoginActive(db, { ...valid, loginId: valid.loginId })));
      if (!valid || !user || !live) {
        await throttle.recordFailure(account, address);
        throw new Unauthorized({ message: INVALID_LINK });
      }
      if (!(await consume(valid))) throw new Unauthorized({ message: USED_LINK });
      return succeed(event, user, address);
    },

    /**
     * Sign-up answers alike for a new and a registered address, so that it reveals no account: the password
     * of an existing account signs in (whoever knows it owns the account); otherwise the address gets a mail
     * (a confirmation link for a new account, a sign-in link and a note for an existing one) and the reply
     * says to open it.
     */
    async signUp(
      event: EventRow,
      input: { username: string; email: string; password: string },
      client: { address: string },
    ): Promise<{ signedIn: LoginReply } | { mailed: string }> {
      assertOpenFor('hard', event, false, clock.now());
      if (input.password.length < AUTH.PASSWORD_MIN) {
        const message = `The password must have at least ${AUTH.PASSWORD_MIN} characters.`;
        throw new BadRequest({ message, fields: [{ path: 'password', message }] });
      }
      const signupKey = `signup:${client.address}`;
      if (await signups.reached({ [signupKey]: AUTH.SIGNUPS_PER_ADDRESS })) {
        throw new RateLimited({
          message: 'Too many sign-ups from your address. Please try again later.',
          retryAfterSeconds: Math.ceil(TIME.HOUR / 1000),
        });
      }
      await signups.record([signupKey]);
      const account = accountKey(event, input.email);
      const existing = await findUserByEmail(db, event.id, input.email);
      // Sign-up is a password check too: the same throttle as sign-in.
      await throttle.check(account, client.address, knownAddress(existing, client.address));
      const [passwordHash, matches] = await Promise.all([
        hashPassword(input.password),
        passwordMatches(input.password, existing),
      ]);
      if (existing && matches) {
        await throttle.clear(account, client.address);
        return { signedIn: await succeed(event, existing, client.address) };
      }
      await throttle.recordFailure(account, client.address);
      await mail.claimQuota(event.id, input.email, client.address);
      await db.delete(pendingSignups).where(lt(pendingSignups.expiresAt, new Date(clock.now())));
      if (existing) {
        const link = await magicLinkOf(event, existing);
        mail.sendLater(
          linkMail(existing.email, `Your account at ${event.title}`, {
            before: `Hello ${existing.firstname}, someone asked to create an account at ${event.title} with this address, which has an account already.`,
            label: `Sign in to ${event.title} (valid for ${LINK_MINUTES} minutes, once)`,
            link,
            after: 'If it was not you, ignore this mail: nothing has changed.',
          }),
        );
      } else {
        const id = randomUUID();
        const uuid = randomUUID();
        const email = normaliseEmail(input.email);
        await db.insert(pendingSignups).values({
          id,
          eventId: event.id,
          uuid,
          email,
          username: input.username,
          passwordHash,
          expiresAt: new Date(clock.now() + AUTH.SIGNUP_CONFIRM_TTL),
        });
        const link = signInLink(deps.publicUrl, event, await tokens.signupConfirm(uuid, event.id, id), uuid);
        mail.sendLater(
          linkMail(email, `Confirm your account at ${event.title}`, {
            before: `Hello ${input.username}, please confirm your address to finish your sign-up to ${event.title}.`,
            label: 'Confirm and sign in (valid for 24 hours, once)',
            link,
            after: 'If it was not you, ignore this mail: no account is made without this link.',
          }),
        );
      }
      return { mailed: SIGNUP_MAIL_SENT };
    },

    /** Mails a one-time sign-in link; answers the same, as fast, whether or not the address is registered. */
    async sendMagicLink(event: EventRow, email: string, client: { address: string }) {
      await mail.claimQuota(event.id, email, client.address);
      const user = await findUserByEmail(db, event.id, email);
      if (user) {
        const link = await magicLinkOf(event, user);
        mail.sendLater(
          linkMail(user.email, `Your sign-in link for ${event.title}`, {
            before: `Hello ${user.firstname},`,
            label: `Sign in to ${event.title} with this link (valid for ${LINK_MINUTES} minutes, once)`,
            link,
            after: 'If you did not ask for it, ignore this mail.',
          }),
        );
      }
      return { message: MAGIC_LINK_SENT };
    },

    /** Ends this login (of any account) and disconnects its sockets on every relay node. */
    async signOut(login: LoginRef) {
      if (await endLogin(db, new Date(clock.now()), login, 'signed_out')) {
        await signedIn.stale({ kind: 'login', loginId: login.loginId });
        await deps.publisher.publish({ kind: 'login_ended', ...login });
      }
    },

    /** A token for a third party that a custom screen links to: one use, two minutes, tied to this login. */
    async externalToken(login: LoginRef) {
      return {
        token: await tokens.external(login.uuid, login.eventId, login.loginId),
        expires_in: AUTH.EXTERNAL_SSO_TTL / 1000,
      };
    },

    /** The third party's check of such a token: who it names, once, while the login lasts. */
    async verifyExternal(token: string): Promise<ExternalIdentity> {
      const claims = await tokens.verifyExternal(token);
      const user = claims && (await findUser(db, claims.eventId, claims.uuid));
      const live =
        user && claims?.loginId && (await isLoginActive(db, { ...claims, loginId: claims.loginId }));
      if (!claims || !user || !live || !(await consume(claims))) {
        throw new Unauthorized({ message: 'This token is not valid, has expired or was used already.' });
      }
      return {
        uuid: user.uuid,
        Firstname: user.firstname,
        Lastname: user.lastname,
        Email: user.email,
        event_id: claims.eventId,
      };
    },
  };
}
export type SignIn = ReturnType<typeof createSignIn>;
