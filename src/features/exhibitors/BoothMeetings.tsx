import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MeetingSlot } from '../../../machines/meetingBooking';
import { meetingBookingView } from '../../../machines/meetingBooking.view';
import { type EventConfig, isMeetingSchedulerOpen } from '../../../schemas/eventConfig';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import { type MeetingCalls, meetingCalls } from '../../api/meetingCalls';
import { useClient } from '../../browser/clientContext';
import { inspect } from '../../browser/inspection';
import { formatInstant } from '../../i18n/dates';
import { useDisplayZone } from '../../myEvent/displayZone';
import { useClock, useNow } from '../../program/ClockProvider';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { liveMeetingBooking } from './meetingBooking.live';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
`;
const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  label {
    display: grid;
    gap: 0.25rem;
    font-size: 0.875rem;
  }
`;
const Slots = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;
const SlotButton = styled.button`
  width: 100%;
  text-align: start;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors?.border ?? '#8c959f'};
  border-radius: 6px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  span {
    display: block;
    font-size: 0.875rem;
  }
`;
const Note = styled.textarea`
  width: 100%;
  min-height: 6rem;
  font: inherit;
`;

type SchedulerSettings = Pick<
  EventConfig,
  'hide_meeting_scheduler' | 'meeting_scheduler_start' | 'meeting_scheduler_end' | 'timezone'
>;

/**
 * A booth's meeting scheduler (002 §2 "Meeting booking"): the next free timeslots of its staff (filtered by
 * contact and day), a dialog to request one with a note, the thank-you or the slot-taken notice. Hidden when
 * the configuration hides it or is outside its time window.
 */
export function BoothMeetings({
  exhibitor,
  settings,
  calls,
  hallId = null,
}: {
  exhibitor: ExhibitorDoc;
  /** The booth's hall (null: the main hall), which the server checks the scheduler's hall option of. */
  hallId?: string | null;
  /** The event's configuration: hide_meeting_scheduler and the scheduler's window (the server checks too). */
  settings?: SchedulerSettings | undefined;
  /** The calls, when not those of the page's API client (tests). */
  calls?: MeetingCalls | undefined;
}) {
  const now = useNow();
  if (settings && !isMeetingSchedulerOpen(settings, now)) return null;
  return <Scheduler exhibitor={exhibitor} settings={settings} calls={calls} hallId={hallId} />;
}

function Scheduler({
  exhibitor,
  settings,
  calls,
  hallId,
}: {
  exhibitor: ExhibitorDoc;
  hallId: string | null;
  settings?: SchedulerSettings | undefined;
  calls?: MeetingCalls | undefined;
}) {
  const { t, i18n } = useTranslation('exhibitors');
  const { api } = useClient();
  const clock = useClock();
  const compId = exhibitor.CompanyInfo.CompID;
  const [logic] = useState(() => liveMeetingBooking(calls ?? meetingCalls(api), compId, hallId));
  const [snapshot, send] = useMachine(logic, { inspect, input: { now: clock.now() } });
  useEffect(() => clock.subscribe(() => send({ type: 'CLOCK.TICK', now: clock.now() })), [clock, send]);
  const view = meetingBookingView(snapshot);
  const zone = useDisplayZone(view.timeZone ?? settings?.timezone ?? 'UTC');
  const when = (slot: MeetingSlot) =>
    formatInstant(slot.startTS, { language: i18n.language, timeZone: zone, style: 'monthDayTime' });
  const headingId = useId();
  const noteId = useId();
  const staff = exhibitor.contact_info;
  const staffName = useMemo(
    () => new Map(staff.map((c) => [c.uuid, `${c.firstName} ${c.lastName}`.trim()])),
    [staff],
  );
  const filter = (next: { contact?: string; day?: string }) => {
    const merged = { ...view.filter, ...next };
    send({
      type: 'SLOTS.FILTER',
      filter: {
        ...(merged.contact ? { contact: merged.contact } : {}),
        ...(merged.day ? { day: merged.day } : {}),
      },
    });
  };

  return (
    <Section
      data-testid="booth-meetings"
      data-state={view.state}
      aria-labelledby={headingId}
      aria-busy={view.loading || view.busy || undefined}
    >
      <h2 id={headingId}>{t('meetings.heading')}</h2>
      <Filters>
        <label>
          {t('meetings.contact')}
          <select
            data-testid="meetings-contact"
            value={view.filter.contact ?? ''}
            disabled={!view.canFilter}
            onChange={(e) => filter({ contact: e.target.value })}
          >
            <option value="">{t('meetings.anyContact')}</option>
            {staff.map((c) => (
              <option key={c.uuid} value={c.uuid}>
                {staffName.get(c.uuid)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('meetings.day')}
          <select
            data-testid="meetings-day"
            value={view.filter.day ?? ''}
            disabled={!view.canFilter}
            onChange={(e) => filter({ day: e.target.value })}
          >
            <option value="">{t('meetings.anyDay')}</option>
            {view.days.map((d) => (
              <option key={d.date} value={d.date}>
                {formatInstant(Date.parse(`${d.date}T12:00:00Z`), {
                  language: i18n.language,
                  timeZone: 'UTC',
                  style: 'weekdayDay',
                })}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      {view.notice ? (
        <div data-testid="meetings-notice" data-kind={view.notice.kind}>
          <Alert tone={view.notice.kind === 'taken' ? 'error' : 'info'} title={t(view.notice.titleKey)}>
            {t(view.notice.textKey)}
          </Alert>
          <Button type="button" $variant="secondary" onClick={() => send({ type: 'NOTICE.DISMISS' })}>
            {t('meetings.dismiss')}
          </Button>
        </div>
      ) : null}
      {view.loadFailed ? (
        <Alert tone="error" title={t('meetings.loadFailed')}>
          {view.failure}{' '}
          <Button type="button" $variant="link" onClick={() => send({ type: 'SLOTS.RELOAD' })}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      {!view.loading && !view.loadFailed && view.slots.length === 0 ? <p>{t('meetings.empty')}</p> : null}
      <Slots data-testid="meetings-slots">
        {view.slots.map((slot) => (
          <li key={slot._id}>
            <SlotButton
              type="button"
              data-testid="meeting-slot"
              data-slot-id={slot._id}
              disabled={!view.canPick}
              onClick={() => send({ type: 'SLOT.PICK', id: slot._id })}
            >
              <time dateTime={new Date(slot.startTS).toISOString()}>{when(slot)}</time>
              <span>
                {slot.title} · {t('meetings.with', { name: slot.owner_name || staffName.get(slot.uuid) })}
              </span>
            </SlotButton>
          </li>
        ))}
      </Slots>
      <Modal
        open={view.selected !== null}
        title={t('meetings.dialogTitle')}
        onClose={() => send({ type: 'BOOKING.CANCEL' })}
      >
        {view.selected ? (
          <form
            data-testid="meeting-dialog"
            data-state={view.state}
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'BOOKING.SUBMIT' });
            }}
          >
            <p>
              <strong>{when(view.selected)}</strong> · {view.selected.title} ·{' '}
              {t('meetings.with', { name: view.selected.owner_name })}
            </p>
            <label htmlFor={noteId}>{t('meetings.note')}</label>
            <Note
              id={noteId}
              data-testid="meeting-note"
              value={view.note}
              required
              // The dialog opens on the note: it is what the user writes next.
              autoFocus
              readOnly={view.busy}
              onChange={(e) => send({ type: 'NOTE.CHANGE', note: e.target.value })}
            />
            {view.failure ? <Alert tone="error">{view.failure}</Alert> : null}
            <p>
              <Button type="submit" data-testid="meeting-book" disabled={!view.canBook}>
                {view.busy ? t('meetings.booking') : t('meetings.book')}
              </Button>{' '}
              <Button
                type="button"
                $variant="secondary"
                disabled={view.busy}
                onClick={() => send({ type: 'BOOKING.CANCEL' })}
              >
                {t('meetings.cancel')}
              </Button>
            </p>
          </form>
        ) : null}
      </Modal>
    </Section>
  );
}
