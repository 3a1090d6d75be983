/**
 * What a program screen shows for a snapshot of the programSnapshot machine: the program as soon as a copy is
 * held (a refresh going on behind it changes nothing on screen), else loading, or the failure with a retry.
 */
import type { SnapshotFrom } from 'xstate';
import type { ListedItem, SessionSnapshot } from '../schemas/program';
import type { programSnapshotMachine } from './programSnapshot';
import { stateName } from './support/stateName';

export type ProgramSnapshotView =
  | { readonly status: 'loading'; readonly state: string }
  | {
      readonly status: 'failed';
      readonly state: string;
      readonly message: string;
      readonly canRetry: boolean;
    }
  | {
      readonly status: 'ready';
      readonly state: string;
      readonly snapshot: SessionSnapshot;
      readonly direct: readonly ListedItem[];
      /** The link or a newer file is being read behind the copy shown. */
      readonly refreshing: boolean;
    };

export function programSnapshotView(s: SnapshotFrom<typeof programSnapshotMachine>): ProgramSnapshotView {
  const state = stateName(s.value);
  const { snapshot, direct, failure } = s.context;
  if (snapshot) return { status: 'ready', state, snapshot, direct, refreshing: !s.matches('upToDate') };
  if (s.matches('failed'))
    return { status: 'failed', state, message: failure ?? '', canRetry: s.can({ type: 'PROGRAM.RETRY' }) };
  return { status: 'loading', state };
}
