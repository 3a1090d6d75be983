import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { inspect } from '../browser/inspection';
import { type Actor, createActor, fromPromise } from 'xstate';
import { programSnapshotMachine } from '../../machines/programSnapshot';
import { type ProgramSnapshotView, programSnapshotView } from '../../machines/programSnapshot.view';
import { CACHE, TIME } from '../../schemas/constants';
import type { ListedItem, SessionSnapshot } from '../../schemas/program';
import type { Api } from '../api/client';
import { type ProgramCalls, type ProgramKeys, programCalls } from '../api/programCalls';

/**
 * The shared program: the programSnapshot machine's copy of the session snapshot and the items listed for this
 * user's direct access, with a derived value built once per snapshot version (the search index). The machine
 * runs while at least one screen uses the program.
 */

export interface ProgramData<D> {
  readonly snapshot: SessionSnapshot;
  readonly direct: readonly ListedItem[];
  readonly derived: D;
}

export type ProgramState<D> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | ({ readonly status: 'ready' } & ProgramData<D>);

/** After a failed first load, the program is asked for again this soon. */
export const PROGRAM_RETRY = 15 * TIME.SECOND;

export class ProgramStore<D> {
  private state: ProgramState<D> = { status: 'loading' };
  private readonly listeners = new Set<() => void>();
  private actor: Actor<typeof programSnapshotMachine> | null = null;
  private users = 0;

  constructor(
    readonly calls: ProgramCalls,
    private readonly derive: (snapshot: SessionSnapshot) => D,
    private readonly delays: { refreshMs: number; retryMs: number } = {
      refreshMs: CACHE.DATA_REFRESH,
      retryMs: PROGRAM_RETRY,
    },
  ) {}

  getState = (): ProgramState<D> => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Reads the program again now (after a failure, or when told it changed). */
  refresh() {
    this.actor?.send({ type: this.state.status === 'failed' ? 'PROGRAM.RETRY' : 'PROGRAM.REFRESH' });
  }

  private show(view: ProgramSnapshotView) {
    const current = this.state;
    let next: ProgramState<D>;
    if (view.status === 'ready') {
      const same = current.status === 'ready' && current.snapshot === view.snapshot;
      if (same && current.direct === view.direct) return;
      next = {
        status: 'ready',
        snapshot: view.snapshot,
        direct: view.direct,
        derived: same ? current.derived : this.derive(view.snapshot),
      };
      if (current.status === 'ready' && !same) disposeOf(current.derived);
    } else if (view.status === 'failed') {
      if (current.status === 'failed' && current.message === view.message) return;
      next = { status: 'failed', message: view.message };
    } else {
      if (current.status === 'loading') return;
      next = { status: 'loading' };
    }
    this.state = next;
    for (const l of this.listeners) l();
  }

  /** Runs the program's machine while at least one screen uses the program; resumes from the copy held. */
  retain(): () => void {
    this.users++;
    if (this.users === 1) {
      const held = this.state;
      const actor = createActor(
        programSnapshotMachine.provide({
          actors: {
            readLink: fromPromise(() => this.calls.link()),
            readFile: fromPromise(({ input }: { input: string }) => this.calls.snapshot(input)),
          },
        }),
        {
          inspect,
          input: {
            ...this.delays,
            copy: held.status === 'ready' ? { snapshot: held.snapshot, direct: held.direct } : undefined,
          },
        },
      );
      actor.subscribe((s) => this.show(programSnapshotView(s)));
      this.actor = actor;
      actor.start();
    }
    return () => {
      this.users--;
      if (this.users === 0) {
        this.actor?.stop();
        this.actor = null;
      }
    };
  }
}

/** A derived value may hold resources (a worker): released when a new version replaces it. */
function disposeOf(derived: unknown) {
  if (typeof derived === 'object' && derived !== null) {
    for (const v of Object.values(derived)) {
      if (typeof v === 'object' && v !== null && 'dispose' in v && typeof v.dispose === 'function')
        v.dispose();
    }
  }
}

const StoreContext = createContext<ProgramStore<unknown> | null>(null);

export function ProgramProvider<D>({ store, children }: { store: ProgramStore<D>; children: ReactNode }) {
  useEffect(() => store.retain(), [store]);
  return <StoreContext.Provider value={store as ProgramStore<unknown>}>{children}</StoreContext.Provider>;
}

export function useProgramStore<D>(): ProgramStore<D> {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useProgramStore outside ProgramProvider');
  return store as ProgramStore<D>;
}

export function useProgram<D>(): ProgramState<D> {
  const store = useProgramStore<D>();
  return useSyncExternalStore(store.subscribe, store.getState);
}

/** Builds the store once for the signed-in user's keys. */
export function useNewProgramStore<D>(
  api: Api,
  keys: ProgramKeys,
  derive: (snapshot: SessionSnapshot) => D,
): ProgramStore<D> {
  const { token, sourceHex, conferenceId } = keys;
  // biome-ignore lint/correctness/useExhaustiveDependencies: derive is fixed for the app's lifetime
  return useMemo(
    () => new ProgramStore(programCalls(api, { token, sourceHex, conferenceId }), derive),
    [api, token, sourceHex, conferenceId],
  );
}
