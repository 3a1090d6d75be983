import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type AwarenessCheckInput,
  type AwarenessRecord,
  awarenessCheckMachine,
  type StoredOutcome,
} from '../../machines/awarenessCheck';
import { awarenessCheckView, secondsLeft } from '../../machines/awarenessCheck.view';

const AT = Date.UTC(2026, 2, 3, 10, 0);
const pending = awarenessCheckMachine.provide({
  actors: {
    writeOutcome: fromPromise<readonly StoredOutcome[], AwarenessRecord>(() => new Promise(() => {})),
  },
});
const start = (input: AwarenessCheckInput) => createActor(pending, { input }).start();

describe('awarenessCheckView', () => {
  it('shows no prompt and no results before a check is decided', () => {
    const actor = start({ splits: [40, 120, 200], stored: [], total: 3, required: 2 });
    expect(awarenessCheckView(actor.getSnapshot())).toEqual({
      state: 'check.watching record.idle',
      showPrompt: false,
      canAffirm: false,
      prompt: null,
      titleKey: 'awareness.title',
      promptKey: 'awareness.prompt',
      promptParams: { seconds: 30 },
      affirmKey: 'awareness.affirm',
      secondsLeftKey: 'awareness.secondsLeft',
      resultsKey: 'awareness.results',
      results: [],
      summary: null,
      passed: 0,
      total: 3,
      required: 2,
      meetsRequired: false,
      saving: false,
    });
  });

  it('shows the prompt of the open check with its deadline', () => {
    const actor = start({
      splits: [40, 120, 200],
      stored: [{ sequence: 1, outcome: 'fail' }],
      total: 3,
      required: 2,
    });
    actor.send({ type: 'VIDEO.TIME', position: 121, at: AT });
    expect(awarenessCheckView(actor.getSnapshot())).toMatchObject({
      state: 'check.prompting record.idle',
      showPrompt: true,
      canAffirm: true,
      prompt: { sequence: 2, deadline: AT + 30_000 },
    });
  });

  it("lists 'Check #N Passed/Failed' in order and the summary of passes out of all checks", () => {
    const actor = start({
      splits: [40, 120, 200],
      stored: [{ sequence: 2, outcome: 'fail' }],
      total: 3,
      required: 1,
    });
    actor.send({ type: 'VIDEO.TIME', position: 40, at: AT });
    actor.send({ type: 'AWARENESS.AFFIRM', at: AT + 2_000 });
    const view = awarenessCheckView(actor.getSnapshot());
    expect(view.results).toEqual([
      { sequence: 1, passed: true, key: 'awareness.passed', params: { n: 1 } },
      { sequence: 2, passed: false, key: 'awareness.failed', params: { n: 2 } },
    ]);
    expect(view.summary).toEqual({ key: 'awareness.summary', params: { passed: 1, total: 3 } });
    expect(view).toMatchObject({ showPrompt: false, saving: true, meetsRequired: true });
    expect(view.state).toBe('check.watching record.writing');
  });

  it('counts the seconds left from 30 down to 0', () => {
    expect(secondsLeft(AT + 30_000, AT)).toBe(30);
    expect(secondsLeft(AT + 30_000, AT + 100)).toBe(30);
    expect(secondsLeft(AT + 30_000, AT + 1_000)).toBe(29);
    expect(secondsLeft(AT + 30_000, AT + 29_999)).toBe(1);
    expect(secondsLeft(AT + 30_000, AT + 31_000)).toBe(0);
    expect(secondsLeft(AT + 30_000, AT - 5_000)).toBe(30);
  });
});
