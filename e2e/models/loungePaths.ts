import { expect, type Page } from '@playwright/test';
import type { EventFromLogic } from 'xstate';
import type { LoungeInput, LoungeMachineRoom, loungeMachine } from '../../machines/lounge';
import type { LoungesReply } from '../../schemas/lounge';
import { machineRoomOf } from '../../src/features/lounges/lounge.live';
import { NOT_A_PERSONS_ACTION, type PageModel } from '../support/modelPaths';
import { LoungesPage } from './loungesPage';
import { Shell } from './shell';

type Machine = typeof loungeMachine;
type Ev = EventFromLogic<Machine>;

const HOUR = 3_600_000;
const room = (id: string, hasAd: boolean, maySkipAd: boolean): LoungeMachineRoom => ({
  id,
  scheduled: false,
  schedules: [],
  capacity: null,
  moderator: false,
  hasAd,
  maySkipAd,
});

/**
 * The demo's rooms the paths join, as the machine sees them (`open` checks the platform agrees): a sponsor's
 * ad that may be skipped, one that may not, and a room without an ad; and a scheduled room still to come, so
 * the clock waits for its next boundary as it does on the demo's days.
 */
const ROOMS = {
  'coffee-corner': { label: 'Coffee Corner', room: room('coffee-corner', true, true) },
  'ml-meetup': { label: 'Machine Learning Meetup', room: room('ml-meetup', true, false) },
  'early-career': { label: 'Early-Career Researchers', room: room('early-career', false, true) },
} as const;
type RoomId = keyof typeof ROOMS;
const SCHEDULED: LoungeMachineRoom = {
  ...room('networking-breakfast', false, false),
  scheduled: true,
  schedules: [{ start: 2 * HOUR, end: 3 * HOUR }],
};
const INPUT: LoungeInput = {
  now: 0,
  rooms: [...Object.values(ROOMS).map((r) => r.room), SCHEDULED],
  isAdmin: false,
  limitedAccess: false,
};

/** Someone who moderates no room and whose occupancy no other journey counts. */
const PERSON = 'speaker@example.com';

const labelOf = (id: string) => ROOMS[id as RoomId]?.label ?? id;

/** The lounges page as a page model of the lounge machine (`data-state` of the page's root is the view). */
export const loungeModel = (machine: Machine): PageModel<Machine> => {
  const current = { room: '' };
  const lounges = (page: Page) => new LoungesPage(page);
  return {
    machine,
    input: INPUT,
    open: async (page) => {
      await new Shell(page).signInAs(PERSON);
      // The page holds its token in memory; the login cookie resumes the same login for this request.
      const login = (await (await page.request.post('/api/session/resume', { data: {} })).json()) as {
        token: string;
      };
      const headers = { authorization: `Bearer ${login.token}` };
      const reply = (await (await page.request.get('/api/lounges', { headers })).json()) as LoungesReply;
      for (const [id, { room: assumed }] of Object.entries(ROOMS)) {
        const found = reply.rooms.find((r) => r.id === id);
        expect(found, `the demo's room ${id}`).toBeTruthy();
        const { capacity, moderator, ...rest } = assumed;
        expect(machineRoomOf(found!)).toMatchObject({ ...rest, moderator });
      }
      await lounges(page).open();
    },
    states: {
      // The clock has no look of its own: the cards' statuses follow it (LoungeCard), the view shows on top.
      'clock.waiting': async (page) => {
        await expect(lounges(page).screen).toBeVisible();
      },
      'clock.idle': async (page) => {
        await expect(lounges(page).screen).toBeVisible();
      },
      'view.cards': async (page) => {
        await expect(lounges(page).screen).toHaveAttribute('data-state', 'cards');
        await expect(page.getByRole('heading', { level: 1, name: 'Social Lounge' })).toBeVisible();
        for (const { label } of Object.values(ROOMS))
          await expect(lounges(page).button(label, 'Join Room')).toBeEnabled();
      },
      'view.playAd': async (page) => {
        await expect(lounges(page).screen).toHaveAttribute('data-state', 'playAd');
        await expect(page.getByText('You will join the lounge after this brief ad')).toBeVisible();
        await expect(page.getByLabel('Sponsor video')).toBeVisible();
        const skip = page.getByRole('button', { name: 'Skip Ad' });
        await expect(skip).toHaveCount(ROOMS[current.room as RoomId]?.room.maySkipAd ? 1 : 0);
      },
      'view.play': async (page) => {
        await lounges(page).expectInRoom(labelOf(current.room));
        await expect(page.getByTestId('lounge-play')).toHaveAttribute('data-room', current.room);
        await expect(page.getByTestId('lounge-occupancy')).toContainText(/in the room/);
      },
    },
    events: {
      'ROOM.JOIN': {
        samples: (): Ev[] => Object.keys(ROOMS).map((id) => ({ type: 'ROOM.JOIN', room: id })),
        perform: async (page, event) => {
          if (event.type !== 'ROOM.JOIN') return;
          current.room = event.room;
          // From the cards, or from the list of other rooms beside a room.
          const play = page.getByTestId('lounge-play');
          const scope =
            (await play.count()) > 0
              ? play.getByRole('listitem').filter({ hasText: labelOf(event.room) })
              : lounges(page).card(labelOf(event.room));
          await scope.getByRole('button', { name: 'Join Room' }).click();
        },
      },
      'AD.SKIP': { perform: (page) => page.getByRole('button', { name: 'Skip Ad' }).click() },
      'ROOM.BACK': { perform: (page) => page.getByRole('button', { name: 'Back', exact: true }).click() },
      // The sponsor's video ends by itself; others come and go; the clock moves on.
      'AD.END': NOT_A_PERSONS_ACTION,
      'PARTICIPANTS.CHANGE': NOT_A_PERSONS_ACTION,
      'CLOCK.TICK': NOT_A_PERSONS_ACTION,
      'xstate.after.NEXT_BOUNDARY.lounge.clock.waiting': NOT_A_PERSONS_ACTION,
    },
  };
};
