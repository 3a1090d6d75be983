import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { FilterReply } from '../../../schemas/program';
import type { SessionItem } from '../../../schemas/sessionItem';
import { ApiError } from '../../api/client';
import { useProgramStore } from '../../program/store';

export type SessionItems =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly session: SessionItem;
      /** Abstracts and program items, by start time. */
      readonly children: readonly SessionItem[];
      readonly persons: FilterReply['persons'];
    };

/** The child item an address names: an abstract by ab_id, else a program item by program_id. */
export function childById(children: readonly SessionItem[], id: string): SessionItem | null {
  return (
    children.find((c) => c.internal_type === 'abstract' && String(c.ab_id) === id) ??
    children.find((c) => c.internal_type === 'program' && String(c.program_id) === id) ??
    null
  );
}

/**
 * A session and its child items through the access-checked filter call. An id that is not a number or that
 * the server does not know is not found; a session the user may not open sends them to the program (000 §2).
 */
export function useSessionItems(sessionId: string): SessionItems {
  const store = useProgramStore<unknown>();
  const [, navigate] = useLocation();
  const [state, setState] = useState<SessionItems>({ status: 'loading' });

  useEffect(() => {
    const id = Number(sessionId);
    if (!/^\d+$/.test(sessionId) || !Number.isSafeInteger(id)) {
      setState({ status: 'notFound' });
      return;
    }
    let cancelled = false;
    store.calls.filter({ session_id: id }).then(
      (reply) => {
        if (cancelled) return;
        const entities = Object.values(reply.entities);
        const session = entities.find((e) => e.internal_type === 'session');
        if (!session) return setState({ status: 'notFound' });
        const children = entities
          .filter((e) => e.internal_type !== 'session')
          .sort((a, b) => (a.start_time_unix ?? 0) - (b.start_time_unix ?? 0));
        setState({ status: 'ready', session, children, persons: reply.persons });
      },
      (e: unknown) => {
        if (cancelled) return;
        if (e instanceof ApiError && e.status === 403) navigate('/main/sessions', { replace: true });
        else if (e instanceof ApiError && e.status === 404) setState({ status: 'notFound' });
        else setState({ status: 'failed', message: e instanceof ApiError ? e.message : String(e) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [store, sessionId, navigate]);

  return state;
}
