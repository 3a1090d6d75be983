import { Schema } from 'effect';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETINGS } from '../../schemas/constants';
import type { ExhibitorDoc } from '../../schemas/exhibitor';
import { MeetingReply, TimeslotsReply } from '../../schemas/meeting';
import { meetingsOfSlot } from '../../server/areas/exhibitors/meetingQueries';
import { events, exhibitors, timeslots } from '../../server/db/schema';
import { signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';
import { eq } from 'drizzle-orm';

const HOUR = 3_600_000;
const RACERS = 20;
const COMP = 501;
let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
let staff: string[];
const tokens: string[] = [];

const exhibitorDoc = (id: number, staffIds: string[]): ExhibitorDoc => ({
  CompanyInfo: { CompID: id, CompUUID: `comp-${id}`, Companyname: `Company ${id}` },
  badgeObj: { label: 'Gold', order: 2 },
  media: { youtube: [], raffle: [], pdf: [], links: [], products: [] },
  contact_info: staffIds.map((uuid, i) => ({ uuid, firstName: `Staff${i}`, lastName: 'Member' })),
});

const slotsOf = async (token: string, query = '', comp = COMP) => {
  const res = await s.request(`/api/exhibitors/${comp}/timeslots${query}`, { token });
  expect(res.status).toBe(200);
  return Schema.decodeUnknownSync(TimeslotsReply)(await res.json());
};
const book = (token: string, body: unknown, comp = COMP) =>
  s.request(`/api/exhibitors/${comp}/meetings`, { method: 'POST', json: body, token });

beforeAll(async () => {
  s = await startTestServer();
  a = await insertEvent(s.db, 'alpha', { timezone: 'America/New_York' });
  staff = [
    await insertUser(s.db, a.id, 'staff0@example.com', { firstname: 'Grace', lastname: 'Hopper' }),
    await insertUser(s.db, a.id, 'staff1@example.com', { firstname: 'Alan', lastname: 'Turing' }),
  ];
  await s.db.insert(exhibitors).values({
    eventId: a.id,
    id: COMP,
    uuid: 'comp-501',
    name: 'Company 501',
    levelOrder: 2,
    doc: exhibitorDoc(COMP, staff),
  });
  await s.db.insert(exhibitors).values({
    eventId: a.id,
    id: 502,
    uuid: 'comp-502',
    name: 'Company 502',
    levelOrder: 2,
    doc: exhibitorDoc(502, []),
  });
  const now = s.clock.now();
  // 30 half-hour slots a day over two days for staff 0, 3 for staff 1; one that started an hour ago.
  const rows = [];
  for (let i = 0; i < 30; i++)
    rows.push({
      id: `s0-${i}`,
      owner: staff[0] as string,
      start: now + HOUR + (i % 15) * HOUR + Math.floor(i / 15) * 24 * HOUR,
    });
  for (let i = 0; i < 3; i++)
    rows.push({ id: `s1-${i}`, owner: staff[1] as string, start: now + 2 * HOUR + i * HOUR + HOUR / 2 });
  rows.push({ id: 'started', owner: staff[0] as string, start: now - HOUR });
  await s.db.insert(timeslots).values(
    rows.map((r) => ({
      eventId: a.id,
      id: r.id,
      exhibitorId: COMP,
      ownerUuid: r.owner,
      title: 'Product demo',
      startMs: r.start,
      endMs: r.start + HOUR / 2,
    })),
  );
  await insertUser(s.db, a.id, 'ada@example.com');
  for (let i = 0; i < RACERS; i++) {
    await insertUser(s.db, a.id, `racer${i}@example.com`);
    tokens.push(await signIn(s, 'alpha', `racer${i}@example.com`));
  }
  tokens.push(await signIn(s, 'alpha', 'ada@example.com'));
});
afterAll(() => s.close());

const ada = () => tokens[RACERS] as string;

/** The event's configuration: its own keys and `extra`. */
const setConfig = (extra: Record<string, unknown>) =>
  s.db
    .update(events)
    .set({
      config: {
        source_hex: a.sourceHex,
        conferenceid: a.conferenceId,
        confurlid: 'alpha',
        timezone: 'America/New_York',
        ...extra,
      },
    })
    .where(eq(events.id, a.id));

describe('free timeslots', () => {
  it('lists the next 10 free slots, soonest first, without started ones, with days in the event zone', async () => {
    const reply = await slotsOf(ada());
    expect(reply.timeslots).toHaveLength(MEETINGS.LIST_SIZE);
    const starts = reply.timeslots.map((t) => t.startTS);
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    expect(starts.every((t) => t > s.clock.now())).toBe(true);
    expect(reply.timeslots.map((t) => t._id)).not.toContain('started');
    expect(reply.time_zone).toBe('America/New_York');
    expect(reply.timeslots[0]).toMatchObject({
      owner_name: 'Grace Hopper',
      uuid: staff[0],
      conference_id: '100',
    });
    expect(reply.days.length).toBeGreaterThanOrEqual(2);
    expect(reply.days[0]?.label).toMatch(/^\w{3}, \w{3} \d{2}$/);
  });

  it('filters by contact and by day without the limit of 10', async () => {
    const byContact = await slotsOf(ada(), `?contact=${staff[1]}`);
    expect(byContact.timeslots.map((t) => t._id)).toEqual(['s1-0', 's1-1', 's1-2']);
    const all = await slotsOf(ada(), `?contact=${staff[0]}`);
    expect(all.timeslots).toHaveLength(30);
    const day = all.days[1]?.date ?? '';
    const byDay = await slotsOf(ada(), `?day=${day}`);
    expect(byDay.timeslots.length).toBeGreaterThan(0);
    expect(byDay.timeslots.every((t) => t.display === day)).toBe(true);
  });

  it('refuses bad filters with 400 and unknown exhibitors with 404', async () => {
    expect((await s.request(`/api/exhibitors/${COMP}/timeslots?day=tomorrow`, { token: ada() })).status).toBe(
      400,
    );
    expect((await s.request('/api/exhibitors/abc/timeslots', { token: ada() })).status).toBe(400);
    expect((await s.request('/api/exhibitors/999/timeslots', { token: ada() })).status).toBe(404);
    expect((await s.request(`/api/exhibitors/${COMP}/timeslots`)).status).toBe(401);
    expect((await slotsOf(ada(), '', 502)).timeslots).toEqual([]);
  });
});

describe('booking', () => {
  it('gives a slot to exactly one of 20 concurrent bookings; the 19 others hear it is taken', async () => {
    const replies = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        book(tokens[i] as string, { timeslot_id: 's0-5', note: `Racer ${i}` }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(RACERS - 1);
    for (const r of replies.filter((x) => x.status === 409))
      expect((await r.json()).error.message).toBe(MEETINGS.TAKEN);
    const stored = await meetingsOfSlot(s.db, a.id, 's0-5');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.status).toBe('requested');
    expect((await slotsOf(ada(), `?contact=${staff[0]}`)).timeslots.map((t) => t._id)).not.toContain('s0-5');
  });

  it('books a free slot as requested, answers the thank-you and mails both people an .ics', async () => {
    const before = (await s.deps.mailer.outbox()).length;
    const res = await book(ada(), { timeslot_id: 's1-0', note: '  Let us talk about pricing.  ' });
    expect(res.status).toBe(200);
    const reply = Schema.decodeUnknownSync(MeetingReply)(await res.json());
    expect(reply.message).toBe('Thank you. Your appointment request has been succesfully sent.');
    expect(reply.meeting).toMatchObject({
      timeslot_id: 's1-0',
      status: 'requested',
      owner_name: 'Alan Turing',
    });
    const mails = (await s.deps.mailer.outbox()).slice(0, (await s.deps.mailer.outbox()).length - before);
    expect(mails.map((m) => m.to).sort()).toEqual(['ada@example.com', 'staff1@example.com']);
    const ics = mails[0]?.attachments?.[0];
    expect(ics?.filename).toBe('meeting.ics');
    const vevent = new ICAL.Component(ICAL.parse(ics?.content ?? '')).getFirstSubcomponent('vevent');
    const event = new ICAL.Event(vevent ?? undefined);
    const [slot] = await s.db.select().from(timeslots).where(eq(timeslots.id, 's1-0'));
    expect(event.startDate.toJSDate().getTime()).toBe(slot?.startMs);
    expect(event.description).toBe('Let us talk about pricing.');
    expect((await book(ada(), { timeslot_id: 's1-0', note: 'again' })).status).toBe(409);
  });

  it('refuses a started slot (409), an empty note (400), unknown slots (404) and one’s own slot (400)', async () => {
    const started = await book(ada(), { timeslot_id: 'started', note: 'hi' });
    expect(started.status).toBe(409);
    expect((await started.json()).error.message).toBe(MEETINGS.STARTED);
    const empty = await book(ada(), { timeslot_id: 's0-7', note: '   ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields.map((f: { path: string }) => f.path)).toContain('note');
    expect((await book(ada(), { timeslot_id: 's0-7' })).status).toBe(400);
    expect((await book(ada(), { timeslot_id: 'nope', note: 'hi' })).status).toBe(404);
    expect((await book(ada(), { timeslot_id: 's0-7', note: 'hi' }, 502)).status).toBe(404);
    const own = await signIn(s, 'alpha', 'staff0@example.com');
    expect((await book(own, { timeslot_id: 's0-7', note: 'hi' })).status).toBe(400);
    expect(await meetingsOfSlot(s.db, a.id, 's0-7')).toEqual([]);
  });

  it('a slot that starts while being looked at can no longer be booked', async () => {
    s.clock.advance(HOUR + 1);
    const res = await book(ada(), { timeslot_id: 's0-0', note: 'hi' });
    expect(res.status).toBe(409);
    s.clock.advance(-(HOUR + 1));
  });

  it('is closed (403) when the scheduler is hidden or outside its window', async () => {
    const now = s.clock.now();
    await setConfig({ hide_meeting_scheduler: 1 });
    expect((await s.request(`/api/exhibitors/${COMP}/timeslots`, { token: ada() })).status).toBe(403);
    await setConfig({ meeting_scheduler_start: now + HOUR });
    expect((await book(ada(), { timeslot_id: 's0-9', note: 'hi' })).status).toBe(403);
    await setConfig({ meeting_scheduler_start: now - HOUR, meeting_scheduler_end: now + HOUR });
    expect((await s.request(`/api/exhibitors/${COMP}/timeslots`, { token: ada() })).status).toBe(200);
    await setConfig({});
  });

  it('is closed (403) in a hall whose options hide the scheduler, open in a hall that does not', async () => {
    const setHalls = (hallConfig: Record<string, unknown>) =>
      setConfig({ exhibitor_hall_config: hallConfig });
    const slots = (query: string) => s.request(`/api/exhibitors/${COMP}/timeslots${query}`, { token: ada() });
    const bookIn = (hall: string) =>
      s.request(`/api/exhibitors/${COMP}/meetings?hall=${hall}`, {
        method: 'POST',
        json: { timeslot_id: 's0-12', note: 'hi' },
        token: ada(),
      });
    await setHalls({
      additional_halls: [
        { id: 'quiet', label: 'Quiet hall', hide_meeting_scheduler: 1 },
        { id: 'startups', label: 'Startups', exhibitors: [502] },
      ],
    });
    expect((await slots('?hall=quiet')).status).toBe(403);
    expect((await bookIn('quiet')).status).toBe(403);
    expect((await slots('')).status).toBe(200);
    // A hall without the company, an unknown hall and a malformed one.
    expect((await slots('?hall=startups')).status).toBe(404);
    expect((await slots('?hall=nope')).status).toBe(404);
    expect((await slots('?hall=a%20b')).status).toBe(400);
    expect((await bookIn('a%20b')).status).toBe(400);
    // The main hall hides it; an additional hall that says otherwise keeps it open.
    await setHalls({
      hide_meeting_scheduler: 1,
      additional_halls: [{ id: 'open', label: 'Open hall', hide_meeting_scheduler: 0 }],
    });
    expect((await slots('')).status).toBe(403);
    expect((await slots('?hall=open')).status).toBe(200);
    expect((await bookIn('open')).status).toBe(200);
    await setHalls({});
  });
});
