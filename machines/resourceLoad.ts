/**
 * One thing a screen loads once (a session's items, a PDF document): loading while the caller's load actor runs,
 * then loaded with its value, or what the failure means: notFound (404), forbidden (403, entering runs the
 * caller's leave action) or failed with the server's message, which LOAD.RETRY tries again. A screen that needs
 * another thing starts another actor. Input: none. Provide the actor load, and the action leave if a forbidden
 * thing should take the user elsewhere.
 */
import { assign, fromPromise, setup } from 'xstate';
import { failedCallGuards, messageOf } from './support/callError';

export interface ResourceLoadContext {
  readonly value: unknown;
  readonly failure: string | null;
}

export type ResourceLoadEvent = { type: 'LOAD.RETRY' };

export const resourceLoadMachine = setup({
  types: {
    context: {} as ResourceLoadContext,
    events: {} as ResourceLoadEvent,
  },
  actors: {
    load: fromPromise<unknown>(() => {
      throw new Error('load not provided');
    }),
  },
  // Read on the load actor's error event, which carries the failure.
  guards: failedCallGuards,
  actions: {
    leave: () => {},
  },
}).createMachine({
  id: 'resourceLoad',
  context: { value: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'loaded', actions: assign({ value: ({ event }) => event.output, failure: null }) },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          { guard: 'isForbidden', target: 'forbidden' },
          { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    loaded: { type: 'final' },
    notFound: { type: 'final' },
    forbidden: { type: 'final', entry: 'leave' },
    failed: { on: { 'LOAD.RETRY': 'loading' } },
  },
});
