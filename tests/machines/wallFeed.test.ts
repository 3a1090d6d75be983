import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { mergePosts, type WallRead, wallFeedMachine } from '../../machines/wallFeed';
import { wallFeedView } from '../../machines/wallFeed.view';
import { modelPaths, replay } from './model';
import { DELAYS, OFFLINE, read, wallFeedModel, wallPost } from './models/wallFeed.model';

describe('wallFeed', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(wallFeedModel);
    expect(paths.length).toBeGreaterThan(5);
    for (const p of paths) replay(wallFeedModel, p);
  });

  it('reads everything first, then only what changed since the last lastSync, and keeps its posts through a failed poll', async () => {
    const asked: (number | null)[] = [];
    const answers: (WallRead | Error)[] = [
      read([wallPost('p1'), wallPost('p2')], [], 100),
      new Error(OFFLINE),
      read([wallPost('p3')], ['p1'], 300),
    ];
    const clock = new SimulatedClock();
    const actor = createActor(
      wallFeedMachine.provide({
        actors: {
          readWall: fromPromise<WallRead, number | null>(async ({ input }) => {
            asked.push(input);
            const a = answers.shift();
            if (!a || a instanceof Error) throw a ?? new Error('none');
            return a;
          }),
        },
      }),
      { input: DELAYS, clock },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    clock.increment(DELAYS.pollMs);
    await waitFor(actor, (s) => s.matches('ready'));
    expect([...actor.getSnapshot().context.posts.keys()]).toEqual(['p1', 'p2']);
    clock.increment(DELAYS.pollMs);
    await waitFor(actor, (s) => s.matches('ready') && s.context.lastSync === 300);
    expect(asked).toEqual([null, 100, 100]);
    const view = wallFeedView(actor.getSnapshot());
    expect(view.status === 'ready' && view.posts.map((p) => p.CommentID)).toEqual(['p2', 'p3']);
  });

  it('drops the replies of a removed post, and its replies’ replies', () => {
    const held = mergePosts(
      new Map(),
      [wallPost('p1'), wallPost('r1', 'p1'), wallPost('r2', 'r1', 'p1'), wallPost('p2')],
      [],
    );
    expect([...mergePosts(held, [], ['p1']).keys()]).toEqual(['p2']);
  });
});
