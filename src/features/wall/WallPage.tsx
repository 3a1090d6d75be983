import { useMachine } from '@xstate/react';
import { inspect } from '../../browser/inspection';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { type WallRead, wallFeedMachine } from '../../../machines/wallFeed';
import { wallFeedView } from '../../../machines/wallFeed.view';
import { TIME } from '../../../schemas/constants';
import { type EventConfig, isOn } from '../../../schemas/eventConfig';
import type { FlagReason } from '../../../schemas/flag';
import type { SignedInUser } from '../../../schemas/user';
import type { WallCalls } from '../../api/wallCalls';
import { useNow } from '../../program/ClockProvider';
import { Alert } from '../../ui/Alert';
import { adsAt } from '../../ui/adPlacements';
import { AdSlot } from '../../ui/AdSlot';
import { DrawerToggle } from '../../ui/Drawer';
import { FilterAside, FilterLayout } from '../../ui/FilterLayout';
import { Composer } from '../../discussion/Composer';
import { TweetColumn } from './TweetColumn';
import { PostCard, postActionsFor } from '../../discussion/PostCard';
import {
  DEFAULT_TYPES,
  type PostType,
  POST_TYPES,
  SORTS,
  sessionChoices,
  type WallSort,
  wallThreads,
} from './wallList';
import { PageTitle } from '../../ui/PageTitle';

/** The feed shows 5 posts and 5 more each time its end comes into view (001 §9). */
const PAGE = 5;
const POLL_MS = 2 * TIME.MINUTE;
const RETRY_MS = 15 * TIME.SECOND;

const Aside = styled(FilterAside)`
  fieldset { border: none; padding: 0; margin: 0 0 ${({ theme }) => theme.space(4)}; }
  legend { font-weight: 600; margin-bottom: ${({ theme }) => theme.space(1)}; }
  label { display: flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; min-height: 32px; }
  input[type='search'], select { width: 100%; min-height: 36px; font: inherit; }
`;
const Feed = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h1 { margin: 0; }
  > input[type='search'] { min-height: 40px; padding: 0 12px; font: inherit; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}; }
`;
/** The feed beside the skyscraper ad, from 1200 px wide (001 §9 'Wide layout at width of at least 1200'). */
const Main = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (min-width: 1200px) {
    grid-template-columns: minmax(0, 1fr) 180px;
  }
  > aside { display: none; }
  @media (min-width: 1200px) {
    > aside { display: block; position: sticky; top: ${({ theme }) => theme.space(4)}; }
  }
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** The social wall (001 §2): filters, search, the composer and the posts, polled every 2 minutes. */
export function WallPage({
  user,
  settings,
  calls,
  report,
  sessions,
  profileOf,
  embedded = false,
}: {
  user: SignedInUser;
  settings: EventConfig;
  calls: WallCalls;
  report: (id: string, reason: FlagReason) => Promise<void>;
  /** The program's sessions, for the session-name filter. */
  sessions: readonly { id: number; title: string }[];
  /** The address of a person's profile (the likers link there). */
  profileOf?: ((uuid: string) => string) | undefined;
  /** Shown inside another page (a custom screen's social feed): that page gives the title and the heading one. */
  embedded?: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const [snapshot, send] = useMachine(
    wallFeedMachine.provide({
      actors: { readWall: fromPromise<WallRead, number | null>(({ input }) => calls.read(input)) },
    }),
    { inspect, input: { pollMs: POLL_MS, retryMs: RETRY_MS } },
  );
  const view = wallFeedView(snapshot);
  const qnaOn = isOn(settings.session_config?.include_qna_in_discussion);
  const [types, setTypes] = useState<readonly PostType[]>(DEFAULT_TYPES);
  const [sort, setSort] = useState<WallSort>('recent');
  const [search, setSearch] = useState('');
  const [sessionQuery, setSessionQuery] = useState('');
  const [picked, setPicked] = useState<readonly number[]>([]);
  const [shown, setShown] = useState(PAGE);
  const [drawer, setDrawer] = useState(false);
  /** The session a new post is about ('' for the general wall). */
  const [postTo, setPostTo] = useState('');
  const end = useRef<HTMLDivElement>(null);

  const threads = useMemo(
    () =>
      view.status === 'ready'
        ? wallThreads(view.posts, { types, sessions: picked, search, sort }, user.uuid)
        : [],
    [view, types, picked, search, sort, user.uuid],
  );
  const more = threads.length > shown;
  useEffect(() => {
    const el = end.current;
    if (!el || !more) return;
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown((n) => n + PAGE);
      },
      { threshold: 0.9 },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [more]);

  const actions = postActionsFor({ user, settings, profileOf }, now, {
    calls,
    onSaved: (post) => send({ type: 'WALL.SAVED', post }),
    onRemoved: (id) => send({ type: 'WALL.REMOVED', id }),
    report,
  });
  const title = settings.social_wall_title || t('wall.title');
  const hasSkyscraper = useMemo(() => adsAt(settings, 'wall', 'skyscraper').length > 0, [settings]);
  const sessionChoice = (
    <label>
      {t('wall.postTo')}{' '}
      <select value={postTo} onChange={(e) => setPostTo(e.target.value)}>
        <option value="">{t('wall.conference')}</option>
        {sessions
          .filter((s) => user.is_admin || user.session_access_array.includes(s.id))
          .map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.title}
            </option>
          ))}
      </select>
    </label>
  );
  const onlyQuestions = types.length === 1 && types[0] === 'qnapost';
  const toggle = (type: PostType) =>
    setTypes(types.includes(type) ? types.filter((x) => x !== type) : [...types, type]);

  return (
    <FilterLayout data-testid="wall-page" data-state={view.state}>
      {embedded ? null : <PageTitle page={title} />}
      <Aside $open={drawer} aria-label={t('wall.filters')}>
        <fieldset>
          <legend>{t('wall.types')}</legend>
          {POST_TYPES.filter((type) => type !== 'qnapost' || qnaOn).map((type) => (
            <label key={type}>
              <input type="checkbox" checked={types.includes(type)} onChange={() => toggle(type)} />
              {t(`wall.${type}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('wall.sortLabel')}</legend>
          <select
            aria-label={t('wall.sortLabel')}
            value={sort}
            onChange={(e) => setSort(e.target.value as WallSort)}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`wall.${s}`)}
              </option>
            ))}
          </select>
        </fieldset>
        {sessions.length > 0 && (
          <fieldset>
            <legend>{t('wall.sessions')}</legend>
            <input
              type="search"
              aria-label={t('wall.sessionSearch')}
              placeholder={t('wall.sessionSearch')}
              value={sessionQuery}
              onChange={(e) => setSessionQuery(e.target.value)}
            />
            {(() => {
              const choices = sessionChoices(sessions, sessionQuery);
              if (choices.length === 0) return <Muted>{t('wall.noResults')}</Muted>;
              return choices.map((s) => (
                <label key={s.id}>
                  <input
                    type="checkbox"
                    checked={picked.includes(s.id)}
                    onChange={() =>
                      setPicked(picked.includes(s.id) ? picked.filter((x) => x !== s.id) : [...picked, s.id])
                    }
                  />
                  {s.title}
                </label>
              ));
            })()}
          </fieldset>
        )}
        {settings.twitter_query && <TweetColumn load={async () => (await calls.tweets()).tweets} />}
      </Aside>
      <Main>
        <Feed>
          {embedded ? <h2>{title}</h2> : <h1>{title}</h1>}
          <DrawerToggle
            type="button"
            $variant="secondary"
            aria-expanded={drawer}
            onClick={() => setDrawer(!drawer)}
          >
            {t('wall.filters')}
          </DrawerToggle>
          <input
            type="search"
            aria-label={t('wall.searchLabel')}
            placeholder={t('wall.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {actions.canWrite && (
            <Composer
              calls={calls}
              label={t('wall.composer')}
              extra={sessions.length > 0 ? sessionChoice : null}
              send={(body) => calls.create(postTo ? { ...body, session_id: Number(postTo) } : body)}
              onSaved={(post) => send({ type: 'WALL.SAVED', post })}
            />
          )}
          {view.status === 'loading' && <Muted>{t('common.loading')}</Muted>}
          {view.status === 'failed' && <Alert tone="error">{view.message}</Alert>}
          {view.status === 'ready' && threads.length === 0 && (
            <Muted data-testid="wall-empty">
              {onlyQuestions ? t('wall.emptyQuestions') : t('wall.empty')}
            </Muted>
          )}
          {threads.slice(0, shown).map((thread) => (
            <PostCard
              key={thread.post.CommentID}
              post={thread.post}
              replies={thread.replies}
              actions={actions}
            />
          ))}
          {more && <div ref={end} style={{ minHeight: 1 }} />}
        </Feed>
        {hasSkyscraper && (
          <div>
            <AdSlot settings={settings} page="wall" slot="skyscraper" />
          </div>
        )}
      </Main>
    </FilterLayout>
  );
}
