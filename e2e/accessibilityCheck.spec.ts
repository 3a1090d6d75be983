import { expect, platformTest as test } from './test';
import { checkEveryScreen, checkScreenNow, describeReports } from './support/accessibility';

// The journeys' accessibility check itself: it reports what it finds, so a broken screen fails its journey.
test('the accessibility check reports a violation on the screen that has it', async ({ page, context }) => {
  const screens = await checkEveryScreen(context);
  await page.goto('/signin');
  await expect(page.getByLabel('Email')).toBeVisible();
  await checkScreenNow(page);
  expect(describeReports(screens.reports)).toBe('');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/assets/missing.png';
    document.body.append(img);
  });
  await checkScreenNow(page);
  await screens.settle();
  expect(describeReports(screens.reports)).toMatch(/^\/signin: image-alt /m);
});
