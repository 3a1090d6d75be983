import type { InspectionEvent } from 'xstate';

/** What xstate calls with every inspection event of an actor system (the `inspect` option of an actor). */
export type InspectObserver = (event: InspectionEvent) => void;

/** Opens the inspector and gives the function that sends it one event. */
export type OpenInspector = () => Promise<InspectObserver>;

/**
 * The inspect observer of a page: only in development with `?inspect` in the address, else undefined. The
 * inspector loads while the app starts, so the events before it is open are kept and then sent in order.
 */
export function inspectionFor(page: { dev: boolean; search: string }, open: OpenInspector) {
  if (!page.dev || !new URLSearchParams(page.search).has('inspect')) return undefined;
  const early: InspectionEvent[] = [];
  let send: InspectObserver | null = null;
  void open().then((opened) => {
    send = opened;
    for (const event of early.splice(0)) opened(event);
  });
  const observe: InspectObserver = (event) => (send ? send(event) : early.push(event));
  return observe;
}

/**
 * The observer every actor of the app is created with (`createActor(logic, { inspect })`, `useMachine(logic,
 * { inspect })`): DESIGN.md's `?inspect` in development. The inspector is imported only under
 * `import.meta.env.DEV`, so production builds leave it out.
 */
export const inspect: InspectObserver | undefined = import.meta.env.DEV
  ? inspectionFor({ dev: true, search: globalThis.location?.search ?? '' }, async () => {
      const { createBrowserInspector } = await import('@statelyai/inspect');
      const inspector = createBrowserInspector();
      return (event) => inspector.inspect.next?.(event);
    })
  : undefined;
