/** What a screen shows for a snapshot of the resourceLoad machine, with the loaded value typed by the caller. */
import type { SnapshotFrom } from 'xstate';
import type { resourceLoadMachine } from './resourceLoad';

export type ResourceLoadView<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly value: T }
  | { readonly status: 'notFound' }
  | { readonly status: 'forbidden' }
  | { readonly status: 'failed'; readonly message: string; readonly canRetry: boolean };

/** `T` is what the provided load actor resolves to. */
export function resourceLoadView<T>(s: SnapshotFrom<typeof resourceLoadMachine>): ResourceLoadView<T> {
  if (s.matches('loaded')) return { status: 'loaded', value: s.context.value as T };
  if (s.matches('notFound')) return { status: 'notFound' };
  if (s.matches('forbidden')) return { status: 'forbidden' };
  if (s.matches('failed'))
    return { status: 'failed', message: s.context.failure ?? '', canRetry: s.can({ type: 'LOAD.RETRY' }) };
  return { status: 'loading' };
}
