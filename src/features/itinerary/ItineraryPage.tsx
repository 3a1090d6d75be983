import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { useMyEventStatus, useSavedItems } from '../../myEvent/MyEventProvider';
import { entityOf } from '../../myEvent/entities';
import { OfficeHourStar } from '../../myEvent/OfficeHourStar';
import { SaveStar } from '../../myEvent/SaveStar';
import { itemPath } from '../../program/itemPaths';
import { useProgram } from '../../program/store';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Loading';
import { agendaOf } from './agenda';
import { AgendaView } from './AgendaView';
import { CalendarActions } from './CalendarActions';
import { CalendarFeed } from './CalendarFeed';
import { entryKind, itineraryDays } from './itinerary';
import { PageTitle } from '../../ui/PageTitle';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h1 { margin: 0; }
  h2 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1.1rem; }
  ol { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(2)}; }
`;
const Entry = styled.li`
  display: grid;
  grid-template-columns: 11rem 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: ${({ theme }) => theme.breakpoints.small}px) {
    grid-template-columns: 1fr auto;
    time { grid-column: 1 / -1; }
  }
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;
const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

const Switch = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  button {
    font: inherit;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
`;

/** The two ways of showing the itinerary, kept in the address (`?view=calendar`). */
function useItineraryView(): ['timeline' | 'calendar', (view: 'timeline' | 'calendar') => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const view = new URLSearchParams(search).get('view') === 'calendar' ? 'calendar' : 'timeline';
  return [view, (next) => navigate(next === 'calendar' ? `${path}?view=calendar` : path, { replace: true })];
}

/**
 * My Itinerary (000 §2): the saved items as a minified timeline list by day, or as a calendar agenda, in the
 * conference time zone, with a switch between the two.
 */
export function ItineraryPage({ label }: { label?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useItineraryView();
  const program = useProgram();
  const status = useMyEventStatus();
  const saved = useSavedItems();
  const title = label || t('myEvent.itinerary');
  const head = (
    <>
      <PageTitle page={title} />
      <h1>{title}</h1>
    </>
  );
  if (program.status === 'failed' || status === 'failed')
    return (
      <Page data-state="failed">
        {head}
        <Alert tone="error">{program.status === 'failed' ? program.message : t('myEvent.failed')}</Alert>
      </Page>
    );
  if (program.status === 'loading' || status === 'loading')
    return (
      <Page data-state="loading">
        {head}
        <Loading />
      </Page>
    );
  const { timezone } = program.snapshot;
  const days = itineraryDays(saved, program.snapshot.items, timezone);
  const time = (at: number) =>
    new Intl.DateTimeFormat(i18n.language, { timeZone: timezone, hour: 'numeric', minute: '2-digit' }).format(
      at,
    );
  const dayLabel = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return new Intl.DateTimeFormat(i18n.language, {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  };
  return (
    <Page data-testid="itinerary" data-state={days.length === 0 ? 'empty' : 'listed'}>
      {head}
      {days.length > 0 ? <CalendarActions /> : null}
      {days.length > 0 ? (
        <Switch role="group" aria-label={t('itinerary.view')}>
          {(['timeline', 'calendar'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}>
              {t(`itinerary.${v}`)}
            </button>
          ))}
        </Switch>
      ) : null}
      {days.length > 0 && view === 'calendar' ? (
        <AgendaView agenda={agendaOf(days, timezone)} dayLabel={dayLabel} time={time} />
      ) : days.length === 0 ? (
        <Empty>
          <p>{t('myEvent.empty')}</p>
          <ButtonLink href="/main/sessions">{t('myEvent.addItems')}</ButtonLink>
        </Empty>
      ) : (
        days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`}>
            <h2 id={`day-${day.date}`}>{dayLabel(day.date)}</h2>
            <ol>
              {day.items.map((entry) => {
                const { item } = entry;
                const kind = entryKind(entry);
                return (
                  <Entry key={item._id} data-testid="itinerary-item" data-kind={kind ?? 'session'}>
                    <time dateTime={new Date(item.start_time_unix ?? 0).toISOString()}>
                      {time(item.start_time_unix ?? 0)}
                      {item.end_time_unix !== undefined ? ` – ${time(item.end_time_unix)}` : ''}
                    </time>
                    <span>
                      <Link href={itemPath(item)}>{item.title}</Link>
                      {kind ? <Muted> · {t(`session.kind.${kind}`)}</Muted> : null}
                    </span>
                    {entry.officeHour ? (
                      <OfficeHourStar sessionId={item.session_id} title={item.title} />
                    ) : (
                      <SaveStar {...entityOf(item)} title={item.title} />
                    )}
                  </Entry>
                );
              })}
            </ol>
          </section>
        ))
      )}
      <CalendarFeed />
    </Page>
  );
}
