import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { LobbyActivity } from '../../../schemas/lobby';
import { useNow } from '../../program/ClockProvider';
import { wordsOf } from '../../ui/plainText';
import { relativeTime } from '../../ui/relativeTime';
import { useResourceLoad } from '../../ui/useResourceLoad';
import { Avatar } from '../../ui/Avatar';

/** The longest excerpt of a post the feed shows, in characters. */
const EXCERPT = 160;

const Feed = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h2 { margin: 0; font-size: 1.1rem; }
  ol { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
`;
const Entry = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  div { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
  p { margin: 0; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`;

const excerpt = (html: string) => {
  const words = wordsOf(html);
  return words.length > EXCERPT ? `${words.slice(0, EXCERPT - 1).trimEnd()}…` : words;
};

/**
 * The lobby's activity feed: the newest wall posts and replies the user may see, as the server lists them (the
 * wall's own visibility rules), each with its author, time, an excerpt, its images and its session. Ghost users
 * get no heading (000 §6); the list keeps its name for screen readers. Nothing shows while it loads, when it
 * fails, or when there is no activity.
 */
export function ActivityFeed({
  load,
  ghost,
  wallHref,
}: {
  load: () => Promise<readonly LobbyActivity[]>;
  ghost: boolean;
  /** The social wall, when the app has its screen. */
  wallHref: string | null;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const { view } = useResourceLoad(load);
  if (view.status !== 'loaded' || view.value.length === 0) return null;
  return (
    <Feed
      data-testid="lobby-activity"
      {...(ghost ? { 'aria-label': t('lobby.activity') } : { 'aria-labelledby': 'lobby-activity' })}
    >
      {ghost ? null : <h2 id="lobby-activity">{t('lobby.activity')}</h2>}
      <ol>
        {view.value.map((a) => {
          const name = [a.author.firstname, a.author.lastname].filter(Boolean).join(' ');
          const when = relativeTime(a.created_timestamp * 1000, now, i18n.language);
          const session = a.session_title || null;
          return (
            <Entry key={a.id} data-testid="lobby-activity-entry">
              <Avatar picture={a.author.image} name={name} size={32} />
              <div>
                <strong>{t(a.kind === 'post' ? 'lobby.posted' : 'lobby.replied', { name })}</strong>
                <p>{excerpt(a.body)}</p>
                {a.image_count > 0 ? <small>{t('lobby.images', { count: a.image_count })}</small> : null}
                {session ? <small>{t('lobby.about', { session })}</small> : null}
                <small>
                  {'date' in when ? when.date : t(when.key, 'count' in when ? { count: when.count } : {})}
                </small>
              </div>
            </Entry>
          );
        })}
      </ol>
      {wallHref ? <Link href={wallHref}>{t('lobby.openWall')}</Link> : null}
    </Feed>
  );
}
