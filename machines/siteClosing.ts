/**
 * Whether the event is open (000 §4 "Closing", §8): open, soft-closed (after soft_close_timestamp or with
 * soft_closed), hard-closed for non-admins, the admin view after the hard close, or the app-not-enabled page.
 * Input: the closing facts, whether the user is an admin, and the current time. Time moves by CLOCK.TICK
 * events, sent by the `watchClock` actor that the app provides.
 */
import { assign, fromCallback, setup } from 'xstate';
import type { LoginStartReply } from '../schemas/auth';
import { type EventConfig, isOn, toEpochMs } from '../schemas/eventConfig';

export interface ClosingFacts {
  softCloseAt: number | null;
  softClosed: boolean;
  hardCloseAt: number | null;
  hardCloseMsg: string | null;
  appEnabled: boolean;
  appDisabledContact: string | null;
}

export function closingFactsOfConfig(config: EventConfig): ClosingFacts {
  return {
    softCloseAt: toEpochMs(config.soft_close_timestamp),
    softClosed: isOn(config.soft_closed),
    hardCloseAt: toEpochMs(config.hard_close_time),
    hardCloseMsg: config.hard_close_msg || null,
    appEnabled: config.app_enabled === undefined || isOn(config.app_enabled),
    appDisabledContact: config.app_disabled_contact || config.support_email || null,
  };
}

export function closingFactsOfLoginStart(start: LoginStartReply): ClosingFacts {
  return {
    softCloseAt: start.closing.soft_close_timestamp,
    softClosed: false,
    hardCloseAt: start.closing.hard_close_time,
    hardCloseMsg: start.closing.hard_close_msg || null,
    appEnabled: start.closing.app_enabled,
    appDisabledContact: start.support_email ?? null,
  };
}

export interface SiteClosingInput {
  facts: ClosingFacts;
  isAdmin: boolean;
  now: number;
}
export type SiteClosingContext = SiteClosingInput;

export type SiteClosingEvent =
  | { type: 'CLOCK.TICK'; now: number }
  | { type: 'FACTS.UPDATE'; facts: ClosingFacts; isAdmin: boolean };

const isHardClosed = (c: SiteClosingContext) => c.facts.hardCloseAt !== null && c.facts.hardCloseAt <= c.now;

export const siteClosingMachine = setup({
  types: {
    context: {} as SiteClosingContext,
    events: {} as SiteClosingEvent,
    input: {} as SiteClosingInput,
  },
  actors: {
    watchClock: fromCallback<SiteClosingEvent>(() => {
      throw new Error('watchClock not provided');
    }),
  },
  actions: {
    assignNow: assign({
      now: ({ context, event }) => (event.type === 'CLOCK.TICK' ? event.now : context.now),
    }),
    assignFacts: assign(({ event }) =>
      event.type === 'FACTS.UPDATE' ? { facts: event.facts, isAdmin: event.isAdmin } : {},
    ),
  },
  guards: {
    isAppDisabled: ({ context }) => !context.facts.appEnabled,
    isHardClosedForUser: ({ context }) => isHardClosed(context) && !context.isAdmin,
    isHardClosedForAdmin: ({ context }) => isHardClosed(context) && context.isAdmin,
    isSoftClosed: ({ context }) =>
      context.facts.softClosed ||
      (context.facts.softCloseAt !== null && context.facts.softCloseAt <= context.now),
  },
}).createMachine({
  id: 'siteClosing',
  context: ({ input }) => ({ ...input }),
  invoke: { id: 'clock', src: 'watchClock' },
  on: {
    'CLOCK.TICK': { target: '.deciding', actions: 'assignNow' },
    'FACTS.UPDATE': { target: '.deciding', actions: 'assignFacts' },
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isAppDisabled', target: 'appDisabled' },
        { guard: 'isHardClosedForUser', target: 'hardClosed' },
        { guard: 'isHardClosedForAdmin', target: 'adminView' },
        { guard: 'isSoftClosed', target: 'softClosed' },
        { target: 'open' },
      ],
    },
    open: {},
    softClosed: {},
    hardClosed: {},
    adminView: {},
    appDisabled: {},
  },
});
