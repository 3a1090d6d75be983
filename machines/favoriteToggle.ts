/**
 * One favourite star (a session, abstract, program item, office hour or lounge): off or on, changed at once
 * when pressed (optimistic) while the caller's call runs, and put back as it was when the call fails, with the
 * server's message kept for the user. A session in the user's force_into_itinerary is forced: always on,
 * never toggled. FAVORITE.SYNC brings the server's list (another tab, a refresh) when no call is running.
 * Input: `favorited`, `forced`. Provide the actors addFavorite and removeFavorite (the caller knows the entity).
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './support/callError';

export interface FavoriteToggleInput {
  readonly favorited: boolean;
  readonly forced?: boolean;
}

export interface FavoriteToggleContext {
  readonly favorited: boolean;
  readonly forced: boolean;
  /** The server's message of the last call that was rolled back. */
  readonly failure: string | null;
}

export type FavoriteToggleEvent = { type: 'FAVORITE.TOGGLE' } | { type: 'FAVORITE.SYNC'; favorited: boolean };

export const favoriteToggleMachine = setup({
  types: {
    input: {} as FavoriteToggleInput,
    context: {} as FavoriteToggleContext,
    events: {} as FavoriteToggleEvent,
  },
  actors: {
    addFavorite: fromPromise<void>(() => {
      throw new Error('addFavorite not provided');
    }),
    removeFavorite: fromPromise<void>(() => {
      throw new Error('removeFavorite not provided');
    }),
  },
  actions: {
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isForced: ({ context }) => context.forced,
    startsOn: ({ context }) => context.favorited,
    syncedOn: ({ event }) => event.type === 'FAVORITE.SYNC' && event.favorited,
    syncedOff: ({ event }) => event.type === 'FAVORITE.SYNC' && !event.favorited,
  },
}).createMachine({
  id: 'favoriteToggle',
  context: ({ input }) => ({ favorited: input.favorited, forced: input.forced === true, failure: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isForced', target: 'forced' },
        { guard: 'startsOn', target: 'on' },
        { target: 'off' },
      ],
    },
    forced: {},
    off: {
      on: {
        'FAVORITE.TOGGLE': { target: 'adding', actions: 'clearFailure' },
        'FAVORITE.SYNC': { guard: 'syncedOn', target: 'on', actions: 'clearFailure' },
      },
    },
    adding: {
      invoke: {
        id: 'addFavorite',
        src: 'addFavorite',
        onDone: { target: 'on' },
        onError: { target: 'off', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    on: {
      on: {
        'FAVORITE.TOGGLE': { target: 'removing', actions: 'clearFailure' },
        'FAVORITE.SYNC': { guard: 'syncedOff', target: 'off', actions: 'clearFailure' },
      },
    },
    removing: {
      invoke: {
        id: 'removeFavorite',
        src: 'removeFavorite',
        onDone: { target: 'off' },
        onError: { target: 'on', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
