import { expect, type Locator, type Page } from '@playwright/test';

/** The chat screen: its tabs, the conversation list, the participant search and the open conversation. */
export class ChatPage {
  constructor(private readonly page: Page) {}

  /** The signed-in user's uuid, as the API knows them (the login cookie resumes the page's login). */
  static async uuidOf(page: Page): Promise<string> {
    const login = (await (await page.request.post('/api/session/resume', { data: {} })).json()) as {
      user: { uuid: string };
    };
    return login.user.uuid;
  }

  get root(): Locator {
    return this.page.getByTestId('chat-page');
  }
  get conversation(): Locator {
    return this.page.getByTestId('conversation-pane');
  }
  get composer(): Locator {
    return this.page.getByRole('textbox', { name: 'Write a message' });
  }
  get sendButton(): Locator {
    return this.page.getByRole('button', { name: 'Send', exact: true });
  }
  message(text: string): Locator {
    return this.conversation.getByTestId('chat-message').filter({ hasText: text });
  }
  /** The Chat entry of the menu, with its unread badge. */
  get menuEntry(): Locator {
    return this.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Chat/ });
  }

  async openWith(uuid: string) {
    await this.page.goto(`/social/chat/${uuid}`);
    await expect(this.page).toHaveURL(/\/social\/chat$/);
    await expect(this.conversation).toHaveAttribute('data-state', 'live');
  }

  async open() {
    await this.page.goto('/social/chat');
    await expect(this.root).toHaveAttribute('data-state', 'live');
  }

  /** Types the text and presses Enter. */
  async say(text: string) {
    await this.composer.fill(text);
    await this.composer.press('Enter');
    await expect(this.message(text)).toBeVisible();
    await expect(this.composer).toHaveValue('');
  }

  async showTab(name: 'Conversations' | 'Participants') {
    await this.page.getByRole('tab', { name }).click();
  }

  async searchParticipants(query: string) {
    await this.page.getByRole('searchbox', { name: 'Search participants' }).fill(query);
  }
}
