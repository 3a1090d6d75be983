import { expect, type Page } from '@playwright/test';

/** The sign-in page, in verbs that read as the journey does. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(path = '/signin') {
    await this.page.goto(path);
    await expect(this.page.getByLabel('Email')).toBeVisible();
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async expectFailure(message: RegExp | string) {
    await expect(this.page.getByText('Login Failed')).toBeVisible();
    await expect(this.page.getByText(message)).toBeVisible();
  }
}
