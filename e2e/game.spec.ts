import { Shell } from './models/shell';
import { signedInPage } from './models/signedIn';
import { checkEveryScreen, describeReports } from './support/accessibility';
import { expect, test } from './test';

test('an attendee earns points by visiting a booth; My Points and the leaderboard change, live in another browser', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A player no other journey sends to the exhibit hall: booth visits count once per booth, whatever ran before.
  const player = await signedInPage(browser, 'livestream@example.com', {
    viewport: { width: 1440, height: 900 },
  });
  const watcher = await signedInPage(browser, 'speaker@example.com', {
    viewport: { width: 390, height: 844 },
  });
  const screens = await Promise.all([player, watcher].map((p) => checkEveryScreen(p.context())));

  // The watcher, on a phone, opens the game from the menu: the demo's players on the podium and in ranked rows.
  const phone = new Shell(watcher);
  await phone.openMenu();
  await phone.sidebar.getByRole('link', { name: 'Game' }).click();
  await expect(watcher).toHaveURL(/\/main\/game$/);
  await expect(watcher).toHaveTitle(/^Game · /);
  const board = watcher.getByTestId('leaderboard');
  await expect(board.getByText('The list below shows the top 10 people on the leaderboard.')).toBeVisible();
  await expect(board.getByTestId('podium-place')).toHaveCount(3);
  await expect(board.getByTestId('ranked-row').first()).toContainText('4');
  expect(await watcher.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await watcher.screenshot({ path: 'test-results/game-leaderboard-390.png', fullPage: true });

  // The player's points so far (the lobby's sponsor video already counted): My Tasks says how many.
  const desk = new Shell(player);
  await desk.sidebar.getByRole('link', { name: 'Game' }).click();
  await expect(player).toHaveURL(/\/main\/game$/);
  await player.getByRole('tab', { name: 'My Tasks' }).click();
  await expect(player.getByTestId('my-points')).toHaveText(/^My Points: \d+$/);
  const before = Number((await player.getByTestId('my-points').textContent())?.replace(/\D/g, ''));
  await expect(player.getByRole('columnheader', { name: 'Available' })).toBeVisible();

  // Visiting the platinum booth does two tasks: any booth (3 points) and that booth (20 points).
  await player.goto('/exhibitors/DetailView/501');
  await expect(player.getByTestId('booth')).toBeVisible();
  await desk.sidebar.getByRole('link', { name: 'Game' }).click();
  await player.getByRole('tab', { name: 'My Tasks' }).click();
  await expect(player.getByTestId('my-points')).toHaveText(`My Points: ${before + 23}`);
  const booths = player.getByTestId('task-row').filter({ hasText: 'Visit the Platinum sponsor' });
  await expect(booths.locator('td')).toHaveText(['Visit the Platinum sponsor', '1', '20', '0']);
  await player.getByRole('tab', { name: 'Leaderboard' }).click();
  await expect(player.getByTestId('leaderboard')).toContainText('Logan Livestream (you)');
  await expect(player.getByTestId('my-rank')).toHaveText(/^My Rank: \d+$/);
  await player.screenshot({ path: 'test-results/game-leaderboard-1440.png', fullPage: true });
  await player.getByRole('tab', { name: 'Prizes' }).click();
  await expect(player.getByRole('tabpanel')).toContainText('First prize');

  // The watcher's leaderboard took the change from the relay, without a reload.
  const logan = board.locator('li').filter({ hasText: 'Logan Livestream' });
  await expect(logan).toContainText(`${before + 23} points`, { timeout: 15_000 });
  await watcher.getByRole('tab', { name: 'My Tasks' }).click();
  await expect(watcher.getByTestId('my-points')).toHaveText(/^My Points: \d+$/);
  expect(await watcher.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await watcher.screenshot({ path: 'test-results/game-tasks-390.png', fullPage: true });

  for (const s of screens) await s.settle();
  const broken = screens.map((s) => describeReports(s.reports)).join('');
  expect(broken, `accessibility violations:\n${broken}`).toBe('');
});
