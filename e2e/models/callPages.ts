import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Calls as the two people see them: the caller's dialog, the callee's prompt and the call page. The built-in
 * rooms connect two local pages over loopback only: candidates of other addresses are left out (STACK.md).
 */
export class CallPages {
  constructor(private readonly page: Page) {}

  /** Keeps only 127.0.0.1 ICE candidates in this page (run before the page loads the app). */
  static async onLoopbackOnly(page: Page) {
    await page.addInitScript(() => {
      const proto = window.RTCPeerConnection.prototype;
      const add = proto.addIceCandidate as (
        this: RTCPeerConnection,
        c?: RTCIceCandidateInit,
      ) => Promise<void>;
      Object.defineProperty(proto, 'addIceCandidate', {
        value(this: RTCPeerConnection, candidate?: RTCIceCandidateInit) {
          if (candidate?.candidate && !candidate.candidate.includes(' 127.0.0.1 ')) return Promise.resolve();
          return add.call(this, candidate);
        },
      });
    });
  }

  dialog(name: RegExp | string): Locator {
    return this.page.getByRole('dialog', { name });
  }
  get room(): Locator {
    return this.page.getByTestId('call-room');
  }
  get hangUp(): Locator {
    return this.page.getByRole('button', { name: 'Hang up' });
  }

  /** The other side's video plays: it has frames and is not paused. */
  async expectPeerVideoPlaying(peerName: RegExp) {
    await expectVideoPlaying(this.page.locator('video').and(this.page.getByLabel(peerName)));
  }
}

/** One video of a room plays: it has frames and is not paused. */
export async function expectVideoPlaying(video: Locator) {
  await expect(video).toHaveCount(1);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && !v.paused && v.readyState >= 2), {
      timeout: 20_000,
    })
    .toBe(true);
}
