import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { programSnapshotMachine } from '../../../machines/programSnapshot';
import { programSnapshotView } from '../../../machines/programSnapshot.view';
import type { SessionLink, SessionSnapshot } from '../../../schemas/program';

import type { MachineModel } from '../model';

type Machine = typeof programSnapshotTestMachine;
type Ev = EventFromLogic<Machine>;

export const DELAYS = { refreshMs: 120_000, retryMs: 15_000 };
export const OFFLINE = 'The server cannot be reached.';

export const snapshotOf = (version: number) =>
  ({ kind: 'session', version, items: [], persons: {}, timezone: 'UTC' }) as unknown as SessionSnapshot;
export const linkOf = (version: number): SessionLink =>
  ({ url: `/api/snapshots/e/session-${version}.json`, version, direct: [] }) as unknown as SessionLink;

/** The real machine; its reads never settle by themselves: the paths send their done and error events. */
export const programSnapshotTestMachine = programSnapshotMachine.provide({
  actors: {
    readLink: fromPromise(() => new Promise<SessionLink>(() => {})),
    readFile: fromPromise(() => new Promise<SessionSnapshot>(() => {})),
  },
});

const events = (): Ev[] =>
  [
    { type: 'PROGRAM.REFRESH' },
    { type: 'PROGRAM.RETRY' },
    { type: 'xstate.done.actor.readLink', output: linkOf(1) },
    { type: 'xstate.done.actor.readLink', output: linkOf(2) },
    { type: 'xstate.error.actor.readLink', error: { message: OFFLINE } },
    { type: 'xstate.done.actor.readFile', output: snapshotOf(2) },
    { type: 'xstate.error.actor.readFile', error: { message: OFFLINE } },
    { type: 'xstate.after.refresh.programSnapshot.upToDate' },
    { type: 'xstate.after.retry.programSnapshot.failed' },
  ] as unknown as Ev[];

function meaning(s: SnapshotFrom<Machine>) {
  const view = programSnapshotView(s);
  const { snapshot, fileUrl, failure } = s.context;
  if (snapshot) expect(view).toMatchObject({ status: 'ready', snapshot });
  if (s.matches('readingLink')) {
    expect(view.status).toBe(snapshot ? 'ready' : 'loading');
    if (view.status === 'ready') expect(view.refreshing).toBe(true);
  } else if (s.matches('readingFile')) {
    expect(fileUrl).toMatch(/session-\d+\.json$/);
    expect(view.status).toBe(snapshot ? 'ready' : 'loading');
  } else if (s.matches('upToDate')) {
    expect(view).toMatchObject({ status: 'ready', refreshing: false });
    expect(failure).toBeNull();
  } else if (s.matches('failed')) {
    expect(snapshot).toBeNull();
    expect(view).toEqual({ status: 'failed', state: 'failed', message: OFFLINE, canRetry: true });
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const programSnapshotModel: MachineModel<Machine> = {
  name: 'programSnapshot',
  machine: programSnapshotTestMachine,
  inputs: [
    { label: 'a first load', input: DELAYS },
    {
      label: 'resumed with version 1',
      input: { ...DELAYS, copy: { snapshot: snapshotOf(1), direct: [] } },
    },
  ],
  events,
  delays: (s) => ({ refresh: s.context.refreshMs, retry: s.context.retryMs }),
  meaning,
  transitionPaths: true,
};
