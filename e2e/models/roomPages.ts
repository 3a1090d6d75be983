import { expect, type Locator, type Page } from '@playwright/test';
import { expectVideoPlaying } from './callPages';
import { programData } from './programData';

/** The demo's help desk: office hours all day, for two people, hosted by the demo speaker (server/seed). */
export const HELP_DESK_TITLE = 'Platform Help Desk';

/** A video room of office hours or a breakout room as one person sees it. */
export class RoomPage {
  constructor(private readonly page: Page) {}

  /** The help desk's session id, from the program as this user reads it. */
  async helpDeskId(): Promise<number> {
    const { items } = await programData(this.page);
    const desk = items.find((i) => i.internal_type === 'session' && i.title === HELP_DESK_TITLE);
    if (!desk) throw new Error('the demo has no help desk');
    return desk.session_id;
  }

  /** Opens the session page and joins its office hours with the panel's Join. */
  async joinFromSession(sessionId: number) {
    await this.page.goto(`/main/sessions/${sessionId}`);
    const panel = this.page.getByTestId('office-hours');
    await panel.getByRole('link', { name: 'Join' }).click();
    await expect(this.page).toHaveURL(new RegExp(`/main/video-room/${sessionId}$`));
  }

  get room(): Locator {
    return this.page.getByTestId('video-room');
  }
  get occupancy(): Locator {
    return this.page.getByTestId('room-occupancy');
  }

  /** Another participant's video plays: it has frames and is not paused. */
  async expectParticipantVideoPlaying() {
    await expectVideoPlaying(
      this.page.locator('video').and(this.page.getByLabel(/^Participant \d+'s video$/)),
    );
  }
}
