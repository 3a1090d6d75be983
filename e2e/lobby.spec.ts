import type { APIRequestContext, Page } from '@playwright/test';
import { lobbyAd } from './models/lobbyAd';
import { programData } from './models/programData';
import { SignInPage } from './models/signInPage';
import { checkScreenNow } from './support/accessibility';
import { expect, test } from './test';

/**
 * A journey through the lobby of the demo event, at a desktop's width and a phone's: the ad modal and its
 * Continue, the welcome carousel, a featured video, the activity feed, the program tabs, the exhibitor carousel,
 * the upcoming products and a notification's go button; every screen and dialog on the way is checked with axe-core (e2e/test.ts).
 */

/** Publishes a lobby notification that leads to a session, as an admin through the API. */
async function publishToLobby(request: APIRequestContext, sessionId: number, title: string) {
  const login = await request.post('/api/login', {
    data: { urlid: 'demo', email: 'admin@example.com', password: 'demo1234' },
  });
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/api/admin/notifications', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'instant',
      actions: ['lobby'],
      title,
      message: '<p>Find a seat early.</p>',
      contextType: 'Session',
      contextId: String(sessionId),
      linkButtonTitle: 'Go to the keynote',
    },
  });
  expect(res.status()).toBe(201);
}

const box = async (page: Page, testId: string) => {
  const b = await page.getByTestId(testId).boundingBox();
  if (!b) throw new Error(`${testId} is not on screen`);
  return b;
};

for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`the lobby on a ${device} (${viewport.width} px)`, () => {
    test.use({ viewport, passLobbyAd: false });

    test('ad modal, carousel, featured video, activity, program tabs and a notification’s go button', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signIn('attendee@example.com', 'demo1234');
      await expect(page).toHaveURL(/\/main\/lobby$/);
      const lobby = page.getByTestId('lobby');

      // The sponsor's ad shows once per sign-in; Continue leads into the lobby.
      const ad = lobbyAd(page);
      await expect(ad).toBeVisible();
      await expect(lobby).toHaveAttribute('data-ad', 'showing');
      await expect(ad.getByRole('link')).toHaveAttribute('target', '_blank');
      await ad.getByRole('button', { name: 'Continue' }).click();
      await expect(ad).toBeHidden();
      await expect(lobby).toHaveAttribute('data-ad', 'continued');
      // It opened over the lobby just signed in to: the focus returns to the lobby's heading, where the
      // navigation landed it.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

      // The main panel: the configured welcome, its carousel, its video and the featured videos.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Welcome to the Midwest Health Data Science Conference',
      );
      const carousel = page.getByRole('region', { name: 'Welcome', exact: true });
      const slide = page.getByTestId('lobby-slide');
      await carousel.getByRole('button', { name: 'Pause slides' }).click();
      await expect(carousel).toHaveAttribute('data-state', 'paused');
      await expect(slide).toHaveAttribute('aria-label', '1 of 3');
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect(slide).toHaveAttribute('aria-label', '2 of 3');
      await expect(slide.getByRole('link')).toHaveAttribute('href', '/main/sessions');
      await carousel.getByRole('button', { name: 'Show slide 3' }).click();
      await expect(slide).toHaveAttribute('aria-label', '3 of 3');
      await expect(slide.getByRole('img')).toHaveAttribute('alt', /Meet the exhibitors/);
      await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeVisible();

      await expect(page.getByTestId('lobby-video').locator('video track')).toHaveAttribute(
        'kind',
        'captions',
      );
      const featured = page.getByTestId('lobby-featured');
      await featured.getByRole('button', { name: 'Play: Highlights of day one' }).click();
      const player = featured.getByTestId('lobby-video-player');
      await expect(player).toBeFocused();
      await expect
        .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await player.evaluate((v: HTMLVideoElement) => v.pause());

      // The activity column: the profile card and the newest wall activity the attendee may see.
      await expect(page.getByTestId('lobby-profile')).toContainText('Jordan Rivera');
      const feed = page.getByTestId('lobby-activity');
      await expect(feed.getByRole('heading', { name: 'Activity Feed' })).toBeVisible();
      await expect(feed.getByTestId('lobby-activity-entry').first()).toBeVisible();
      await expect(feed).not.toContainText('bring a laptop with Python');

      // The side column: the horizontal ad and the program tabs.
      await expect(page.getByRole('complementary', { name: 'Sponsor banner' })).toBeVisible();
      const program = page.getByTestId('lobby-program');
      await program.getByRole('tab', { name: 'Recent' }).click();
      await expect(program).toHaveAttribute('data-tab', 'recent');
      await program.getByRole('tab', { name: 'My Itinerary' }).click();
      await expect(program).toHaveAttribute('data-tab', 'itinerary');
      await expect(program.getByRole('tabpanel').getByRole('link').first()).toBeVisible();

      // The exhibit hall in the side column: the exhibitor carousel (it pauses, and leads to booths) and the
      // upcoming products, each leading to its product.
      const exhibitors = page.getByRole('region', { name: 'Exhibitors', exact: true });
      const exhibitor = page.getByTestId('lobby-exhibitor');
      await exhibitors.getByRole('button', { name: 'Pause slides' }).click();
      await expect(exhibitors).toHaveAttribute('data-state', 'paused');
      await expect(exhibitor).toHaveAttribute('aria-label', /^1 of \d+$/);
      await exhibitors.getByRole('button', { name: 'Next slide' }).click();
      await expect(exhibitor).toHaveAttribute('aria-label', /^2 of \d+$/);
      await expect(exhibitor.getByRole('link')).toHaveAttribute('href', /^\/exhibitors\/DetailView\/\d+$/);
      const products = page.getByTestId('lobby-products');
      await expect(products.getByRole('listitem')).toHaveCount(4);
      await expect(products.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
        'href',
        /^\/exhibitors\/products\/\d+\/\d+$/,
      );
      const [carouselBox, programBox, productsBox] = [
        await box(page, 'lobby-exhibitors'),
        await box(page, 'lobby-program'),
        await box(page, 'lobby-products'),
      ];
      expect(carouselBox.y).toBeLessThan(programBox.y);
      expect(programBox.y).toBeLessThan(productsBox.y);
      await checkScreenNow(page);

      // The columns: three side by side on a desktop, one under the other on a phone, never wider than the page.
      const [main, side, activity] = [
        await box(page, 'lobby-carousel'),
        await box(page, 'lobby-program'),
        await box(page, 'lobby-profile'),
      ];
      if (viewport.width >= 1200) {
        expect(activity.x).toBeLessThan(main.x);
        expect(main.x).toBeLessThan(side.x);
      } else {
        expect(main.y).toBeLessThan(side.y);
        expect(side.y).toBeLessThan(activity.y);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: `test-results/lobby-${viewport.width}.png`, fullPage: true });

      // A notification published to the lobby: its go button opens the session. The ad does not show again.
      const { items, mayOpen } = await programData(page);
      const session = items.find(
        (i) => i.internal_type === 'session' && mayOpen(i) && !i.live_config_object?.hide_from_public,
      );
      expect(session).toBeTruthy();
      const title = `Keynote doors open ${device} ${Date.now()}`;
      await publishToLobby(request, session?.session_id ?? 0, title);
      await page.reload();
      await expect(lobby).toHaveAttribute('data-ad', 'none');
      await expect(ad).toHaveCount(0);
      const notice = page.getByTestId('lobby-notifications').getByRole('listitem').filter({ hasText: title });
      await notice.getByRole('link', { name: 'Go to the keynote' }).click();
      await expect(page).toHaveURL(new RegExp(`/main/sessions/${session?.session_id}$`));
      await expect(page.getByTestId('session-page')).toBeVisible();
    });
  });
}
