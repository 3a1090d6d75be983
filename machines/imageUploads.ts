/**
 * The images of a post being written (001 §5): picked files wait their turn, each is prepared and uploaded by
 * the caller's uploadImage actor one at a time, and its address joins the post's images; at most `max` in all
 * (a pick beyond that is cut). A file that cannot be prepared or uploaded is left out and counted (001 §8: such
 * failures are only logged). IMAGES.REMOVE drops an image; IMAGES.RESET empties the post (after it is sent).
 * Input: max, and the images an edited post has. Provide the actor uploadImage (a file to its address).
 */
import { assign, fromPromise, setup } from 'xstate';

export interface ImageUploadsInput {
  max: number;
  images?: readonly string[];
}

export interface ImageUploadsContext {
  readonly max: number;
  /** Files picked and not uploaded yet, oldest first. */
  readonly waiting: readonly unknown[];
  readonly images: readonly string[];
  readonly failures: number;
}

export type ImageUploadsEvent =
  | { type: 'IMAGES.ADD'; files: readonly unknown[] }
  | { type: 'IMAGES.REMOVE'; url: string }
  | { type: 'IMAGES.RESET' };

const room = (c: ImageUploadsContext) => Math.max(0, c.max - c.images.length - c.waiting.length);

export const imageUploadsMachine = setup({
  types: {
    context: {} as ImageUploadsContext,
    events: {} as ImageUploadsEvent,
    input: {} as ImageUploadsInput,
  },
  actors: {
    uploadImage: fromPromise<string, unknown>(() => {
      throw new Error('uploadImage not provided');
    }),
  },
  guards: {
    hasWaiting: ({ context }) => context.waiting.length > 0,
  },
  actions: {
    addFiles: assign({
      waiting: ({ context, event }) =>
        event.type === 'IMAGES.ADD'
          ? [...context.waiting, ...event.files.slice(0, room(context))]
          : context.waiting,
    }),
  },
}).createMachine({
  id: 'imageUploads',
  context: ({ input }) => ({ max: input.max, waiting: [], images: [...(input.images ?? [])], failures: 0 }),
  initial: 'idle',
  on: {
    'IMAGES.REMOVE': {
      actions: assign({ images: ({ context, event }) => context.images.filter((u) => u !== event.url) }),
    },
  },
  states: {
    idle: {
      on: {
        'IMAGES.ADD': { target: 'next', actions: 'addFiles' },
        'IMAGES.RESET': { actions: assign({ images: [], failures: 0 }) },
      },
    },
    next: {
      always: [{ guard: 'hasWaiting', target: 'uploading' }, { target: 'idle' }],
    },
    uploading: {
      on: { 'IMAGES.ADD': { actions: 'addFiles' } },
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context }: { context: ImageUploadsContext }) => context.waiting[0],
        onDone: {
          target: 'next',
          actions: assign({
            waiting: ({ context }) => context.waiting.slice(1),
            images: ({ context, event }) =>
              context.images.length < context.max ? [...context.images, event.output] : context.images,
          }),
        },
        onError: {
          target: 'next',
          actions: assign({
            waiting: ({ context }) => context.waiting.slice(1),
            failures: ({ context }) => context.failures + 1,
          }),
        },
      },
    },
  },
});
