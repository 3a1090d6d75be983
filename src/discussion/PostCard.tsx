import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { type EventConfig, isSoftClosed } from '../../schemas/eventConfig';
import type { FlagReason } from '../../schemas/flag';
import type { SignedInUser } from '../../schemas/user';
import type { WallPost } from '../../schemas/wall';
import type { PostCalls } from '../api/wallCalls';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { SafeHtml } from '../ui/SafeHtml';
import { htmlToText } from '../ui/plainText';
import { Composer } from './Composer';
import { relativeTime } from '../ui/relativeTime';

const Card = styled.article<{ $nested: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $nested }) => ($nested ? theme.colors.background : theme.colors.surface)};
  header { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; align-items: baseline; }
  header span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  align-items: center;
`;
const Gallery = styled.div<{ $count: number }>`
  display: grid;
  gap: 4px;
  grid-template-columns: ${({ $count }) => ($count === 1 ? '1fr' : '1fr 1fr')};
  a { position: relative; display: block; }
  img { width: 100%; max-height: ${({ $count }) => ($count === 1 ? '420px' : '200px')}; object-fit: cover; display: block; border-radius: 4px; }
  span { position: absolute; inset: 0; display: grid; place-items: center; background: rgba(0, 0, 0, 0.55); color: #fff; font-size: 1.5rem; font-weight: 700; border-radius: 4px; }
`;
const Replies = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-inline-start: ${({ theme }) => theme.space(4)};
`;

/** Up to 4 images in their layout (1 to 4), a fifth and more counted on the last as '+N' (001 §9). */
function PostGallery({ images }: { images: readonly string[] }) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  const shown = images.slice(0, 4);
  return (
    <Gallery $count={shown.length}>
      {shown.map((url, i) => (
        <a key={url} href={url} target="_blank" rel="noreferrer">
          <img src={url} alt={t('wall.image', { n: i + 1 })} />
          {i === 3 && images.length > 4 && <span>{t('wall.moreImages', { count: images.length - 4 })}</span>}
        </a>
      ))}
    </Gallery>
  );
}

/** Who reads posts: the user, the event's settings, and where a person's profile is (the likers link there). */
export interface PostViewer {
  readonly user: SignedInUser;
  readonly settings: EventConfig;
  readonly profileOf?: ((uuid: string) => string) | undefined;
}

export interface PostActions {
  readonly me: string;
  readonly isAdmin: boolean;
  /** Posting, replying and liking (not for limited access, nor after the soft close). */
  readonly canWrite: boolean;
  readonly now: number;
  readonly calls: PostCalls;
  readonly onSaved: (post: WallPost) => void;
  readonly onRemoved: (id: string) => void;
  readonly report: (id: string, reason: FlagReason) => Promise<void>;
  readonly profileOf?: ((uuid: string) => string) | undefined;
}

/**
 * What the user may do with posts and how: posting, replying and liking unless their pass is limited or the
 * event is soft-closed (admins excepted), and the calls and feed updates of the wall or of a discussion.
 */
export function postActionsFor(
  viewer: PostViewer,
  now: number,
  rest: Pick<PostActions, 'calls' | 'onSaved' | 'onRemoved' | 'report'>,
): PostActions {
  const { user, settings } = viewer;
  return {
    me: user.uuid,
    isAdmin: user.is_admin,
    canWrite: !user.limited_access_attendee && (user.is_admin || !isSoftClosed(settings, now)),
    now,
    profileOf: viewer.profileOf,
    ...rest,
  };
}

/** One post or reply: author and time, text, images, likes with the likers, reply, edit, delete and report. */
export function PostCard({
  post,
  replies = [],
  actions,
}: {
  post: WallPost;
  replies?: readonly { post: WallPost; replies: readonly WallPost[] }[];
  actions: PostActions;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(true);
  const [showLikers, setShowLikers] = useState(false);
  const [reported, setReported] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Runs a like, delete or report; a refusal or a lost connection is said, never swallowed. */
  const attempt = (action: () => Promise<void>) => async () => {
    setFailure(null);
    try {
      await action();
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : t('wall.failed'));
    }
  };
  const { me, isAdmin, canWrite, calls } = actions;
  const mine = post.author.id === me;
  const liked = post.likes.some((l) => l.ReviewID === me);
  const when = relativeTime(post.created_timestamp * 1000, actions.now, i18n.language);
  const name = [post.author.firstname, post.author.lastname].filter(Boolean).join(' ');

  return (
    <Card $nested={post.Level > 0} data-testid="wall-post" data-post-id={post.CommentID} aria-label={name}>
      <header>
        <strong>{name}</strong>
        {post.author.company && <span>{post.author.company}</span>}
        <span>{'date' in when ? when.date : t(when.key, 'count' in when ? { count: when.count } : {})}</span>
      </header>
      {editing ? (
        <Composer
          calls={calls}
          label={t('wall.composer')}
          initial={{ text: htmlToText(post.message_object.body), images: post.mediaList }}
          withImages={post.Level === 0}
          send={(body) => calls.edit(post.CommentID, body)}
          onSaved={(saved) => {
            setEditing(false);
            actions.onSaved(saved);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <SafeHtml html={post.message_object.body} />
          <PostGallery images={post.mediaList} />
        </>
      )}
      <Actions>
        <Button
          type="button"
          $variant="link"
          aria-pressed={liked}
          disabled={!canWrite}
          onClick={attempt(async () => actions.onSaved(await calls.like(post.CommentID, !liked)))}
        >
          {t('wall.like')}
        </Button>
        <Button
          type="button"
          $variant="link"
          aria-expanded={showLikers}
          disabled={post.likes.length === 0}
          onClick={() => setShowLikers(!showLikers)}
        >
          {t('wall.likes', { count: post.likes.length })}
        </Button>
        {post.Level < 2 && canWrite && (
          <Button
            type="button"
            $variant="link"
            aria-expanded={replying}
            onClick={() => setReplying(!replying)}
          >
            {t('wall.reply')}
          </Button>
        )}
        {replies.length > 0 && (
          <Button
            type="button"
            $variant="link"
            aria-expanded={showReplies}
            onClick={() => setShowReplies(!showReplies)}
          >
            {t('wall.showReplies')} ({replies.length})
          </Button>
        )}
        {mine && canWrite && !editing && (
          <Button type="button" $variant="link" onClick={() => setEditing(true)}>
            {t('wall.edit')}
          </Button>
        )}
        {(mine || isAdmin) && (
          <Button
            type="button"
            $variant="link"
            onClick={attempt(async () => {
              if (!window.confirm(t('wall.confirmDelete'))) return;
              await calls.remove(post.CommentID);
              actions.onRemoved(post.CommentID);
            })}
          >
            {t('wall.delete')}
          </Button>
        )}
        {!mine &&
          !reported &&
          (['offensive', 'spam'] as const).map((reason) => (
            <Button
              key={reason}
              type="button"
              $variant="link"
              onClick={attempt(async () => {
                await actions.report(post.CommentID, reason);
                setReported(true);
              })}
            >
              {t(`wall.${reason}`)}
            </Button>
          ))}
        {reported && <span role="status">{t('wall.reported')}</span>}
      </Actions>
      {failure && <Alert tone="error">{failure}</Alert>}
      {showLikers && post.likes.length > 0 && (
        <ul aria-label={t('wall.likedBy')}>
          {post.likes.map((l) => (
            <li key={l.ReviewID}>
              {actions.profileOf ? <Link href={actions.profileOf(l.ReviewID)}>{l.name}</Link> : l.name}
            </li>
          ))}
        </ul>
      )}
      {replying && (
        <Composer
          calls={calls}
          label={t('wall.replyLabel')}
          withImages={false}
          send={(body) => calls.create({ ...body, parent_id: post.CommentID })}
          onSaved={(saved) => {
            setReplying(false);
            setShowReplies(true);
            actions.onSaved(saved);
          }}
          onCancel={() => setReplying(false)}
        />
      )}
      {showReplies && replies.length > 0 && (
        <Replies>
          {replies.map((r) => (
            <PostCard
              key={r.post.CommentID}
              post={r.post}
              replies={r.replies.map((p) => ({ post: p, replies: [] }))}
              actions={actions}
            />
          ))}
        </Replies>
      )}
    </Card>
  );
}
