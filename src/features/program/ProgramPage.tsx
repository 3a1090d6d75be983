import { type MouseEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { PROGRAM_LIST } from '../../../schemas/constants';
import { type EventConfig, isSoftClosed } from '../../../schemas/eventConfig';
import type { ListedItem } from '../../../schemas/program';
import type { SignedInUser } from '../../../schemas/user';
import { useNow } from '../../program/ClockProvider';
import { useProgram } from '../../program/store';
import { mayOpen, on } from '../../program/items';
import { Button } from '../../ui/Button';
import { DrawerToggle, drawerBelowBreakpoint } from '../../ui/Drawer';
import { SafeHtml } from '../../ui/SafeHtml';
import { SupportButton } from '../../ui/Support';
import { useTextSearch } from '../../ui/useTextSearch';
import { findAbstractPage } from './abstractPages';
import { CardRows, useColumns } from './CardRows';
import { FilterSidebar } from './FilterSidebar';
import { openPath } from './openPath';
import { filterSessions, listableItems, pageOf } from './filterSessions';
import { formatDate } from './format';
import { PosterHall } from './PosterHall';
import { PrivacyWarning, privacyWarningFor } from './PrivacyWarning';
import type { ProgramDerived } from './programStore';
import {
  cleared,
  type FacetKey,
  hasFilters,
  type Mode,
  type ProgramQuery,
  parseQuery,
  pickFacet,
  PROGRAM_PATH,
  toSearch,
  withChange,
} from './programQuery';
import { SearchBox } from './SearchBox';
import { SuggestionsPanel } from './SuggestionsPanel';
import { suggestedSessions } from '../../program/suggestedSessions';
import { SessionCard } from './SessionCard';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px 1fr;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    grid-template-columns: 1fr;
  }
`;

const Aside = styled.aside<{ $open: boolean }>`
  ${drawerBelowBreakpoint('left', '30%', 'block')}
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
  input[type='search'] {
    flex: 1;
    min-width: 200px;
    min-height: 40px;
    padding: 0 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  select { min-height: 40px; font: inherit; }
`;

const Pager = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  justify-content: center;
  margin: ${({ theme }) => theme.space(4)} 0;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const CLOCKED_MODES: ReadonlySet<Mode> = new Set(['live_now', 'live_meeting', 'office_hours']);

/** Reads the hide-no-access option of the session card configuration. */
const hideNoAccessOf = (settings: EventConfig) => {
  const c = settings.session_card_config;
  return (
    typeof c === 'object' && c !== null && 'hide_no_access' in c && on(c.hide_no_access as 0 | 1 | boolean)
  );
};

/** The program list at /main/sessions: every filter state lives in the query string. */
export function ProgramPage({ user, settings }: { user: SignedInUser; settings: EventConfig }) {
  const { t, i18n } = useTranslation();
  const state = useProgram<ProgramDerived>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const now = useNow();
  const query = useMemo(() => parseQuery(search), [search]);
  const [drawer, setDrawer] = useState(false);
  const [pending, setPending] = useState<ListedItem | null>(null);
  const { ref: mainRef, columns } = useColumns(query.view);

  const go = useCallback(
    (next: ProgramQuery) => {
      const s = toSearch(next);
      navigate(s ? `${PROGRAM_PATH}?${s}` : PROGRAM_PATH, { replace: false });
    },
    [navigate],
  );

  const viewer = useMemo(
    () => ({ uuid: user.uuid, isAdmin: user.is_admin, sessionAccess: new Set(user.session_access_array) }),
    [user],
  );
  const timeZone = state.status === 'ready' ? state.snapshot.timezone : (settings.timezone ?? 'UTC');
  const hideNoAccess = hideNoAccessOf(settings);
  const abstractPage = useMemo(
    () => findAbstractPage(settings, query.customPage),
    [settings, query.customPage],
  );
  const unknownPage = query.customPage !== null && abstractPage === null;

  const listable = useMemo(
    () => (state.status === 'ready' ? listableItems(state.snapshot.items, state.direct) : []),
    [state],
  );
  const searcher = state.status === 'ready' ? state.derived.searcher : null;
  const searchIndex = useMemo(() => (searcher ? (q: string) => searcher.search(q) : null), [searcher]);
  const { ranked, searching } = useTextSearch(searchIndex, query.q);
  const officeHours = useMemo(
    () => ({
      isPrivileged: user.is_admin,
      uuid: user.uuid,
      softClosed: isSoftClosed(settings, now),
      archiveMode: on(settings.archive_mode),
    }),
    [user, settings, now],
  );
  // Suggestions (000 §9): when sessions are enabled for them and one shares a tag with the user.
  const suggested = useMemo(
    () =>
      state.status === 'ready' && on(settings.suggested_entities_config?.sessions) && query.q.trim() === ''
        ? suggestedSessions(listable, user.tags, viewer, Date.now())
        : [],
    [state.status, settings, query.q, listable, user.tags, viewer],
  );
  // Live filters and office hours move with the shared clock; the others do not depend on it.
  const clock = CLOCKED_MODES.has(query.mode) ? now : 0;
  const siteClosed = officeHours.softClosed || officeHours.archiveMode;
  const results = useMemo(
    () =>
      filterSessions(
        listable,
        query,
        viewer,
        { now: clock || Date.now(), timeZone, hideNoAccess, siteClosed, abstractPage },
        ranked,
      ),
    [listable, query, viewer, clock, timeZone, hideNoAccess, siteClosed, abstractPage, ranked],
  );
  const page = pageOf(results, query.size, query.page);

  const labels = useMemo(() => {
    const types = new Map((settings.session_type_array ?? []).map((x) => [String(x.id), x.label]));
    const tracks = new Map((settings.program_track_array ?? []).map((x) => [String(x.id), x.label]));
    return { types, tracks };
  }, [settings]);

  const listSearch = query.q.trim() ? search : '';
  const hrefOf = useCallback((item: ListedItem) => openPath(item, listSearch), [listSearch]);
  /** A session with a privacy warning opens only once the warning is accepted. */
  const follow = useCallback(
    (item: ListedItem, event: MouseEvent) => {
      if (!privacyWarningFor(settings, item)) return;
      event.preventDefault();
      setPending(item);
    },
    [settings],
  );
  const joinOfficeHours = useCallback(
    (item: ListedItem) => navigate(`/main/video-room/${item.session_id}`),
    [navigate],
  );
  const renderCard = (item: ListedItem) => (
    <SessionCard
      key={item._id}
      item={item}
      locked={!mayOpen(item, viewer)}
      now={now}
      timeZone={timeZone}
      view={query.view}
      labels={{
        type: labels.types.get(String(item.session_type_id ?? '')) ?? item.proposal_type,
        track: labels.tracks.get(String(item.program_track_id ?? '')) ?? item.program_track_name,
      }}
      officeHours={officeHours}
      showSlots={query.mode === 'office_hours'}
      href={hrefOf(item)}
      onFollow={follow}
      onJoinOfficeHours={joinOfficeHours}
    />
  );

  const facets = state.status === 'ready' ? state.snapshot.facets : null;
  const pick = (facet: FacetKey, value: string) => {
    setDrawer(false);
    go(pickFacet(query, facet, value));
  };
  const mode = (m: Mode) => {
    setDrawer(false);
    go(withChange(query, { mode: m }));
  };

  return (
    <Layout data-testid="program-page">
      <Aside $open={drawer} aria-label={t('program.filters')}>
        {facets && (
          <FilterSidebar
            query={query}
            facets={facets}
            dayLabel={(d) => formatDate(d, i18n.language)}
            onMode={mode}
            onPick={pick}
            onClear={() => {
              setDrawer(false);
              go(cleared(query));
            }}
          />
        )}
      </Aside>
      <div ref={mainRef}>
        <Heading>
          <h1>{abstractPage?.title ?? t('program.title')}</h1>
          <SupportButton />
        </Heading>
        {abstractPage?.description ? (
          <SafeHtml html={abstractPage.description} className="abstract-page-description" />
        ) : null}
        <Toolbar>
          <DrawerToggle
            type="button"
            $variant="secondary"
            onClick={() => setDrawer(!drawer)}
            aria-expanded={drawer}
          >
            {t('program.filters')}
          </DrawerToggle>
          <SearchBox value={query.q} onSearch={(q) => go(withChange(query, { q }))} />
          <Button
            type="button"
            $variant={query.view === 'grid' ? 'primary' : 'secondary'}
            aria-pressed={query.view === 'grid'}
            onClick={() => go({ ...query, view: 'grid' })}
          >
            {t('program.grid')}
          </Button>
          <Button
            type="button"
            $variant={query.view === 'list' ? 'primary' : 'secondary'}
            aria-pressed={query.view === 'list'}
            onClick={() => go({ ...query, view: 'list' })}
          >
            {t('program.list')}
          </Button>
          <label>
            {t('program.pageSize')}{' '}
            <select
              value={query.size}
              onChange={(e) => go(withChange(query, { size: Number(e.target.value) }))}
            >
              {PROGRAM_LIST.PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          {hasFilters(query) && (
            <Button type="button" $variant="link" onClick={() => go(cleared(query))}>
              {t('program.clearAll')}
            </Button>
          )}
        </Toolbar>
        {state.status === 'loading' && <Empty>{t('common.loading')}</Empty>}
        {state.status === 'failed' && <Empty role="alert">{state.message}</Empty>}
        {state.status === 'ready' && searching && <Empty>{t('program.searching')}</Empty>}
        {unknownPage && <Empty role="alert">{t('program.pageNotFound')}</Empty>}
        {suggested.length > 0 && <SuggestionsPanel sessions={suggested} timeZone={timeZone} />}
        {state.status === 'ready' && !searching && !unknownPage && (
          <>
            <p aria-live="polite" data-testid="result-count">
              {t('program.count', { count: page.total })}
            </p>
            {page.total === 0 ? (
              <Empty data-testid="no-results">
                {query.q.trim() ? t('program.noResults', { query: query.q.trim() }) : t('program.noSessions')}
              </Empty>
            ) : query.mode === 'posters' && query.customPage === null ? (
              <PosterHall
                items={page.items}
                config={settings.poster_hall_config}
                isLocked={(item) => !mayOpen(item, viewer)}
                hrefOf={hrefOf}
                onFollow={follow}
              />
            ) : (
              <CardRows items={page.items} columns={columns} renderCard={renderCard} />
            )}
            {page.pages > 1 && (
              <Pager>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={page.page <= 1}
                  onClick={() => go({ ...query, page: page.page - 1 })}
                >
                  {t('program.previous')}
                </Button>
                <span>{t('program.pageOf', { page: page.page, pages: page.pages })}</span>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={page.page >= page.pages}
                  onClick={() => go({ ...query, page: page.page + 1 })}
                >
                  {t('program.next')}
                </Button>
              </Pager>
            )}
          </>
        )}
      </div>
      {pending && (
        <PrivacyWarning
          warning={privacyWarningFor(settings, pending)}
          onAccept={() => {
            const item = pending;
            setPending(null);
            navigate(hrefOf(item));
          }}
          onDecline={() => setPending(null)}
        />
      )}
    </Layout>
  );
}
