import { type Actor, createActor, fromPromise } from 'xstate';
import { inspect } from '../browser/inspection';
import { favoriteToggleMachine } from '../../machines/favoriteToggle';
import { noteEditorMachine } from '../../machines/noteEditor';
import { type RatingFigures as Figures, ratingMachine } from '../../machines/rating';
import type { Favorite, FavoriteType } from '../../schemas/favorite';
import type { Note } from '../../schemas/note';
import type { RatingFigures, RatingType } from '../../schemas/rating';
import type { MyEventCalls } from '../api/myEventCalls';

/** A note's place: its session, and the abstract or program item within it. */
export interface NoteAnchor {
  readonly sessionId: number;
  readonly abId?: number | undefined;
  readonly programId?: number | undefined;
}

export interface SavedItem {
  readonly type: FavoriteType;
  readonly id: string;
  readonly forced: boolean;
}

type LoadStatus = 'loading' | 'ready' | 'failed';

const noteKey = (a: NoteAnchor) =>
  `${a.sessionId}/${a.abId !== undefined ? `a${a.abId}` : a.programId !== undefined ? `p${a.programId}` : ''}`;
const noteKeyOf = (n: Note) => noteKey({ sessionId: n.session_id, abId: n.ab_id, programId: n.program_id });

/** A running noteEditor over a saved text, saving through `save`. */
function editorOf(saved: string, save: (note: string) => Promise<unknown>) {
  return createActor(
    noteEditorMachine.provide({
      actors: {
        saveNote: fromPromise(async ({ input: note }) => {
          await save(note);
        }),
      },
    }),
    { inspect, input: { saved } },
  ).start();
}

/**
 * The signed-in user's own program: favourites, ratings and notes, loaded once, then one machine per star,
 * rating and note (favoriteToggle, rating, noteEditor) that makes its own calls. Screens read the machines;
 * the itinerary reads which stars are filled.
 */
export class MyEventStore {
  private status: LoadStatus = 'loading';
  private version = 0;
  private readonly listeners = new Set<() => void>();
  private favoritesByKey = new Map<string, Favorite>();
  private ratingsByKey = new Map<string, RatingFigures>();
  private notesByKey = new Map<string, Note>();
  private generalText = '';
  private generalEditor: Actor<typeof noteEditorMachine> | null = null;
  private readonly stars = new Map<string, Actor<typeof favoriteToggleMachine>>();
  private readonly raters = new Map<string, Actor<typeof ratingMachine>>();
  private readonly editors = new Map<string, Actor<typeof noteEditorMachine>>();
  private readonly loader;

  constructor(private readonly calls: MyEventCalls) {
    this.loader = createActor(
      fromPromise(() => Promise.all([calls.favorites(), calls.ratings(), calls.notes()])),
      { inspect },
    );
    this.loader.subscribe({
      next: (s) => {
        if (s.status === 'done' && s.output) {
          const [favorites, ratings, notes] = s.output;
          this.favoritesByKey = new Map(
            favorites.favorites.map((f) => [`${f.entity_type}:${f.entity_id}`, f]),
          );
          this.ratingsByKey = new Map(ratings.ratings.map((r) => [`${r.entity_type}:${r.entity_id}`, r]));
          this.notesByKey = new Map(notes.notes.map((n) => [noteKeyOf(n), n]));
          this.generalText = notes.general?.note ?? '';
          for (const f of favorites.favorites) this.favorite(f.entity_type, f.entity_id);
          this.set('ready');
        }
      },
      error: () => this.set('failed'),
    });
  }

  start(): void {
    if (this.loader.getSnapshot().status === 'active' && this.status === 'loading') this.loader.start();
  }

  stop(): void {
    this.loader.stop();
    for (const map of [this.stars, this.raters, this.editors]) for (const a of map.values()) a.stop();
    this.generalEditor?.stop();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getVersion = () => this.version;
  getStatus = () => this.status;

  private set(status: LoadStatus) {
    this.status = status;
    this.changed();
  }

  private changed = () => {
    this.version += 1;
    for (const l of this.listeners) l();
  };

  /** The star of one item (created on first use, after the load). */
  favorite(type: FavoriteType, id: string): Actor<typeof favoriteToggleMachine> {
    const key = `${type}:${id}`;
    let actor = this.stars.get(key);
    if (!actor) {
      const saved = this.favoritesByKey.get(key);
      actor = createActor(
        favoriteToggleMachine.provide({
          actors: {
            addFavorite: fromPromise<void>(async () => {
              await this.calls.addFavorite(type, id);
              void this.refreshDetails();
            }),
            removeFavorite: fromPromise<void>(async () => {
              await this.calls.removeFavorite(type, id);
            }),
          },
        }),
        { inspect, input: { favorited: saved !== undefined, forced: saved?.forced === true } },
      );
      this.stars.set(key, actor);
      let previous = actor.getSnapshot().value;
      actor.subscribe((s) => {
        if (s.value === previous) return;
        previous = s.value;
        this.changed();
      });
      actor.start();
    }
    return actor;
  }

  /** The saved items' titles and times again (after a save: the reminders need the new item's start). */
  private async refreshDetails() {
    try {
      const { favorites } = await this.calls.favorites();
      this.favoritesByKey = new Map(favorites.map((f) => [`${f.entity_type}:${f.entity_id}`, f]));
      this.changed();
    } catch {
      // The star is saved; its reminder comes with the next load.
    }
  }

  /** What is known of a saved item: its title, session and times (from the server's list). */
  details(type: FavoriteType, id: string): Favorite | undefined {
    return this.favoritesByKey.get(`${type}:${id}`);
  }

  /** The items whose star is filled now (saved, forced, or being added). */
  savedItems(): SavedItem[] {
    const out: SavedItem[] = [];
    for (const [key, actor] of this.stars) {
      const s = actor.getSnapshot();
      if (!(s.matches('on') || s.matches('adding') || s.matches('forced'))) continue;
      const at = key.indexOf(':');
      out.push({
        type: key.slice(0, at) as FavoriteType,
        id: key.slice(at + 1),
        forced: s.matches('forced'),
      });
    }
    return out;
  }

  /** This user's rating of an item with everyone's figures. */
  rating(type: RatingType, id: string): Actor<typeof ratingMachine> {
    const key = `${type}:${id}`;
    let actor = this.raters.get(key);
    if (!actor) {
      const known = this.ratingsByKey.get(key);
      const input: Figures = { value: known?.value ?? 0, count: known?.count ?? 0, total: known?.total ?? 0 };
      actor = createActor(
        ratingMachine.provide({
          actors: { saveRating: fromPromise(async ({ input: value }) => this.calls.rate(type, id, value)) },
        }),
        { inspect, input },
      ).start();
      this.raters.set(key, actor);
    }
    return actor;
  }

  /** Every note with text now: the loaded ones, as edited since. */
  allNotes(): { anchor: NoteAnchor; text: string }[] {
    const texts = new Map<string, { anchor: NoteAnchor; text: string }>();
    for (const n of this.notesByKey.values()) {
      const anchor = { sessionId: n.session_id, abId: n.ab_id, programId: n.program_id };
      texts.set(noteKey(anchor), { anchor, text: n.note });
    }
    for (const [key, actor] of this.editors) {
      const [session = '', child = ''] = key.split('/');
      const anchor: NoteAnchor = {
        sessionId: Number(session),
        ...(child.startsWith('a') ? { abId: Number(child.slice(1)) } : {}),
        ...(child.startsWith('p') ? { programId: Number(child.slice(1)) } : {}),
      };
      texts.set(key, { anchor, text: actor.getSnapshot().context.saved });
    }
    return [...texts.values()].filter((n) => n.text.trim() !== '');
  }

  /** The user's note at one place. */
  note(anchor: NoteAnchor): Actor<typeof noteEditorMachine> {
    const key = noteKey(anchor);
    let actor = this.editors.get(key);
    if (!actor) {
      actor = editorOf(this.notesByKey.get(key)?.note ?? '', (note) =>
        this.calls.saveNote({
          session_id: anchor.sessionId,
          ...(anchor.abId !== undefined ? { ab_id: anchor.abId } : {}),
          ...(anchor.programId !== undefined ? { program_id: anchor.programId } : {}),
          note,
        }),
      );
      this.editors.set(key, actor);
    }
    return actor;
  }

  /** The general note: the user's own, about no session (the profile's General Notes). */
  generalNote(): Actor<typeof noteEditorMachine> {
    this.generalEditor ??= editorOf(this.generalText, (note) => this.calls.saveGeneralNote(note));
    return this.generalEditor;
  }

  /** The general note's text now, as saved since the load. */
  generalNoteText(): string {
    return (this.generalEditor?.getSnapshot().context.saved ?? this.generalText).trim();
  }
}
