import { presentersFirst } from './presentersFirst';
import { useDisplayZone } from '../../myEvent/displayZone';
import { type MouseEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../i18n/dates';
import styled from 'styled-components';
import type { ListedItem } from '../../../schemas/program';
import { officeHourRoom } from '../../realtime/presenceCounts';
import { usePresenceCount } from '../../realtime/usePresenceCount';
import { JoinLink } from '../../ui/JoinLink';
import { Badge } from './Badge';
import { entityOf } from '../../myEvent/entities';
import { OfficeHourStar } from '../../myEvent/OfficeHourStar';
import { SaveStar } from '../../myEvent/SaveStar';
import { ItemLink } from './ItemLink';
import { formatDay, formatRange } from './format';
import { OfficeHoursSlots } from './OfficeHoursSlots';
import { officeHoursAt, type OfficeHoursOptions, timingAt } from './timing';

export interface CardLabels {
  readonly type?: string | undefined;
  readonly track?: string | undefined;
}

export interface SessionCardProps {
  readonly item: ListedItem;
  readonly locked: boolean;
  readonly now: number;
  readonly timeZone: string;
  readonly view: 'grid' | 'list';
  readonly labels: CardLabels;
  readonly officeHours: OfficeHoursOptions;
  /** Office hours mode: every slot with its state, not only the current one. */
  readonly showSlots?: boolean;
  /** Where the card leads (the item's address, or a search result's). */
  readonly href: string;
  /** A plain click on the card's link, before the app follows it (see ItemLink). */
  readonly onFollow?: (item: ListedItem, event: MouseEvent) => void;
  /** The address of an office hour's video room (Join shows only where there is somewhere to go). */
  readonly officeHoursRoom?: ((sessionId: number) => string) | undefined;
  /** The search that listed the card: presenters it names come first. */
  readonly query?: string;
}

const Card = styled.article<{ $locked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  /* A locked card is told apart by its dashed border and its note, not by fading (text keeps its contrast). */
  background: ${({ theme, $locked }) => ($locked ? theme.colors.background : theme.colors.surface)};
  border: 1px ${({ $locked }) => ($locked ? 'dashed' : 'solid')} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  &:hover { border-color: ${({ $locked, theme }) => ($locked ? theme.colors.border : theme.colors.primary)}; }
  /* The card's own controls stay above its stretched link. */
  button { position: relative; z-index: 1; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.05rem;
  flex: 1;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

const LockNote = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** Presenters named on a card; the rest are counted. */
const PRESENTERS_SHOWN = 5;

/** Text of HTML for a short preview (the full description is sanitised on the session page). */
const preview = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);

function SessionCardView({
  item,
  locked,
  now,
  timeZone,
  view,
  labels,
  officeHours,
  showSlots = false,
  href,
  onFollow,
  officeHoursRoom,
  query = '',
}: SessionCardProps) {
  const { t, i18n } = useTranslation();
  const timing = timingAt(item, now, timeZone);
  const shownZone = useDisplayZone(timeZone);
  const hasHours = (item.office_hours?.length ?? 0) > 0;
  const inRoom = usePresenceCount(hasHours ? officeHourRoom(item.session_id) : null);
  const hours = hasHours ? officeHoursAt(item, now, officeHours, inRoom) : null;
  // Office hours held elsewhere join from the session page, the one that may carry their link.
  const joinAt = item.live_config_object?.has_office_hours_link
    ? `/main/sessions/${item.session_id}`
    : officeHoursRoom?.(item.session_id);
  const presenters = presentersFirst(
    (item.author_array ?? []).filter((a) => a.presenter !== false),
    query,
  );
  return (
    <Card
      $locked={locked}
      data-testid="session-card"
      data-state={timing.state}
      data-locked={locked ? 'true' : 'false'}
      data-session-id={item.session_id}
      data-view={view}
    >
      <Row>
        {item.start_time_unix !== undefined && (
          <Badge $tone="date">{formatDay(item.start_time_unix, shownZone, i18n.language)}</Badge>
        )}
        {timing.isLive && <Badge $tone="live">{t('program.live')}</Badge>}
        {timing.showReplay && <Badge $tone="replay">{t('program.replay')}</Badge>}
        {timing.isOnDemand && <Badge $tone="demand">{t('program.onDemand')}</Badge>}
      </Row>
      <Row>
        <Title dir="auto">
          {locked ? (
            item.title
          ) : (
            <ItemLink item={item} href={href} onFollow={onFollow} stretched>
              {item.title}
            </ItemLink>
          )}
        </Title>
        <SaveStar {...entityOf(item)} title={item.title} />
      </Row>
      {item.start_time_unix !== undefined && (
        <Muted>{formatRange(item.start_time_unix, item.end_time_unix, shownZone, i18n.language)}</Muted>
      )}
      {timing.countdown && (
        <Muted data-testid="countdown">
          {t('program.startsIn', { duration: formatDuration(timing.countdown, i18n.language) })}
        </Muted>
      )}
      <Row>
        {labels.track && <Badge>{labels.track}</Badge>}
        {labels.type && <Badge>{labels.type}</Badge>}
      </Row>
      {view === 'list' || item.description ? <Description>{preview(item.description)}</Description> : null}
      {presenters.length > 0 && (
        <Muted>
          {t('program.presenters')}:{' '}
          {presenters
            .slice(0, PRESENTERS_SHOWN)
            .map((p) => `${p.Firstname} ${p.Lastname}`)
            .join(', ')}
          {presenters.length > PRESENTERS_SHOWN && ` +${presenters.length - PRESENTERS_SHOWN}`}
        </Muted>
      )}
      {hours?.visible && (
        <Row data-testid="office-hours" data-state={hours.state}>
          <Muted>
            {t('program.officeHours')}
            {hours.currentSlot &&
              ` · ${formatRange(hours.currentSlot.start, hours.currentSlot.end, shownZone, i18n.language)}`}
          </Muted>
          {hours.statusLabel && <Badge $tone={hours.isLive ? 'demand' : 'tag'}>{t(hours.statusLabel)}</Badge>}
          {hours.showJoin && joinAt && (
            <JoinLink href={joinAt} enabled={hours.canJoin && !locked}>
              {t(hours.joinLabel)}
            </JoinLink>
          )}
          <OfficeHourStar sessionId={item.session_id} title={item.title} />
        </Row>
      )}
      {hours?.visible && showSlots && <OfficeHoursSlots slots={hours.slots} timeZone={shownZone} />}
      {locked && (
        <LockNote role="note">
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" style={{ marginInlineEnd: 6 }}>
            <path
              fill="currentColor"
              d="M12 1a5 5 0 0 0-5 5v4H5v13h14V10h-2V6a5 5 0 0 0-5-5zm-3 9V6a3 3 0 1 1 6 0v4H9z"
            />
          </svg>
          {t('program.locked')}
        </LockNote>
      )}
    </Card>
  );
}

export const SessionCard = memo(SessionCardView);
