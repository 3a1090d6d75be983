import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { imageUploadsMachine } from '../../../machines/imageUploads';
import { imageUploadsView } from '../../../machines/imageUploads.view';
import type { MachineModel } from '../model';

type Machine = typeof imageUploadsTestMachine;
type Ev = EventFromLogic<Machine>;

export const MAX = 3;

/** The real machine; its uploads never settle by themselves: the paths send their done and error events. */
export const imageUploadsTestMachine = imageUploadsMachine.provide({
  actors: { uploadImage: fromPromise(() => new Promise<string>(() => {})) },
});

const events = [
  { type: 'IMAGES.ADD', files: ['a.png', 'b.png'] },
  { type: 'IMAGES.ADD', files: ['c.png', 'd.png', 'e.png'] },
  { type: 'IMAGES.REMOVE', url: '/img/1' },
  { type: 'IMAGES.RESET' },
  { type: 'xstate.done.actor.uploadImage', output: '/img/1' },
  { type: 'xstate.error.actor.uploadImage', error: new Error('too big') },
] as unknown as Ev[];

function meaning(s: SnapshotFrom<Machine>) {
  const view = imageUploadsView(s);
  const { images, waiting } = s.context;
  expect(images.length + waiting.length).toBeLessThanOrEqual(MAX);
  expect(view.canAdd).toBe(images.length + waiting.length < MAX);
  if (s.matches('idle')) {
    expect(waiting).toEqual([]);
    expect(view).toMatchObject({ busy: false, preparing: 0 });
  } else if (s.matches('uploading')) {
    expect(waiting.length).toBeGreaterThan(0);
    expect(view).toMatchObject({ busy: true, preparing: waiting.length });
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const imageUploadsModel: MachineModel<Machine> = {
  name: 'imageUploads',
  machine: imageUploadsTestMachine,
  inputs: [
    { label: 'a new post', input: { max: MAX } },
    { label: 'an edited post with one image', input: { max: MAX, images: ['/img/0'] } },
  ],
  events: () => events,
  meaning,
  transitionPaths: true,
  // Failures only count up: they are left out of what makes a state new.
  serializeState: (s) => JSON.stringify([s.value, s.context.images, s.context.waiting]),
};
