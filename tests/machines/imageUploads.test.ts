import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { imageUploadsMachine } from '../../machines/imageUploads';
import { imageUploadsView } from '../../machines/imageUploads.view';
import { modelPaths, replay } from './model';
import { imageUploadsModel } from './models/imageUploads.model';

describe('imageUploads', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(imageUploadsModel);
    expect(paths.length).toBeGreaterThan(8);
    for (const p of paths) replay(imageUploadsModel, p);
  });

  it('uploads picked files one at a time, keeps their order, leaves out a failure and stops at the most', async () => {
    const uploaded: unknown[] = [];
    const actor = createActor(
      imageUploadsMachine.provide({
        actors: {
          uploadImage: fromPromise<string, unknown>(async ({ input }) => {
            uploaded.push(input);
            if (input === 'broken.png') throw new Error('not an image');
            return `/img/${String(input)}`;
          }),
        },
      }),
      { input: { max: 3 } },
    ).start();
    actor.send({ type: 'IMAGES.ADD', files: ['a.png', 'broken.png', 'b.png', 'c.png', 'd.png'] });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(uploaded).toEqual(['a.png', 'broken.png', 'b.png']);
    expect(imageUploadsView(actor.getSnapshot())).toMatchObject({
      images: ['/img/a.png', '/img/b.png'],
      canAdd: true,
    });
    expect(actor.getSnapshot().context.failures).toBe(1);
    actor.send({ type: 'IMAGES.RESET' });
    expect(imageUploadsView(actor.getSnapshot()).images).toEqual([]);
  });
});
