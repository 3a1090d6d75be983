import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { liveReportMachine, REPORT_REFRESH_MS } from '../../machines/liveReport';
import { liveReportView } from '../../machines/liveReport.view';
import { modelPaths, replay } from './model';
import { liveReportModel, SERVER_MESSAGE } from './models/liveReport.model';

const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

describe('liveReport', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(liveReportModel);
    expect(paths.length).toBeGreaterThanOrEqual(6);
    for (const p of paths) replay(liveReportModel, p);
  });

  it('reads the report again every interval, keeping the last figures through a failed reading', async () => {
    const answers: (Error | { n: number })[] = [{ n: 1 }, failure(503, 'Busy'), { n: 3 }];
    let reads = 0;
    const clock = new SimulatedClock();
    const actor = createActor(
      liveReportMachine.provide({
        actors: {
          load: fromPromise<unknown>(async () => {
            reads += 1;
            const a = answers.shift();
            if (a instanceof Error) throw a;
            return a;
          }),
        },
      }),
      { clock },
    ).start();
    await waitFor(actor, (s) => s.matches('shown'));
    expect(liveReportView(actor.getSnapshot())).toEqual({
      status: 'shown',
      value: { n: 1 },
      stale: false,
      refreshing: false,
    });
    clock.increment(REPORT_REFRESH_MS - 1);
    expect(reads).toBe(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.context.stale);
    expect(liveReportView(actor.getSnapshot())).toMatchObject({ value: { n: 1 }, stale: true });
    clock.increment(REPORT_REFRESH_MS);
    await waitFor(actor, (s) => !s.context.stale);
    expect(liveReportView(actor.getSnapshot())).toMatchObject({ value: { n: 3 }, stale: false });
    expect(reads).toBe(3);
    actor.stop();
  });

  it('gives the server’s message when the first reading fails, and reads again on retry', async () => {
    const answers: (Error | { n: number })[] = [failure(500, SERVER_MESSAGE), { n: 1 }];
    const actor = createActor(
      liveReportMachine.provide({
        actors: {
          load: fromPromise<unknown>(async () => {
            const a = answers.shift();
            if (a instanceof Error) throw a;
            return a;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(liveReportView(actor.getSnapshot())).toMatchObject({ status: 'failed', message: SERVER_MESSAGE });
    actor.send({ type: 'REPORT.RETRY' });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.stop();
  });
});
