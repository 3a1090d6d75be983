import { Schema } from 'effect';
import { FilterQuery, FilterReply, SessionLink, SessionSnapshot } from '../../schemas/program';
import type { Api } from './client';

export interface ProgramKeys {
  readonly token: string;
  readonly sourceHex: string;
  readonly conferenceId: string | number;
}

/** The program's calls of one signed-in user: the snapshot link, the snapshot file and the access-checked items. */
export function programCalls(api: Api, keys: ProgramKeys) {
  const base = `/session/${encodeURIComponent(keys.sourceHex)}/${encodeURIComponent(String(keys.conferenceId))}`;
  return {
    link: () => api.apiFetch(SessionLink, base, { token: keys.token }),
    /** The snapshot file; its url is same-origin under /api. Thousands of sessions: decoded off the page's thread. */
    snapshot: (url: string) =>
      api.apiFetchInSlices(
        SessionSnapshot,
        url.replace(/^\/api/, ''),
        ['items', 'persons'],
        { token: keys.token },
        'programSnapshot',
      ),
    /** The full items of a session (or of one abstract or program item), access-checked: 403 when locked. */
    filter: (by: FilterQuery) =>
      api.apiFetch(FilterReply, `${base}/filter`, {
        token: keys.token,
        query: Schema.encodeSync(FilterQuery)(by),
      }),
  };
}
export type ProgramCalls = ReturnType<typeof programCalls>;
