/**
 * The journeys run in E2E_WORKERS workers (1 when unset: on two cores a second worker only shares them), each
 * against a platform of its own (its own port and data folder), so that one journey's attendee never meets
 * another's stars, messages or settings. The first platform listens on E2E_PORT (8091 when unset), the next ones
 * on the ports after it.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const firstPort = Number(process.env.E2E_PORT ?? 8091);

export const platformPorts = Array.from({ length: e2eWorkers }, (_, i) => firstPort + i);

/** The address of the platform that the worker with this parallel index tests. */
export function platformAddress(parallelIndex: number): string {
  return `http://127.0.0.1:${platformPorts[parallelIndex]}`;
}
