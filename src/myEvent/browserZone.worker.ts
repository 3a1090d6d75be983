/**
 * Reads the browser's time zone off the page's thread. A page's first use of Intl loads ICU's locale and zone data
 * (20-70 ms here), and that data is shared by the whole renderer process: once this worker has paid for it, the
 * page's own first formatter of a time (the program's cards, the zone switch) is ready at once.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(0);
scope.postMessage(zone);
export {};
