import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { CACHE } from '../../schemas/constants';
import type { ListedItem, SessionSnapshot } from '../../schemas/program';
import type { Api } from '../api/client';
import { ApiError } from '../api/client';
import { type ProgramCalls, type ProgramKeys, programCalls } from '../api/programCalls';

/**
 * The shared program: the session snapshot (link call, then the JSON file, which the browser caches), the
 * items listed for this user's direct access, and a derived value built once per snapshot version (the search
 * index). Reloaded every 2 minutes; a new file is fetched only when the version changes.
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

export class ProgramStore<D> {
  private state: ProgramState<D> = { status: 'loading' };
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private users = 0;

  constructor(
    readonly calls: ProgramCalls,
    private readonly derive: (snapshot: SessionSnapshot) => D,
    private readonly refreshMs: number = CACHE.DATA_REFRESH,
  ) {}

  getState = (): ProgramState<D> => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(state: ProgramState<D>) {
    this.state = state;
    for (const l of this.listeners) l();
  }

  /** Reads the link; fetches the file only when its version is new. */
  async load(): Promise<void> {
    try {
      const link = await this.calls.link();
      const current = this.state;
      if (current.status === 'ready' && current.snapshot.version === link.version) {
        if (
          current.direct.length !== link.direct.length ||
          current.direct.some((d, i) => d !== link.direct[i])
        )
          this.set({ ...current, direct: link.direct });
        return;
      }
      const snapshot = await this.calls.snapshot(link.url);
      const previous = this.state;
      this.set({ status: 'ready', snapshot, direct: link.direct, derived: this.derive(snapshot) });
      if (previous.status === 'ready') disposeOf(previous.derived);
    } catch (e) {
      if (this.state.status === 'ready') return; // keep the copy we have; the next refresh tries again
      this.set({ status: 'failed', message: e instanceof ApiError ? e.message : String(e) });
    }
  }

  /** Starts loading and refreshing while at least one screen uses the program. */
  retain(): () => void {
    this.users++;
    if (this.users === 1) {
      void this.load();
      this.timer = setInterval(() => void this.load(), this.refreshMs);
    }
    return () => {
      this.users--;
      if (this.users === 0 && this.timer !== null) {
        clearInterval(this.timer);
        this.timer = null;
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
