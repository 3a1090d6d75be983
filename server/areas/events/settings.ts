import type { EventConfig } from '../../../schemas/eventConfig';
import { closedMessage, closedPageConfig } from '../closing/closing';
import { type MediaSigner, signMediaIn } from '../media/signedUrls';
import type { EventRow } from './queries';

/**
 * The configuration document a signed-in user gets: once the event is hard closed, only what the closed page
 * needs (admins keep it all); its media addresses signed (ads, lounge and poster hall videos are for every
 * signed-in user of the event).
 */
export function createSettings(clock: { now(): number }, mediaSigner: MediaSigner) {
  return {
    forUser(event: EventRow, user: { isAdmin: boolean }): EventConfig {
      const now = clock.now();
      const closed = closedMessage('hard', event.config, user.isAdmin, now) !== null;
      return signMediaIn(
        closed ? closedPageConfig(event.config) : event.config,
        mediaSigner,
        mediaSigner.expiry(now),
      );
    },
  };
}
export type Settings = ReturnType<typeof createSettings>;
