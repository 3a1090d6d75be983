import { describe, expect, it } from 'vitest';
import { type EventFromLogic, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { programSnapshotView } from '../../machines/programSnapshot.view';
import {
  DELAYS,
  linkOf,
  OFFLINE,
  programSnapshotTestMachine,
  snapshotOf,
} from './models/programSnapshot.model';

type Ev = EventFromLogic<typeof programSnapshotTestMachine>;
const next = (s: ReturnType<typeof getInitialSnapshot<typeof programSnapshotTestMachine>>, e: unknown) =>
  getNextSnapshot(programSnapshotTestMachine, s, e as Ev);

describe('programSnapshot view', () => {
  it('is loading until a copy is held, then shows it, refreshing or not', () => {
    const first = getInitialSnapshot(programSnapshotTestMachine, DELAYS);
    expect(programSnapshotView(first)).toEqual({ status: 'loading', state: 'readingLink' });
    const file = next(first, { type: 'xstate.done.actor.readLink', output: linkOf(2) });
    expect(programSnapshotView(file).status).toBe('loading');
    const ready = next(file, { type: 'xstate.done.actor.readFile', output: snapshotOf(2) });
    expect(programSnapshotView(ready)).toMatchObject({
      status: 'ready',
      refreshing: false,
      snapshot: snapshotOf(2),
    });
    expect(programSnapshotView(next(ready, { type: 'PROGRAM.REFRESH' }))).toMatchObject({ refreshing: true });
  });

  it('says why the first load failed, and offers a retry', () => {
    const failed = next(getInitialSnapshot(programSnapshotTestMachine, DELAYS), {
      type: 'xstate.error.actor.readLink',
      error: { message: OFFLINE },
    });
    expect(programSnapshotView(failed)).toEqual({
      status: 'failed',
      state: 'failed',
      message: OFFLINE,
      canRetry: true,
    });
  });
});
