import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { sessionTimingMachine } from '../../../machines/sessionTiming';
import { sessionTimingView } from '../../../machines/sessionTiming.view';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { FilterReply, ListedItem } from '../../../schemas/program';
import type { SessionItem } from '../../../schemas/sessionItem';
import type { SignedInUser } from '../../../schemas/user';
import { ApiError } from '../../api/client';
import { useNow, useProgram, useProgramStore } from '../../api/program';
import { on, timingInput } from '../../api/programItems';
import { Button } from '../../ui/Button';
import { SafeHtml } from '../../ui/SafeHtml';
import { PdfViewer } from './PdfViewer';
import { pdfSource, previewKind } from './pdfSource';
import { VideoPlayer } from './VideoPlayer';
import { readProgress } from './videoSources';

type Person = NonNullable<SessionItem['author_array']>[number];

const Page = styled.div`
  display: grid;
  grid-template-columns: 1fr 300px;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    grid-template-columns: 1fr;
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h1 { margin: 0; }
  img { max-width: 100%; max-height: 240px; object-fit: cover; border-radius: ${({ theme }) => theme.radius}; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const Tag = styled.span<{ $tone?: 'live' }>`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  ${({ $tone, theme }) =>
    $tone === 'live'
      ? 'background: #c62828; color: #fff;'
      : `background: ${theme.colors.background}; color: ${theme.colors.muted}; border: 1px solid ${theme.colors.border};`}
`;

const Side = styled.aside<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: fixed;
    inset: 0 0 0 25%;
    z-index: 20;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 0 24px rgba(0, 0, 0, 0.25);
  }
`;

const DrawerToggle = styled(Button)`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    display: inline-flex;
  }
`;

const Entry = styled.button<{ $on: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  text-align: start;
  padding: ${({ theme }) => theme.space(2)};
  font: inherit;
  cursor: pointer;
  border: 1px solid ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

const Tab = styled.button<{ $on: boolean }>`
  padding: 8px 12px;
  border: none;
  background: none;
  font: inherit;
  cursor: pointer;
  border-bottom: 3px solid ${({ $on, theme }) => ($on ? theme.colors.primary : 'transparent')};
  font-weight: ${({ $on }) => ($on ? 600 : 400)};
`;

const Box = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h3 { margin-top: 0; }
`;

const Bar = styled.div<{ $ratio: number }>`
  height: 4px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.border};
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $ratio }) => Math.round($ratio * 100)}%;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/** How much of an item's video this browser has watched (0 to 1); null without a video. */
function watched(item: SessionItem): number | null {
  const href = item.video_links_array?.[0]?.href ?? item.live_config_object?.session_video_url;
  if (!href) return null;
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  const p = readProgress(storage, href);
  if (!p || p.duration <= 0) return 0;
  return p.complete ? 1 : Math.min(1, p.time / p.duration);
}

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const TABS = [
  'description',
  'liveParticipation',
  'presentations',
  'attachments',
  'questions',
  'discussion',
  'evaluation',
  'quiz',
  'notes',
] as const;
type TabId = (typeof TABS)[number];

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; reply: FilterReply };

const format = (at: number, tz: string, lang: string, opts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(lang, { timeZone: tz, ...opts }).format(at);

function timeRange(start: number | undefined, end: number | undefined, tz: string, lang: string) {
  if (start === undefined) return null;
  const day = format(start, tz, lang, { weekday: 'short', month: 'short', day: 'numeric' });
  const from = format(start, tz, lang, { hour: 'numeric', minute: '2-digit' });
  const to =
    end === undefined
      ? ''
      : ` – ${format(end, tz, lang, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })}`;
  return `${day}, ${from}${to}`;
}

const minutes = (item: SessionItem) =>
  item.start_time_unix !== undefined && item.end_time_unix !== undefined
    ? Math.round((item.end_time_unix - item.start_time_unix) / 60_000)
    : null;

function People({ title, people }: { title: string; people: readonly Person[] }) {
  if (people.length === 0) return null;
  return (
    <Box aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {people.map((p) => (
          <li key={p.uuid}>
            <strong>
              {[p.Mr, p.Firstname, p.Lastname].filter(Boolean).join(' ')}
              {p.ContactDegrees ? `, ${p.ContactDegrees}` : ''}
            </strong>
            {p.Company ? ` · ${p.Company}` : ''}
            {p.chair_type ? ` · ${p.chair_type}` : ''}
          </li>
        ))}
      </ul>
    </Box>
  );
}

/** The video of an item, or why it cannot be played now. */
function SessionVideo({
  item,
  user,
  timeZone,
  onProgress,
}: {
  item: SessionItem;
  user: SignedInUser;
  timeZone: string;
  onProgress: () => void;
}) {
  const { t } = useTranslation();
  const [snapshot] = useMachine(
    sessionTimingMachine.provide({ actions: { reloadPage: () => window.location.reload() } }),
    { input: timingInput(item, Date.now(), timeZone) },
  );
  const view = sessionTimingView(snapshot);
  const video = item.video_links_array?.[0];
  const live = item.live_config_object;
  const href = video?.href ?? live?.session_video_url;
  if (!href) return view.showAvailabilityWarning ? <Muted>{t('session.noVideoYet')}</Muted> : null;
  if (user.live_stream_only) return <Muted role="note">{t('session.passNoAccess')}</Muted>;
  if (!view.isVideoAvailable && !user.is_admin) {
    const tag = view.accessDayMessage ?? view.releaseTag;
    return <Muted role="note">{tag ? t(tag.key, tag.params) : t('session.noVideoYet')}</Muted>;
  }
  return (
    <VideoPlayer
      href={href}
      low={video ? undefined : live?.session_video_url_low}
      medium={video ? undefined : live?.session_video_url_medium}
      poster={video?.image_url ?? live?.image_url}
      transcript={video?.transcript}
      onProgress={onProgress}
    />
  );
}

/** The session page at /main/sessions/:sessionId (abId and presentation pick a child item). */
export function SessionPage({
  sessionId,
  user,
  settings,
  token,
}: {
  sessionId: string;
  user: SignedInUser;
  settings: EventConfig;
  token: string;
}) {
  const { t, i18n } = useTranslation();
  const store = useProgramStore<unknown>();
  const program = useProgram<unknown>();
  const [, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const abId = params.get('abId');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [tab, setTab] = useState<TabId>('description');
  const [pdf, setPdf] = useState<{ url: string; name: string } | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [drawer, setDrawer] = useState(false);
  const [, setProgressTick] = useState(0);
  useNow();

  useEffect(() => {
    const id = Number(sessionId);
    if (!Number.isInteger(id)) {
      setLoaded({ status: 'failed', message: t('session.notFound') });
      return;
    }
    let cancelled = false;
    store.calls.filter({ session_id: id }).then(
      (reply) => {
        if (!cancelled) setLoaded({ status: 'ready', reply });
      },
      (e: unknown) => {
        if (cancelled) return;
        if (e instanceof ApiError && e.status === 403) navigate('/main/sessions', { replace: true });
        else setLoaded({ status: 'failed', message: e instanceof ApiError ? e.message : String(e) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [store, sessionId, navigate, t]);

  const timeZone = program.status === 'ready' ? program.snapshot.timezone : (settings.timezone ?? 'UTC');
  const entities = loaded.status === 'ready' ? Object.values(loaded.reply.entities) : [];
  const session = entities.find((e) => e.internal_type === 'session') ?? null;
  const children = useMemo(
    () =>
      entities
        .filter((e) => e.internal_type !== 'session')
        .sort((a, b) => (a.start_time_unix ?? 0) - (b.start_time_unix ?? 0)),
    [entities],
  );
  const selected =
    (abId !== null && children.find((c) => String(c.ab_id ?? c.program_id) === abId)) || session;

  const upNext = useMemo((): ListedItem | null => {
    if (program.status !== 'ready' || !session?.start_time_unix) return null;
    const start = session.start_time_unix;
    return (
      program.snapshot.items.find(
        (i) =>
          i.internal_type === 'session' &&
          i.session_id !== session.session_id &&
          (i.start_time_unix ?? 0) > start &&
          !on(i.live_config_object?.hide_from_public),
      ) ?? null
    );
  }, [program, session]);

  if (loaded.status === 'loading') return <Muted>{t('common.loading')}</Muted>;
  if (loaded.status === 'failed' || !session || !selected)
    return (
      <Box role="alert">
        <p>{loaded.status === 'failed' ? loaded.message : t('session.notFound')}</p>
        <Link href="/main/sessions">{t('session.backToProgram')}</Link>
      </Box>
    );

  const persons = loaded.reply.persons;
  const person = (p: Person): Person => ({ ...p, ...(persons[p.uuid] ?? {}) });
  const roomName = (settings.session_room_array ?? []).find(
    (r) => String(r.session_room_id) === String(selected.room_id ?? session.room_id),
  )?.session_room_name;
  const typeName =
    (settings.session_type_array ?? []).find((x) => String(x.id) === String(session.session_type_id))
      ?.label ?? session.proposal_type;
  const trackName =
    (settings.program_track_array ?? []).find((x) => String(x.id) === String(session.program_track_id))
      ?.label ?? session.program_track_name;
  const featureImage = session.feature_image ?? session.live_config_object?.image_url;
  const featureLink = session.live_config_object?.feature_image_link;
  const files = selected.file_links_array ?? [];
  const canDownload = on(settings.session_attachments_download);
  const select = (item: SessionItem | null) => {
    setDrawer(false);
    setPdf(null);
    if (!item || item.internal_type === 'session') navigate(`/main/sessions/${session.session_id}`);
    else
      navigate(
        `/main/sessions/${session.session_id}?abId=${item.ab_id ?? item.program_id}${item.internal_type === 'program' ? '&presentation=1' : ''}`,
      );
  };

  return (
    <Page data-testid="session-page">
      <div>
        <Header>
          <Row>
            <Button type="button" $variant="secondary" onClick={() => window.history.back()}>
              {t('session.back')}
            </Button>
            <DrawerToggle
              type="button"
              $variant="secondary"
              aria-expanded={drawer}
              onClick={() => setDrawer(!drawer)}
            >
              {t('session.presentations')}
            </DrawerToggle>
          </Row>
          <Row>
            <h1>{selected.title}</h1>
            <Button type="button" $variant="link" aria-label={t('program.save')} title={t('program.save')}>
              ☆
            </Button>
          </Row>
          <Row>
            {roomName && <span>{roomName}</span>}
            <span>
              {timeRange(selected.start_time_unix, selected.end_time_unix, timeZone, i18n.language)}
            </span>
          </Row>
          <Row>
            {typeName && <Tag>{typeName}</Tag>}
            {trackName && <Tag>{trackName}</Tag>}
            {(selected.tags ?? []).map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Row>
          {featureImage &&
            (featureLink ? (
              <a href={featureLink} target="_blank" rel="noreferrer">
                <img src={featureImage} alt="" />
              </a>
            ) : (
              <img src={featureImage} alt="" />
            ))}
        </Header>
        <SessionVideo
          key={selected._id}
          item={selected}
          user={user}
          timeZone={timeZone}
          onProgress={() => setProgressTick((n) => n + 1)}
        />
        {pdf ? (
          <PdfViewer url={pdf.url} name={pdf.name} token={token} onClose={() => setPdf(null)} />
        ) : (
          <>
            <TabList role="tablist">
              {TABS.map((id) => (
                <Tab
                  key={id}
                  type="button"
                  role="tab"
                  $on={tab === id}
                  aria-selected={tab === id}
                  onClick={() => setTab(id)}
                >
                  {t(`session.tabs.${id}`)}
                </Tab>
              ))}
            </TabList>
            <div role="tabpanel" data-tab={tab}>
              {tab === 'description' && <SafeHtml html={selected.description} />}
              {tab === 'presentations' &&
                (children.length === 0 ? (
                  <Muted>{t('session.empty')}</Muted>
                ) : (
                  <ul>
                    {children.map((c) => (
                      <li key={c._id}>
                        <Button type="button" $variant="link" onClick={() => select(c)}>
                          {c.title}
                        </Button>
                      </li>
                    ))}
                  </ul>
                ))}
              {tab === 'attachments' &&
                (files.length === 0 ? (
                  <Muted>{t('session.empty')}</Muted>
                ) : (
                  <ul>
                    {files.map((f) => {
                      const kind = previewKind(f.name, f.href);
                      return (
                        <li key={String(f.fieldid)}>
                          <Row>
                            <span>{f.name}</span>
                            {kind === 'pdf' && (
                              <Button
                                type="button"
                                $variant="secondary"
                                onClick={() =>
                                  setPdf({ url: pdfSource(f.href, window.location.origin), name: f.name })
                                }
                              >
                                {t('session.view')}
                              </Button>
                            )}
                            {kind === 'image' && (
                              <Button type="button" $variant="secondary" onClick={() => setImage(f.href)}>
                                {t('session.view')}
                              </Button>
                            )}
                            {canDownload && (
                              <a href={f.href} download target="_blank" rel="noreferrer">
                                {t('session.download')}
                              </a>
                            )}
                          </Row>
                        </li>
                      );
                    })}
                  </ul>
                ))}
              {tab !== 'description' && tab !== 'presentations' && tab !== 'attachments' && (
                <Muted>{t('session.empty')}</Muted>
              )}
              {image && tab === 'attachments' && <img src={image} alt="" style={{ maxWidth: '100%' }} />}
            </div>
          </>
        )}
        {settings.show_credit_info !== undefined &&
          on(settings.show_credit_info) &&
          (selected.credits_array?.length ?? 0) > 0 && (
            <Box aria-label={t('session.credits')}>
              <h3>{t('session.credits')}</h3>
              <ul>
                {(selected.credits_array ?? []).map((c) => (
                  <li key={String(c.credit_id)}>
                    {c.label}: {c.value}
                  </li>
                ))}
              </ul>
            </Box>
          )}
        <People title={t('session.speakers')} people={(selected.author_array ?? []).map(person)} />
        <People title={t('session.chairs')} people={(session.session_chair_array ?? []).map(person)} />
        <Box>
          {upNext && (
            <>
              <h3>{t('session.upNext')}</h3>
              <p>
                <Link href={`/main/sessions/${upNext.session_id}`}>{upNext.title}</Link>
                {upNext.start_time_unix !== undefined && (
                  <> · {timeRange(upNext.start_time_unix, upNext.end_time_unix, timeZone, i18n.language)}</>
                )}
              </p>
            </>
          )}
          <Link href="/main/sessions">{t('session.backToProgram')}</Link>
        </Box>
      </div>
      <Side $open={drawer} aria-label={t('session.presentations')}>
        {[session, ...children].map((item) => {
          const live = item.internal_type === 'session' && Boolean(item.live_channel_id);
          const length = minutes(item);
          const seen = watched(item);
          return (
            <Entry key={item._id} type="button" $on={item._id === selected._id} onClick={() => select(item)}>
              <Row>
                <Tag>{t(`session.kind.${item.internal_type}`)}</Tag>
                {live && <Tag $tone="live">{t('session.liveStream')}</Tag>}
              </Row>
              <strong>{item.title}</strong>
              <span>
                {item.start_time_unix !== undefined &&
                  format(item.start_time_unix, timeZone, i18n.language, {
                    hour: 'numeric',
                    minute: '2-digit',
                  })}
                {length !== null && ` · ${t('session.minutes', { count: length })}`}
              </span>
              {seen !== null && (
                <Bar
                  $ratio={seen}
                  role="progressbar"
                  aria-label={t('session.watched')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(seen * 100)}
                />
              )}
            </Entry>
          );
        })}
      </Side>
    </Page>
  );
}
