import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_TEXT, CreditTypesReply } from '../../schemas/credits';
import type { EventConfig } from '../../schemas/eventConfig';
import { PROGRAM_TEXT } from '../../schemas/program';
import { CREDITS_OFF, NO_CREDITS } from '../../server/areas/credits/credits';
import { creditChoices, earnedCredits } from '../../server/db/schema';
import { call, EVALUATION_FORM, ok, patchConfig } from '../support/continuingEducation';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;

let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
const tokens: Record<string, string> = {};

const CREDITS: EventConfig['credits_config'] = {
  enabled: 1,
  options: [
    { credit_name: 'CME', credit_num_select: 'cme' },
    { credit_name: 'CNE', credit_num_select: 'cne' },
    { credit_name: 'ABC', credit_num_select: 'abc' },
  ],
};

const types = (who: string, sessionId: number) =>
  call(s, tokens[who] ?? '', `/api/get_credit_types?session_id=${sessionId}`);
const assign = (who: string, sessionId: number, choice: string) =>
  call(s, tokens[who] ?? '', '/api/assign_credit_type', {
    method: 'POST',
    json: { session_id: sessionId, credit_num_select: choice },
  });

beforeAll(async () => {
  s = await startTestServer();
  a = await insertEvent(s.db, 'credits', {
    credits_config: CREDITS,
    session_evaluations: { evaluation: { session_ids: [1001], form: EVALUATION_FORM } },
    limited_access_config: { message: 'Upgrade to claim credits.' },
  });
  const access = [1001, 1002, 1003];
  for (const who of ['attendee', 'multi', 'earner'])
    await insertUser(s.db, a.id, `${who}@example.com`, { sessionAccess: access });
  await insertUser(s.db, a.id, 'locked@example.com', { sessionAccess: [1002] });
  await insertUser(s.db, a.id, 'limited@example.com', { sessionAccess: access, limitedAccess: true });
  await insertUser(s.db, a.id, 'livestream@example.com', { sessionAccess: access, liveStreamOnly: true });
  await insertUser(s.db, a.id, 'admin@example.com', { isAdmin: true });
  const start = s.clock.now() - HOUR;
  await insertItems(s.db, a.id, [
    item(a, {
      _id: 'session_1001',
      session_id: 1001,
      start_time_unix: start,
      end_time_unix: start + HOUR,
      credits_array: [
        { label: 'CME', value: 1.333, credit_id: 'cme' },
        { label: 'CNE', value: 1, credit_id: 'cne' },
        { label: 'XYZ', value: 2, credit_id: 'xyz' },
      ],
    }),
    item(a, { _id: 'session_1002', session_id: 1002, start_time_unix: start }),
    item(a, {
      _id: 'session_1003',
      session_id: 1003,
      credits_array: [{ label: 'ABC', value: 0.5, credit_id: 'abc' }],
    }),
  ]);
  for (const who of ['attendee', 'multi', 'earner', 'locked', 'limited', 'livestream', 'admin'])
    tokens[who] = await signIn(s, 'credits', `${who}@example.com`);
});
afterAll(() => s.close());

describe('credit types of a session', () => {
  it("offers the event's types the session lists, with its values to 2 decimals", async () => {
    expect(ok(CreditTypesReply, await types('attendee', 1001))).toEqual({
      session_id: 1001,
      message: CREDIT_TEXT.DEFAULT_CHOICE,
      pick_multiple: false,
      options: [
        { credit_name: 'CME', credit_num_select: 'cme', value: 1.33 },
        { credit_name: 'CNE', credit_num_select: 'cne', value: 1 },
      ],
      chosen: [],
      earned: false,
    });
    await patchConfig(s.db, a.id, { credits_config: { ...CREDITS, credit_choice_msg: 'Pick one.' } });
    expect(ok(CreditTypesReply, await types('attendee', 1003))).toMatchObject({
      message: 'Pick one.',
      options: [{ credit_name: 'ABC', credit_num_select: 'abc', value: 0.5 }],
    });
  });

  it('answers 404 when credits are off or the session offers none, 404 for unknown sessions', async () => {
    expect(await types('attendee', 1002)).toMatchObject({ status: 404, message: NO_CREDITS });
    expect((await types('attendee', 9999)).status).toBe(404);
    await patchConfig(s.db, a.id, { credits_config: { ...CREDITS, enabled: 0 } });
    expect(await types('attendee', 1001)).toMatchObject({ status: 404, message: CREDITS_OFF });
    expect(await assign('attendee', 1001, 'cme')).toMatchObject({ status: 404, message: CREDITS_OFF });
    await patchConfig(s.db, a.id, { credits_config: CREDITS });
  });

  it('refuses users the session is not open to, as the completion check does', async () => {
    expect(await types('locked', 1001)).toMatchObject({ status: 403, message: PROGRAM_TEXT.LOCKED });
    expect(await assign('locked', 1001, 'cme')).toMatchObject({ status: 403, message: PROGRAM_TEXT.LOCKED });
    expect(await types('limited', 1001)).toMatchObject({ status: 403, message: 'Upgrade to claim credits.' });
    expect(await assign('limited', 1001, 'cme')).toMatchObject({ status: 403 });
    expect(await types('livestream', 1003)).toMatchObject({
      status: 403,
      message: PROGRAM_TEXT.PASS_NO_ACCESS,
    });
    expect(await types('livestream', 1001)).toMatchObject({ status: 200 });
    expect(await types('admin', 1001)).toMatchObject({ status: 200 });
    expect(await s.db.select().from(creditChoices)).toEqual([]);
  });
});

describe('choosing', () => {
  it('takes one offered type, or several with credit_pick_multiple, and keeps the choice', async () => {
    expect(await assign('attendee', 1001, 'cme,cne')).toMatchObject({
      status: 400,
      message: CREDIT_TEXT.ONE_ONLY,
      fields: ['credit_num_select'],
    });
    for (const choice of ['abc', 'xyz', 'cme,nope']) {
      expect(await assign('attendee', 1001, choice), choice).toMatchObject({
        status: 400,
        message: CREDIT_TEXT.NOT_OFFERED,
      });
    }
    expect((await assign('attendee', 1001, ' , ')).status).toBe(400);
    expect(await s.db.select().from(creditChoices)).toEqual([]);
    expect(ok(CreditTypesReply, await assign('attendee', 1001, ' cme , cme'))).toMatchObject({
      chosen: ['cme'],
    });
    expect(ok(CreditTypesReply, await assign('attendee', 1001, 'cne')).chosen).toEqual(['cne']);
    expect(ok(CreditTypesReply, await types('attendee', 1001)).chosen).toEqual(['cne']);
    await patchConfig(s.db, a.id, { credits_config: { ...CREDITS, credit_pick_multiple: 1 } });
    expect(ok(CreditTypesReply, await assign('multi', 1001, 'cme,cne'))).toMatchObject({
      pick_multiple: true,
      chosen: ['cme', 'cne'],
    });
    expect(ok(CreditTypesReply, await types('attendee', 1001)).chosen).toEqual(['cne']);
    await patchConfig(s.db, a.id, { credits_config: CREDITS });
  });

  it('is final once the evaluation is submitted, which earns the chosen credits', async () => {
    expect((await assign('earner', 1001, 'cme')).status).toBe(200);
    const submitted = await call(s, tokens.earner ?? '', '/api/evaluations/evaluation/1001', {
      method: 'POST',
      json: { answers: { stars: 5, met: 'Yes' } },
    });
    expect(submitted.status).toBe(200);
    expect(await assign('earner', 1001, 'cne')).toMatchObject({ status: 409, message: CREDIT_TEXT.FINAL });
    expect(ok(CreditTypesReply, await types('earner', 1001))).toMatchObject({
      chosen: ['cme'],
      earned: true,
    });
    const earned = await s.db.select().from(earnedCredits);
    expect(earned).toEqual([
      expect.objectContaining({
        sessionId: 1001,
        creditNumSelect: 'cme',
        creditName: 'CME',
        hundredths: 133,
        earnedAt: s.clock.now(),
      }),
    ]);
  });
});
