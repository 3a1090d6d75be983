import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { liveReportMachine, REPORT_REFRESH_MS } from '../../../machines/liveReport';
import { liveReportView } from '../../../machines/liveReport.view';
import type { MachineModel, Step } from '../model';

type Machine = typeof liveReportTestMachine;
type Ev = EventFromLogic<Machine>;

export const FIRST = { onlineNow: 2 };
export const SERVER_MESSAGE = 'Sorry, the server is going wrong';

/** The real machine; its readings never settle by themselves: the paths send their done and error events. */
export const liveReportTestMachine = liveReportMachine.provide({
  actors: { load: fromPromise(() => new Promise(() => {})) },
});

const events = [
  { type: 'REPORT.RETRY' },
  { type: 'xstate.done.actor.load', output: FIRST },
  { type: 'xstate.error.actor.load', error: { status: 404, message: 'Not found' } },
  { type: 'xstate.error.actor.load', error: { status: 403, message: 'Only administrators may do this.' } },
  { type: 'xstate.error.actor.load', error: { status: 500, message: SERVER_MESSAGE } },
  { type: 'xstate.done.actor.refresh', output: FIRST },
  { type: 'xstate.error.actor.refresh', error: { status: 503, message: 'Busy' } },
  { type: 'xstate.after.REFRESH.liveReport.shown.current' },
] as unknown as Ev[];

function meaning(s: SnapshotFrom<Machine>, step: Step<Machine>) {
  const view = liveReportView<typeof FIRST>(s);
  if (s.matches('loading')) expect(view).toEqual({ status: 'loading' });
  else if (s.matches('shown')) {
    // A failed reading keeps the figures and says they are stale; the next good one clears it; waiting or
    // reading again changes nothing.
    const type: string = step.event.type;
    const stale =
      type === 'xstate.error.actor.refresh'
        ? true
        : type === 'xstate.done.actor.refresh'
          ? false
          : (step.previous?.context.stale ?? false);
    expect(view).toEqual({
      status: 'shown',
      value: FIRST,
      stale,
      refreshing: s.matches({ shown: 'refreshing' }),
    });
  } else if (s.matches('notFound')) expect(view).toEqual({ status: 'notFound' });
  else if (s.matches('forbidden')) expect(view).toEqual({ status: 'forbidden' });
  else if (s.matches('failed'))
    expect(view).toEqual({ status: 'failed', message: SERVER_MESSAGE, canRetry: true });
  else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
  if (s.status === 'done') expect(s.can({ type: 'REPORT.RETRY' })).toBe(false);
}

export const liveReportModel: MachineModel<Machine> = {
  name: 'liveReport',
  machine: liveReportTestMachine,
  inputs: [{ label: 'a report', input: undefined as never }],
  events: () => events,
  delays: () => ({ REFRESH: REPORT_REFRESH_MS }),
  meaning,
  transitionPaths: true,
};
