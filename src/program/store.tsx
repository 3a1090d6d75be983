import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
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
 * user's direct access. The machine runs while at least one screen uses the program. One store serves every
 * screen of a login (`programStoreOf`), so moving between them reuses the copy held or the read under way.
 */

export interface ProgramData {
  readonly snapshot: SessionSnapshot;
  readonly direct: readonly ListedItem[];
}

export type ProgramState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | ({ readonly status: 'ready' } & ProgramData);

/** After a failed first load, the program is asked for again this soon. */
export const PROGRAM_RETRY = 15 * TIME.SECOND;

export class ProgramStore {
  private state: ProgramState = { status: 'loading' };
  private readonly listeners = new Set<() => void>();
  private actor: Actor<typeof programSnapshotMachine> | null = null;
  private users = 0;

  constructor(
    readonly calls: ProgramCalls,
    private readonly delays: { refreshMs: number; retryMs: number } = {
      refreshMs: CACHE.DATA_REFRESH,
      retryMs: PROGRAM_RETRY,
    },
  ) {}

  getState = (): ProgramState => this.state;

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
    let next: ProgramState;
    if (view.status === 'ready') {
      if (current.status === 'ready' && current.snapshot === view.snapshot && current.direct === view.direct)
        return;
      next = { status: 'ready', snapshot: view.snapshot, direct: view.direct };
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

const StoreContext = createContext<ProgramStore | null>(null);

/** Hands `store` to the screens below and runs it while they are shown. */
export function ProgramProvider({ store, children }: { store: ProgramStore; children: ReactNode }) {
  useEffect(() => store.retain(), [store]);
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useProgramStore(): ProgramStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useProgramStore outside ProgramProvider');
  return store;
}

export function useProgram(): ProgramState {
  const store = useProgramStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}

/** The store of each API client's current login: a new login (or event) gets a new store. */
const current = new WeakMap<Api, { key: string; store: ProgramStore }>();

/** The one program store of a login, made when first asked for. */
export function programStoreOf(api: Api, keys: ProgramKeys): ProgramStore {
  const key = JSON.stringify([keys.token, keys.sourceHex, String(keys.conferenceId)]);
  const held = current.get(api);
  if (held?.key === key) return held.store;
  const store = new ProgramStore(programCalls(api, keys));
  current.set(api, { key, store });
  return store;
}
