import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SessionItem } from '../../../schemas/sessionItem';
import { entityOf } from '../../myEvent/entities';
import { SaveStar } from '../../myEvent/SaveStar';
import type { Assessment } from './assessments';
import { formatAt, Row, Tag } from './parts';
import { useWatchedProgress } from '../../ui/media/watchedProgress';

/** The entry and, beside it, its star (a button cannot hold another). */
const Holder = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  > span { padding-top: ${({ theme }) => theme.space(2)}; }
`;

const Entry = styled.button<{ $on: boolean }>`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  text-align: start;
  padding: ${({ theme }) => theme.space(2)};
  font: inherit;
  cursor: pointer;
  border: 1px solid ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Bar = styled.div<{ $ratio: number }>`
  height: 4px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.border};
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $ratio }) => Math.round($ratio * 100)}%;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/** How much of an item's video this browser has watched (0 to 1); null without a video. */
function useWatched(item: SessionItem): number | null {
  const href = item.video_links_array?.[0]?.href ?? item.live_config_object?.session_video_url;
  const p = useWatchedProgress(href);
  if (!href) return null;
  if (!p || p.duration <= 0) return 0;
  return p.complete ? 1 : Math.min(1, p.time / p.duration);
}

const minutes = (item: SessionItem) =>
  item.start_time_unix !== undefined && item.end_time_unix !== undefined
    ? Math.round((item.end_time_unix - item.start_time_unix) / 60_000)
    : null;

/**
 * One session or child item in a presentation list (000 §2): type tag, Live Stream tag, time, Evaluation or
 * Quiz tag, duration and a completion bar; beside it the star that saves the item to My Itinerary.
 */
export function PresentationEntry({
  item,
  selected,
  timeZone,
  assessments,
  onOpen,
  withStar = true,
}: {
  item: SessionItem;
  selected: boolean;
  timeZone: string;
  assessments: readonly Assessment[];
  onOpen: (item: SessionItem) => void;
  /** False where the page's header already holds the item's star (one star per item on a page). */
  withStar?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const live = item.internal_type === 'session' && Boolean(item.live_channel_id);
  const length = minutes(item);
  const seen = useWatched(item);
  return (
    <Holder>
      <Entry
        type="button"
        $on={selected}
        aria-current={selected || undefined}
        data-testid="presentation-entry"
        onClick={() => onOpen(item)}
      >
        <Row>
          <Tag>{t(`session.kind.${item.internal_type}`)}</Tag>
          {live && <Tag $tone="live">{t('session.liveStream')}</Tag>}
          {assessments.map((a) => (
            <Tag key={a}>{t(`session.tabs.${a}`)}</Tag>
          ))}
        </Row>
        <strong>{item.title}</strong>
        <span>
          {item.start_time_unix !== undefined &&
            formatAt(item.start_time_unix, timeZone, i18n.language, { hour: 'numeric', minute: '2-digit' })}
          {length !== null && ` · ${t('session.minutes', { count: length })}`}
        </span>
        {seen !== null && (
          <Bar
            $ratio={seen}
            role="progressbar"
            aria-label={t('session.watched')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(seen * 100)}
          />
        )}
      </Entry>
      {withStar && <SaveStar {...entityOf(item)} title={item.title} />}
    </Holder>
  );
}
