import type { SupportRequest } from '../../../schemas/support';
import type { Db } from '../../db/connect';
import type { Mailer } from '../../mail/mailer';
import type { Tokens } from '../auth/tokens';
import { findEvent, findEventBySourceHex } from '../events/queries';
import { sendSupportMail } from './supportMail';

/**
 * The Support modal and the sign-in page's support form: signed in or not. A valid sign-in token of the same
 * event adds the sender's uuid to the mail; any other token is ignored (the form works signed out).
 */
export function createSupport(deps: { db: Db; mailer: Mailer; clock: { now(): number } }, tokens: Tokens) {
  return {
    async send(request: SupportRequest, client: { address: string; bearer: string | undefined }) {
      const event = request.confurlid
        ? await findEvent(deps.db, request.confurlid)
        : await findEventBySourceHex(deps.db, request.Source);
      const claims = client.bearer ? await tokens.verifySession(client.bearer) : null;
      await sendSupportMail(deps, event, request, {
        address: client.address,
        ...(claims && claims.eventId === event.id ? { signedInUuid: claims.uuid } : {}),
      });
    },
  };
}
export type Support = ReturnType<typeof createSupport>;
