import { SUPPORT_MAIL } from '../../../schemas/constants';
import { RateLimited } from '../../../schemas/errors';
import type { SupportRequest } from '../../../schemas/support';
import type { Db } from '../../db/connect';
import type { Mailer } from '../../mail/mailer';
import type { EventRow } from '../events/queries';
import { recentAttempts } from '../limits/recentAttempts';

/** Where an event's support mail goes when its configuration names no support_email. */
export const FALLBACK_SUPPORT_ADDRESS = 'support@localhost';

/**
 * Mails a support request to the event's support address, replying to the sender; limited per client address
 * and per support mailbox (so that many addresses together cannot flood it).
 */
export async function sendSupportMail(
  deps: { db: Db; mailer: Mailer; clock: { now(): number } },
  event: EventRow,
  request: SupportRequest,
  client: { address: string; signedInUuid?: string },
) {
  const attempts = recentAttempts(deps.db, deps.clock, SUPPORT_MAIL.WINDOW);
  const to = event.config.support_email || FALLBACK_SUPPORT_ADDRESS;
  const key = `support:${client.address}`;
  const recipientKey = `support-to:${event.id}:${to.toLowerCase()}`;
  if (await attempts.reached({ [key]: SUPPORT_MAIL.MAX_PER_ADDRESS })) {
    throw new RateLimited({
      message: 'Too many support messages from your address. Please try again later.',
      retryAfterSeconds: Math.ceil(SUPPORT_MAIL.WINDOW / 1000),
    });
  }
  if (await attempts.reached({ [recipientKey]: SUPPORT_MAIL.MAX_PER_RECIPIENT })) {
    throw new RateLimited({
      message: 'The support team has received many messages. Please try again later.',
      retryAfterSeconds: Math.ceil(SUPPORT_MAIL.WINDOW / 1000),
    });
  }
  await deps.mailer.send({
    to,
    replyTo: request.Email,
    subject: `[${event.title}] Support request from ${request.Name}`,
    text: [
      `From: ${request.Name} <${request.Email}>`,
      `Event: ${event.title} (${event.urlId})`,
      client.signedInUuid ? `Signed-in user: ${client.signedInUuid}` : 'Not signed in',
      '',
      request.Description,
    ].join('\n'),
  });
  await attempts.record([key, recipientKey]);
}
