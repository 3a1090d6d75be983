import type { AbstractListPage, EventConfig } from '../../../schemas/eventConfig';
import type { ListedItem } from '../../../schemas/program';

/** The custom abstract page of the configuration with this id; null when there is none. */
export function findAbstractPage(settings: EventConfig, id: string | null): AbstractListPage | null {
  if (id === null) return null;
  return settings.abstract_list_pages?.pages.find((p) => p.id === id) ?? null;
}

const anyOf = <T>(list: readonly T[] | undefined, test: (value: T) => boolean) =>
  list === undefined || list.length === 0 || list.some(test);

/** Whether a page selects an item: every selector it gives matches (any value of that selector). */
export function inAbstractPage(item: ListedItem, page: AbstractListPage): boolean {
  if (page.internal_types?.length && !page.internal_types.includes(item.internal_type)) return false;
  const typeIds = page.session_type_ids ?? [];
  const labels = page.proposal_types ?? [];
  if (typeIds.length + labels.length > 0) {
    const type = String(item.session_type_id ?? '');
    const ofType =
      typeIds.some((id) => String(id) === type) ||
      (item.proposal_type !== undefined && labels.includes(item.proposal_type));
    if (!ofType) return false;
  }
  const track = String(item.program_track_id ?? '');
  if (!anyOf(page.program_track_ids, (id) => String(id) === track)) return false;
  const values = item.custom_filter_value_array ?? [];
  return anyOf(page.custom_filter_values, (v) => values.includes(v));
}
