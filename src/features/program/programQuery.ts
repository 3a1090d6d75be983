import { PROGRAM_LIST } from '../../../schemas/constants';

/**
 * Every state of the program list lives in the address so that a view can be shared: the sidebar's `filter`
 * and `type`, and this screen's own `q`, `date`, `room`, `track`, `tag`, `category`, `view`, `size`, `page`.
 */
export const MODES = [
  'sessions',
  'all',
  'posters',
  'videos',
  'live_sessions',
  'live_now',
  'live_meeting',
  'meeting',
  'credits',
  'office_hours',
  'on_demand',
] as const;
export type Mode = (typeof MODES)[number];

export type View = 'grid' | 'list';

export interface ProgramQuery {
  readonly mode: Mode;
  readonly q: string;
  readonly type: string | null;
  readonly date: string | null;
  readonly room: string | null;
  readonly track: string | null;
  readonly tag: string | null;
  readonly category: string | null;
  readonly view: View;
  readonly size: number;
  /** From 1. */
  readonly page: number;
}

export const DEFAULT_QUERY: ProgramQuery = {
  mode: 'sessions',
  q: '',
  type: null,
  date: null,
  room: null,
  track: null,
  tag: null,
  category: null,
  view: 'grid',
  size: PROGRAM_LIST.DEFAULT_PAGE_SIZE,
  page: 1,
};

const FACET_KEYS = ['type', 'date', 'room', 'track', 'tag', 'category'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

const isMode = (v: string | null): v is Mode => v !== null && (MODES as readonly string[]).includes(v);

/** Reads the list state from a query string; unknown or malformed values fall back to the defaults. */
export function parseQuery(search: string): ProgramQuery {
  const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const filter = p.get('filter');
  const size = Number(p.get('size'));
  const page = Number(p.get('page'));
  const facet = (k: FacetKey) => {
    const v = p.get(k);
    return v === null || v === '' ? null : v;
  };
  return {
    mode: isMode(filter) ? filter : DEFAULT_QUERY.mode,
    q: (p.get('q') ?? '').slice(0, 200),
    type: facet('type'),
    date: facet('date'),
    room: facet('room'),
    track: facet('track'),
    tag: facet('tag'),
    category: facet('category'),
    view: p.get('view') === 'list' ? 'list' : 'grid',
    size: (PROGRAM_LIST.PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_QUERY.size,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a state, leaving out every default so that addresses stay short. */
export function toSearch(q: ProgramQuery): string {
  const p = new URLSearchParams();
  if (q.mode !== DEFAULT_QUERY.mode) p.set('filter', q.mode);
  for (const k of FACET_KEYS) {
    const v = q[k];
    if (v !== null) p.set(k, v);
  }
  if (q.q.trim() !== '') p.set('q', q.q);
  if (q.view !== DEFAULT_QUERY.view) p.set('view', q.view);
  if (q.size !== DEFAULT_QUERY.size) p.set('size', String(q.size));
  if (q.page !== 1) p.set('page', String(q.page));
  return p.toString();
}

/** A change of anything but the page goes back to the first page. */
export function withChange(q: ProgramQuery, change: Partial<ProgramQuery>): ProgramQuery {
  return { ...q, page: 1, ...change };
}

/** Everything cleared but the layout (view and page size). */
export function cleared(q: ProgramQuery): ProgramQuery {
  return { ...DEFAULT_QUERY, view: q.view, size: q.size };
}

export const hasFilters = (q: ProgramQuery) =>
  q.mode !== DEFAULT_QUERY.mode || q.q.trim() !== '' || FACET_KEYS.some((k) => q[k] !== null);

/** A label cut to the sidebar's width (000 §9: 22 characters) with an ellipsis. */
export function cutLabel(label: string, max: number = PROGRAM_LIST.FACET_LABEL_MAX): string {
  return label.length <= max ? label : `${label.slice(0, max - 1).trimEnd()}…`;
}
