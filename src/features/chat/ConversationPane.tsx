import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { chatConversationView } from '../../../machines/chatConversation.view';
import type { ChatMessage, UserStatus } from '../../../schemas/chatSocket';
import { TIME } from '../../../schemas/constants';
import type { ChatCalls } from '../../api/chatCalls';
import type { ChatConnection } from '../../chat/chatConnection';
import { type OpenConversation, openConversation } from '../../chat/openConversation';
import { Button } from '../../ui/Button';
import { Avatar } from '../../ui/Avatar';
import { messageTime } from './chatText';
import { Composer } from './Composer';
import { useTranslation } from 'react-i18next';

const RESYNC_RETRY_MS = 5 * TIME.SECOND;

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
  height: 100%;
`;
const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: 1.125rem; }
  > div { flex: 1; min-width: 0; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`;
/** Where the header's actions go (the video call button): to the end of the header. */
const HeaderActions = styled.div`
  flex: none !important;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;
const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} 0;
  flex: 1;
  min-height: 240px;
  max-height: 60vh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;
const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(75%, 560px);
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: 12px;
  background: ${({ $mine, theme }) => ($mine ? theme.colors.primary : theme.colors.background)};
  color: ${({ $mine, theme }) => ($mine ? '#fff' : theme.colors.text)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  time { display: block; font-size: 0.75rem; margin-top: 2px; opacity: 0.9; }
`;
const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ConversationPaneProps {
  conversationId: string;
  me: string;
  peer: string;
  peerName: string;
  peerPicture?: string | undefined;
  status: UserStatus | undefined;
  connection: ChatConnection;
  calls: ChatCalls;
  timeZone: string | null;
  /** Before the header's end: a Back button on phones. */
  back?: ReactNode;
  /** At the header's end: the video call button, given the peer and whether they are online. */
  actions?: ReactNode;
}

/** The open conversation: header with the peer and status, the messages (live, resynced), the composer. */
export function ConversationPane(props: ConversationPaneProps) {
  const { connection, calls, conversationId } = props;
  const [open, setOpen] = useState<OpenConversation | null>(null);
  useEffect(() => {
    const opened = openConversation(connection, calls, conversationId, RESYNC_RETRY_MS);
    setOpen(opened);
    return () => opened.stop();
  }, [connection, calls, conversationId]);
  return open ? <OpenPane {...props} actor={open.actor} /> : null;
}

function OpenPane(props: ConversationPaneProps & { actor: OpenConversation['actor'] }) {
  const { t, i18n } = useTranslation('chat');
  const { conversationId, me, connection } = props;
  const view = useSelector(props.actor, chatConversationView);
  const send = (event: { type: 'CONVERSATION.RETRY' }) => props.actor.send(event);

  const list = useRef<HTMLOListElement>(null);
  const count = view.messages.length;
  // The newest message comes into view; older ones loaded above leave the scroll where it is.
  const newest = view.messages.at(-1)?.id;
  useEffect(() => {
    if (newest && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newest]);

  const sendText = async (text: string): Promise<ChatMessage> => {
    const reply = await connection.socket.request('sendMessage', { conversationId, text });
    if (!reply.ok) throw new Error(reply.error.message);
    return reply.message;
  };

  return (
    <Pane
      aria-label={t('chat.messages', { name: props.peerName })}
      data-testid="conversation-pane"
      data-state={view.state}
    >
      <Header>
        {props.back}
        <Avatar name={props.peerName} picture={props.peerPicture} size={44} />
        <div>
          <h2>{props.peerName}</h2>
          <small data-testid="peer-status">
            {props.status === 'online' ? t('chat.online') : t('chat.offline')}
          </small>
        </div>
        <HeaderActions data-slot="conversation-actions">{props.actions}</HeaderActions>
      </Header>
      {view.loading ? <Note>{t('common.loading')}</Note> : null}
      {view.failed ? (
        <Note role="alert">
          {view.failure}{' '}
          <Button type="button" $variant="link" onClick={() => send({ type: 'CONVERSATION.RETRY' })}>
            {t('common.retry')}
          </Button>
        </Note>
      ) : null}
      {view.reconnecting ? <Note role="status">{t('chat.reconnecting')}</Note> : null}
      <Messages ref={list} tabIndex={0} aria-label={t('chat.messages', { name: props.peerName })}>
        {view.canLoadOlder || view.loadingOlder ? (
          <li>
            <Button
              type="button"
              $variant="link"
              disabled={view.loadingOlder}
              onClick={() => props.actor.send({ type: 'CONVERSATION.OLDER' })}
            >
              {view.loadingOlder ? t('common.loading') : t('chat.older')}
            </Button>
          </li>
        ) : null}
        {!view.loading && !view.failed && count === 0 ? (
          <Note as="li">{t('chat.emptyConversation')}</Note>
        ) : null}
        {view.messages.map((m) => (
          <Bubble
            key={m.id}
            $mine={m.from === me}
            data-testid="chat-message"
            data-from={m.from === me ? 'me' : 'peer'}
          >
            <p>{m.text}</p>
            <time dateTime={new Date(m.ts * 1000).toISOString()}>
              {m.from === me ? `${t('chat.you')} · ` : ''}
              {messageTime(m, i18n.language, props.timeZone)}
            </time>
          </Bubble>
        ))}
      </Messages>
      <Composer send={sendText} delivered={(m) => connection.received(m)} />
    </Pane>
  );
}
