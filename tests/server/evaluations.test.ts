import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AssessmentReply, EVALUATION_TEXT, type SessionEvaluations } from '../../schemas/evaluation';
import { PROGRAM_TEXT } from '../../schemas/program';
import { assessmentSubmissions, earnedCredits } from '../../server/db/schema';
import { call, EVALUATION_FORM, ok, patchConfig, QUIZ_FORM } from '../support/continuingEducation';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;

let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
const tokens: Record<string, string> = {};

const FORMS: SessionEvaluations = {
  evaluation: { session_ids: [1001, '1002'], form: EVALUATION_FORM },
  quiz: { session_types: [7], form: QUIZ_FORM },
};

const get = (who: string, kind: string, sessionId: number) =>
  call(s, tokens[who] ?? '', `/api/evaluations/${kind}/${sessionId}`);
const submit = (who: string, kind: string, sessionId: number, answers: unknown) =>
  call(s, tokens[who] ?? '', `/api/evaluations/${kind}/${sessionId}`, { method: 'POST', json: { answers } });
const GOOD = { stars: 4, met: 'Partly', useful: ['Talks', 'Slides'], comment: '  Great panel.  ' };

beforeAll(async () => {
  s = await startTestServer();
  a = await insertEvent(s.db, 'evals', {
    session_evaluations: FORMS,
    credits_config: { enabled: 1, options: [{ credit_name: 'CME', credit_num_select: 'cme' }] },
  });
  const access = [1001, 1002, 1003];
  for (const who of ['attendee', 'second', 'third', 'quizzer', 'wrong'])
    await insertUser(s.db, a.id, `${who}@example.com`, { sessionAccess: access, badges: [3] });
  await insertUser(s.db, a.id, 'badged@example.com', { sessionAccess: access, badges: [5] });
  await insertUser(s.db, a.id, 'locked@example.com', { sessionAccess: [1003] });
  await insertUser(s.db, a.id, 'admin@example.com', { isAdmin: true });
  const chair = await insertUser(s.db, a.id, 'chair@example.com');
  const started = s.clock.now() - HOUR;
  await insertItems(s.db, a.id, [
    item(a, {
      _id: 'session_1001',
      session_id: 1001,
      start_time_unix: started,
      end_time_unix: started + 2 * HOUR,
      credits_array: [{ label: 'CME', value: 1.5, credit_id: 'cme' }],
      session_chair_array: [{ uuid: chair, Firstname: 'Chair', Lastname: 'Person' }],
    }),
    item(a, { _id: 'session_1002', session_id: 1002, start_time_unix: s.clock.now() + HOUR }),
    item(a, { _id: 'session_1003', session_id: 1003, session_type_id: 7 }),
  ]);
  for (const who of ['attendee', 'second', 'third', 'quizzer', 'wrong', 'badged', 'locked', 'admin', 'chair'])
    tokens[who] = await signIn(s, 'evals', `${who}@example.com`);
});
afterAll(() => s.close());
beforeEach(() => patchConfig(s.db, a.id, { session_evaluations: FORMS }));

describe('forms', () => {
  it('serves the form a session has, never with the correct answers', async () => {
    expect(ok(AssessmentReply, await get('attendee', 'evaluation', 1001))).toEqual({
      kind: 'evaluation',
      session_id: 1001,
      title: 'Session Evaluation',
      intro: '<p>Tell us how it went.</p>',
      questions: EVALUATION_FORM.questions,
      answers: null,
      submitted_at: null,
      score: null,
    });
    for (const who of ['attendee', 'admin']) {
      const quiz = await get(who, 'quiz', 1003);
      expect(ok(AssessmentReply, quiz)).toMatchObject({ title: 'Knowledge Check', intro: '' });
      expect(JSON.stringify(quiz.body)).not.toContain('correct');
      expect(ok(AssessmentReply, quiz).questions).toHaveLength(3);
    }
  });

  it('answers 404 for sessions without the form, 400 for a bad kind or id, 403 when locked', async () => {
    expect((await get('attendee', 'quiz', 1001)).status).toBe(404);
    expect((await get('attendee', 'evaluation', 1003)).status).toBe(404);
    expect((await get('attendee', 'evaluation', 9999)).status).toBe(404);
    expect((await get('attendee', 'survey', 1001)).fields).toEqual(['kind']);
    expect((await get('attendee', 'evaluation', -1)).fields).toEqual(['session_id']);
    expect((await call(s, tokens.attendee ?? '', '/api/evaluations/evaluation/1x')).fields).toEqual([
      'session_id',
    ]);
    expect(await get('locked', 'evaluation', 1001)).toMatchObject({
      status: 403,
      message: PROGRAM_TEXT.LOCKED,
    });
  });

  it('keeps hidden forms for admins, badge forms for holders, chair-only forms for chairs', async () => {
    const notAvailable = { status: 403, message: EVALUATION_TEXT.NOT_AVAILABLE };
    await patchConfig(s.db, a.id, {
      session_evaluations: { evaluation: { ...FORMS.evaluation, hidden: 1 } },
    });
    expect(await get('attendee', 'evaluation', 1001)).toMatchObject(notAvailable);
    expect(await submit('attendee', 'evaluation', 1001, GOOD)).toMatchObject(notAvailable);
    expect((await get('admin', 'evaluation', 1001)).status).toBe(200);
    await patchConfig(s.db, a.id, {
      session_evaluations: { evaluation: { ...FORMS.evaluation, required_badges: ['5', 9] } },
    });
    expect(await get('attendee', 'evaluation', 1001)).toMatchObject(notAvailable);
    expect((await get('badged', 'evaluation', 1001)).status).toBe(200);
    expect((await get('admin', 'evaluation', 1001)).status).toBe(200);
    await patchConfig(s.db, a.id, {
      session_evaluations: { evaluation: { ...FORMS.evaluation, chair_only: 1 } },
    });
    expect(await get('attendee', 'evaluation', 1001)).toMatchObject(notAvailable);
    expect((await get('chair', 'evaluation', 1001)).status).toBe(200);
    expect((await get('admin', 'evaluation', 1001)).status).toBe(200);
    expect(await s.db.select().from(assessmentSubmissions)).toEqual([]);
  });

  it('leaves the forms out of the settings reply, for attendees and admins alike', async () => {
    for (const who of ['attendee', 'admin']) {
      const settings = await call(s, tokens[who] ?? '', '/api/settings');
      expect(settings.status).toBe(200);
      const { session_evaluations } = settings.body as { session_evaluations: unknown };
      expect(session_evaluations).toEqual({
        evaluation: { session_ids: [1001, '1002'] },
        quiz: { session_types: [7] },
      });
      expect(JSON.stringify(settings.body)).not.toContain('Knowledge Check');
    }
  });
});

describe('submitting', () => {
  it('needs the session to be completable, then a chosen credit type for an evaluation with credits', async () => {
    expect(await submit('attendee', 'evaluation', 1002, GOOD)).toMatchObject({
      status: 403,
      message: PROGRAM_TEXT.EVALUATION_NOT_STARTED,
    });
    expect(await submit('attendee', 'evaluation', 1001, GOOD)).toMatchObject({
      status: 409,
      message: EVALUATION_TEXT.CREDIT_FIRST,
    });
    expect(await s.db.select().from(assessmentSubmissions)).toEqual([]);
    // Without credits for the event, no choice is asked for.
    await patchConfig(s.db, a.id, { credits_config: { enabled: 0 } });
    expect((await submit('third', 'evaluation', 1001, GOOD)).status).toBe(200);
    await patchConfig(s.db, a.id, {
      credits_config: { enabled: 1, options: [{ credit_name: 'CME', credit_num_select: 'cme' }] },
    });
    expect(await s.db.select().from(earnedCredits)).toEqual([]);
  });

  it('checks the answers against the questions, naming the wrong ones, and stores nothing', async () => {
    const wrong: [unknown, string][] = [
      [{ ...GOOD, extra: 'x' }, 'answers.extra'],
      [{ met: 'Yes' }, 'answers.stars'],
      [{ ...GOOD, met: '' }, 'answers.met'],
      [{ ...GOOD, stars: 6 }, 'answers.stars'],
      [{ ...GOOD, stars: 0 }, 'answers.stars'],
      [{ ...GOOD, stars: 2.5 }, 'answers.stars'],
      [{ ...GOOD, stars: '4' }, 'answers.stars'],
      [{ ...GOOD, met: 'Maybe' }, 'answers.met'],
      [{ ...GOOD, met: ['Yes'] }, 'answers.met'],
      [{ ...GOOD, useful: ['Talks', 'Talks'] }, 'answers.useful'],
      [{ ...GOOD, useful: ['Lunch'] }, 'answers.useful'],
      [{ ...GOOD, useful: 'Talks' }, 'answers.useful'],
      [{ ...GOOD, comment: 3 }, 'answers.comment'],
    ];
    await call(s, tokens.second ?? '', '/api/assign_credit_type', {
      method: 'POST',
      json: { session_id: 1001, credit_num_select: 'cme' },
    });
    const before = await s.db.select().from(assessmentSubmissions);
    for (const [answers, field] of wrong) {
      const res = await submit('second', 'evaluation', 1001, answers);
      expect(res.status, field).toBe(400);
      expect(res.fields, field).toContain(field);
    }
    expect((await submit('second', 'evaluation', 1001, 'all good')).fields).toEqual(['answers']);
    expect(await s.db.select().from(assessmentSubmissions)).toEqual(before);
  });

  it('takes one submission per user, form and session, which earns the chosen credits', async () => {
    await call(s, tokens.attendee ?? '', '/api/assign_credit_type', {
      method: 'POST',
      json: { session_id: 1001, credit_num_select: 'cme' },
    });
    const done = ok(AssessmentReply, await submit('attendee', 'evaluation', 1001, GOOD));
    expect(done).toMatchObject({
      answers: { stars: 4, met: 'Partly', useful: ['Talks', 'Slides'], comment: 'Great panel.' },
      submitted_at: s.clock.now(),
      score: null,
    });
    expect(ok(AssessmentReply, await get('attendee', 'evaluation', 1001))).toEqual(done);
    expect(await submit('attendee', 'evaluation', 1001, GOOD)).toMatchObject({
      status: 409,
      message: EVALUATION_TEXT.ALREADY_SUBMITTED,
    });
    const earned = await s.db.select().from(earnedCredits);
    expect(earned).toHaveLength(1);
    expect(earned[0]).toMatchObject({ sessionId: 1001, creditNumSelect: 'cme', hundredths: 150 });
  });

  it('scores a quiz over the questions with correct answers, which it never sends', async () => {
    const right = ok(
      AssessmentReply,
      await submit('quizzer', 'quiz', 1003, { q1: 'B', q2: ['Z', 'X'], q3: 'Fun' }),
    );
    expect(right.score).toEqual({ correct: 2, total: 2 });
    expect(right.questions.filter((q) => 'correct' in q)).toEqual([]);
    const wrong = ok(AssessmentReply, await submit('wrong', 'quiz', 1003, { q1: 'A', q2: ['X'] }));
    expect(wrong.score).toEqual({ correct: 0, total: 2 });
    expect(ok(AssessmentReply, await get('wrong', 'quiz', 1003)).score).toEqual({ correct: 0, total: 2 });
    expect((await submit('wrong', 'quiz', 1003, { q1: 'B', q2: ['X', 'Z'] })).status).toBe(409);
    expect((await s.db.select().from(earnedCredits)).filter((e) => e.sessionId === 1003)).toEqual([]);
  });
});
