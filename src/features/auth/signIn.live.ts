import { fromPromise } from 'xstate';
import { signInMachine } from '../../../machines/signIn';
import type { Api } from '../../api/client';
import type { EventStorage } from '../../api/storage';

/** The signIn machine with the real API calls and the browser storage of the event. */
export function liveSignIn(api: Api, storage: EventStorage) {
  return signInMachine.provide({
    actors: {
      fetchLoginStart: fromPromise(({ input }) => api.loginStart(input.urlid)),
      logIn: fromPromise(({ input }) => api.login(input)),
      logInWithToken: fromPromise(({ input }) => api.loginWithToken(input)),
      signUp: fromPromise(({ input }) => api.signUp(input)),
      requestMagicLink: fromPromise(({ input }) =>
        api.requestMagicLink({
          sourceHex: input.start.source_hex,
          urlid: input.start.confurlid,
          conferenceId: input.start.ConferenceID,
          email: input.email,
        }),
      ),
      loadSession: fromPromise(async ({ input }) => {
        const settings = await api.settings(input.token, '');
        // The contact card is a nicety: a failure of the contact service does not stop the sign-in.
        const contact = await api
          .contacts(input.token, settings.source_hex, [input.user.uuid])
          .then((r) => r.contacts[0] ?? null)
          .catch(() => null);
        return { settings, contact };
      }),
    },
    actions: {
      storeLogin: ({ context }) => {
        const s = context.session;
        if (s) storage.writeLogin({ user: s.user, token: s.token, loginId: s.loginId });
      },
      forgetLogin: () => storage.clearLogin(),
    },
  });
}
