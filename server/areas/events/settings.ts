import type { EventConfig } from '../../../schemas/eventConfig';
import type { UserRow } from '../auth/users';
import { screensForSettings } from '../customScreens/customScreens';
import { withoutForms } from '../evaluations/forms';
import { visibleLounges } from '../lounges/lounges';
import { closedMessage, closedPageConfig } from '../closing/closing';
import { type MediaSigner, signMediaIn } from '../media/signedUrls';
import type { EventRow } from './queries';

/**
 * The configuration document a signed-in user gets: once the event is hard closed, only what the closed page
 * needs (admins keep it all); its media addresses signed (ads, lounge and poster hall videos are for every
 * signed-in user of the event). The networking lounges are named only as far as the user may see them
 * (their moderators, badges and private rooms are the lounges' own reply's business, GET /api/lounges). The
 * evaluation and quiz selectors come without their forms, which GET /api/evaluations serves to those who may
 * take them (a quiz's correct answers never leave the server). Custom screens are named only as far as the
 * user may see them, without their content (GET /api/custom-screens serves it).
 */
export function createSettings(clock: { now(): number }, mediaSigner: MediaSigner) {
  return {
    forUser(event: EventRow, user: UserRow): EventConfig {
      const now = clock.now();
      const closed = closedMessage('hard', event.config, user.isAdmin, now) !== null;
      const forms = event.config.session_evaluations;
      const config: EventConfig = forms
        ? { ...event.config, session_evaluations: withoutForms(forms) }
        : event.config;
      const screens = screensForSettings(config, user);
      const open: EventConfig = user.isAdmin
        ? screens
        : { ...screens, lobbies: visibleLounges(event, user, now).map((room) => room.label) };
      return signMediaIn(
        closed ? closedPageConfig(event.config) : open,
        mediaSigner,
        mediaSigner.expiry(now),
      );
    },
  };
}
export type Settings = ReturnType<typeof createSettings>;
