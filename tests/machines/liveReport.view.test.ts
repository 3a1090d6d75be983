import { describe, expect, it } from 'vitest';
import { type EventFromLogic, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { liveReportView } from '../../machines/liveReport.view';
import { FIRST, liveReportTestMachine, SERVER_MESSAGE } from './models/liveReport.model';

type Ev = EventFromLogic<typeof liveReportTestMachine>;
const stateAfter = (...events: unknown[]) =>
  events.reduce(
    (s: ReturnType<typeof getInitialSnapshot<typeof liveReportTestMachine>>, e) =>
      getNextSnapshot(liveReportTestMachine, s, e as Ev),
    getInitialSnapshot(liveReportTestMachine),
  );

describe('liveReport view', () => {
  it('tells loading, the figures (current, refreshing, stale), not found, forbidden and a failure apart', () => {
    expect(liveReportView(stateAfter())).toEqual({ status: 'loading' });
    const shown = { type: 'xstate.done.actor.load', output: FIRST };
    expect(liveReportView(stateAfter(shown))).toEqual({
      status: 'shown',
      value: FIRST,
      stale: false,
      refreshing: false,
    });
    const refreshing = { type: 'xstate.after.REFRESH.liveReport.shown.current' };
    expect(liveReportView(stateAfter(shown, refreshing))).toMatchObject({ refreshing: true, stale: false });
    const failedRefresh = { type: 'xstate.error.actor.refresh', error: { status: 503 } };
    expect(liveReportView(stateAfter(shown, refreshing, failedRefresh))).toEqual({
      status: 'shown',
      value: FIRST,
      stale: true,
      refreshing: false,
    });
    expect(liveReportView(stateAfter({ type: 'xstate.error.actor.load', error: { status: 404 } }))).toEqual({
      status: 'notFound',
    });
    expect(liveReportView(stateAfter({ type: 'xstate.error.actor.load', error: { status: 403 } }))).toEqual({
      status: 'forbidden',
    });
    expect(
      liveReportView(
        stateAfter({ type: 'xstate.error.actor.load', error: { status: 500, message: SERVER_MESSAGE } }),
      ),
    ).toEqual({ status: 'failed', message: SERVER_MESSAGE, canRetry: true });
  });
});
