import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { type LoungeInput, type LoungeMachineRoom, loungeMachine } from '../../machines/lounge';
import { loungeView } from '../../machines/lounge.view';
import { room } from './models/lounge.model';

const MIN = 60_000;
const now = Date.UTC(2026, 10, 25, 15);
const start = (input: Partial<LoungeInput> & Pick<LoungeInput, 'rooms'>) =>
  createActor(loungeMachine.provide({ actors: { stayInRoom: fromCallback(() => {}) } }), {
    input: { now, isAdmin: false, limitedAccess: false, ...input },
  }).start();

describe('loungeView', () => {
  it("labels the cards' buttons Join Room, Room Full and Disabled", () => {
    const rooms = [room('a'), room('b', { capacity: 2 })];
    const cards = (input: Partial<LoungeInput>) => loungeView(start({ rooms, ...input }).getSnapshot()).cards;
    expect(cards({ counts: { b: 2 } }).map((c) => c.buttonLabel)).toEqual([
      'lounges.join',
      'lounges.roomFull',
    ]);
    expect(cards({ counts: { b: 2 }, isAdmin: true }).map((c) => c.buttonLabel)).toEqual([
      'lounges.join',
      'lounges.join',
    ]);
    expect(cards({ limitedAccess: true }).map((c) => c.buttonLabel)).toEqual([
      'lounges.disabled',
      'lounges.disabled',
    ]);
    expect(cards({ counts: { b: 1 } })[1]).toMatchObject({ participants: 1, canJoin: true });
  });

  it('shows a scheduled room LIVE in its schedule, without a button until 10 minutes before, and hides it after', () => {
    const scheduled = (s: number, e: number, extra: Partial<LoungeMachineRoom> = {}) =>
      room('s', { scheduled: true, schedules: [{ start: s, end: e }], ...extra });
    const card = (r: LoungeMachineRoom) => loungeView(start({ rooms: [r] }).getSnapshot()).cards[0];
    expect(card(scheduled(now - MIN, now + MIN))).toMatchObject({
      isLive: true,
      status: 'live',
      canJoin: true,
    });
    expect(card(scheduled(now + 11 * MIN, now + 60 * MIN))).toMatchObject({
      status: 'upcoming',
      buttonLabel: null,
    });
    expect(card(scheduled(now + 10 * MIN, now + 60 * MIN))?.canJoin).toBe(true);
    expect(card(scheduled(now + 11 * MIN, now + 60 * MIN, { moderator: true }))?.canJoin).toBe(true);
    expect(card(scheduled(now - 60 * MIN, now - MIN))).toBeUndefined();
  });

  it('goes through the ad into the room, hides Skip Ad when branding hides it, and goes back to the cards', () => {
    const actor = start({ rooms: [room('ad', { hasAd: true, maySkipAd: false }), room('plain')] });
    actor.send({ type: 'ROOM.JOIN', room: 'ad' });
    expect(loungeView(actor.getSnapshot())).toMatchObject({
      state: 'playAd',
      roomId: 'ad',
      showSkipAd: false,
    });
    actor.send({ type: 'AD.SKIP' });
    expect(loungeView(actor.getSnapshot()).state).toBe('playAd');
    actor.send({ type: 'AD.END' });
    expect(loungeView(actor.getSnapshot())).toMatchObject({ state: 'play', roomId: 'ad' });
    actor.send({ type: 'ROOM.JOIN', room: 'plain' });
    expect(loungeView(actor.getSnapshot())).toMatchObject({ state: 'play', roomId: 'plain' });
    actor.send({ type: 'ROOM.BACK' });
    expect(loungeView(actor.getSnapshot())).toMatchObject({ state: 'cards', roomId: null });
  });
});
