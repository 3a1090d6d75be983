import { randomUUID } from 'node:crypto';
import { Temporal } from '@js-temporal/polyfill';
import type { Logger } from 'pino';
import { MEETINGS } from '../../../schemas/constants';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../../schemas/errors';
import { isMeetingSchedulerOpen } from '../../../schemas/eventConfig';
import type {
  MeetingReply,
  MeetingRequest,
  Timeslot,
  TimeslotDay,
  TimeslotsQuery,
  TimeslotsReply,
} from '../../../schemas/meeting';
import type { Db } from '../../db/connect';
import type { Mailer } from '../../mail/mailer';
import type { UserRow } from '../auth/users';
import { appAddress } from '../events/address';
import type { EventRow } from '../events/queries';
import { meetingCalendar } from './meetingCalendar';
import { hallHas, hallOf } from './hallConfig';
import { claimSlot, exhibitorOf, freeSlots, type SlotRow, slotOf } from './meetingQueries';

export type Meetings = ReturnType<typeof createMeetings>;

interface Actor {
  event: EventRow;
  user: UserRow;
}

const zoneOf = (event: EventRow) => {
  const zone = event.config.timezone;
  if (!zone) return 'UTC';
  try {
    return Temporal.Now.zonedDateTimeISO(zone).timeZoneId;
  } catch {
    return 'UTC';
  }
};

const dayOf = (ms: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).toPlainDate().toString();

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * Meeting booking with exhibitor staff (002 §2, §4): free slots are those not started and not booked; a booking
 * creates a meeting in state requested, and of concurrent bookings of one slot exactly one wins. The scheduler is
 * closed when the event or the booth's hall hides it, and outside the event's time window.
 */
export function createMeetings(deps: {
  db: Db;
  clock: { now(): number };
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}) {
  const { db, clock } = deps;

  async function openExhibitor(event: EventRow, compId: number, hallId: string | null) {
    const exhibitor = await exhibitorOf(db, event.id, compId);
    if (!exhibitor) throw new NotFound({ message: 'No such exhibitor' });
    const hall = hallOf(event.config, hallId);
    if (!hall) throw new NotFound({ message: 'No such exhibit hall' });
    if (!hallHas(hall, compId)) throw new NotFound({ message: 'No such exhibitor' });
    const open =
      !hall.hall.options.hide_meeting_scheduler && isMeetingSchedulerOpen(event.config, clock.now());
    if (!open) throw new Forbidden({ message: MEETINGS.CLOSED });
    return exhibitor;
  }

  const toTimeslot = (event: EventRow, zone: string, s: SlotRow): Timeslot => ({
    _id: s.id,
    startTS: s.startMs,
    endTS: s.endMs,
    owner_name: nameOf(s.ownerFirst, s.ownerLast),
    title: s.title,
    uuid: s.ownerUuid,
    conference_id: event.conferenceId,
    display: dayOf(s.startMs, zone),
  });

  async function mailConfirmation(
    { event, user }: Actor,
    company: string,
    slot: SlotRow,
    meetingId: string,
    note: string,
    compId: number,
  ) {
    const zone = zoneOf(event);
    const owner = nameOf(slot.ownerFirst, slot.ownerLast);
    const attendee = nameOf(user.firstname, user.lastname) || user.email;
    const url = appAddress(deps.publicUrl, event, `/exhibitors/${compId}`);
    const when = Temporal.Instant.fromEpochMilliseconds(slot.startMs)
      .toZonedDateTimeISO(zone)
      .toLocaleString('en-US', {
        month: 'short',
        day: '2-digit',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      });
    const ics = meetingCalendar(event.title, zone, {
      id: meetingId,
      host: new URL(deps.publicUrl).host,
      start: slot.startMs,
      end: slot.endMs,
      summary: `${company}: ${slot.title}`,
      description: note,
      url,
      organizer: { name: owner, email: slot.ownerEmail },
      attendee: { name: attendee, email: user.email },
    });
    const attachments = [
      {
        filename: MEETINGS.ICS_FILE,
        content: ics,
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      },
    ];
    const subject = `[${event.title}] Meeting request: ${company}, ${when}`;
    await deps.mailer.send({
      to: user.email,
      subject,
      text: `Your appointment request with ${owner} (${company}) for ${when} has been sent.\n\nYour note:\n${note}\n\nBooth: ${url}\n`,
      attachments,
    });
    await deps.mailer.send({
      to: slot.ownerEmail,
      replyTo: user.email,
      subject,
      text: `${attendee} asks to meet you at ${when} (${slot.title}).\n\nTheir note:\n${note}\n`,
      attachments,
    });
  }

  return {
    async timeslots({ event }: Actor, compId: number, q: TimeslotsQuery): Promise<TimeslotsReply> {
      await openExhibitor(event, compId, q.hall ?? null);
      const zone = zoneOf(event);
      const all = (await freeSlots(db, event.id, compId, clock.now())).map((s) => toTimeslot(event, zone, s));
      const days: TimeslotDay[] = [];
      for (const s of all) {
        if (days.at(-1)?.date === s.display) continue;
        const label = Temporal.PlainDate.from(s.display).toLocaleString('en-US', {
          weekday: 'short',
          month: 'short',
          day: '2-digit',
        });
        days.push({ date: s.display, label });
      }
      const filtered = all.filter(
        (s) =>
          (q.contact === undefined || s.uuid === q.contact) && (q.day === undefined || s.display === q.day),
      );
      const filteredBy = q.contact !== undefined || q.day !== undefined;
      return {
        timeslots: filteredBy ? filtered : filtered.slice(0, MEETINGS.LIST_SIZE),
        days,
        time_zone: zone,
      };
    },

    async book(
      actor: Actor,
      compId: number,
      body: MeetingRequest,
      hallId: string | null = null,
    ): Promise<MeetingReply> {
      const { event, user } = actor;
      const exhibitor = await openExhibitor(event, compId, hallId);
      const slot = await slotOf(db, event.id, compId, body.timeslot_id);
      if (!slot) throw new NotFound({ message: 'No such timeslot' });
      if (slot.ownerUuid === user.uuid)
        throw new BadRequest({
          message: 'You cannot book your own timeslot.',
          fields: [{ path: 'timeslot_id', message: 'is your own timeslot' }],
        });
      if (slot.startMs <= clock.now()) throw new Conflict({ message: MEETINGS.STARTED });
      const id = randomUUID();
      const won = await claimSlot(db, {
        eventId: event.id,
        id,
        timeslotId: slot.id,
        exhibitorId: compId,
        requesterUuid: user.uuid,
        note: body.note,
        status: 'requested',
      });
      if (!won) throw new Conflict({ message: MEETINGS.TAKEN });
      // The meeting stands whether or not the mail goes out; a mail failure is logged, not reported.
      await mailConfirmation(actor, exhibitor.name, slot, id, body.note, compId).catch((err: unknown) =>
        deps.logger.error({ err, meeting: id }, 'meeting confirmation mail failed'),
      );
      return {
        meeting: {
          id,
          timeslot_id: slot.id,
          status: 'requested',
          startTS: slot.startMs,
          endTS: slot.endMs,
          owner_name: nameOf(slot.ownerFirst, slot.ownerLast),
        },
        message: MEETINGS.BOOKED,
      };
    },
  };
}
