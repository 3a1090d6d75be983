import type { EventConfig } from '../../../schemas/eventConfig';
import type { ListedItem } from '../../../schemas/program';
import { on } from '../../program/items';
import type { Facets } from './FilterSidebar';
import { FACET_KEYS } from './filterSessions';
import { type FacetKey, type Mode, type ProgramQuery, selectedIn } from './programQuery';
import type { CardLabels } from './SessionCard';

/** Modes whose lists move with the clock (live windows, office hours); the others do not depend on it. */
const CLOCKED_MODES: ReadonlySet<Mode> = new Set(['live_now', 'live_meeting', 'office_hours']);

/** The time a list is filtered at: the shared clock's for clocked modes, else none (read when filtering). */
export const listClock = (mode: Mode, now: number): number => (CLOCKED_MODES.has(mode) ? now : 0);

/** Where each facet's values are in the snapshot's facets. */
const FACET_VALUES: Readonly<Record<FacetKey, keyof Facets>> = {
  date: 'days',
  types: 'types',
  room: 'rooms',
  venue: 'venues',
  track: 'tracks',
  tag: 'tags',
  category: 'categories',
};

/** The filters chosen now, in the sidebar's order, with their labels (a value the snapshot lacks by its id). */
export function chosenFilters(
  query: ProgramQuery,
  facets: Facets,
): { readonly facet: FacetKey; readonly id: string; readonly label: string }[] {
  return FACET_KEYS.flatMap((facet) =>
    selectedIn(query, facet).map((id) => ({
      facet,
      id,
      label: facets[FACET_VALUES[facet]].find((v) => v.id === id)?.label ?? id,
    })),
  );
}

/** The hide-no-access option of the session card configuration. */
export function hideNoAccessOf(settings: EventConfig): boolean {
  const c = settings.session_card_config;
  return (
    typeof c === 'object' && c !== null && 'hide_no_access' in c && on(c.hide_no_access as 0 | 1 | boolean)
  );
}

/** The type and track a card shows: the configuration's labels, else the item's own. */
export function cardLabelsOf(settings: EventConfig): (item: ListedItem) => CardLabels {
  const types = new Map((settings.session_type_array ?? []).map((x) => [String(x.id), x.label]));
  const tracks = new Map((settings.program_track_array ?? []).map((x) => [String(x.id), x.label]));
  return (item) => ({
    type: types.get(String(item.session_type_id ?? '')) ?? item.proposal_type,
    track: tracks.get(String(item.program_track_id ?? '')) ?? item.program_track_name,
  });
}

export type ProgramNotice =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'searching' }
  | { readonly kind: 'unknownPage' };

export interface ProgramPageView {
  /** What stands above the results (or instead of them). */
  readonly notices: readonly ProgramNotice[];
  readonly showResults: boolean;
  /** Posters in their hall, everything else as cards. */
  readonly layout: 'posters' | 'cards';
  /** The empty list's text: no match for the query, or no sessions at all. */
  readonly empty:
    | { readonly key: 'program.noResults'; readonly query: string }
    | { readonly key: 'program.noSessions' }
    | null;
}

/** What the program list shows for the program's load state, the search and the filtered total. */
export function programPageView(input: {
  program: { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };
  searching: boolean;
  unknownPage: boolean;
  query: ProgramQuery;
  total: number;
}): ProgramPageView {
  const { program, searching, unknownPage, query, total } = input;
  const notices: ProgramNotice[] = [];
  if (program.status === 'loading') notices.push({ kind: 'loading' });
  if (program.status === 'failed') notices.push({ kind: 'failed', message: program.message });
  if (program.status === 'ready' && searching) notices.push({ kind: 'searching' });
  if (unknownPage) notices.push({ kind: 'unknownPage' });
  const q = query.q.trim();
  return {
    notices,
    showResults: program.status === 'ready' && !searching && !unknownPage,
    layout: query.mode === 'posters' && query.customPage === null ? 'posters' : 'cards',
    empty: total > 0 ? null : q ? { key: 'program.noResults', query: q } : { key: 'program.noSessions' },
  };
}
