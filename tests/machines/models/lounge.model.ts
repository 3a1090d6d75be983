import { expect } from 'vitest';
import { type EventFromLogic, fromCallback, type SnapshotFrom } from 'xstate';
import { type LoungeInput, type LoungeMachineRoom, loungeMachine } from '../../../machines/lounge';
import { loungeView } from '../../../machines/lounge.view';
import { ON_THE_CLOCK, type MachineModel, type Step, ticks } from '../model';

type Machine = typeof loungeMachine;
type Ev = EventFromLogic<Machine>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const NOW = Date.UTC(2026, 10, 25, 15, 0);
const AFTER = { type: 'xstate.after.NEXT_BOUNDARY.lounge.clock.waiting' };

/** A room that is always open, without limit or ad, that the user does not moderate. */
export const room = (id: string, extra: Partial<LoungeMachineRoom> = {}): LoungeMachineRoom => ({
  id,
  scheduled: false,
  schedules: [],
  capacity: null,
  moderator: false,
  hasAd: false,
  maySkipAd: true,
  ...extra,
});

export const S = NOW + HOUR;
const evening = (extra: Partial<LoungeMachineRoom> = {}) =>
  room('evening', {
    scheduled: true,
    schedules: [
      { start: S, end: S + HOUR },
      { start: S + 3 * HOUR, end: S + 4 * HOUR },
    ],
    ...extra,
  });
const cafe = room('cafe', { hasAd: true });
const sponsor = (extra: Partial<LoungeMachineRoom> = {}) =>
  room('sponsor', { hasAd: true, maySkipAd: false, ...extra });
const small = (extra: Partial<LoungeMachineRoom> = {}) => room('small', { capacity: 1, ...extra });

/** The specification's rules for one card, written out directly. */
function expectedButton(
  input: LoungeInput,
  r: LoungeMachineRoom,
  now: number,
  counts: Record<string, number>,
) {
  const privileged = input.isAdmin || r.moderator;
  const next = r.schedules.find((s) => now <= s.end);
  if (r.scheduled && !next) return { listed: false, live: false, button: 'none' };
  const live = r.scheduled && next !== undefined && next.start <= now;
  const open = !r.scheduled || live || privileged || (next !== undefined && now >= next.start - 10 * MINUTE);
  const full = !privileged && r.capacity !== null && (counts[r.id] ?? 0) >= r.capacity;
  const button = !open ? 'none' : input.limitedAccess ? 'disabled' : full ? 'full' : 'join';
  return { listed: true, live, button };
}

function meaning(snapshot: SnapshotFrom<Machine>, { input, event, previous }: Step<Machine>) {
  const { now, counts, roomId } = snapshot.context;
  const view = loungeView(snapshot);
  const state = (['cards', 'playAd', 'play'] as const).find((v) => snapshot.matches({ view: v }));
  expect(view.state).toBe(state);
  expect(view.roomId).toBe(state === 'cards' ? null : roomId);
  if (state !== 'cards') expect(input.rooms.some((r) => r.id === roomId)).toBe(true);

  const listed = input.rooms.filter((r) => expectedButton(input, r, now, counts).listed);
  expect(view.cards.map((c) => c.id)).toEqual(listed.map((r) => r.id));
  for (const r of input.rooms) {
    const rule = expectedButton(input, r, now, counts);
    const card = view.cards.find((c) => c.id === r.id);
    if (card) {
      expect(card.button).toBe(rule.button);
      expect(card.isLive).toBe(rule.live);
      expect(card.canJoin).toBe(rule.button === 'join');
      expect(card.participants).toBe(counts[r.id] ?? 0);
    }
    // Only a room whose card offers Join Room can be entered (not the one the user is in).
    const enterable = state !== 'playAd' && rule.button === 'join' && r.id !== roomId;
    expect(snapshot.can({ type: 'ROOM.JOIN', room: r.id })).toBe(enterable);
  }

  // Joining plays the room's ad first when it has one.
  if (event.type === 'ROOM.JOIN' && previous && !previous.matches({ view: 'playAd' })) {
    const joined = input.rooms.find((r) => r.id === event.room);
    expect(state).toBe(joined?.hasAd ? 'playAd' : 'play');
  }
  const current = input.rooms.find((r) => r.id === roomId);
  const maySkip =
    state === 'playAd' && current !== undefined && (current.maySkipAd || input.isAdmin || current.moderator);
  expect(view.showSkipAd).toBe(maySkip);
  expect(snapshot.can({ type: 'AD.SKIP' })).toBe(maySkip);
  expect(snapshot.can({ type: 'AD.END' })).toBe(state === 'playAd');
  expect(snapshot.can({ type: 'ROOM.BACK' })).toBe(state !== 'cards');

  // The clock waits for the next change of a scheduled card, and idles when none is left.
  const boundaries = input.rooms.flatMap((r) => {
    const next = r.schedules.find((s) => now <= s.end);
    return r.scheduled && next ? [next.start - 10 * MINUTE, next.start, next.end + 1] : [];
  });
  expect(snapshot.matches({ clock: 'waiting' })).toBe(boundaries.some((b) => b > now));
}

/** The meaning with the presence of the room counted: the user is in the room's presence exactly in play. */
function perPath() {
  let inRoom: string | null = null;
  const machine = loungeMachine.provide({
    actors: {
      stayInRoom: fromCallback<Ev, { room: string }>(({ input }) => {
        inRoom = input.room;
        return () => {
          inRoom = null;
        };
      }),
    },
  });
  const counted = (s: SnapshotFrom<Machine>, step: Step<Machine>) => {
    meaning(s, step);
    expect(inRoom).toBe(s.matches({ view: 'play' }) ? s.context.roomId : null);
  };
  return { machine, meaning: counted };
}

const count = (room: string, n: number): Ev => ({ type: 'PARTICIPANTS.CHANGE', room, count: n });

export const scenarios: { label: string; input: LoungeInput; events: Ev[] }[] = [
  {
    label: 'attendee: rooms with an ad, with an ad that cannot be skipped, and a small room',
    input: { now: NOW, rooms: [cafe, sponsor(), small()], isAdmin: false, limitedAccess: false },
    events: [count('small', 1), count('small', 0)],
  },
  {
    label: 'attendee: a scheduled room',
    input: { now: NOW, rooms: [evening()], isAdmin: false, limitedAccess: false },
    events: ticks([S - 10 * MINUTE - 1, S - 10 * MINUTE, S, S + HOUR, S + HOUR + 1, S + 4 * HOUR + 1]),
  },
  {
    label: 'moderator of a full room, an unskippable ad and a scheduled room',
    input: {
      now: NOW,
      rooms: [small({ moderator: true }), sponsor({ moderator: true }), evening({ moderator: true })],
      isAdmin: false,
      limitedAccess: false,
      counts: { small: 1 },
    },
    events: [],
  },
  {
    label: 'admin of a full room and an unskippable ad',
    input: {
      now: NOW,
      rooms: [small(), sponsor()],
      isAdmin: true,
      limitedAccess: false,
      counts: { small: 3 },
    },
    events: [],
  },
  {
    label: 'limited access',
    input: { now: NOW, rooms: [cafe, evening()], isAdmin: false, limitedAccess: true },
    events: ticks([S]),
  },
];

export const loungeModel: MachineModel<Machine> = {
  name: 'lounge',
  machine: loungeMachine.provide({ actors: { stayInRoom: fromCallback(() => {}) } }),
  perPath,
  inputs: scenarios.map(({ label, input, events }) => ({ label, input, events })),
  events: () =>
    [
      ...['cafe', 'sponsor', 'small', 'evening'].map((r) => ({ type: 'ROOM.JOIN', room: r })),
      { type: 'AD.END' },
      { type: 'AD.SKIP' },
      { type: 'ROOM.BACK' },
      AFTER,
    ] as Ev[],
  meaning,
  ...ON_THE_CLOCK,
};
