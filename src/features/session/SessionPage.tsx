import { Option, Schema } from 'effect';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { type EventConfig, isSoftClosed } from '../../../schemas/eventConfig';
import { AbstractIdParam, type SessionId, sameRef } from '../../../schemas/ids';
import type { SessionItem } from '../../../schemas/sessionItem';
import type { SignedInUser } from '../../../schemas/user';
import { itemPath, searchListPath } from '../../program/itemPaths';
import { useNow } from '../../program/ClockProvider';
import { upNextOf } from '../../program/upNext';
import { entityOf } from '../../myEvent/entities';
import { ItemRating } from '../../myEvent/ItemRating';
import { NoteBox } from '../../myEvent/NoteBox';
import { NotesDownload } from '../../myEvent/NotesDownload';
import type { NoteAnchor } from '../../myEvent/store';
import { noteItem } from './noteEntries';
import { SaveStar } from '../../myEvent/SaveStar';
import { useProgram } from '../../program/store';
import { hasOfficeHours, on } from '../../program/items';
import { Button } from '../../ui/Button';
import { DrawerToggle, drawerBelowBreakpoint } from '../../ui/Drawer';
import { SafeHtml } from '../../ui/SafeHtml';
import { assessmentsOf } from './assessments';
import { OfficeHoursPanel } from './OfficeHoursPanel';
import { PdfViewer } from './PdfViewer';
import { PresentationEntry } from './PresentationEntry';
import { Box, Muted, Row, Tag, timeRange } from './parts';
import { pdfSource, previewKind } from './pdfSource';
import { SessionVideo } from './SessionVideo';
import { childById, useSessionItems } from './useSessionItems';

/** The older address form ?abId=: an abstract's id in the query string, if it is one. */
const abIdOf = (search: string): number | null => {
  const text = new URLSearchParams(search).get('abId');
  return text === null ? null : Option.getOrNull(Schema.decodeUnknownOption(AbstractIdParam)(text));
};

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

const Side = styled.aside<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  ${drawerBelowBreakpoint('right', '25%', 'flex')}
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

/**
 * The session page at /main/sessions/{session_id}, focused on a child item at /main/sessions/{session_id}/{id}
 * (or with the older ?abId=); /1 after the id marks an abstract reached from search results, whose query string
 * is the program list's, kept for 'Back to search results'.
 */
export function SessionPage({
  sessionId,
  childId = null,
  fromSearch = false,
  user,
  settings,
  token,
  notFound,
}: {
  sessionId: SessionId;
  childId?: number | null;
  fromSearch?: boolean;
  user: SignedInUser;
  settings: EventConfig;
  token: string;
  /** What an unknown session or child id shows. */
  notFound: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const program = useProgram<unknown>();
  const [, navigate] = useLocation();
  const search = useSearch();
  const focus = childId ?? abIdOf(search);
  const loaded = useSessionItems(sessionId);
  const [tab, setTab] = useState<TabId>('description');
  const [pdf, setPdf] = useState<{ url: string; name: string } | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [drawer, setDrawer] = useState(false);
  const now = useNow();

  const timeZone = program.status === 'ready' ? program.snapshot.timezone : (settings.timezone ?? 'UTC');
  const session = loaded.status === 'ready' ? loaded.session : null;
  const children = loaded.status === 'ready' ? loaded.children : [];
  const focused = focus === null ? null : childById(children, focus);
  const selected = focused ?? session;

  const upNext = useMemo(
    () => (program.status === 'ready' && session ? upNextOf(program.snapshot.items, session) : null),
    [program, session],
  );

  if (loaded.status === 'loading') return <Muted>{t('common.loading')}</Muted>;
  if (loaded.status === 'notFound' || (childId !== null && !focused)) return <>{notFound}</>;
  if (loaded.status === 'failed' || !session || !selected)
    return (
      <Box role="alert">
        <p>{loaded.status === 'failed' ? loaded.message : t('session.notFound')}</p>
        <Link href="/main/sessions">{t('session.backToProgram')}</Link>
      </Box>
    );

  const persons = loaded.persons;
  const person = (p: Person): Person => ({ ...p, ...(persons[p.uuid] ?? {}) });
  const roomName = (settings.session_room_array ?? []).find((r) =>
    sameRef(r.session_room_id, selected.room_id ?? session.room_id),
  )?.session_room_name;
  const typeName =
    (settings.session_type_array ?? []).find((x) => sameRef(x.id, session.session_type_id))?.label ??
    session.proposal_type;
  const trackName =
    (settings.program_track_array ?? []).find((x) => sameRef(x.id, session.program_track_id))?.label ??
    session.program_track_name;
  const featureImage = session.feature_image ?? session.live_config_object?.image_url;
  const featureLink = session.live_config_object?.feature_image_link;
  const files = selected.file_links_array ?? [];
  const canDownload = on(settings.session_attachments_download);
  const select = (item: SessionItem) => {
    setDrawer(false);
    setPdf(null);
    navigate(itemPath(item));
  };
  const notesEnabled = on(settings.note_config?.enable_notes);
  const describeNote = (anchor: NoteAnchor) => {
    const item = noteItem(program.status === 'ready' ? program.snapshot.items : [], anchor);
    return {
      heading: item?.title ?? String(anchor.sessionId),
      when: timeRange(item?.start_time_unix, item?.end_time_unix, timeZone, i18n.language) ?? '',
    };
  };
  const officeHours = {
    isPrivileged: user.is_admin,
    uuid: user.uuid,
    softClosed: isSoftClosed(settings, now),
    archiveMode: on(settings.archive_mode),
  };

  return (
    <Page data-testid="session-page">
      <div>
        <Header>
          <Row>
            {fromSearch ? (
              <Button type="button" $variant="secondary" onClick={() => navigate(searchListPath(search))}>
                {t('session.backToSearch')}
              </Button>
            ) : (
              <Button type="button" $variant="secondary" onClick={() => window.history.back()}>
                {t('session.back')}
              </Button>
            )}
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
            <SaveStar {...entityOf(selected)} title={selected.title} />
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
          <ItemRating {...entityOf(selected)} />
        </Header>
        {hasOfficeHours(session) && (
          <OfficeHoursPanel session={session} options={officeHours} timeZone={timeZone} />
        )}
        <SessionVideo key={selected._id} item={selected} user={user} timeZone={timeZone} />
        {pdf ? (
          <PdfViewer key={pdf.url} url={pdf.url} name={pdf.name} token={token} onClose={() => setPdf(null)} />
        ) : (
          <>
            <TabList role="tablist">
              {TABS.filter((id) => id !== 'notes' || notesEnabled).map((id) => (
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
                      // Public-after-presented files come without an address before the start.
                      if (!f.href) {
                        return (
                          <li key={String(f.fieldid)}>
                            <Row>
                              <span>{f.name}</span>
                              <Muted>{t('session.availableAtStart')}</Muted>
                            </Row>
                          </li>
                        );
                      }
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
              {tab === 'notes' && (
                <>
                  <NoteBox
                    key={selected._id}
                    anchor={{
                      sessionId: session.session_id,
                      abId: selected.ab_id,
                      programId: selected.program_id,
                    }}
                    title={selected.title}
                  />
                  <NotesDownload title={t('myEvent.note')} describe={describeNote} />
                </>
              )}
              {tab !== 'description' &&
                tab !== 'presentations' &&
                tab !== 'attachments' &&
                tab !== 'notes' && <Muted>{t('session.empty')}</Muted>}
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
        {[session, ...children].map((item) => (
          <PresentationEntry
            key={item._id}
            item={item}
            selected={item._id === selected._id}
            timeZone={timeZone}
            assessments={assessmentsOf(item, settings)}
            onOpen={select}
          />
        ))}
      </Side>
    </Page>
  );
}
