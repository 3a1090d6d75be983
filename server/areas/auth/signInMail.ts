import { AUTH, AUTH_MAIL } from '../../../schemas/constants';
import { RateLimited } from '../../../schemas/errors';
import type { AppDeps } from '../../deps';
import type { MailMessage } from '../../mail/mailer';
import { appAddress } from '../events/address';
import type { EventRow } from '../events/queries';
import { recentAttempts } from '../limits/recentAttempts';
import { normaliseEmail } from './users';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** The sign-in page's address with a one-time token: magic links, sign-up confirmations. */
export function signInLink(origin: string, event: EventRow, token: string, uuid: string) {
  return appAddress(
    origin,
    event,
    `/signin?token=${encodeURIComponent(token)}&uuid=${encodeURIComponent(uuid)}`,
  );
}

/** A mail with one link, as text and as HTML. */
export function linkMail(
  to: string,
  subject: string,
  lines: { before: string; link: string; label: string; after: string },
) {
  return {
    to,
    subject,
    text: `${lines.before}\n\n${lines.label}:\n${lines.link}\n\n${lines.after}\n`,
    html: `<p>${escapeHtml(lines.before)}</p><p><a href="${escapeHtml(lines.link)}">${escapeHtml(lines.label)}</a></p><p>${escapeHtml(lines.after)}</p>`,
  } satisfies MailMessage;
}

export const LINK_MINUTES = AUTH.MAGIC_LINK_TTL / 60_000;

/**
 * The mail of sign-in and sign-up: limited per recipient and per client address (every request counts, for a
 * registered address or not, so the limit reveals nothing), and sent after the reply so that the reply takes
 * the same time whether or not a mail goes out.
 */
export function createSignInMail(deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'logger'>) {
  const attempts = recentAttempts(deps.db, deps.clock, AUTH_MAIL.WINDOW);
  return {
    async claimQuota(eventId: string, email: string, address: string) {
      const to = `mail:to:${eventId}:${normaliseEmail(email)}`;
      const from = `mail:addr:${address}`;
      if (await attempts.reached({ [to]: AUTH_MAIL.MAX_PER_RECIPIENT, [from]: AUTH_MAIL.MAX_PER_ADDRESS })) {
        throw new RateLimited({
          message: 'Too many emails were requested for this address. Please try again later.',
          retryAfterSeconds: Math.ceil(AUTH_MAIL.WINDOW / 1000),
        });
      }
      await attempts.record([to, from]);
    },
    sendLater(message: MailMessage) {
      deps.mailer.send(message).catch((err) => deps.logger.error({ err }, 'sign-in mail failed'));
    },
  };
}
