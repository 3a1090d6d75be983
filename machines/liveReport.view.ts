/** What a screen shows for a snapshot of the liveReport machine, with the report typed by the caller. */
import type { SnapshotFrom } from 'xstate';
import type { liveReportMachine } from './liveReport';

export type LiveReportView<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'shown'; readonly value: T; readonly stale: boolean; readonly refreshing: boolean }
  | { readonly status: 'notFound' }
  | { readonly status: 'forbidden' }
  | { readonly status: 'failed'; readonly message: string; readonly canRetry: boolean };

/** `T` is what the provided load actor resolves to. */
export function liveReportView<T>(s: SnapshotFrom<typeof liveReportMachine>): LiveReportView<T> {
  if (s.matches('shown'))
    return {
      status: 'shown',
      value: s.context.value as T,
      stale: s.context.stale,
      refreshing: s.matches({ shown: 'refreshing' }),
    };
  if (s.matches('notFound')) return { status: 'notFound' };
  if (s.matches('forbidden')) return { status: 'forbidden' };
  if (s.matches('failed'))
    return { status: 'failed', message: s.context.failure ?? '', canRetry: s.can({ type: 'REPORT.RETRY' }) };
  return { status: 'loading' };
}
