import { type MouseEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { type EventConfig, isSoftClosed } from '../../../schemas/eventConfig';
import type { ListedItem } from '../../../schemas/program';
import type { SignedInUser } from '../../../schemas/user';
import { useNow } from '../../program/ClockProvider';
import { useProgram } from '../../program/store';
import { mayOpen, on } from '../../program/items';
import { LazySafeHtml } from '../../ui/LazySafeHtml';
import { DrawerToggle } from '../../ui/Drawer';
import { FilterAside, FilterLayout, useFilterAsideShown } from '../../ui/FilterLayout';
import { SupportButton } from '../../ui/Support';
import { useTextSearch } from '../../ui/useTextSearch';
import { findAbstractPage } from './abstractPages';
import { CardRows, useColumns } from './CardRows';
import { FilterSidebar } from './FilterSidebar';
import { openPath } from './openPath';
import { facetCounts, filterSessions, listableItems, pageOf } from './filterSessions';
import { formatDate } from './format';
import { PosterHall } from './PosterHall';
import { PrivacyWarning, privacyWarningFor } from './PrivacyWarning';
import { programDerivedOf } from './programStore';
import {
  cleared,
  type FacetKey,
  type Mode,
  type ProgramQuery,
  parseQuery,
  pickFacet,
  PROGRAM_PATH,
  toSearch,
  withChange,
} from './programQuery';
import { cardLabelsOf, chosenFilters, hideNoAccessOf, listClock, programPageView } from './programPage.view';
import { Empty, ProgramResults } from './ProgramResults';
import { ProgramToolbar } from './ProgramToolbar';
import { SuggestionsPanel } from './SuggestionsPanel';
import { suggestedSessions } from '../../program/suggestedSessions';
import { SessionCard } from './SessionCard';
import { PageTitle } from '../../ui/PageTitle';
import { landAtTop } from '../../ui/landing';
import { ADS } from '../../../schemas/constants';
import { adsAt } from '../../ui/adPlacements';
import { AdSlot } from '../../ui/AdSlot';

/** The drawer's way back to the list, with what it will show; only where the filters are a drawer. */
const DrawerDone = styled(DrawerToggle)`
  position: sticky;
  top: 0;
  z-index: 1;
  width: 100%;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The program list at /main/sessions: every filter state lives in the query string. */
export function ProgramPage({
  user,
  settings,
  roomOf,
}: {
  user: SignedInUser;
  settings: EventConfig;
  /** The address of an office hour's video room, once the app has that screen. */
  roomOf?: ((sessionId: number) => string) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const state = useProgram();
  const search = useSearch();
  const [, navigate] = useLocation();
  const now = useNow();
  const query = useMemo(() => parseQuery(search), [search]);
  const [drawer, setDrawer] = useState(false);
  // On a phone the filters' counts and controls wait for the drawer to open.
  const filtersShown = useFilterAsideShown(drawer);
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
  const searcher = state.status === 'ready' ? programDerivedOf(state.snapshot).searcher : null;
  // "Show more loosely related" asks for every loosely related result: a fuller search than the matches need.
  const related = query.related;
  const searchIndex = useMemo(
    () => (searcher ? (q: string) => searcher.search(q, related) : null),
    [searcher, related],
  );
  const found = useTextSearch(searchIndex, query.q);
  const { searching } = found;
  const ranked = useMemo(
    () => (found.ranked && !query.related ? found.ranked.slice(0, found.strong) : found.ranked),
    [found.ranked, found.strong, query.related],
  );
  const moreRelated =
    found.ranked && !query.related && found.ranked.length > found.strong
      ? `${PROGRAM_PATH}?${toSearch({ ...query, related: true, page: 1 })}`
      : null;
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
  const clock = listClock(query.mode, now);
  const siteClosed = officeHours.softClosed || officeHours.archiveMode;
  const filterOptions = useMemo(
    () => ({ now: clock || Date.now(), timeZone, hideNoAccess, siteClosed, abstractPage }),
    [clock, timeZone, hideNoAccess, siteClosed, abstractPage],
  );
  const results = useMemo(
    () => filterSessions(listable, query, viewer, filterOptions, ranked),
    [listable, query, viewer, filterOptions, ranked],
  );
  const counts = useMemo(
    () => (filtersShown ? facetCounts(listable, query, viewer, filterOptions, ranked) : null),
    [filtersShown, listable, query, viewer, filterOptions, ranked],
  );
  const page = pageOf(results, query.size, query.page);

  const labelsOf = useMemo(() => cardLabelsOf(settings), [settings]);
  const view = programPageView({ program: state, searching, unknownPage, query, total: page.total });

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
  const renderCard = (item: ListedItem) => (
    <SessionCard
      key={item._id}
      item={item}
      locked={!mayOpen(item, viewer)}
      now={now}
      timeZone={timeZone}
      view={query.view}
      labels={labelsOf(item)}
      officeHours={officeHours}
      showSlots={query.mode === 'office_hours'}
      href={hrefOf(item)}
      onFollow={follow}
      officeHoursRoom={roomOf}
      query={query.q}
    />
  );

  const facets = state.status === 'ready' ? state.snapshot.facets : null;
  const dayLabel = (day: string) => formatDate(day, i18n.language);
  const heading =
    abstractPage?.title ??
    [
      query.mode === 'sessions' ? t('program.title') : t(`program.mode.${query.mode}`),
      ...(facets
        ? chosenFilters(query, facets).map((f) => (f.facet === 'date' ? dayLabel(f.id) : f.label))
        : []),
    ].join(' · ');
  // On a phone the drawer stays open while several filters are chosen; its Done button closes it.
  const pick = (facet: FacetKey, value: string) => go(pickFacet(query, facet, value));
  const mode = (m: Mode) => go(withChange(query, { mode: m }));

  return (
    <FilterLayout data-testid="program-page">
      <FilterAside $open={drawer} aria-label={t('program.filters')}>
        <DrawerDone type="button" onClick={() => setDrawer(false)}>
          {t('program.showResults', { count: page.total })}
        </DrawerDone>
        {facets && counts && (
          <FilterSidebar
            query={query}
            facets={facets}
            counts={counts}
            dayLabel={dayLabel}
            onMode={mode}
            onPick={pick}
            onClear={() => {
              setDrawer(false);
              go(cleared(query));
            }}
          />
        )}
      </FilterAside>
      <div ref={mainRef}>
        <Heading>
          <PageTitle page={heading} />
          <h1 data-testid="program-heading">{heading}</h1>
          <SupportButton />
        </Heading>
        {abstractPage?.description ? (
          <LazySafeHtml html={abstractPage.description} className="abstract-page-description" />
        ) : null}
        {view.layout === 'posters' ? null : <AdSlot settings={settings} page="program" slot="leaderboard" />}
        <ProgramToolbar
          query={query}
          go={go}
          drawerOpen={drawer}
          onToggleDrawer={() => setDrawer(!drawer)}
          eventZone={timeZone}
        />
        {view.notices.map((n) =>
          n.kind === 'failed' ? (
            <Empty key={n.kind} role="alert">
              {n.message}
            </Empty>
          ) : n.kind === 'unknownPage' ? (
            <Empty key={n.kind} role="alert">
              {t('program.pageNotFound')}
            </Empty>
          ) : (
            <Empty key={n.kind}>{t(n.kind === 'loading' ? 'common.loading' : 'program.searching')}</Empty>
          ),
        )}
        {suggested.length > 0 && <SuggestionsPanel sessions={suggested} timeZone={timeZone} />}
        {view.showResults && (
          <ProgramResults
            view={view}
            page={page}
            moreRelated={moreRelated}
            onPage={(n) => {
              go({ ...query, page: n });
              landAtTop();
            }}
            layout={
              view.layout === 'posters' ? (
                <PosterHall
                  items={page.items}
                  config={settings.poster_hall_config}
                  side={
                    adsAt(settings, 'poster_hall', 'skyscraper').length > 0 ? (
                      <AdSlot
                        settings={settings}
                        page="poster_hall"
                        slot="skyscraper"
                        interval={ADS.POSTER_SKYSCRAPER}
                      />
                    ) : undefined
                  }
                  isLocked={(item) => !mayOpen(item, viewer)}
                  hrefOf={hrefOf}
                  onFollow={follow}
                />
              ) : columns === null ? null : (
                <CardRows items={page.items} columns={columns} renderCard={renderCard} />
              )
            }
          />
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
    </FilterLayout>
  );
}
