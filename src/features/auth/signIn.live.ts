import { fromPromise } from 'xstate';
import { type SessionLoad, signInMachine } from '../../../machines/signIn';
import type { SessionLogin } from '../../../schemas/session';
import type { Api } from '../../api/client';
import type { EventStorage } from '../../browser/eventStorage';
import { takePageLoginStart } from '../../browser/pageLoginStart';

/** The event's settings and the user's contact card, with the login's token. */
async function loadSession(api: Api, login: SessionLogin): Promise<SessionLoad> {
  const settings = await api.settings(login.token, '');
  // The contact card is a nicety: a failure of the contact service does not stop the sign-in.
  const contact = await api
    .contacts(login.token, settings.source_hex, [login.user.uuid])
    .then((r) => r.contacts[0] ?? null)
    .catch(() => null);
  return { settings, contact };
}

/** The signIn machine with the real API calls and the browser storage of the event. */
export function liveSignIn(api: Api, storage: EventStorage) {
  return signInMachine.provide({
    actors: {
      // The sign-in page may carry them already (a first load); otherwise they are asked for.
      fetchLoginStart: fromPromise(
        async ({ input }) => takePageLoginStart(input.urlid) ?? api.loginStart(input.urlid),
      ),
      logIn: fromPromise(({ input }) => api.login(input)),
      logInWithToken: fromPromise(({ input }) =>
        api.loginWithToken({ urlid: input.urlid, sso_token: input.token, uuid: input.uuid }),
      ),
      signUp: fromPromise(({ input }) => api.signUp(input)),
      requestMagicLink: fromPromise(({ input }) =>
        api.requestMagicLink({
          sourceHex: input.start.source_hex,
          urlid: input.start.confurlid,
          conferenceId: input.start.ConferenceID,
          email: input.email,
        }),
      ),
      loadSession: fromPromise(({ input }) => loadSession(api, input)),
      resumeSession: fromPromise(async ({ input }) => {
        const login = await api.resume(input.urlid);
        return { ...login, ...(await loadSession(api, login)) };
      }),
    },
    actions: {
      storeLogin: ({ context }) => {
        const s = context.session;
        if (s) storage.writeLogin({ uuid: s.user.uuid, loginId: s.loginId });
      },
      forgetLogin: () => storage.clearLogin(),
    },
  });
}
