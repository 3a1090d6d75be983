import { useDisplayZone } from '../../myEvent/displayZone';
import { useMachine } from '@xstate/react';
import { inspect } from '../../browser/inspection';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { officeHoursMachine } from '../../../machines/officeHours';
import { officeHoursView } from '../../../machines/officeHours.view';
import type { SessionItem } from '../../../schemas/sessionItem';
import { type OfficeHoursOptions, officeHoursInput } from '../../program/items';
import { OfficeHourStar } from '../../myEvent/OfficeHourStar';
import { officeHourRoom } from '../../realtime/presenceCounts';
import { usePresenceCount } from '../../realtime/usePresenceCount';
import { JoinLink } from '../../ui/JoinLink';
import { Box, Row, Tag, timeRange } from './parts';

/**
 * The office hours of a session (000 §4): its slots, the live or upcoming status and the Join button, which
 * opens the session's video room (or its external meeting) and reads 'Room Full' while the room's live count is at capacity (admins, authors and chairs excepted).
 */
export function OfficeHoursPanel({
  session,
  options,
  timeZone,
  roomOf,
}: {
  session: SessionItem;
  options: OfficeHoursOptions;
  timeZone: string;
  /** The address of the office hour's video room; without it (no such screen yet) there is no Join button. */
  roomOf?: ((sessionId: number) => string) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const participants = usePresenceCount(officeHourRoom(session.session_id));
  const shownZone = useDisplayZone(timeZone);
  const [snapshot, send] = useMachine(officeHoursMachine, {
    inspect,
    input: officeHoursInput(session, Date.now(), participants, options),
  });
  useEffect(() => send({ type: 'PARTICIPANTS.CHANGE', count: participants }), [send, participants]);
  useEffect(
    () => send({ type: 'SITE.CHANGE', softClosed: options.softClosed, archiveMode: options.archiveMode }),
    [send, options.softClosed, options.archiveMode],
  );
  const view = officeHoursView(snapshot);
  // An office hour held elsewhere (office_hours_external_link) joins there, in a new tab.
  const external = session.live_config_object?.office_hours_external_link || null;
  if (!view.visible) return null;
  return (
    <Box aria-label={t('program.officeHours')} data-testid="office-hours" data-state={view.state}>
      <Row>
        <h3>{t('program.officeHours')}</h3>
        <OfficeHourStar sessionId={session.session_id} title={session.title} />
      </Row>
      <Row>
        {view.statusLabel && <Tag>{t(view.statusLabel)}</Tag>}
        {view.showJoin && (external || roomOf) && (
          <JoinLink
            href={external ?? roomOf?.(session.session_id) ?? ''}
            external={external !== null}
            enabled={view.canJoin}
            data-participants={view.participants}
          >
            {t(view.joinLabel)}
          </JoinLink>
        )}
      </Row>
      <ul>
        {view.slots.map((s) => (
          <li key={s.start} data-status={s.status}>
            {timeRange(s.start, s.end, shownZone, i18n.language)}
          </li>
        ))}
      </ul>
    </Box>
  );
}
