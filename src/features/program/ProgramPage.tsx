import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { PROGRAM_LIST, SEARCH } from '../../../schemas/constants';
import { type EventConfig, isSoftClosed } from '../../../schemas/eventConfig';
import type { ListedItem } from '../../../schemas/program';
import type { SignedInUser } from '../../../schemas/user';
import { useNow, useProgram } from '../../api/program';
import { mayOpen, on } from '../../api/programItems';
import { Button } from '../../ui/Button';
import { FilterSidebar } from './FilterSidebar';
import { filterSessions, listableItems, pageOf } from './filterSessions';
import { formatDate } from './format';
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
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: fixed;
    inset: 0 30% 0 0;
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

const GridRow = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme }) => theme.space(4)};
`;

const Pager = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  justify-content: center;
  margin: ${({ theme }) => theme.space(4)} 0;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const CARD_MIN_WIDTH = 300;

const CLOCKED_MODES: ReadonlySet<Mode> = new Set(['live_now', 'live_meeting', 'office_hours']);

/** The search box: typing updates the address after the search debounce (500 ms). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const id = setTimeout(() => latest.current(text), SEARCH.DEBOUNCE);
    return () => clearTimeout(id);
  }, [text, value]);
  return (
    <input
      type="search"
      aria-label={t('program.search')}
      placeholder={t('program.search')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch(text);
      }}
    />
  );
}

/** Rows of cards in the window's scroll, only the visible ones rendered. */
function CardRows({
  items,
  columns,
  renderCard,
}: {
  items: readonly ListedItem[];
  columns: number;
  renderCard: (item: ListedItem) => React.ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current?.offsetTop ?? 0);
  }, []);
  const rows = useMemo(() => {
    const out: ListedItem[][] = [];
    for (let i = 0; i < items.length; i += columns) out.push(items.slice(i, i + columns));
    return out;
  }, [items, columns]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => 260,
    overscan: 4,
    scrollMargin: offset,
  });
  return (
    <div
      ref={listRef}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      data-testid="session-list"
    >
      {virtualizer.getVirtualItems().map((v) => (
        <div
          key={v.key}
          data-index={v.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${v.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          <GridRow $columns={columns}>{rows[v.index]?.map((item) => renderCard(item))}</GridRow>
        </div>
      ))}
    </div>
  );
}

function useColumns(view: 'grid' | 'list') {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(960);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const columns = view === 'list' ? 1 : Math.max(1, Math.floor(width / CARD_MIN_WIDTH));
  return { ref, columns };
}

/** Reads the hide-no-access option of the session card configuration. */
const hideNoAccessOf = (settings: EventConfig) => {
  const c = settings.session_card_config;
  return (
    typeof c === 'object' && c !== null && 'hide_no_access' in c && on(c.hide_no_access as 0 | 1 | boolean)
  );
};

export function itemPath(item: ListedItem): string {
  if (item.internal_type === 'abstract' && item.ab_id !== undefined)
    return `/main/sessions/${item.session_id}?abId=${item.ab_id}`;
  if (item.internal_type === 'program' && item.program_id !== undefined)
    return `/main/sessions/${item.session_id}?abId=${item.program_id}&presentation=1`;
  return `/main/sessions/${item.session_id}`;
}

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

  const listable = useMemo(
    () => (state.status === 'ready' ? listableItems(state.snapshot.items, state.direct) : []),
    [state],
  );
  const searcher = state.status === 'ready' ? state.derived.searcher : null;
  const [found, setFound] = useState<{ searcher: unknown; q: string; ids: readonly string[] | null } | null>(
    null,
  );
  useEffect(() => {
    if (!searcher) return;
    let cancelled = false;
    void searcher.search(query.q).then((ids) => {
      if (!cancelled) setFound({ searcher, q: query.q, ids });
    });
    return () => {
      cancelled = true;
    };
  }, [searcher, query.q]);
  const searching = query.q.trim() !== '' && (found?.q !== query.q || found.searcher !== searcher);
  const ranked = query.q.trim() === '' ? null : searching ? [] : (found?.ids ?? null);
  const officeHours = useMemo(
    () => ({
      isPrivileged: user.is_admin,
      softClosed: isSoftClosed(settings, now),
      archiveMode: on(settings.archive_mode),
    }),
    [user, settings, now],
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
        { now: clock || Date.now(), timeZone, hideNoAccess, siteClosed },
        ranked,
      ),
    [listable, query, viewer, clock, timeZone, hideNoAccess, siteClosed, ranked],
  );
  const page = pageOf(results, query.size, query.page);

  const labels = useMemo(() => {
    const types = new Map((settings.session_type_array ?? []).map((x) => [String(x.id), x.label]));
    const tracks = new Map((settings.program_track_array ?? []).map((x) => [String(x.id), x.label]));
    return { types, tracks };
  }, [settings]);

  const open = useCallback(
    (item: ListedItem) => {
      if (privacyWarningFor(settings, item)) setPending(item);
      else navigate(itemPath(item));
    },
    [settings, navigate],
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
      onOpen={open}
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
        <h1>{t('program.title')}</h1>
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
        {state.status === 'ready' && !searching && (
          <>
            <p aria-live="polite" data-testid="result-count">
              {t('program.count', { count: page.total })}
            </p>
            {page.total === 0 ? (
              <Empty data-testid="no-results">
                {query.q.trim() ? t('program.noResults', { query: query.q.trim() }) : t('program.noSessions')}
              </Empty>
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
            navigate(itemPath(item));
          }}
          onDecline={() => setPending(null)}
        />
      )}
    </Layout>
  );
}
