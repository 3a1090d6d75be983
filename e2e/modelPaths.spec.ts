import { type AnyStateMachine, createMachine } from 'xstate';
import { callMachine } from '../machines/call';
import { favoriteToggleMachine } from '../machines/favoriteToggle';
import { loungeMachine } from '../machines/lounge';
import { meetingBookingMachine } from '../machines/meetingBooking';
import { signInMachine } from '../machines/signIn';
import { votingMachine } from '../machines/voting';
import { callModel } from './models/callPaths';
import { favoriteToggleModel } from './models/favoriteTogglePaths';
import { loungeModel } from './models/loungePaths';
import { meetingBookingModel } from './models/meetingBookingPaths';
import { DEMO_LOGIN_START, signInModel } from './models/signInPaths';
import { votingModel } from './models/votingPaths';
import { checkScreenNow } from './support/accessibility';
import { browserPaths, describePath, missingMappings, type PageModel, walk } from './support/modelPaths';
import { expect, test } from './test';

/**
 * The machines' shortest paths walked on the running platform: each path is a test of its own (a fresh
 * browser), named by its machine and steps, so `-g <machine>` picks one machine. Every state on the way is
 * checked by axe too (the journeys' fixture checks each address; states shown in place are checked here).
 */
function walkPaths<TMachine extends AnyStateMachine>(name: string, model: PageModel<TMachine>) {
  const checked = { ...model, afterState: checkScreenNow };
  for (const [index, path] of browserPaths(model).entries()) {
    test(`${name}: ${describePath(path)}`, async ({ page }) => {
      // Each state of the path is checked by axe on a full page: a long path needs more than the default minute.
      test.setTimeout(120_000);
      await walk(page, checked, path, index);
    });
  }
}

test.describe('signIn', () => {
  test('the demo’s login-start answers as the paths assume', async ({ request }) => {
    const start = await (await request.get('/api/login-start')).json();
    expect(start).toMatchObject(DEMO_LOGIN_START);
  });
  walkPaths('signIn', signInModel(signInMachine));
});

test.describe('favoriteToggle', () => {
  test('a state or event its page model does not map is named', () => {
    const { config } = favoriteToggleMachine;
    const grown = createMachine({
      ...config,
      states: { ...config.states, paused: { on: { 'FAVORITE.RESUME': 'off' } } },
    } as typeof config);
    const model = favoriteToggleModel(grown as unknown as typeof favoriteToggleMachine, { favorited: false });
    expect(missingMappings(model)).toEqual([
      'state "paused" has no check of the screen',
      'event "FAVORITE.RESUME" has no action (or NOT_A_PERSONS_ACTION)',
    ]);
    expect(() => browserPaths(model)).toThrow(/does not map:\nstate "paused"/);
  });

  walkPaths('favoriteToggle', favoriteToggleModel(favoriteToggleMachine, { favorited: false }));
  walkPaths(
    'favoriteToggle forced',
    favoriteToggleModel(favoriteToggleMachine, { favorited: true, forced: true }),
  );
});

test.describe('voting', () => {
  walkPaths('voting', votingModel(votingMachine));
});

test.describe('meetingBooking', () => {
  walkPaths('meetingBooking', meetingBookingModel(meetingBookingMachine));
});

test.describe('lounge', () => {
  walkPaths('lounge', loungeModel(loungeMachine));
});

test.describe('call', () => {
  walkPaths('call caller', callModel(callMachine, 'caller'));
  walkPaths('call callee', callModel(callMachine, 'callee'));
});
