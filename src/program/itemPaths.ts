/** Addresses of the program's items (000 §2), shared by the program list and the session pages. */

interface PathItem {
  readonly internal_type: 'session' | 'abstract' | 'program';
  readonly session_id: number;
  readonly ab_id?: number | undefined;
  readonly program_id?: number | undefined;
}

export const PROGRAM_LIST_PATH = '/main/sessions';

/** A session, or its detail focused on one abstract (`/{ab_id}`) or program item (`/{program_id}`). */
export function itemPath(item: PathItem): string {
  const child = item.internal_type === 'abstract' ? item.ab_id : item.program_id;
  if (item.internal_type === 'session' || child === undefined) return `/main/sessions/${item.session_id}`;
  return `/main/sessions/${item.session_id}/${child}`;
}

/**
 * An abstract opened from the program list's search results: the list's query string rides along, so the
 * page's 'Back to search results' returns to the same filters and query.
 */
export function searchResultPath(sessionId: number, abId: number, listSearch: string): string {
  const search = listSearch.replace(/^\?/, '');
  return `/main/sessions/${sessionId}/${abId}/1${search ? `?${search}` : ''}`;
}

/** The program list address a search-result page came from. */
export function searchListPath(search: string): string {
  const s = search.replace(/^\?/, '');
  return s ? `${PROGRAM_LIST_PATH}?${s}` : PROGRAM_LIST_PATH;
}

export const presentationsPath = (sessionId: number | string) => `/main/sessions/presentations/${sessionId}`;
