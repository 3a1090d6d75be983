// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreditTypesReply } from '../../../schemas/credits';
import type { AssessmentReply } from '../../../schemas/evaluation';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { SessionItem } from '../../../schemas/sessionItem';
import { createApi } from '../../../src/api/client';
import { creditCalls } from '../../../src/api/creditCalls';
import { EvaluationGate } from '../../../src/features/session/EvaluationGate';
import { settings as baseSettings } from '../../machines/fixtures';
import { fakeFetch, type Reply, renderWithClient } from '../render';

afterEach(cleanup);

const HOUR = 3_600_000;
const now = Date.now();
const session = {
  _id: 'session_7',
  internal_type: 'session',
  session_id: 7,
  title: 'Heart failure today',
  start_time_unix: now - HOUR,
  end_time_unix: now + HOUR,
  credits_array: [{ credit_id: 1, label: 'CME', value: 1.5 }],
} as unknown as SessionItem;
const settings: EventConfig = { ...baseSettings, credits_config: { enabled: 1 } };

const credits: CreditTypesReply = {
  session_id: 7,
  message: 'Which credits do you claim?',
  pick_multiple: false,
  options: [
    { credit_name: 'CME', credit_num_select: '1', value: 1.5 },
    { credit_name: 'Nursing', credit_num_select: '2', value: 0.75 },
  ],
  chosen: [],
  earned: false,
};
const form: AssessmentReply = {
  kind: 'evaluation',
  session_id: 7,
  title: 'Session evaluation',
  intro: '<p>Thank you for your time.</p>',
  questions: [
    { id: 'stars', label: 'Overall quality', type: 'rating', required: true },
    { id: 'pace', label: 'The pace was', type: 'single', options: ['Too slow', 'Right', 'Too fast'] },
    { id: 'topics', label: 'Useful topics', type: 'multiple', options: ['Drugs', 'Devices'], required: true },
    { id: 'notes', label: 'Comments', type: 'text' },
  ],
  answers: null,
  submitted_at: null,
  score: null,
};
const ok = (body: unknown): Reply => ({ status: 200, body });
const granted = ok({ access: true, message: '' });

function renderGate(
  table: Parameters<typeof fakeFetch>[0],
  over: Partial<SessionItem> = {},
  kind = 'evaluation' as const,
) {
  const { fetch, calls } = fakeFetch(table);
  renderWithClient(
    <EvaluationGate
      kind={kind}
      session={{ ...session, ...over }}
      settings={settings}
      timeZone="America/Chicago"
      calls={creditCalls(createApi({ getToken: () => null, fetch }))}
    />,
    { fetch, path: '/main/sessions/7' },
  );
  return calls;
}

const gateState = () => screen.getByTestId('evaluation-gate').getAttribute('data-state');

describe('the evaluation tab', () => {
  it('says when it opens before the session starts, and calls nothing', () => {
    const calls = renderGate({}, { start_time_unix: now + HOUR });
    expect(gateState()).toBe('notStarted');
    expect(
      screen.getByText('Session evaluation will be available after the start of the session.'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the server's message when access is denied", async () => {
    renderGate({
      'GET /api/validate_user_session_complete': ok({ access: false, message: 'Watch the session first.' }),
    });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByText('Watch the session first.')).toBeTruthy();
    expect(gateState()).toBe('denied');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('asks for a credit type, then takes the answers, marks what is missing and shows them submitted', async () => {
    const calls = renderGate({
      'GET /api/validate_user_session_complete': granted,
      'GET /api/get_credit_types': ok(credits),
      'POST /api/assign_credit_type': (body) =>
        ok({
          ...credits,
          chosen: String((body as { credit_num_select: string }).credit_num_select).split(','),
        }),
      'GET /api/evaluations/evaluation/7': ok(form),
      'POST /api/evaluations/evaluation/7': (body) =>
        ok({ ...form, answers: (body as { answers: object }).answers, submitted_at: now }),
    });
    const picker = await screen.findByTestId('credit-picker');
    const group = within(picker).getByRole('group', { name: 'Which credits do you claim?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).getByLabelText('CME (1.50 credits)')).toBeTruthy();
    const next = screen.getByTestId('credit-submit') as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(within(group).getByLabelText('Nursing (0.75 credits)'));
    fireEvent.click(next);

    const formEl = await screen.findByTestId('assessment-form');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/assign_credit_type',
      body: { session_id: 7, credit_num_select: '2' },
    });
    expect(within(formEl).getByRole('heading', { name: 'Session evaluation' })).toBeTruthy();
    expect(within(formEl).getByText('Thank you for your time.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('assessment-submit'));
    expect(screen.getAllByText('Please answer this question.')).toHaveLength(2);

    const stars = within(formEl).getByRole('group', { name: 'Overall quality' });
    fireEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
    fireEvent.click(within(formEl).getByRole('radio', { name: 'Right' }));
    fireEvent.click(within(formEl).getByRole('checkbox', { name: 'Devices' }));
    fireEvent.change(within(formEl).getByRole('textbox', { name: 'Comments' }), {
      target: { value: ' Clear slides. ' },
    });
    expect(screen.queryByText('Please answer this question.')).toBeNull();
    fireEvent.click(screen.getByTestId('assessment-submit'));

    const done = await screen.findByTestId('submitted-answers');
    expect(gateState()).toBe('submitted');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/evaluations/evaluation/7',
      body: { answers: { stars: 4, pace: 'Right', topics: ['Devices'], notes: 'Clear slides.' } },
    });
    expect(within(done).getByText('4 of 5 stars')).toBeTruthy();
    expect(within(done).getByText('Clear slides.')).toBeTruthy();
  });

  it("shows a submitted quiz's answers and score, read-only", async () => {
    renderGate(
      {
        'GET /api/validate_user_session_complete': granted,
        'GET /api/evaluations/quiz/7': ok({
          ...form,
          kind: 'quiz',
          answers: { stars: 5, topics: ['Drugs'] },
          submitted_at: now,
          score: { correct: 3, total: 4 },
        }),
      },
      {},
      'quiz' as never,
    );
    expect((await screen.findByTestId('quiz-score')).textContent).toBe('Score: 3 of 4');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getAllByText('No answer')).toHaveLength(2);
  });

  it("keeps the answers and shows the server's message when the submit is refused", async () => {
    renderGate(
      {
        'GET /api/validate_user_session_complete': granted,
        'GET /api/evaluations/evaluation/7': ok(form),
        'POST /api/evaluations/evaluation/7': {
          status: 409,
          body: {
            error: { code: 'conflict', message: 'You have already submitted this form.' },
            error_message: 'You have already submitted this form.',
          },
        },
      },
      { credits_array: [] },
    );
    const formEl = await screen.findByTestId('assessment-form');
    fireEvent.click(within(formEl).getByRole('radio', { name: '2 stars' }));
    fireEvent.click(within(formEl).getByRole('checkbox', { name: 'Drugs' }));
    fireEvent.click(screen.getByTestId('assessment-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('assessment-failure').textContent).toBe(
        'You have already submitted this form.',
      ),
    );
    expect((within(formEl).getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true);
  });
});
