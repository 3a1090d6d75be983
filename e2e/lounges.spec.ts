import { LoungesPage } from './models/loungesPage';
import { Shell } from './models/shell';
import { expect, test } from './test';

for (const width of [1440, 390]) {
  test(`at ${width} px: the cards show the rooms an attendee may see, LIVE rooms, the filter and the header text`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await new Shell(page).signInAs('attendee@example.com');
    const lounges = new LoungesPage(page);
    await lounges.open();
    await expect(page).toHaveTitle(/^Social Lounge · /);
    await expect(page.getByTestId('lounge-header')).toContainText('Meet fellow attendees');
    await expect(lounges.card('Coffee Corner')).toBeVisible();
    // a private room of a badge the attendee does not hold
    await expect(lounges.card('VIP Lounge')).toHaveCount(0);
    await expect(lounges.card('Open Networking').getByText('LIVE', { exact: true })).toBeVisible();
    await expect(lounges.button('Open Networking', 'Join Room')).toBeEnabled();
    await expect(lounges.card('Open Networking').getByRole('list', { name: 'Schedule' })).toContainText(
      /^\w{3}, \w{3} \d{2}, \d{1,2}:\d{2} (AM|PM)/,
    );
    await page.screenshot({ path: `test-results/lounges-${width}.png` });
  });
}
