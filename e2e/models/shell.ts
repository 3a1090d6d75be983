import { expect, type Locator, type Page } from '@playwright/test';
import { SignInPage } from './signInPage';

/** The signed-in frame: header, sidebar (or drawer), Support modal. */
export class Shell {
  constructor(private readonly page: Page) {}

  get sidebar(): Locator {
    return this.page.getByRole('navigation', { name: /Main menu|القائمة الرئيسية/ });
  }

  get main(): Locator {
    return this.page.getByTestId('shell-content');
  }

  async signInAs(email: string) {
    const signIn = new SignInPage(this.page);
    await signIn.open();
    await signIn.signIn(email, 'demo1234');
    await expect(this.page).toHaveURL(/\/main\/lobby$/);
    // The lobby's ad (once per sign-in) has had its turn: the fixture's handler continued past it.
    // Its handler runs only while an action or assertion waits, so the wait allows for a slow page and a click.
    await expect(this.page.getByTestId('lobby')).toHaveAttribute('data-ad', /^(none|continued|closed)$/, {
      timeout: 30_000,
    });
  }

  async openMenu() {
    await this.page.getByRole('button', { name: 'Menu' }).click();
    await expect(this.sidebar).toBeVisible();
  }

  async openSupport() {
    await this.sidebar.getByRole('button', { name: 'Support' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Support' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async chooseLanguage(name: string) {
    await this.page.getByRole('combobox', { name: /Language|اللغة/ }).selectOption({ label: name });
  }
}
