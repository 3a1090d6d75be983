import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITINERARY_MAIL, REMINDER } from '../../schemas/constants';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
let s: TestServer;
let start: number;
const tokens: Record<string, string> = {};

/** The VEVENTs of an .ics text, parsed back by a real iCalendar parser. */
const eventsOf = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));

beforeAll(async () => {
  s = await startTestServer();
  start = s.clock.now() + 24 * HOUR;
  const a = await insertEvent(s.db, 'alpha', {
    title: 'Health Data Days',
    timezone: 'America/Chicago',
    session_room_array: [{ session_room_id: 5, session_room_name: 'Grand Ballroom' }],
  });
  await insertUser(s.db, a.id, 'attendee@example.com', { forceIntoItinerary: '1002' });
  await insertUser(s.db, a.id, 'empty@example.com');
  await insertItems(s.db, a.id, [
    item(a, {
      _id: 'session_1001',
      session_id: 1001,
      title: 'Opening',
      room_id: 5,
      start_time_unix: start,
      end_time_unix: start + HOUR,
    }),
    item(a, {
      _id: 'abstract_20001',
      internal_type: 'abstract',
      session_id: 1001,
      ab_id: 20001,
      title: 'Alert fatigue',
      start_time_unix: start + HOUR / 4,
      end_time_unix: start + HOUR / 2,
    }),
    item(a, {
      _id: 'session_1002',
      session_id: 1002,
      title: 'Keynote',
      start_time_unix: start - 2 * HOUR,
      end_time_unix: start - HOUR,
    }),
    item(a, { _id: 'session_1003', session_id: 1003, title: 'Not saved', start_time_unix: start }),
    item(a, { _id: 'session_1004', session_id: 1004, title: 'On demand' }),
  ]);
  for (const who of ['attendee', 'empty']) tokens[who] = await signIn(s, 'alpha', `${who}@example.com`);
  for (const path of ['/session/1001', '/abstract/20001', '/session/1004'])
    await s.request(`/api/favorites${path}`, { method: 'PUT', token: tokens.attendee ?? '' });
});
afterAll(() => s.close());

describe('itinerary calendar', () => {
  it('downloads the saved and forced items with times, each with an alarm 30 minutes before', async () => {
    const res = await s.request('/api/itinerary.ics', { token: tokens.attendee ?? '' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="itinerary.ics"');
    const events = eventsOf(await res.text());
    expect(events.map((e) => e.summary)).toEqual(['Keynote', 'Opening', 'Alert fatigue']);
    const opening = events[1];
    expect(opening?.startDate.toJSDate().getTime()).toBe(start);
    expect(opening?.endDate.toJSDate().getTime()).toBe(start + HOUR);
    expect(opening?.location).toBe('Grand Ballroom');
    expect(opening?.component.getFirstPropertyValue('url')).toBe(
      'https://events.example.org/e/alpha/main/sessions/1001',
    );
    expect(events[2]?.component.getFirstPropertyValue('url')).toBe(
      'https://events.example.org/e/alpha/main/sessions/1001/20001',
    );
    for (const e of events) {
      const alarm = e.component.getFirstSubcomponent('valarm');
      expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
      const trigger = alarm?.getFirstPropertyValue('trigger') as ICAL.Duration;
      expect(trigger.toSeconds()).toBe(-REMINDER.ICS_ALARM_BEFORE / 1000);
    }
  });

  it('mails the same calendar to the user, and no more than a few times an hour', async () => {
    const before = (await s.deps.mailer.outbox()).length;
    const res = await s.request('/api/itinerary/email', { method: 'POST', token: tokens.attendee ?? '' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Invitation Sent.');
    const [mail] = await s.deps.mailer.outbox();
    expect(mail?.to).toBe('attendee@example.com');
    const attachment = mail?.attachments?.[0];
    expect(attachment?.filename).toBe('itinerary.ics');
    expect(eventsOf(attachment?.content ?? '').map((e) => e.summary)).toEqual([
      'Keynote',
      'Opening',
      'Alert fatigue',
    ]);
    for (let i = 1; i < ITINERARY_MAIL.MAX_PER_USER; i++)
      await s.request('/api/itinerary/email', { method: 'POST', token: tokens.attendee ?? '' });
    const refused = await s.request('/api/itinerary/email', { method: 'POST', token: tokens.attendee ?? '' });
    expect(refused.status).toBe(429);
    expect((await s.deps.mailer.outbox()).length).toBe(before + ITINERARY_MAIL.MAX_PER_USER);
  });

  it('gives an empty calendar to an empty itinerary', async () => {
    const res = await s.request('/api/itinerary.ics', { token: tokens.empty ?? '' });
    expect(eventsOf(await res.text())).toEqual([]);
  });
});
