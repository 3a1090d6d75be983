import { type Actor, createActor } from 'xstate';
import { inspect } from '../browser/inspection';
import { reminderMachine } from '../../machines/reminder';
import { REMINDER } from '../../schemas/constants';
import type { MyEventStore } from './store';

export interface ShowingReminder {
  readonly key: string;
  readonly title: string;
  readonly sessionPath: string;
  readonly dismiss: () => void;
  readonly go: () => void;
}

export interface ReminderOptions {
  /** itinerary_reminder_config.offset, in minutes. */
  readonly offsetMinutes?: number | undefined;
  readonly developerMode: boolean;
  readonly fired: (key: string) => boolean;
  readonly record: (key: string) => void;
  readonly goTo: (path: string) => void;
  readonly now: () => number;
}

/**
 * One reminder machine per saved item with a start time (000 §4 "Itinerary"): created when the item is saved,
 * cancelled when it leaves the itinerary, remembered once fired so a reload never shows it again.
 */
export class ItineraryReminders {
  private readonly actors = new Map<
    string,
    { actor: Actor<typeof reminderMachine>; title: string; path: string }
  >();
  private readonly listeners = new Set<() => void>();
  private showing: ShowingReminder[] = [];

  constructor(
    private readonly store: MyEventStore,
    private readonly options: ReminderOptions,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getShowing = () => this.showing;

  /** Brings the reminders in line with the itinerary now. */
  sync(): void {
    const wanted = new Map<string, { start: number; title: string; path: string }>();
    for (const item of this.store.savedItems()) {
      const d = this.store.details(item.type, item.id);
      if (d?.start_time_unix === undefined) continue;
      const path =
        item.type === 'session' || d.session_id === undefined
          ? `/main/sessions/${d.session_id ?? item.id}`
          : `/main/sessions/${d.session_id}/${item.id}`;
      wanted.set(`${item.type}:${item.id}:${d.start_time_unix}`, {
        start: d.start_time_unix,
        title: d.title ?? '',
        path,
      });
    }
    for (const [key, entry] of this.actors) {
      if (wanted.has(key)) continue;
      entry.actor.send({ type: 'REMINDER.CANCEL' });
      entry.actor.stop();
      this.actors.delete(key);
    }
    for (const [key, w] of wanted) {
      if (this.actors.has(key)) continue;
      const actor = createActor(
        reminderMachine.provide({
          actions: {
            recordFired: () => this.options.record(key),
            goToSession: () => this.options.goTo(w.path),
          },
        }),
        {
          inspect,
          input: {
            now: this.options.now(),
            start: w.start,
            offset:
              this.options.offsetMinutes !== undefined
                ? this.options.offsetMinutes * 60_000
                : REMINDER.DEFAULT_OFFSET,
            developerMode: this.options.developerMode,
            fired: this.options.fired(key),
          },
        },
      );
      this.actors.set(key, { actor, title: w.title, path: w.path });
      actor.subscribe(() => this.update());
      actor.start();
    }
    this.update();
  }

  /** A later tick lets far reminders decide again. */
  tick(now: number): void {
    for (const { actor } of this.actors.values()) actor.send({ type: 'CLOCK.TICK', now });
  }

  stop(): void {
    for (const { actor } of this.actors.values()) actor.stop();
    this.actors.clear();
  }

  private update() {
    const next: ShowingReminder[] = [];
    for (const [key, { actor, title, path }] of this.actors) {
      if (!actor.getSnapshot().matches('showing')) continue;
      const previous = this.showing.find((r) => r.key === key);
      next.push(
        previous ?? {
          key,
          title,
          sessionPath: path,
          dismiss: () => actor.send({ type: 'REMINDER.DISMISS' }),
          go: () => actor.send({ type: 'REMINDER.GO' }),
        },
      );
    }
    if (next.length === this.showing.length && next.every((r, i) => r === this.showing[i])) return;
    this.showing = next;
    for (const l of this.listeners) l();
  }
}
