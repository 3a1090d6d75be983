// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its zone not read yet) with idle callbacks held until `runIdle`. */
async function freshModule() {
  vi.resetModules();
  const held: (() => void)[] = [];
  const cancelled: number[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => held.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
  const formats = vi.spyOn(Intl, 'DateTimeFormat');
  const module = await import('../../src/myEvent/displayZone');
  const runIdle = () => {
    for (const run of held.splice(0)) run();
  };
  return { module, held, cancelled, formats, runIdle };
}

describe('the browser’s zone read when the signed-in page is idle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is read in an idle callback, and not again when a screen asks for it', async () => {
    const { module, held, formats, runIdle } = await freshModule();
    module.readBrowserZoneWhenIdle();
    expect(held).toHaveLength(1);
    expect(formats).not.toHaveBeenCalled();
    runIdle();
    expect(formats).toHaveBeenCalledTimes(1);
    expect(module.browserZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(formats).toHaveBeenCalledTimes(2); // the comparison's own, not the module's
  });

  it('is not asked for once the zone has been read, and is called off when the frame goes', async () => {
    const { module, held, cancelled } = await freshModule();
    const callOff = module.readBrowserZoneWhenIdle();
    callOff();
    expect(cancelled).toEqual([1]);
    module.browserZone();
    module.readBrowserZoneWhenIdle();
    expect(held).toHaveLength(1);
  });
});
