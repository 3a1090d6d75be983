import type { Page } from '@playwright/test';
import { programData, type SnapshotItem } from './models/programData';
import { startVideo } from './models/preroll';
import { SignInPage } from './models/signInPage';
import { checkScreenNow } from './support/accessibility';
import { expect, test } from './test';

type CheckedItem = SnapshotItem & {
  end_time_unix?: number;
  live_config_object?: Record<string, unknown>;
};

/** A recorded session with awareness checks, over and released, open to the signed-in user. */
async function sessionWithChecks(page: Page): Promise<number> {
  const { items, mayOpen } = await programData(page);
  const released = (i: CheckedItem) => {
    const live = i.live_config_object ?? {};
    return (
      live.on_demand_video_availability_offset === undefined &&
      live.HideOnDemandVideosUntilSessionOver === undefined &&
      live.release_management === undefined &&
      live.access_day_only === undefined
    );
  };
  const found = (items as CheckedItem[]).find(
    (i) =>
      i.internal_type === 'session' &&
      Number(i.live_config_object?.awareness_check_total_count ?? 0) > 0 &&
      (i.video_links_array ?? []).length > 0 &&
      (i.end_time_unix ?? Number.POSITIVE_INFINITY) < Date.now() - 3_600_000 &&
      released(i) &&
      mayOpen(i),
  );
  if (!found) throw new Error('The demo has no released session with awareness checks for this user');
  return found.session_id;
}

test('an awareness check asks while the video plays, I am here passes it, and the player sends heartbeats', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('attendee@example.com', 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby/);
  const id = await sessionWithChecks(page);
  const heartbeat = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/heartbeat'));
  await page.goto(`/main/sessions/${id}`);
  await startVideo(page);

  const prompt = page.getByTestId('awareness-prompt');
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(prompt).toHaveAttribute('role', 'alertdialog');
  await expect(prompt).toHaveAttribute('data-state', /check\.prompting/);
  await expect(page.getByTestId('awareness-countdown')).toHaveText(/^Time left: \d+ s$/);
  await checkScreenNow(page);
  await page.getByTestId('awareness-affirm').click();
  await expect(page.getByTestId('awareness-results')).toContainText(/Check #\d+ Passed/);
  await expect(page.getByTestId('awareness-summary')).toHaveText(
    /^You have passed \d+ check\(s\) out of \d+ check\(s\)\.$/,
  );

  const beat = (await heartbeat).postDataJSON() as Record<string, unknown>;
  expect(beat).toMatchObject({ entity_type: 'session', entity_id: String(id), type: 'ondemand' });
  expect(beat.duration).toBeGreaterThan(0);
});
