import type { SessionId } from '../../../schemas/ids';
import type { FilterReply } from '../../../schemas/program';
import type { SessionItem } from '../../../schemas/sessionItem';
import { ApiError } from '../../api/client';
import { useProgramStore } from '../../program/store';
import { useResourceLoad } from '../../ui/useResourceLoad';

export type SessionItems =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  /** The server refused the session to this user. */
  | { readonly status: 'locked' }
  | { readonly status: 'failed'; readonly message: string }
  | ({ readonly status: 'ready' } & SessionItemsLoaded);

interface SessionItemsLoaded {
  readonly session: SessionItem;
  /** Abstracts and program items, by start time. */
  readonly children: readonly SessionItem[];
  readonly persons: FilterReply['persons'];
}

/** The child item an address names: an abstract by ab_id, else a program item by program_id. */
export function childById(children: readonly SessionItem[], id: number): SessionItem | null {
  return (
    children.find((c) => c.internal_type === 'abstract' && c.ab_id === id) ??
    children.find((c) => c.internal_type === 'program' && c.program_id === id) ??
    null
  );
}

/** A session and its child items, by start time, from the access-checked filter reply. */
function itemsOf(reply: FilterReply): SessionItemsLoaded {
  const entities = Object.values(reply.entities);
  const session = entities.find((e) => e.internal_type === 'session');
  if (!session) throw new ApiError(404, 'not_found', 'No such session');
  const children = entities
    .filter((e) => e.internal_type !== 'session')
    .sort((a, b) => (a.start_time_unix ?? 0) - (b.start_time_unix ?? 0));
  return { session, children, persons: reply.persons };
}

/**
 * A session and its child items through the access-checked filter call, loaded once per mounted page (the
 * page is keyed by the session id). An id the server does not know is not found; a session the user may not
 * open is locked, and its page says why.
 */
export function useSessionItems(sessionId: SessionId): SessionItems {
  const store = useProgramStore();
  const { view } = useResourceLoad(async () => itemsOf(await store.calls.filter({ session_id: sessionId })));
  if (view.status === 'loaded') return { status: 'ready', ...view.value };
  if (view.status === 'forbidden') return { status: 'locked' };
  return view;
}
