import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ChatConversation } from '../../../schemas/chatSocket';
import type { Attendee } from '../../../schemas/program';
import type { ChatCalls } from '../../api/chatCalls';
import type { ChatConnection } from '../../chat/chatConnection';
import { useChatView } from '../../chat/ChatProvider';
import { fullName, type ParticipantIndex } from '../../people/participantSearch';
import { Button } from '../../ui/Button';
import { useResourceLoad } from '../../ui/useResourceLoad';
import { ConversationList } from './ConversationList';
import { ConversationPane } from './ConversationPane';
import { ParticipantList } from './ParticipantList';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/PageTitle';
import { Tab, TabList as Tabs } from '../../ui/Tabs';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 360px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  h1 { margin: 0 0 ${({ theme }) => theme.space(3)}; grid-column: 1 / -1; }
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    grid-template-columns: minmax(0, 1fr);
    &[data-open='true'] > [data-part='lists'] { display: none; }
    &[data-open='false'] > [data-part='pane'] { display: none; }
  }
`;
const Column = styled.div`
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
`;
const TabList = styled(Tabs)`
  margin-bottom: ${({ theme }) => theme.space(2)};
`;
const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

type TabId = 'conversations' | 'participants';

export interface ChatPageProps {
  me: string;
  connection: ChatConnection;
  calls: ChatCalls;
  /** The attendee list (null while it loads) and its search index. */
  people: { byUuid: ReadonlyMap<string, Attendee>; index: ParticipantIndex } | null;
  /** Why the attendee list could not be loaded. */
  peopleFailure?: string | null;
  timeZone: string | null;
  /** Opened as /social/chat/{uuid}: the person to start (or fetch) the conversation with. */
  startWith: string | null;
  /** The conversation with `startWith` is open: the address becomes the plain chat path. */
  onStarted: () => void;
  /** The open conversation's header actions for its peer (the video call button). */
  conversationActions?: (peer: string, online: boolean) => ReactNode;
}

/**
 * The chat (001 §2): tabs Conversations and Participants beside the open conversation (one or the other on a
 * phone). Opening with a uuid starts or fetches the conversation with that person and opens it.
 */
export function ChatPage(props: ChatPageProps) {
  const { t } = useTranslation('chat');
  const { me, connection, people, startWith } = props;
  const chat = useChatView();
  const [tab, setTab] = useState<TabId>('conversations');
  const [openId, setOpenId] = useState<string | null>(null);

  const nameOf = (uuid: string) => {
    const p = people?.byUuid.get(uuid);
    return p ? fullName(p) : t('chat.someone');
  };
  const pictureOf = (uuid: string) => people?.byUuid.get(uuid)?.Picture;
  const open = openId ? chat.conversations.find((c) => c.id === openId) : undefined;
  const peer = open ? (open.participants.find((p) => p !== me) ?? me) : null;

  const title = t('chat.title');
  return (
    <Layout data-testid="chat-page" data-state={chat.state} data-open={open ? 'true' : 'false'}>
      <PageTitle page={title} />
      <h1>{title}</h1>
      {startWith ? (
        <StartConversation
          key={startWith}
          uuid={startWith}
          connection={connection}
          onStarted={(c) => {
            setOpenId(c.id);
            setTab('conversations');
            props.onStarted();
          }}
        />
      ) : null}
      <Column data-part="lists">
        <TabList role="tablist" aria-label={title}>
          {(['conversations', 'participants'] as const).map((id) => (
            <Tab
              key={id}
              type="button"
              role="tab"
              id={`chat-tab-${id}`}
              aria-controls="chat-tabpanel"
              aria-selected={tab === id}
              $on={tab === id}
              onClick={() => setTab(id)}
            >
              {t(`chat.${id}`)}
            </Tab>
          ))}
        </TabList>
        <div role="tabpanel" id="chat-tabpanel" aria-labelledby={`chat-tab-${tab}`}>
          {chat.refused ? <Note role="alert">{chat.failure}</Note> : null}
          {tab === 'conversations' ? (
            <ConversationList
              conversations={chat.conversations}
              openId={openId}
              me={me}
              nameOf={nameOf}
              pictureOf={pictureOf}
              statuses={chat.statuses}
              timeZone={props.timeZone}
              onOpen={setOpenId}
            />
          ) : people ? (
            <ParticipantList index={people.index} />
          ) : props.peopleFailure ? (
            <Note role="alert">{props.peopleFailure}</Note>
          ) : (
            <Note>{t('chat.loadingPeople')}</Note>
          )}
        </div>
      </Column>
      <Column data-part="pane">
        {open && peer ? (
          <ConversationPane
            key={open.id}
            conversationId={open.id}
            me={me}
            peer={peer}
            peerName={nameOf(peer)}
            peerPicture={pictureOf(peer)}
            status={chat.statuses[peer]}
            connection={connection}
            calls={props.calls}
            timeZone={props.timeZone}
            back={<BackButton onClick={() => setOpenId(null)} label={t('chat.back')} />}
            actions={props.conversationActions?.(peer, chat.statuses[peer] === 'online')}
          />
        ) : (
          <Note>{t('chat.choose')}</Note>
        )}
      </Column>
    </Layout>
  );
}

const Back = styled(Button)`
  @media (min-width: ${({ theme }) => theme.breakpoints.drawer + 1}px) {
    display: none;
  }
`;
function BackButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Back type="button" $variant="secondary" aria-label={label} onClick={onClick}>
      ←
    </Back>
  );
}

/** Starts or fetches the conversation with one person (the relay answers the same one for the same people). */
function StartConversation({
  uuid,
  connection,
  onStarted,
}: {
  uuid: string;
  connection: ChatConnection;
  onStarted: (c: ChatConversation) => void;
}) {
  const { t } = useTranslation('chat');
  const { view } = useResourceLoad(async () => {
    const reply = await connection.socket.request('startConversation', { participants: [uuid] });
    if (!reply.ok) throw new Error(reply.error.message);
    connection.synced('added', [reply.conversation]);
    return reply.conversation;
  });
  const started = view.status === 'loaded' ? view.value : null;
  const latest = useRef(onStarted);
  latest.current = onStarted;
  useEffect(() => {
    if (started) latest.current(started);
  }, [started]);
  if (view.status === 'loading') return <Note role="status">{t('chat.starting')}</Note>;
  if (view.status === 'loaded') return null;
  return (
    <Note role="alert" data-testid="chat-start-failed">
      {view.status === 'failed' ? view.message : null}
    </Note>
  );
}
