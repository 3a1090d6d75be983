import { useSelector } from '@xstate/react';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { favoriteToggleView } from '../../machines/favoriteToggle.view';
import { noteEditorView } from '../../machines/noteEditor.view';
import { ratingView } from '../../machines/rating.view';
import type { FavoriteType } from '../../schemas/favorite';
import type { RatingType } from '../../schemas/rating';
import type { Api } from '../api/client';
import { myEventCalls } from '../api/myEventCalls';
import { ItineraryReminders, type ReminderOptions, type ShowingReminder } from './reminders';
import { MyEventStore, type NoteAnchor } from './store';

const StoreContext = createContext<MyEventStore | null>(null);

/** One store of the user's own program per signed-in user (`userKey`); none while signed out. */
export function MyEventProvider({
  api,
  userKey,
  children,
}: {
  api: Api;
  userKey: string | null;
  children: ReactNode;
}) {
  const store = useMemo(() => (userKey ? new MyEventStore(myEventCalls(api)) : null), [api, userKey]);
  useEffect(() => () => store?.stop(), [store]);
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The store, loaded on first use; null when nobody is signed in. */
function useStore(): MyEventStore | null {
  const store = useContext(StoreContext);
  useEffect(() => store?.start(), [store]);
  return store;
}

const noStore = () => () => {};

/** Whether the user's favourites, ratings and notes are loaded (controls stay hidden until they are). */
export function useMyEventStatus(): 'loading' | 'ready' | 'failed' {
  return useStatusOf(useStore());
}

function useStatusOf(store: MyEventStore | null) {
  const status = () => store?.getStatus() ?? 'failed';
  return useSyncExternalStore(store?.subscribe ?? noStore, status, status);
}

/** The store once loaded, else null: a control renders again when the load ends. */
function useReadyStore(): MyEventStore | null {
  const store = useStore();
  return useStatusOf(store) === 'ready' ? store : null;
}

export function useFavorite(type: FavoriteType, id: string) {
  const actor = useReadyStore()?.favorite(type, id) ?? null;
  const view = useSelector(actor ?? undefined, (s) => (s ? favoriteToggleView(s) : null));
  return { view, toggle: () => actor?.send({ type: 'FAVORITE.TOGGLE' }) };
}

/** The items whose star is filled now, re-read whenever a star changes. */
export function useSavedItems() {
  const store = useStore();
  const versionOf = () => store?.getVersion() ?? 0;
  const version = useSyncExternalStore(store?.subscribe ?? noStore, versionOf, versionOf);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks every change of the stars
  return useMemo(() => store?.savedItems() ?? [], [store, version]);
}

export function useRating(type: RatingType, id: string) {
  const actor = useReadyStore()?.rating(type, id) ?? null;
  const view = useSelector(actor ?? undefined, (s) => (s ? ratingView(s) : null));
  return { view, rate: (value: number) => actor?.send({ type: 'RATING.SET', value }) };
}

export function useNote(anchor: NoteAnchor) {
  const actor = useReadyStore()?.note(anchor) ?? null;
  const view = useSelector(actor ?? undefined, (s) => (s ? noteEditorView(s) : null));
  return { view, send: (event: Parameters<NonNullable<typeof actor>['send']>[0]) => actor?.send(event) };
}

/** The general note (about no session), once the user's notes are loaded. */
export function useGeneralNote() {
  const actor = useReadyStore()?.generalNote() ?? null;
  const view = useSelector(actor ?? undefined, (s) => (s ? noteEditorView(s) : null));
  return { view, send: (event: Parameters<NonNullable<typeof actor>['send']>[0]) => actor?.send(event) };
}

/** The general note's text, read when asked (a download). */
export function useGeneralNoteText(): () => string {
  const store = useReadyStore();
  return () => store?.generalNoteText() ?? '';
}

/** Every note with text now, read when asked (a download). */
export function useAllNotes(): () => ReturnType<MyEventStore['allNotes']> {
  const store = useReadyStore();
  return () => store?.allNotes() ?? [];
}

/**
 * The itinerary reminders on screen now: one reminder machine per saved item with a start time, in line with
 * the itinerary whenever a star changes; `now` (a clock the caller subscribes to) lets far reminders decide again.
 */
export function useItineraryReminders(options: Omit<ReminderOptions, 'now'>, now: number): ShowingReminder[] {
  const store = useReadyStore();
  const latest = useRef(options);
  latest.current = options;
  const reminders = useMemo(
    () =>
      store
        ? new ItineraryReminders(store, {
            offsetMinutes: latest.current.offsetMinutes,
            developerMode: latest.current.developerMode,
            fired: (key) => latest.current.fired(key),
            record: (key) => latest.current.record(key),
            goTo: (path) => latest.current.goTo(path),
            now: () => Date.now(),
          })
        : null,
    [store],
  );
  const versionOf = () => store?.getVersion() ?? 0;
  const version = useSyncExternalStore(store?.subscribe ?? noStore, versionOf, versionOf);
  useEffect(() => () => reminders?.stop(), [reminders]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks every change of the stars
  useEffect(() => reminders?.sync(), [reminders, version]);
  useEffect(() => reminders?.tick(now), [reminders, now]);
  const showing = () => reminders?.getShowing() ?? NONE;
  return useSyncExternalStore(reminders?.subscribe ?? noStore, showing, showing);
}

const NONE: ShowingReminder[] = [];
