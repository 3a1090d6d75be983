import { useDisplayZone } from '../../myEvent/displayZone';
import { Option, Schema } from 'effect';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { type EventConfig, isOn, isSoftClosed } from '../../../schemas/eventConfig';
import { AbstractIdParam, type SessionId } from '../../../schemas/ids';
import type { SessionItem } from '../../../schemas/sessionItem';
import type { SignedInUser } from '../../../schemas/user';
import type { NoteAnchor } from '../../myEvent/store';
import { useNow } from '../../program/ClockProvider';
import { itemPath } from '../../program/itemPaths';
import { hasOfficeHours, hasPoster, on } from '../../program/items';
import { useProgram } from '../../program/store';
import { upNextOf } from '../../program/upNext';
import { drawerBelowBreakpoint } from '../../ui/Drawer';
import { visibleAssessmentsOf } from './assessments';
import { noteItem } from '../../myEvent/noteItem';
import { OfficeHoursPanel } from './OfficeHoursPanel';
import { PdfViewer } from '../../ui/media/PdfViewer';
import { PresentationEntry } from './PresentationEntry';
import { Box, Muted, timeRange } from './parts';
import { pdfSource } from '../../ui/media/pdfSource';
import { SessionHeader } from './SessionHeader';
import { SessionLocked } from './SessionLocked';
import { SessionPeople } from './SessionPeople';
import { type SessionTab, sessionPageView } from './sessionPage.view';
import { SessionTabs } from './SessionTabs';
import { SessionVideo } from './SessionVideo';
import { CompletionProgressProvider } from './completionProgress';
import { childById, useSessionItems } from './useSessionItems';
import { useClient } from '../../browser/clientContext';
import { startingAt } from '../../../schemas/ads';
import { prerollsOf } from '../../ui/adPlacements';
import { AdSlot } from '../../ui/AdSlot';
import { BreakoutRoomsPanel } from './BreakoutRoomsPanel';
import { discussionOf, useDiscussion } from '../../discussion/useDiscussion';

/** The older address form ?abId=: an abstract's id in the query string, if it is one. */
const abIdOf = (search: string): number | null => {
  const text = new URLSearchParams(search).get('abId');
  return text === null ? null : Option.getOrNull(Schema.decodeUnknownOption(AbstractIdParam)(text));
};

const Page = styled.div`
  display: grid;
  grid-template-columns: 1fr 300px;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.aside<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  ${drawerBelowBreakpoint('right', '25%', 'flex')}
`;

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
  roomOf,
  breakoutRoomOf,
  profileOf,
}: {
  sessionId: SessionId;
  childId?: number | null;
  fromSearch?: boolean;
  user: SignedInUser;
  settings: EventConfig;
  token: string;
  /** What an unknown session or child id shows. */
  notFound: ReactNode;
  /** The address of an office hour's video room, once the app has that screen. */
  roomOf?: ((sessionId: number) => string) | undefined;
  /** The address of one of the session's breakout rooms, once the app has that screen. */
  breakoutRoomOf?: ((sessionId: number, roomId: string) => string) | undefined;
  /** The address of a person's profile, once the app has that screen. */
  profileOf?: ((uuid: string) => string) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const program = useProgram();
  const [, navigate] = useLocation();
  const search = useSearch();
  const focus = childId ?? abIdOf(search);
  const loaded = useSessionItems(sessionId);
  const discussion = useDiscussion(discussionOf(settings, user, { kind: 'session', id: sessionId }));
  const [tab, setTab] = useState<SessionTab>('description');
  const [pdf, setPdf] = useState<{ url: string; name: string } | null>(null);
  const [drawer, setDrawer] = useState(false);
  const now = useNow();
  const { storage, api } = useClient();
  const [preroll] = useState(() => {
    const all = prerollsOf(settings);
    return startingAt(all, all.length > 1 ? storage.nextAdTurn('session.preroll') : 0)[0] ?? null;
  });

  const timeZone = program.status === 'ready' ? program.snapshot.timezone : (settings.timezone ?? 'UTC');
  const shownZone = useDisplayZone(timeZone);
  const session = loaded.status === 'ready' ? loaded.session : null;
  const children = loaded.status === 'ready' ? loaded.children : [];
  const focused = focus === null ? null : childById(children, focus);
  const selected = focused ?? session;

  // The game's poster view (000 §4): a poster session opened; the server checks it may be opened.
  const posterId = session && hasPoster(session) ? session.session_id : null;
  useEffect(() => {
    if (posterId !== null && isOn(settings.gamification_enabled))
      void api.gameAction({ kind: 'VIEW_POSTER', itemId: String(posterId) }).catch(() => undefined);
  }, [api, posterId, settings.gamification_enabled]);

  const upNext = useMemo(
    () => (program.status === 'ready' && session ? upNextOf(program.snapshot.items, session) : null),
    [program, session],
  );

  if (loaded.status === 'loading') return <Muted>{t('common.loading')}</Muted>;
  if (loaded.status === 'locked')
    return <SessionLocked sessionId={sessionId} user={user} settings={settings} />;
  if (loaded.status === 'notFound' || (childId !== null && !focused)) return <>{notFound}</>;
  if (loaded.status === 'failed' || !session || !selected)
    return (
      <Box role="alert">
        <p>{loaded.status === 'failed' ? loaded.message : t('session.notFound')}</p>
        <Link href="/main/sessions">{t('session.backToProgram')}</Link>
      </Box>
    );

  const viewer = { uuid: user.uuid, isAdmin: user.is_admin, badges: user.badges };
  const view = sessionPageView(session, selected, loaded.persons, settings, viewer, discussion !== null);
  const select = (item: SessionItem) => {
    setDrawer(false);
    setPdf(null);
    navigate(itemPath(item));
  };
  const describeNote = (anchor: NoteAnchor) => {
    const item = noteItem(program.status === 'ready' ? program.snapshot.items : [], anchor);
    return {
      heading: item?.title ?? String(anchor.sessionId),
      when: timeRange(item?.start_time_unix, item?.end_time_unix, shownZone, i18n.language) ?? '',
    };
  };
  const officeHours = {
    isPrivileged: user.is_admin,
    uuid: user.uuid,
    softClosed: isSoftClosed(settings, now),
    archiveMode: on(settings.archive_mode),
  };

  return (
    <CompletionProgressProvider>
      <Page data-testid="session-page">
        <div>
          <SessionHeader
            selected={selected}
            view={view}
            timeZone={timeZone}
            fromSearch={fromSearch}
            drawerOpen={drawer}
            onToggleDrawer={() => setDrawer(!drawer)}
          />
          {hasOfficeHours(session) && (
            <OfficeHoursPanel session={session} options={officeHours} timeZone={timeZone} roomOf={roomOf} />
          )}
          <SessionVideo
            key={selected._id}
            item={selected}
            user={user}
            timeZone={timeZone}
            preroll={preroll}
            token={token}
          />
          {breakoutRoomOf && (
            <BreakoutRoomsPanel
              session={session}
              isAdmin={user.is_admin}
              uuid={user.uuid}
              roomPath={breakoutRoomOf}
            />
          )}
          {pdf ? (
            <PdfViewer
              key={pdf.url}
              url={pdf.url}
              name={pdf.name}
              token={token}
              onClose={() => setPdf(null)}
            />
          ) : (
            <SessionTabs
              session={session}
              selected={selected}
              items={children}
              view={view}
              tab={tab}
              onTab={setTab}
              onSelect={select}
              onViewPdf={(f) => setPdf({ url: pdfSource(f.href, window.location.origin), name: f.name })}
              describeNote={describeNote}
              settings={settings}
              timeZone={shownZone}
              user={user}
              discussion={discussion}
              profileOf={profileOf}
            />
          )}
          <AdSlot settings={settings} page="session" slot="leaderboard" />
          {view.credits.length > 0 && (
            <Box aria-label={t('session.credits')}>
              <h3>{t('session.credits')}</h3>
              <ul>
                {view.credits.map((c) => (
                  <li key={c.id}>
                    {c.label}: {c.value}
                  </li>
                ))}
              </ul>
            </Box>
          )}
          <SessionPeople title={t('session.speakers')} people={view.speakers} profileOf={profileOf} />
          <SessionPeople title={t('session.chairs')} people={view.chairs} profileOf={profileOf} />
          <Box>
            {upNext && (
              <>
                <h3>{t('session.upNext')}</h3>
                <p>
                  <Link href={`/main/sessions/${upNext.session_id}`}>{upNext.title}</Link>
                  {upNext.start_time_unix !== undefined && (
                    <>
                      {' '}
                      · {timeRange(upNext.start_time_unix, upNext.end_time_unix, shownZone, i18n.language)}
                    </>
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
              assessments={visibleAssessmentsOf(item, settings, viewer, session)}
              onOpen={select}
              withStar={item._id !== selected._id}
            />
          ))}
        </Side>
      </Page>
    </CompletionProgressProvider>
  );
}
