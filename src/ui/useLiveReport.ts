import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { liveReportMachine } from '../../machines/liveReport';
import { type LiveReportView, liveReportView } from '../../machines/liveReport.view';
import { inspect } from '../browser/inspection';

/**
 * A report that keeps itself current while the calling component is on screen, read from the liveReport
 * machine: its view and `retry`. Key the component by what it reports on.
 */
export function useLiveReport<T>(load: (signal: AbortSignal) => Promise<T>): {
  view: LiveReportView<T>;
  retry: () => void;
} {
  const latest = useRef(load);
  latest.current = load;
  const [logic] = useState(() =>
    liveReportMachine.provide({
      actors: { load: fromPromise<unknown>(({ signal }) => latest.current(signal)) },
    }),
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  return { view: liveReportView<T>(snapshot), retry: () => send({ type: 'REPORT.RETRY' }) };
}
