import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { itemPath } from '../../program/itemPaths';
import type { Agenda } from './agenda';
import { entryKind } from './itinerary';

const HOUR_PX = 56;
const HEAD_HEIGHT = '2.75rem';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;
const Grid = styled.div<{ $days: number }>`
  display: grid;
  grid-template-columns: 3.5rem repeat(${({ $days }) => $days}, minmax(200px, 1fr));
`;
const Head = styled.h2`
  height: ${HEAD_HEIGHT};
  margin: 0 !important;
  padding: 0 ${({ theme }) => theme.space(2)};
  display: flex;
  align-items: center;
  font-size: 0.95rem !important;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Hours = styled.div<{ $hours: number }>`
  position: relative;
  height: ${({ $hours }) => $hours * HOUR_PX}px;
  background-image: repeating-linear-gradient(
    to bottom,
    ${({ theme }) => theme.colors.border} 0 1px,
    transparent 1px ${HOUR_PX}px
  );
`;
const Gutter = styled.div`
  padding-top: ${HEAD_HEIGHT};
  span {
    position: absolute;
    inset-inline-end: 6px;
    margin-top: 2px;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Day = styled.section`
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  ol { position: absolute; inset: 0; margin: 0; padding: 0; list-style: none; display: block !important; }
`;
const Slot = styled.li`
  position: absolute;
  box-sizing: border-box;
  padding: 2px 6px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.surface};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8125rem;
  line-height: 1.25;
  time { display: block; color: ${({ theme }) => theme.colors.text}; }
  a { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;

/**
 * My Itinerary as a calendar agenda (000 §2): a column per day, hours down the side, each item where its time
 * falls in the conference time zone, overlapping items side by side.
 */
export function AgendaView({
  agenda,
  dayLabel,
  time,
}: {
  agenda: Agenda;
  dayLabel: (date: string) => string;
  time: (at: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const hours = agenda.lastHour - agenda.firstHour;
  const top = (minutes: number) => ((minutes - agenda.firstHour * 60) / 60) * HOUR_PX;
  const hourFormat = new Intl.DateTimeFormat(i18n.language, { timeZone: 'UTC', hour: 'numeric' });
  const hourLabel = (hour: number) => hourFormat.format(Date.UTC(2000, 0, 1, hour));
  return (
    <Scroll data-testid="itinerary-agenda">
      <Grid $days={agenda.days.length}>
        <Gutter aria-hidden="true">
          <Hours $hours={hours} style={{ backgroundImage: 'none' }}>
            {Array.from({ length: hours }, (_, i) => agenda.firstHour + i).map((hour) => (
              <span key={hour} style={{ top: top(hour * 60) }}>
                {hourLabel(hour)}
              </span>
            ))}
          </Hours>
        </Gutter>
        {agenda.days.map((day) => (
          <Day key={day.date} aria-labelledby={`agenda-${day.date}`}>
            <Head id={`agenda-${day.date}`}>{dayLabel(day.date)}</Head>
            <Hours $hours={hours}>
              <ol>
                {day.entries.map((e) => (
                  <Slot
                    key={e.item._id}
                    data-testid="agenda-item"
                    style={{
                      top: top(e.from),
                      height: Math.max(top(e.to) - top(e.from), 22),
                      insetInlineStart: `${(e.column / e.columns) * 100}%`,
                      width: `${100 / e.columns}%`,
                    }}
                  >
                    <time dateTime={new Date(e.item.start_time_unix ?? 0).toISOString()}>
                      {time(e.item.start_time_unix ?? 0)}
                      {e.item.end_time_unix !== undefined ? ` – ${time(e.item.end_time_unix)}` : ''}
                    </time>
                    <Link href={itemPath(e.item)}>{e.item.title}</Link>
                    {entryKind(e) ? ` · ${t(`session.kind.${entryKind(e)}`)}` : null}
                  </Slot>
                ))}
              </ol>
            </Hours>
          </Day>
        ))}
      </Grid>
    </Scroll>
  );
}
