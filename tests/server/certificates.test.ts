import { Temporal } from '@js-temporal/polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CertificatesReply, TranscriptReply } from '../../schemas/certificate';
import type { EventConfig } from '../../schemas/eventConfig';
import { CERTIFICATES_OFF, TRANSCRIPT_OFF } from '../../server/areas/certificates/certificates';
import { call, EVALUATION_FORM, ok, patchConfig } from '../support/continuingEducation';
import { pdfPages } from '../support/pdfText';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
const TZ = 'America/Chicago';
/** 23:30 in Chicago on 2026-11-21 is already 2026-11-22 in UTC: the date must be Chicago's. */
const LATE = Temporal.ZonedDateTime.from({
  timeZone: TZ,
  year: 2026,
  month: 11,
  day: 21,
  hour: 23,
  minute: 30,
}).epochMilliseconds;

let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
const tokens: Record<string, string> = {};

const CONFIG: Partial<EventConfig> = {
  title: 'Medical Informatics Summit',
  timezone: TZ,
  credits_config: {
    enabled: 1,
    credit_pick_multiple: 1,
    options: [
      { credit_name: 'CME', credit_num_select: 'cme' },
      { credit_name: 'CNE', credit_num_select: 'cne' },
    ],
  },
  session_evaluations: { evaluation: { session_ids: [1001, 1002], form: EVALUATION_FORM } },
  transcript_config: { enabled: 1, title: 'Continuing Education Transcript' },
  basic_certificate_config: {
    enabled: 1,
    title: 'Certificate of Attendance',
    signed_by: 'Dr. Jane Smith, Chair',
  },
};

const file = async (who: string, path: string) => {
  const res = await s.request(path, { token: tokens[who] ?? '' });
  return {
    res,
    text: res.status === 200 ? (await pdfPages(new Uint8Array(await res.arrayBuffer()))).join(' ') : '',
  };
};

async function earn(who: string, sessionId: number, choice: string) {
  const token = tokens[who] ?? '';
  const json = { session_id: sessionId, credit_num_select: choice };
  expect((await call(s, token, '/api/assign_credit_type', { method: 'POST', json })).status).toBe(200);
  const answers = { stars: 5, met: 'Yes' };
  const res = await call(s, token, `/api/evaluations/evaluation/${sessionId}`, {
    method: 'POST',
    json: { answers },
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  s = await startTestServer();
  a = await insertEvent(s.db, 'certs', CONFIG);
  for (const who of ['earner', 'other'])
    await insertUser(s.db, a.id, `${who}@example.com`, {
      sessionAccess: [1001, 1002],
      firstname: 'Jordan',
      lastname: who === 'earner' ? 'Rivera' : 'Nobody',
      degrees: who === 'earner' ? 'MD' : '',
    });
  await insertItems(s.db, a.id, [
    item(a, {
      _id: 'session_1001',
      session_id: 1001,
      title: 'Keynote: <em>Data</em> &amp; Care',
      start_time_unix: LATE,
      end_time_unix: LATE + HOUR,
      credits_array: [
        { label: 'CME', value: 1, credit_id: 'cme' },
        { label: 'CNE', value: 0.75, credit_id: 'cne' },
      ],
    }),
    item(a, {
      _id: 'session_1002',
      session_id: 1002,
      title: 'On-Demand: Sepsis Alerts',
      credits_array: [{ label: 'CME', value: 1.333, credit_id: 'cme' }],
    }),
  ]);
  for (const who of ['earner', 'other']) tokens[who] = await signIn(s, 'certs', `${who}@example.com`);
  await earn('earner', 1001, 'cme,cne');
  await earn('earner', 1002, 'cme');
});
afterAll(() => s.close());

describe('certificates', () => {
  it('lists one certificate per credit type earned, with its total', async () => {
    expect(ok(CertificatesReply, await call(s, tokens.earner ?? '', '/api/certificates'))).toEqual({
      success: true,
      data: [
        {
          id: 'cme',
          certificate_label: 'CME Certificate',
          certificate_link: '/api/certificates/cme.pdf',
          value: 2.33,
        },
        {
          id: 'cne',
          certificate_label: 'CNE Certificate',
          certificate_link: '/api/certificates/cne.pdf',
          value: 0.75,
        },
      ],
    });
    expect(ok(CertificatesReply, await call(s, tokens.other ?? '', '/api/certificates')).data).toEqual([]);
  });

  it('downloads a PDF with the event, the person, the credit type, the total and the dated sessions', async () => {
    const { res, text } = await file('earner', '/api/certificates/cme.pdf');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="CME-Certificate.pdf"');
    for (const part of [
      'Certificate of Attendance',
      'Jordan Rivera, MD',
      'has earned 2.33 CME credits at',
      'Medical Informatics Summit',
      'November 21, 2026: Keynote: Data & Care (1.00 CME)',
      'On demand, completed November 22, 2026: On-Demand: Sepsis Alerts (1.33 CME)',
      'Dr. Jane Smith, Chair',
    ]) {
      expect(text).toContain(part);
    }
    const cne = await file('earner', '/api/certificates/cne.pdf');
    expect(cne.text).toContain('has earned 0.75 CNE credits at');
    expect(cne.text).not.toContain('Sepsis');
  });

  it("answers 404 for a type not earned, another user's type, and 400 for a bad file name", async () => {
    expect((await file('earner', '/api/certificates/abc.pdf')).res.status).toBe(404);
    expect((await file('other', '/api/certificates/cme.pdf')).res.status).toBe(404);
    expect((await file('earner', '/api/certificates/cme.txt')).res.status).toBe(400);
    expect((await s.request('/api/certificates/cme.pdf')).status).toBe(401);
  });
});

describe('the transcript', () => {
  it('lists the sessions earned with their credits and the totals per type', async () => {
    const reply = ok(TranscriptReply, await call(s, tokens.earner ?? '', '/api/transcript'));
    expect(reply).toEqual({
      rows: [
        {
          session_id: 1001,
          title: 'Keynote: Data & Care',
          start_time_unix: LATE,
          earned_at: s.clock.now(),
          credits: [
            { label: 'CME', value: 1 },
            { label: 'CNE', value: 0.75 },
          ],
        },
        {
          session_id: 1002,
          title: 'On-Demand: Sepsis Alerts',
          start_time_unix: null,
          earned_at: s.clock.now(),
          credits: [{ label: 'CME', value: 1.33 }],
        },
      ],
      totals: [
        { label: 'CME', value: 2.33 },
        { label: 'CNE', value: 0.75 },
      ],
      download: '/api/transcript.pdf',
    });
    expect(ok(TranscriptReply, await call(s, tokens.other ?? '', '/api/transcript')).rows).toEqual([]);
  });

  it('downloads as a PDF listing them', async () => {
    const { res, text } = await file('earner', '/api/transcript.pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="Continuing-Education-Transcript.pdf"',
    );
    for (const part of [
      'Continuing Education Transcript',
      'Jordan Rivera, MD',
      'Keynote: Data & Care',
      'November 21, 2026',
      'CME 1.00, CNE 0.75',
      'On-Demand: Sepsis Alerts',
      'CME: 2.33',
      'CNE: 0.75',
    ]) {
      expect(text).toContain(part);
    }
  });
});

describe('when the event turns them off', () => {
  it('answers 404 for certificates and the transcript', async () => {
    await patchConfig(s.db, a.id, { basic_certificate_config: { enabled: 0 }, transcript_config: {} });
    for (const path of ['/api/certificates', '/api/certificates/cme.pdf']) {
      const res = await call(s, tokens.earner ?? '', path);
      expect(res, path).toMatchObject({ status: 404, message: CERTIFICATES_OFF });
    }
    for (const path of ['/api/transcript', '/api/transcript.pdf']) {
      const res = await call(s, tokens.earner ?? '', path);
      expect(res, path).toMatchObject({ status: 404, message: TRANSCRIPT_OFF });
    }
    await patchConfig(s.db, a.id, CONFIG);
  });
});
