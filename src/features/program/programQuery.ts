import { PROGRAM_LIST } from '../../../schemas/constants';

/**
 * Every state of the program list lives in the address so that a view can be shared. The parameter names
 * are the specification's (000 §2): `hierarchicalMenu[screen]` (the sidebar mode), `refinementList[days]`,
 * `refinementList[proposal_type][n]` (several session types, n = 0, 1, ...), `customAbstractPage` and
 * `page`; the other facets follow the same style and the rest of the state is `query`, `view` and `size`.
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
  /** Session type ids (or proposal_type labels); an item of any of them matches. */
  readonly types: readonly string[];
  readonly date: string | null;
  readonly room: string | null;
  readonly venue: string | null;
  readonly track: string | null;
  readonly tag: string | null;
  readonly category: string | null;
  /** The id of a custom abstract page of the configuration; its selection replaces the mode. */
  readonly customPage: string | null;
  /** The search's loosely related results are listed after its matches. */
  readonly related: boolean;
  readonly view: View;
  readonly size: number;
  /** From 1. */
  readonly page: number;
}

export const DEFAULT_QUERY: ProgramQuery = {
  mode: 'sessions',
  q: '',
  types: [],
  date: null,
  room: null,
  venue: null,
  track: null,
  tag: null,
  category: null,
  customPage: null,
  related: false,
  view: 'grid',
  size: PROGRAM_LIST.DEFAULT_PAGE_SIZE,
  page: 1,
};

/** The facets holding one value; session types hold several. */
const SINGLE_FACETS = ['date', 'room', 'venue', 'track', 'tag', 'category'] as const;
type SingleFacet = (typeof SINGLE_FACETS)[number];
export type FacetKey = SingleFacet | 'types';

export const PARAM = {
  mode: 'hierarchicalMenu[screen]',
  types: 'refinementList[proposal_type]',
  date: 'refinementList[days]',
  room: 'refinementList[room]',
  venue: 'refinementList[venue]',
  track: 'refinementList[track]',
  tag: 'refinementList[tags]',
  category: 'refinementList[category]',
  customPage: 'customAbstractPage',
  q: 'query',
  related: 'related',
  view: 'view',
  size: 'size',
  page: 'page',
} as const;

const isMode = (v: string | null): v is Mode => v !== null && (MODES as readonly string[]).includes(v);

/** `refinementList[proposal_type][n]`, and the same without an index or with an empty one. */
const TYPE_KEY = /^refinementList\[proposal_type\](?:\[(\d*)\])?$/;

/** At most this many session types are read from an address. */
const MAX_TYPES = 50;

function typesOf(p: URLSearchParams): string[] {
  const found: { n: number; value: string }[] = [];
  for (const [key, value] of p) {
    const m = TYPE_KEY.exec(key);
    if (!m || value === '') continue;
    found.push({ n: m[1] ? Number(m[1]) : Number.MAX_SAFE_INTEGER, value: value.slice(0, 100) });
  }
  const inOrder = found.sort((a, b) => a.n - b.n).map((f) => f.value);
  return [...new Set(inOrder)].slice(0, MAX_TYPES);
}

/** Reads the list state from a query string; unknown or malformed values fall back to the defaults. */
export function parseQuery(search: string): ProgramQuery {
  const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const mode = p.get(PARAM.mode);
  const size = Number(p.get(PARAM.size));
  const page = Number(p.get(PARAM.page));
  const value = (name: string) => {
    const v = p.get(name);
    return v === null || v === '' ? null : v.slice(0, 200);
  };
  return {
    mode: isMode(mode) ? mode : DEFAULT_QUERY.mode,
    q: (p.get(PARAM.q) ?? '').slice(0, 200),
    types: typesOf(p),
    date: value(PARAM.date),
    room: value(PARAM.room),
    venue: value(PARAM.venue),
    track: value(PARAM.track),
    tag: value(PARAM.tag),
    category: value(PARAM.category),
    customPage: value(PARAM.customPage),
    related: p.get(PARAM.related) === '1',
    view: p.get(PARAM.view) === 'list' ? 'list' : 'grid',
    size: (PROGRAM_LIST.PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_QUERY.size,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * A query string from name and value pairs. Brackets stay as they are (a query may hold them) so that
 * addresses read like the specification's; everything else is percent-encoded.
 */
const encode = (s: string) => encodeURIComponent(s).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
const join = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');

/** The query string of a state, leaving out every default so that addresses stay short. */
export function toSearch(q: ProgramQuery): string {
  const pairs: [string, string][] = [];
  if (q.customPage !== null) pairs.push([PARAM.customPage, q.customPage]);
  if (q.mode !== DEFAULT_QUERY.mode) pairs.push([PARAM.mode, q.mode]);
  q.types.forEach((t, n) => {
    pairs.push([`${PARAM.types}[${n}]`, t]);
  });
  for (const k of SINGLE_FACETS) {
    const v = q[k];
    if (v !== null) pairs.push([PARAM[k], v]);
  }
  if (q.q.trim() !== '') pairs.push([PARAM.q, q.q]);
  if (q.related && q.q.trim() !== '') pairs.push([PARAM.related, '1']);
  if (q.view !== DEFAULT_QUERY.view) pairs.push([PARAM.view, q.view]);
  if (q.size !== DEFAULT_QUERY.size) pairs.push([PARAM.size, String(q.size)]);
  if (q.page !== 1) pairs.push([PARAM.page, String(q.page)]);
  return join(pairs);
}

export const PROGRAM_PATH = '/main/sessions';

/** The address of a list state: what the sidebar's program links and the page's own navigation use. */
export function programHref(change: Partial<ProgramQuery> = {}): string {
  const s = toSearch({ ...DEFAULT_QUERY, ...change });
  return s ? `${PROGRAM_PATH}?${s}` : PROGRAM_PATH;
}

/** A change of anything but the page goes back to the first page; a new search lists its matches only. */
export function withChange(q: ProgramQuery, change: Partial<ProgramQuery>): ProgramQuery {
  const related = change.q === undefined || change.q === q.q ? q.related : false;
  return { ...q, page: 1, related, ...change };
}

/** The values chosen in a facet. */
export function selectedIn(q: ProgramQuery, facet: FacetKey): readonly string[] {
  if (facet === 'types') return q.types;
  const v = q[facet];
  return v === null ? [] : [v];
}

/**
 * Picking a facet value: session types are added to or removed from the selection (several at once); the
 * other facets hold one value, and picking the chosen one again clears it.
 */
export function pickFacet(q: ProgramQuery, facet: FacetKey, value: string): ProgramQuery {
  if (facet === 'types') {
    const types = q.types.includes(value) ? q.types.filter((t) => t !== value) : [...q.types, value];
    return withChange(q, { types });
  }
  return withChange(q, { [facet]: q[facet] === value ? null : value });
}

/** Everything cleared but the layout (view and page size) and the custom abstract page it is on. */
export function cleared(q: ProgramQuery): ProgramQuery {
  return { ...DEFAULT_QUERY, view: q.view, size: q.size, customPage: q.customPage };
}

export const hasFilters = (q: ProgramQuery) =>
  q.mode !== DEFAULT_QUERY.mode ||
  q.q.trim() !== '' ||
  q.types.length > 0 ||
  SINGLE_FACETS.some((k) => q[k] !== null);

/** A label cut to the sidebar's width (000 §9: 22 characters) with an ellipsis. */
export function cutLabel(label: string, max: number = PROGRAM_LIST.FACET_LABEL_MAX): string {
  return label.length <= max ? label : `${label.slice(0, max - 1).trimEnd()}…`;
}
