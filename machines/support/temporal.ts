import type { Temporal as TemporalApi } from '@js-temporal/polyfill';

type Api = typeof TemporalApi;
const host = globalThis as { Temporal?: Api };

/**
 * Temporal: the browser's own where it has one (Chromium and Firefox do: no download, no start-up cost), otherwise
 * the polyfill, which `loadTemporal` installs before the app starts (src/main.tsx) and the tests set up.
 */
export function temporal(): Api {
  if (!host.Temporal) throw new Error('Temporal is not loaded: loadTemporal() runs before the app starts');
  return host.Temporal;
}

/** Installs the polyfill where there is no Temporal; nothing is loaded where there is. */
export async function loadTemporal(): Promise<void> {
  if (!host.Temporal) host.Temporal = (await import('@js-temporal/polyfill')).Temporal;
}
