import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useClient } from '../browser/clientContext';
import { useNow } from '../program/ClockProvider';
import { Alert } from '../ui/Alert';
import { Composer } from './Composer';
import { PostCard, type PostViewer, postActionsFor } from './PostCard';
import type { Discussion } from './useDiscussion';

const Thread = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A subject's Discussion (a session's, a purchased product's, a booth's): the wall's composer, unless the user
 * may not write (limited access, or after the soft close but for admins), and its posts newest first with
 * their replies, likes and the wall's actions.
 */
export function DiscussionPanel({ discussion, viewer }: { discussion: Discussion; viewer: PostViewer }) {
  const { t } = useTranslation();
  const { api } = useClient();
  const { calls, view, threads } = discussion;
  const actions = postActionsFor(viewer, useNow(), {
    calls,
    onSaved: discussion.saved,
    onRemoved: discussion.removed,
    report: async (id, reason) => {
      await api.flag({ entity_type: 'post', entity_id: id, flag_reason: reason });
    },
  });
  return (
    <Thread data-testid="discussion" data-state={view.state}>
      {actions.canWrite && (
        <Composer
          calls={calls}
          label={t('discussion.composer')}
          send={(body) => calls.create(body)}
          onSaved={discussion.saved}
        />
      )}
      {view.status === 'loading' && <Muted>{t('common.loading')}</Muted>}
      {view.status === 'failed' && <Alert tone="error">{view.message}</Alert>}
      {view.status === 'ready' && threads.length === 0 && (
        <Muted data-testid="discussion-empty">{t('discussion.empty')}</Muted>
      )}
      {threads.map((thread) => (
        <PostCard key={thread.post.CommentID} post={thread.post} replies={thread.replies} actions={actions} />
      ))}
    </Thread>
  );
}
