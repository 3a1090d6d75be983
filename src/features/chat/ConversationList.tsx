import styled from 'styled-components';
import type { ListedConversation } from '../../../machines/chatSync.view';
import type { StatusMap } from '../../../schemas/chatSocket';
import { Avatar } from '../../ui/Avatar';
import { messageTime, previewOf } from './chatText';
import { useTranslation } from 'react-i18next';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Item = styled.button<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 72px;
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $open, theme }) => ($open ? theme.colors.primaryLight : 'none')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  > span:not([aria-hidden]) { display: flex; flex-direction: column; min-width: 0; flex: 1; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`;
const Top = styled.span`
  display: flex !important;
  flex-direction: row !important;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  strong { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  small { flex: none; white-space: nowrap; }
`;
const Unread = styled.span`
  flex: none;
  min-width: 24px;
  padding: 2px 8px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.8125rem;
  font-weight: 600;
  text-align: center;
`;
const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ConversationListProps {
  conversations: readonly ListedConversation[];
  openId: string | null;
  me: string;
  nameOf: (uuid: string) => string;
  pictureOf: (uuid: string) => string | undefined;
  statuses: StatusMap;
  timeZone: string | null;
  onOpen: (id: string) => void;
}

/** The Conversations tab: each with its peer, status, preview, time and unread count, newest first. */
export function ConversationList(props: ConversationListProps) {
  const { t, i18n } = useTranslation('chat');
  const { conversations, openId, me, nameOf, pictureOf, statuses, timeZone, onOpen } = props;
  if (conversations.length === 0) return <Empty>{t('chat.noConversations')}</Empty>;
  return (
    <List data-testid="conversation-list">
      {conversations.map((c) => {
        const peer = c.participants.find((p) => p !== me) ?? me;
        const name = nameOf(peer);
        const last = c.lastMessage;
        return (
          <li key={c.id}>
            <Item
              type="button"
              $open={c.id === openId}
              aria-current={c.id === openId ? 'true' : undefined}
              data-testid="conversation"
              data-unread={c.unread}
              onClick={() => onOpen(c.id)}
            >
              <Avatar name={name} picture={pictureOf(peer)} size={44} />
              <span>
                <Top>
                  <strong>{name}</strong>
                  {last ? <small>{messageTime(last, i18n.language, timeZone)}</small> : null}
                </Top>
                <small>
                  {statuses[peer] === 'online' ? t('chat.online') : t('chat.offline')}
                  {last ? ` · ${last.from === me ? `${t('chat.you')}: ` : ''}${previewOf(last.text)}` : ''}
                </small>
              </span>
              {c.unread > 0 ? (
                <Unread
                  data-testid="conversation-unread"
                  aria-label={t('sidebar.unread', { count: c.unread })}
                >
                  {c.unread}
                </Unread>
              ) : null}
            </Item>
          </li>
        );
      })}
    </List>
  );
}
