// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A worker that answers when the test says, as the browser's would once it has read the zone. */
class HeldWorker {
  static all: HeldWorker[] = [];
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(readonly url: URL) {
    HeldWorker.all.push(this);
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent<unknown>);
  }
  terminate() {
    this.terminated = true;
  }
}

/** A fresh copy of the module (its zone not read yet), with Intl's formatter watched. */
async function freshModule() {
  vi.resetModules();
  HeldWorker.all = [];
  vi.stubGlobal('Worker', HeldWorker);
  const formats = vi.spyOn(Intl, 'DateTimeFormat');
  const module = await import('../../src/myEvent/displayZone');
  return { module, formats };
}

describe('the browser’s zone read in a worker for the signed-in frame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is taken from the worker, so that the page itself does not pay for Intl’s first use', async () => {
    const { module, formats } = await freshModule();
    module.readBrowserZoneInWorker();
    const [worker] = HeldWorker.all;
    expect(worker?.url.pathname).toMatch(/browserZone\.worker\.ts$/);
    worker?.answer('Asia/Kathmandu');
    expect(worker?.terminated).toBe(true);
    expect(module.browserZone()).toBe('Asia/Kathmandu');
    expect(formats).not.toHaveBeenCalled();
  });

  it('is read by the page when a screen asks before the worker answers, and the late answer changes nothing', async () => {
    const { module, formats } = await freshModule();
    module.readBrowserZoneInWorker();
    const own = module.browserZone();
    expect(formats).toHaveBeenCalledTimes(1);
    HeldWorker.all[0]?.answer('Asia/Kathmandu');
    expect(module.browserZone()).toBe(own);
  });

  it('starts no worker once the zone is known, and stops its worker when the frame goes', async () => {
    const { module } = await freshModule();
    const callOff = module.readBrowserZoneInWorker();
    callOff();
    expect(HeldWorker.all[0]?.terminated).toBe(true);
    module.browserZone();
    module.readBrowserZoneInWorker();
    expect(HeldWorker.all).toHaveLength(1);
  });

  it('is left to the first screen that asks where there are no workers', async () => {
    const { module, formats } = await freshModule();
    vi.stubGlobal('Worker', undefined);
    module.readBrowserZoneInWorker();
    expect(formats).not.toHaveBeenCalled();
    expect(module.browserZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('the zone worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('posts the zone Intl gives', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal('postMessage', (data: unknown) => posted.push(data));
    await import('../../src/myEvent/browserZone.worker');
    expect(posted).toEqual([Intl.DateTimeFormat().resolvedOptions().timeZone]);
  });
});
