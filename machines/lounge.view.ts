import type { SnapshotFrom } from 'xstate';
import { type LoungeStatus, loungeStatusAt } from '../schemas/lounge';
import { type LoungeButton, isListed, type loungeMachine, loungeButton } from './lounge';

/** What the lounges page shows: which view, the cards with their status and button, and the ad's Skip. */

/** The text keys of the cards' buttons (src/i18n). */
export const LOUNGE_BUTTON_KEYS = {
  join: 'lounges.join',
  full: 'lounges.roomFull',
  disabled: 'lounges.disabled',
} as const;
export type LoungeButtonKey = (typeof LOUNGE_BUTTON_KEYS)[keyof typeof LOUNGE_BUTTON_KEYS];
export const LOUNGE_TEXT_KEYS: readonly LoungeButtonKey[] = Object.values(LOUNGE_BUTTON_KEYS);

export interface LoungeCardView {
  readonly id: string;
  readonly status: LoungeStatus;
  /** A scheduled room in its schedule now: the red LIVE badge. */
  readonly isLive: boolean;
  readonly button: LoungeButton;
  /** The button's text, or null when the card has no button (a scheduled room not open yet). */
  readonly buttonLabel: LoungeButtonKey | null;
  /** The button can be pressed. */
  readonly canJoin: boolean;
  readonly participants: number;
}

export interface LoungeView {
  readonly state: 'cards' | 'playAd' | 'play';
  /** The room of the ad or the room view. */
  readonly roomId: string | null;
  /** The rooms still listed, in the order given. */
  readonly cards: readonly LoungeCardView[];
  /** The ad's Skip Ad button shows. */
  readonly showSkipAd: boolean;
}

export const loungeView = (snapshot: SnapshotFrom<typeof loungeMachine>): LoungeView => {
  const c = snapshot.context;
  const state = snapshot.matches({ view: 'play' })
    ? 'play'
    : snapshot.matches({ view: 'playAd' })
      ? 'playAd'
      : 'cards';
  const cards = c.rooms
    .filter((room) => isListed(c, room))
    .map((room): LoungeCardView => {
      const button = loungeButton(c, room);
      const status = loungeStatusAt(room, c.now) ?? 'upcoming';
      return {
        id: room.id,
        status,
        isLive: status === 'live',
        button,
        buttonLabel: button === 'none' ? null : LOUNGE_BUTTON_KEYS[button],
        canJoin: button === 'join',
        participants: c.counts[room.id] ?? 0,
      };
    });
  return {
    state,
    roomId: state === 'cards' ? null : c.roomId,
    cards,
    showSkipAd: state === 'playAd' && snapshot.can({ type: 'AD.SKIP' }),
  };
};
