import { expect, type Page } from '@playwright/test';

/** An item of the session snapshot, as far as journeys look into it. */
export interface SnapshotItem {
  readonly internal_type: string;
  readonly session_id: number;
  readonly session_type_id?: number | string;
  readonly venue_id?: string;
  readonly office_hours?: readonly unknown[];
  readonly file_links_array?: readonly { name: string }[];
  readonly video_links_array?: readonly unknown[];
  readonly live_config_object?: { hide_from_public?: number | boolean };
}

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
    const stored = await this.page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const v = localStorage.getItem(localStorage.key(i) ?? '') ?? '';
        if (v.includes('"token"')) return v;
      }
      return '';
    });
    const token = (JSON.parse(stored) as { token: string }).token;
    const headers = { authorization: `Bearer ${token}` };
    const settings = await (await this.page.request.get('/api/settings', { headers })).json();
    const link = await (
      await this.page.request.get(`/api/session/${settings.source_hex}/${settings.conferenceid}`, { headers })
    ).json();
    return (await this.page.request.get(link.url, { headers })).json();
  }

  async count(): Promise<number> {
    const text = (await this.page.getByTestId('result-count').textContent()) ?? '';
    return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
  }
}
