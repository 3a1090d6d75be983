import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { programSnapshotMachine } from '../../machines/programSnapshot';
import { programSnapshotView } from '../../machines/programSnapshot.view';
import type { SessionLink } from '../../schemas/program';
import { modelPaths, replay } from './model';
import { DELAYS, linkOf, OFFLINE, programSnapshotModel, snapshotOf } from './models/programSnapshot.model';

/** A machine whose link answers each version in turn (none left: offline) and whose file is read by its url. */
function started(versions: number[], copy?: number) {
  const files: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    programSnapshotMachine.provide({
      actors: {
        readLink: fromPromise(async (): Promise<SessionLink> => {
          const v = versions.shift();
          if (v === undefined) throw new Error(OFFLINE);
          return linkOf(v);
        }),
        readFile: fromPromise(async ({ input }: { input: string }) => {
          files.push(input);
          return snapshotOf(Number(/(\d+)\.json$/.exec(input)?.[1]));
        }),
      },
    }),
    {
      clock,
      input: { ...DELAYS, copy: copy === undefined ? undefined : { snapshot: snapshotOf(copy), direct: [] } },
    },
  ).start();
  return { actor, clock, files };
}

describe('programSnapshot', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(programSnapshotModel);
    expect(paths.length).toBeGreaterThanOrEqual(4);
    for (const p of paths) replay(programSnapshotModel, p);
  });

  it('reads the file only for a new version, and reads the link again at each refresh', async () => {
    const { actor, clock, files } = started([1, 1, 2]);
    await waitFor(actor, (s) => s.matches('upToDate'));
    expect(files).toEqual(['/api/snapshots/e/session-1.json']);
    clock.increment(DELAYS.refreshMs);
    await waitFor(actor, (s) => s.matches('upToDate'));
    expect(files).toHaveLength(1);
    clock.increment(DELAYS.refreshMs);
    await waitFor(actor, (s) => s.matches('upToDate') && s.context.snapshot?.version === 2);
    expect(files).toHaveLength(2);
  });

  it('keeps its copy through a failed refresh, and retries a failed first load after the retry delay', async () => {
    const held = started([], 1);
    await waitFor(held.actor, (s) => s.matches('upToDate'));
    expect(programSnapshotView(held.actor.getSnapshot()).status).toBe('ready');

    const fresh = started([]);
    await waitFor(fresh.actor, (s) => s.matches('failed'));
    expect(programSnapshotView(fresh.actor.getSnapshot())).toMatchObject({
      status: 'failed',
      message: OFFLINE,
    });
    fresh.clock.increment(DELAYS.retryMs - 1);
    expect(fresh.actor.getSnapshot().value).toBe('failed');
    fresh.clock.increment(1);
    expect(fresh.actor.getSnapshot().value).toBe('readingLink');
  });

  it('a resumed copy shows at once while the link is read', () => {
    const { actor } = started([1], 1);
    expect(programSnapshotView(actor.getSnapshot())).toMatchObject({ status: 'ready', refreshing: true });
  });
});
