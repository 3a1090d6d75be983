import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { chatCalls } from '../api/chatCalls';
import { useClient } from '../browser/clientContext';
import { CHAT_PATH } from '../chat/chatPaths';
import { useChat } from '../chat/ChatProvider';
import { mayUseChat } from '../chat/chatRule';
import { ChatPage } from '../features/chat/ChatPage';
import { fullName, participantIndex } from '../people/participantSearch';
import { useAttendees } from '../people/attendees';
import { Loading } from '../ui/Loading';
import { CallButton } from './CallButton';
import { NotFound } from './NotFound';
import { useSession } from './session';
import { useScreenTexts } from '../i18n/useScreenTexts';

/**
 * The chat at /social/chat and /social/chat/{uuid}: the tab's chat connection, the HTTP calls and the attendee
 * list. Without the chat rule (001 §6) the address has no screen, as its menu entry has none.
 */
export function ChatArea({ startWith }: { startWith: string | null }) {
  useScreenTexts('chat', 'calls');
  const { session } = useSession();
  const { api } = useClient();
  const [, navigate] = useLocation();
  const connection = useChat();
  const calls = useMemo(() => chatCalls(api), [api]);
  const settings = session?.settings;
  const me = session?.user.uuid ?? '';
  const { view: attendees } = useAttendees(
    api,
    settings ? { sourceHex: settings.source_hex, conferenceId: settings.conferenceid } : null,
  );
  const people = useMemo(() => {
    if (attendees.status !== 'loaded') return null;
    const list = attendees.value.attendees;
    return { byUuid: new Map(list.map((a) => [a.uuid, a])), index: participantIndex(list, me) };
  }, [attendees, me]);
  if (!session || !mayUseChat(session.settings, session.user)) return <NotFound />;
  if (!connection) return <Loading />;
  return (
    <ChatPage
      me={me}
      connection={connection}
      calls={calls}
      people={people}
      peopleFailure={attendees.status === 'failed' ? attendees.message : null}
      timeZone={session.settings.timezone ?? null}
      startWith={startWith}
      onStarted={() => navigate(CHAT_PATH, { replace: true })}
      conversationActions={(peer) => {
        const person = people?.byUuid.get(peer);
        return person ? (
          <CallButton peer={{ uuid: peer, name: fullName(person), social_message: person.social_message }} />
        ) : null;
      }}
    />
  );
}
