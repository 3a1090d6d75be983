import { describe, expect, test } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { callMachine } from '../../machines/call';
import { CHAT } from '../../schemas/constants';
import { describePath, modelPaths, replay } from './model';
import { callModel } from './models/call.model';

describe('call model', () => {
  test('every step of every path means what its state says', () => {
    const paths = modelPaths(callModel);
    expect(paths.length).toBeGreaterThan(20);
    for (const p of paths) replay(callModel, p);
    // the 30 s auto-cancel is among the paths, for the caller and the callee
    const timedOut = paths.filter((p) => p.path.steps.some((s) => s.event.type.startsWith('xstate.after')));
    expect(timedOut.map((p) => p.label)).toEqual(expect.arrayContaining(['the caller', 'the callee']));
    expect(paths.map(describePath)).toContain(
      'the caller: xstate.init → xstate.done.actor.placeCall → xstate.after.AUTO_CANCEL.call.ringing',
    );
  });

  test('an unanswered call is cancelled 30 s after it rings, not before', async () => {
    let cancelled = 0;
    const clock = new SimulatedClock();
    const actor = createActor(
      callMachine.provide({
        actors: {
          placeCall: fromPromise(async () => {}),
          answerCall: fromPromise(async () => {}),
          joinRoom: fromCallback(() => () => {}),
        },
        actions: { cancelCall: () => void cancelled++ },
      }),
      { input: { role: 'caller', callId: 'k1', peer: { uuid: 'p', name: 'P' } }, clock: clock as never },
    ).start();
    await waitFor(actor, (s) => s.matches('ringing'));
    clock.increment(CHAT.CALL_AUTO_CANCEL - 1);
    expect(actor.getSnapshot().value).toBe('ringing');
    expect(cancelled).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('missed');
    expect(cancelled).toBe(1);
  });
});
