/**
 * Lets the browser paint and handle input before the caller goes on: long work split at these points never holds
 * the main thread for one long task. `scheduler.yield` where the browser has it (the caller's continuation keeps
 * its place ahead of other tasks), a macrotask otherwise.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
