import { describe, expect, it } from 'vitest';
import { type EventFromLogic, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { imageUploadsView } from '../../machines/imageUploads.view';
import { imageUploadsTestMachine, MAX } from './models/imageUploads.model';

type Ev = EventFromLogic<typeof imageUploadsTestMachine>;
const next = (s: ReturnType<typeof getInitialSnapshot<typeof imageUploadsTestMachine>>, e: unknown) =>
  getNextSnapshot(imageUploadsTestMachine, s, e as Ev);

describe('imageUploads view', () => {
  it('counts images on their way, and hides the upload tile once the most are there or coming', () => {
    const edited = getInitialSnapshot(imageUploadsTestMachine, { max: MAX, images: ['/img/0'] });
    expect(imageUploadsView(edited)).toEqual({ images: ['/img/0'], preparing: 0, canAdd: true, busy: false });
    const picked = next(edited, { type: 'IMAGES.ADD', files: ['a.png', 'b.png', 'c.png'] });
    expect(imageUploadsView(picked)).toEqual({ images: ['/img/0'], preparing: 2, canAdd: false, busy: true });
    const one = next(picked, { type: 'xstate.done.actor.uploadImage', output: '/img/1' });
    expect(imageUploadsView(one)).toMatchObject({
      images: ['/img/0', '/img/1'],
      preparing: 1,
      canAdd: false,
    });
  });
});
