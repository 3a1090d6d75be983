import type { ListedItem } from '../../../schemas/program';
import { itemPath, searchResultPath } from '../../program/itemPaths';

/**
 * Where a card of the list leads. `listSearch`: the list's query string while a search is on; an abstract
 * then opens as a search result, whose page leads back to the same results.
 */
export const openPath = (item: ListedItem, listSearch: string): string =>
  item.internal_type === 'abstract' && item.ab_id !== undefined && listSearch
    ? searchResultPath(item.session_id, item.ab_id, listSearch)
    : itemPath(item);
