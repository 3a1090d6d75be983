import { type Browser, expect, type Page } from '@playwright/test';
import type { EventFromLogic } from 'xstate';
import type { CallRole, callMachine } from '../../machines/call';
import { NOT_A_PERSONS_ACTION, type PageModel } from '../support/modelPaths';
import { CallPages } from './callPages';
import { ChatPage } from './chatPage';
import { Shell } from './shell';
import { signedInPage } from './signedIn';

type Machine = typeof callMachine;
type Ev = EventFromLogic<Machine>;

/** The demo's two people of a call: the attendee calls the speaker. */
const CALLER = { email: 'attendee@example.com', name: /Jordan Rivera/ };
const CALLEE = { email: 'speaker@example.com', name: /Robin Speaker/ };

const answer = (type: string, extra: Record<string, unknown> = {}) =>
  ({ type: `xstate.${type}`, ...extra }) as unknown as Ev;

/** Both people's pages: `mine` is walked, `theirs` is the other side's (in a browser context of its own). */
interface Pair {
  mine: Page;
  theirs: Page | null;
}

/** The attendee opens the conversation with the speaker and presses its call button. */
async function placeCall(caller: Page, callee: Page) {
  await new ChatPage(caller).openWith(await ChatPage.uuidOf(callee));
  const button = caller.getByRole('button', { name: /^Video call .*Robin Speaker$/ });
  await expect(button).toBeEnabled();
  await button.click();
}

const dialog = (page: Page) => page.getByTestId('call-dialog');
const prompt = (page: Page) => new CallPages(page).dialog(/ is calling you$/);

/** The call's dialog in the shell, in the machine's state, titled. */
const showsDialog =
  (state: string, title: (peer: RegExp) => RegExp) => (peer: RegExp) => async (page: Page) => {
    await expect(dialog(page)).toHaveAttribute('data-state', state);
    await expect(new CallPages(page).dialog(title(peer))).toBeVisible();
  };
const regex = (before: string, peer: RegExp, after: string) =>
  new RegExp(`^${before}.*${peer.source}${after}$`);

/**
 * One side of a one-to-one call as a page model of the call machine: the dialogs of the shell and the call
 * page, on the walked person's page, with the other person in a browser of their own (their clicks are the
 * events CALL.ACCEPTED and CALL.DECLINED of the caller's machine). The relay's acknowledgements of placing and
 * answering a call are held on the socket, the join of the room is held on its request, so the passing states
 * (calling, answering, Connecting...) are seen.
 */
export const callModel = (
  machine: Machine,
  role: Extract<CallRole, 'caller' | 'callee'>,
): PageModel<Machine> => {
  const pair: Pair = { mine: null as unknown as Page, theirs: null };
  const peer = role === 'caller' ? CALLEE.name : CALLER.name;
  const dialogState = showsDialog;
  const callPage = (page: Page) => new CallPages(page).room;
  const statusPage = (page: Page, state: string, heading: string) =>
    page.locator(`[data-state="${state}"]`, { has: page.getByRole('heading', { level: 1, name: heading }) });
  const otherSide = (browser: Browser, email: string) =>
    signedInPage(browser, email, {
      viewport: { width: 1440, height: 900 },
      before: CallPages.onLoopbackOnly,
    });
  return {
    machine,
    input: { role, callId: 'call', peer: { uuid: 'peer', name: 'peer' } },
    open: async (page) => {
      pair.mine = page;
      await CallPages.onLoopbackOnly(page);
      const browser = page.context().browser();
      if (!browser) throw new Error('the other side needs a browser');
      if (role === 'caller') {
        pair.theirs = await otherSide(browser, CALLEE.email);
        await new Shell(page).signInAs(CALLER.email);
        await placeCall(page, pair.theirs);
      } else {
        await new Shell(page).signInAs(CALLEE.email);
        pair.theirs = await otherSide(browser, CALLER.email);
        await placeCall(pair.theirs, page);
      }
    },
    close: async () => {
      await pair.theirs?.context().close();
      pair.theirs = null;
    },
    states: {
      calling: dialogState('calling', (p) => regex('Calling ', p, ''))(peer),
      ringing: async (page) => {
        if (role === 'caller') await dialogState('ringing', (p) => regex('Calling ', p, ''))(peer)(page);
        else {
          await dialogState('ringing', (p) => regex('', p, ' is calling you'))(peer)(page);
          await expect(prompt(page).getByRole('button', { name: 'Accept' })).toBeEnabled();
          await expect(prompt(page).getByRole('button', { name: 'Decline' })).toBeEnabled();
        }
      },
      // Accepted, until the relay confirms: the prompt is gone, the call page not opened yet.
      answering: async (page) => {
        await expect(dialog(page)).toHaveCount(0);
        await expect(page).not.toHaveURL(/\/social\/call\//);
      },
      declined: dialogState('declined', (p) => regex('', p, ' declined/missed the call'))(peer),
      missed: dialogState('missed', (p) => regex('', p, ' declined/missed the call'))(peer),
      failed: dialogState('failed', (p) => regex('The call to ', p, ' could not be placed.'))(peer),
      'room.accepted': async (page) => {
        await expect(page).toHaveURL(/\/social\/call\/[0-9a-f-]{36}$/);
        await expect(callPage(page)).toHaveAttribute('data-state', 'room.accepted');
        await expect(callPage(page).getByRole('status')).toHaveText('Connecting...');
      },
      'room.inCall': async (page) => {
        await expect(callPage(page)).toHaveAttribute('data-state', 'room.inCall');
        await expect(page.getByText('Connecting...')).toHaveCount(0);
        await new CallPages(page).expectPeerVideoPlaying(new RegExp(`${peer.source}'s video$`));
        await expect(new CallPages(page).hangUp).toBeEnabled();
      },
      ended: async (page) => {
        await expect(statusPage(page, 'ended', 'Call Ended')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
      },
      error: async (page) => {
        await expect(statusPage(page, 'error', 'Error')).toBeVisible();
      },
      closed: async (page) => {
        await expect(dialog(page)).toHaveCount(0);
        await expect(page).not.toHaveURL(/\/social\/call\//);
      },
    },
    events: {
      // While calling, the relay answers before a person could press Cancel: only ringing is cancelled.
      'CALL.CANCEL': {
        samples: (s): Ev[] => (s.matches('ringing') ? [{ type: 'CALL.CANCEL' }] : []),
        perform: (page) => dialog(page).getByRole('button', { name: 'Cancel' }).click(),
      },
      'CALL.ACCEPT': { perform: (page) => prompt(page).getByRole('button', { name: 'Accept' }).click() },
      'CALL.REJECT': { perform: (page) => prompt(page).getByRole('button', { name: 'Decline' }).click() },
      // The other person's answer to the caller's call.
      'CALL.ACCEPTED': {
        perform: () => prompt(pair.theirs!).getByRole('button', { name: 'Accept' }).click(),
      },
      'CALL.DECLINED': {
        perform: () => prompt(pair.theirs!).getByRole('button', { name: 'Decline' }).click(),
      },
      // Connecting... passes by itself (the other person is in already): Hang up is pressed in the call.
      'CALL.HANG_UP': {
        samples: (s): Ev[] => (s.matches({ room: 'inCall' }) ? [{ type: 'CALL.HANG_UP' }] : []),
        perform: (page) => new CallPages(page).hangUp.click(),
      },
      'CALL.DISMISS': {
        perform: async (page) => {
          if ((await dialog(page).count()) > 0)
            await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
          else await page.getByRole('link', { name: 'Go Back' }).click();
        },
      },
      'xstate.done.actor.placeCall': {
        samples: () => [answer('done.actor.placeCall', { output: undefined })],
        request: { socket: 'initiateCall' },
      },
      'xstate.done.actor.answerCall': {
        samples: () => [answer('done.actor.answerCall', { output: undefined })],
        request: { socket: 'acceptCall' },
      },
      // The room is joined once its request is answered; the other person, in already, is seen.
      'ROOM.UPDATE': {
        samples: (s): Ev[] =>
          s.matches({ room: 'accepted' })
            ? [{ type: 'ROOM.UPDATE', room: { peers: 1, local: null, remotes: [] } }]
            : [],
        request: (r) =>
          r.method() === 'POST' && /\/api\/video\/calls\/[^/]+\/join$/.test(new URL(r.url()).pathname),
      },
      // The callee went offline or was busy, the call ended in another tab, the media failed, 30 s passed
      // (calls.spec.ts waits for that one): none is what a person does here.
      'xstate.error.actor.placeCall': NOT_A_PERSONS_ACTION,
      'xstate.error.actor.answerCall': NOT_A_PERSONS_ACTION,
      'CALL.ENDED': NOT_A_PERSONS_ACTION,
      'ROOM.FAILED': NOT_A_PERSONS_ACTION,
      'xstate.after.AUTO_CANCEL.call.ringing': NOT_A_PERSONS_ACTION,
    },
  };
};
