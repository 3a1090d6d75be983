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

  async signUp(username: string, email: string, password: string) {
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign up', exact: true }).click();
  }

  /** Opens the link of the newest mail to `to` whose subject has `subject` (mail leaves after the reply). */
  async openMailedLink(to: string, subject: RegExp) {
    let text = '';
    await expect
      .poll(async () => {
        const outbox = (await (await this.page.request.get('/dev/outbox.json')).json()) as {
          to: string;
          subject: string;
          text: string;
        }[];
        text = outbox.find((m) => m.to === to && subject.test(m.subject))?.text ?? '';
        return text;
      })
      .not.toBe('');
    const link = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? '');
    await this.page.goto(link.pathname + link.search);
  }
}
