import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { type EvaluationGateInput, evaluationGateMachine } from '../../machines/evaluationGate';
import { evaluationGateView } from '../../machines/evaluationGate.view';
import type { CreditTypesReply } from '../../schemas/credits';
import type { Answer, AssessmentReply } from '../../schemas/evaluation';
import { modelPaths, replay } from './model';
import {
  creditsToChoose,
  DENIED,
  END,
  evaluationGateModel,
  freshForm,
  START,
  submittedForm,
  T0,
} from './models/evaluationGate.model';

describe('evaluationGate', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(evaluationGateModel);
    expect(paths.length).toBeGreaterThanOrEqual(20);
    for (const p of paths) replay(evaluationGateModel, p);
  });
});

/** The gate with calls answered by the test: access, credit types and the form as given. */
function gate(
  input: Partial<EvaluationGateInput>,
  answers: {
    access?: () => { access: boolean; message: string };
    credits?: CreditTypesReply;
    form?: AssessmentReply;
    assign?: (chosen: readonly string[]) => CreditTypesReply;
    submit?: (answers: Record<string, Answer>) => AssessmentReply;
  },
) {
  const calls: string[] = [];
  const machine = evaluationGateMachine.provide({
    actors: {
      watchClock: fromCallback(() => () => {}),
      validateAccess: fromPromise(async () => {
        calls.push('validate');
        return (answers.access ?? (() => ({ access: true, message: '' })))();
      }),
      fetchCreditTypes: fromPromise(async () => {
        calls.push('creditTypes');
        return answers.credits ?? creditsToChoose;
      }),
      assignCreditTypes: fromPromise<CreditTypesReply, readonly string[]>(async ({ input }) => {
        calls.push(`assign ${input.join(',')}`);
        if (!answers.assign) throw new Error('not expected');
        return answers.assign(input);
      }),
      fetchForm: fromPromise(async () => {
        calls.push('form');
        return answers.form ?? freshForm;
      }),
      submitAnswers: fromPromise<AssessmentReply, Record<string, Answer>>(async ({ input }) => {
        calls.push(`submit ${JSON.stringify(input)}`);
        if (!answers.submit) throw new Error('You have already submitted this form.');
        return answers.submit(input);
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      now: T0,
      sessionStart: START,
      sessionEnd: END,
      availableBeforeStart: false,
      hasCredits: false,
      ...input,
    },
  }).start();
  return { actor, calls, view: () => evaluationGateView(actor.getSnapshot()) };
}

describe('evaluationGate with its calls', () => {
  it('waits for the start, then checks access, asks for a credit type and loads the form', async () => {
    const { actor, calls, view } = gate(
      { hasCredits: true },
      { assign: (chosen) => ({ ...creditsToChoose, chosen: [...chosen] }) },
    );
    expect(view().phase).toBe('notStarted');
    actor.send({ type: 'CLOCK.TICK', now: START - 1 });
    expect(calls).toEqual([]);
    actor.send({ type: 'CLOCK.TICK', now: START });
    await waitFor(actor, (s) => s.matches('picker'));
    expect(view().credits?.options.map((o) => `${o.label} ${o.amount}`)).toEqual(['CME 1.50', 'CE 1.00']);
    actor.send({ type: 'CREDIT.TOGGLE', value: '1' });
    actor.send({ type: 'CREDIT.TOGGLE', value: '2' });
    expect(view().credits?.options.map((o) => o.checked)).toEqual([false, true]);
    actor.send({ type: 'CREDIT.SUBMIT' });
    await waitFor(actor, (s) => s.matches('form'));
    expect(calls).toEqual(['validate', 'creditTypes', 'assign 2', 'form']);
  });

  it('sends several credit types joined only when the event allows several', async () => {
    const { actor, calls } = gate(
      { hasCredits: true, now: START },
      {
        credits: { ...creditsToChoose, pick_multiple: true },
        assign: (chosen) => ({ ...creditsToChoose, chosen: [...chosen] }),
      },
    );
    await waitFor(actor, (s) => s.matches('picker'));
    actor.send({ type: 'CREDIT.TOGGLE', value: '2' });
    actor.send({ type: 'CREDIT.TOGGLE', value: '1' });
    actor.send({ type: 'CREDIT.SUBMIT' });
    await waitFor(actor, (s) => s.matches('form'));
    expect(calls).toContain('assign 2,1');
  });

  it('skips the picker once a type is chosen, and shows a submitted form read-only', async () => {
    const { actor, calls, view } = gate(
      { hasCredits: true, availableBeforeStart: true },
      { credits: { ...creditsToChoose, chosen: ['1'] }, form: submittedForm },
    );
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(calls).toEqual(['validate', 'creditTypes', 'form']);
    expect(view().form).toMatchObject({ readOnly: true, score: { correct: 1, total: 2 } });
  });

  it('marks unanswered required questions, and sends only given answers with texts trimmed', async () => {
    const { actor, calls, view } = gate({ sessionStart: null }, { submit: () => submittedForm });
    await waitFor(actor, (s) => s.matches('form'));
    actor.send({ type: 'FORM.ANSWER', questionId: 'notes', answer: '  Good pace.  ' });
    actor.send({ type: 'FORM.SUBMIT' });
    expect(
      view()
        .form?.questions.filter((q) => q.error)
        .map((q) => q.id),
    ).toEqual(['stars', 'topics']);
    actor.send({ type: 'FORM.ANSWER', questionId: 'stars', answer: 5 });
    expect(
      view()
        .form?.questions.filter((q) => q.error)
        .map((q) => q.id),
    ).toEqual(['topics']);
    actor.send({ type: 'FORM.ANSWER', questionId: 'topics', answer: ['B'] });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(calls.at(-1)).toBe('submit {"stars":5,"topics":["B"],"notes":"Good pace."}');
  });

  it("keeps the answers and shows the server's message when the submit fails", async () => {
    const { actor, view } = gate({ sessionStart: null }, {});
    await waitFor(actor, (s) => s.matches('form'));
    actor.send({ type: 'FORM.ANSWER', questionId: 'stars', answer: 3 });
    actor.send({ type: 'FORM.ANSWER', questionId: 'topics', answer: ['A'] });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('form') && s.context.failure !== null);
    expect(view()).toMatchObject({ failure: 'You have already submitted this form.', phase: 'form' });
    expect(view().form?.questions[0]?.answer).toBe(3);
  });

  it('checks a denial again at the start and the end when awareness checks count, not otherwise', async () => {
    let access = false;
    const { actor, calls, view } = gate(
      { availableBeforeStart: true, awarenessPassCount: 2 },
      { access: () => ({ access, message: DENIED }) },
    );
    await waitFor(actor, (s) => s.matches('denied'));
    expect(view().notice).toEqual({ key: 'evaluation.notAvailable', text: DENIED, tone: 'info' });
    actor.send({ type: 'CLOCK.TICK', now: START - 1 });
    expect(calls).toEqual(['validate']);
    actor.send({ type: 'CLOCK.TICK', now: START + 1 });
    await waitFor(actor, (s) => s.matches('denied'));
    expect(calls).toEqual(['validate', 'validate']);
    access = true;
    actor.send({ type: 'CLOCK.TICK', now: END });
    await waitFor(actor, (s) => s.matches('form'));

    const plain = gate(
      { availableBeforeStart: true },
      { access: () => ({ access: false, message: DENIED }) },
    );
    await waitFor(plain.actor, (s) => s.matches('denied'));
    plain.actor.send({ type: 'CLOCK.TICK', now: END });
    expect(plain.calls).toEqual(['validate']);
    plain.actor.send({ type: 'GATE.RETRY' });
    await waitFor(plain.actor, (s) => s.matches('denied'));
    expect(plain.calls).toEqual(['validate', 'validate']);
  });
});
