/**
 * How long this machine takes to read memory its caches do not hold: nanoseconds per read of a chase through one
 * random cycle over 16 MB, where each read needs the one before. The browser's figures move with it far more than
 * with arithmetic speed (docs/performance.md, 2026-11-30), so the browser benchmarks print it beside theirs: it
 * tells figures from different machines apart.
 */
export function memoryReadNs(megabytes = 16, reads = 5_000_000): number {
  const slots = (megabytes * 1024 * 1024) / 4;
  const order = new Int32Array(slots);
  for (let i = 0; i < slots; i++) order[i] = i;
  for (let i = slots - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    const held = order[i] as number;
    order[i] = order[j] as number;
    order[j] = held;
  }
  const next = new Int32Array(slots);
  for (let i = 0; i < slots; i++) next[order[i] as number] = order[(i + 1) % slots] as number;
  let at = 0;
  const started = performance.now();
  for (let i = 0; i < reads; i++) at = next[at] as number;
  const elapsed = performance.now() - started;
  // The chase's end is read, so that no engine may drop the loop as unused.
  if (at < 0) throw new Error('the chase left the table');
  return (elapsed * 1e6) / reads;
}
