import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { creditCalls } from '../api/creditCalls';
import { dataRightsCalls } from '../api/dataRightsCalls';
import { type ProfileCalls, profileCalls } from '../api/profileCalls';
import { usePeopleFreshness } from '../people/attendees';
import { useClient } from '../browser/clientContext';
import { ProfilePage } from '../features/profile/ProfilePage';
import { formatRange, zoneOrUtc } from '../i18n/dates';
import { noteItem } from '../myEvent/noteItem';
import type { NoteAnchor } from '../myEvent/store';
import { useProgram } from '../program/store';
import { chatPathOf } from '../chat/chatPaths';
import { hasScreen } from './screens';
import { useSession } from './session';
import { WithProgram } from './WithProgram';
import { useScreenTexts } from '../i18n/useScreenTexts';

/** Profiles at /profile/{uuid}: the profile calls, and the program (for the notes' sessions and times). */
export function ProfileArea({ uuid }: { uuid: string }) {
  useScreenTexts('people');
  return (
    <WithProgram>
      <Profile uuid={uuid} />
    </WithProgram>
  );
}

/** Where a deleted account lands: the sign-in page, saying the account is gone. */
export const ACCOUNT_DELETED_PATH = '/signin?account=deleted';

function Profile({ uuid }: { uuid: string }) {
  const { session, signOut } = useSession();
  const { api } = useClient();
  const { i18n } = useTranslation();
  const program = useProgram();
  const freshness = usePeopleFreshness();
  // After the user changes their own profile, the directory reads the current attendee snapshot.
  const calls = useMemo((): ProfileCalls => {
    const base = profileCalls(api);
    const changing =
      <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        const reply = await call(...args);
        freshness?.ownProfileChanged();
        return reply;
      };
    return { ...base, edit: changing(base.edit), uploadPhoto: changing(base.uploadPhoto) };
  }, [api, freshness]);
  const credits = useMemo(() => creditCalls(api), [api]);
  const rights = useMemo(() => dataRightsCalls(api), [api]);
  const onDeleted = useCallback(
    () => void signOut({ to: ACCOUNT_DELETED_PATH, endedByServer: true }),
    [signOut],
  );
  if (!session) return null;
  const timeZone = zoneOrUtc(session.settings.timezone);
  const describeNote = (anchor: NoteAnchor) => {
    const item = noteItem(program.status === 'ready' ? program.snapshot.items : [], anchor);
    const start = item?.start_time_unix;
    return {
      heading: item?.title ?? String(anchor.sessionId),
      when:
        start === undefined
          ? ''
          : formatRange(start, item?.end_time_unix ?? start, {
              language: i18n.language,
              timeZone,
              withZone: true,
            }),
      start: start ?? Number.POSITIVE_INFINITY,
    };
  };
  // Start Chat leads to the chat screen, shown only once the app has one.
  const chat = hasScreen(chatPathOf(uuid)) ? chatPathOf : undefined;
  return (
    <ProfilePage
      uuid={uuid}
      settings={session.settings}
      calls={calls}
      creditCalls={credits}
      describeNote={describeNote}
      chatPath={chat}
      dataRights={{ email: session.user.Email, calls: rights, onDeleted }}
    />
  );
}
