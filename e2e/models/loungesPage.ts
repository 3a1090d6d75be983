import { expect, type Locator, type Page } from '@playwright/test';

/** The networking lounges as a person sees them: the room cards, a sponsor's video, the room. */
export class LoungesPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/main/social_lounge');
    // Several people's video on one test machine makes a page slow to load: more time than one assertion's.
    await expect(this.page.getByRole('heading', { level: 1, name: 'Social Lounge' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(this.cards.first()).toBeVisible();
  }

  get screen(): Locator {
    return this.page.getByTestId('lounges-page');
  }
  get cards(): Locator {
    return this.page.getByTestId('lounge-card');
  }
  card(label: string): Locator {
    return this.page.getByRole('article', { name: label, exact: true });
  }
  /** The card's button: Join Room, Room Full or Disabled. */
  button(label: string, name: string): Locator {
    return this.card(label).getByRole('button', { name, exact: true });
  }
  count(label: string): Locator {
    return this.card(label).getByTestId('lounge-count');
  }

  async join(label: string) {
    await this.button(label, 'Join Room').click();
  }

  /** In the room of `label`: its heading, Back and Support. */
  async expectInRoom(label: string) {
    await expect(this.screen).toHaveAttribute('data-state', 'play');
    await expect(this.page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
  }

  async back() {
    await this.page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(this.screen).toHaveAttribute('data-state', 'cards');
  }
}
