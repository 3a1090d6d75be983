import { expect, type Page } from '@playwright/test';
import { programData, type SnapshotItem } from './programData';

/** The program list, in the verbs of a journey through it. */
export class ProgramPage {
  constructor(private readonly page: Page) {}

  readonly cards = () => this.page.getByTestId('session-card');

  async open(search = '') {
    await this.page.goto(`/main/sessions${search}`);
    await expect(this.page.getByTestId('program-page')).toBeVisible();
    await expect(this.page.getByTestId('result-count')).toBeVisible();
  }

  async search(text: string) {
    await this.page.getByRole('searchbox').fill(text);
  }

  async pick(group: string, value: RegExp | string) {
    await this.page.getByRole('region', { name: group }).getByRole('button', { name: value }).first().click();
  }

  /** The program snapshot the page loads, read through the API with the signed-in user's token. */
  async snapshot(): Promise<{ items: SnapshotItem[] }> {
    return programData(this.page);
  }

  async count(): Promise<number> {
    const text = (await this.page.getByTestId('result-count').textContent()) ?? '';
    return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
  }
}
