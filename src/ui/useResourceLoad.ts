import { useMachine } from '@xstate/react';
import { inspect } from '../browser/inspection';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { resourceLoadMachine } from '../../machines/resourceLoad';
import { type ResourceLoadView, resourceLoadView } from '../../machines/resourceLoad.view';

/**
 * One thing a component loads, read from the resourceLoad machine: its view and `retry`. The load runs once per
 * mounted component (key the component by what it loads); `signal` aborts when the component goes away.
 * `onForbidden` runs when the server refuses the thing (403).
 */
export function useResourceLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  onForbidden?: () => void,
): { view: ResourceLoadView<T>; retry: () => void } {
  const latest = useRef({ load, onForbidden });
  latest.current = { load, onForbidden };
  const [logic] = useState(() =>
    resourceLoadMachine.provide({
      actors: { load: fromPromise<unknown>(({ signal }) => latest.current.load(signal)) },
      actions: { leave: () => latest.current.onForbidden?.() },
    }),
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  return { view: resourceLoadView<T>(snapshot), retry: () => send({ type: 'LOAD.RETRY' }) };
}
