import { useTranslation } from 'react-i18next';
import type {
  AnalyticsOverview,
  ExhibitorFigures,
  FeatureFigures,
  LoungeFigures,
  SessionFigures,
} from '../../../../schemas/eventAnalytics';
import type { EventAnalyticsCalls } from '../../../api/eventAnalyticsCalls';
import { ADMIN_NAMESPACE } from '../../../i18n';
import { formatInstant } from '../../../i18n/dates';
import { PageTitle } from '../../../ui/PageTitle';
import { useLiveReport } from '../../../ui/useLiveReport';
import { WideAdminPage } from '../adminLayout';
import { ChartFigure } from './Charts';
import { CsvDownload } from './CsvDownload';
import { FigureList } from './FigureList';
import { FiguresSection } from './FiguresSection';
import { type FigureColumn, FiguresTable } from './FiguresTable';
import { ReportStatus } from './ReportStatus';

/** A day of the event (YYYY-MM-DD) as the reader writes it. */
const dayLabel = (day: string, language: string) =>
  formatInstant(Date.parse(`${day}T12:00:00Z`), { language, timeZone: 'UTC', style: 'monthDay' });

/**
 * The organisers' dashboard at /main/admin/analytics (admins): who is online and signed in each day, every
 * session's figures, engagement by feature, exhibitors and lounges, kept current while it is open; each table
 * downloads as CSV, each chart shows as a table too. A session's title leads to its own page.
 */
export function AnalyticsPage({
  calls,
  sessionPath,
}: {
  calls: EventAnalyticsCalls;
  sessionPath: (sessionId: number) => string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { view, retry } = useLiveReport(() => calls.overview());
  return (
    <WideAdminPage>
      <PageTitle page={t('analytics.title')} />
      <h1>{t('analytics.title')}</h1>
      <ReportStatus view={view} retry={retry} />
      {view.status === 'shown' ? (
        <Dashboard figures={view.value} calls={calls} sessionPath={sessionPath} />
      ) : null}
    </WideAdminPage>
  );
}

function Dashboard({
  figures,
  calls,
  sessionPath,
}: {
  figures: AnalyticsOverview;
  calls: EventAnalyticsCalls;
  sessionPath: (sessionId: number) => string;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const language = i18n.language;
  const today = figures.signedInPerDay.at(-1);
  const watching = figures.sessions.reduce((n, s) => n + s.watchingNow, 0);
  const sessionColumns: FigureColumn<SessionFigures>[] = [
    {
      key: 'title',
      label: t('analytics.session'),
      value: (s) => s.title,
      render: (s) => <a href={sessionPath(s.sessionId)}>{s.title || `#${s.sessionId}`}</a>,
    },
    {
      key: 'start',
      label: t('analytics.start'),
      nowrap: true,
      value: (s) => s.start,
      render: (s) =>
        s.start === null
          ? '–'
          : formatInstant(s.start, { language, timeZone: figures.timeZone, style: 'monthDayTime' }),
    },
    { key: 'views', label: t('analytics.views'), value: (s) => s.views, numeric: true },
    { key: 'now', label: t('analytics.watchingNow'), value: (s) => s.watchingNow, numeric: true },
    { key: 'peak', label: t('analytics.livePeak'), value: (s) => s.livePeak, numeric: true },
    { key: 'average', label: t('analytics.liveAverage'), value: (s) => s.liveAverage, numeric: true },
    { key: 'viewers', label: t('analytics.onDemandViewers'), value: (s) => s.onDemandViewers, numeric: true },
    { key: 'minutes', label: t('analytics.onDemandMinutes'), value: (s) => s.onDemandMinutes, numeric: true },
    { key: 'favourites', label: t('analytics.favourites'), value: (s) => s.favourites, numeric: true },
    { key: 'rating', label: t('analytics.rating'), value: (s) => s.averageRating, numeric: true },
    { key: 'posts', label: t('analytics.posts'), value: (s) => s.posts, numeric: true },
  ];
  const featureName = (f: FeatureFigures['feature']) => t(`analytics.feature.${f}`);
  const featureColumns: FigureColumn<FeatureFigures>[] = [
    { key: 'feature', label: t('analytics.featureName'), value: (f) => featureName(f.feature) },
    { key: 'actions', label: t('analytics.actions'), value: (f) => f.actions, numeric: true },
    { key: 'people', label: t('analytics.people'), value: (f) => f.people, numeric: true },
  ];
  const exhibitorColumns: FigureColumn<ExhibitorFigures>[] = [
    { key: 'name', label: t('analytics.exhibitor'), value: (e) => e.name },
    { key: 'visits', label: t('analytics.visits'), value: (e) => e.visits, numeric: true },
    { key: 'visitors', label: t('analytics.visitors'), value: (e) => e.visitors, numeric: true },
    { key: 'leads', label: t('analytics.leads'), value: (e) => e.leads, numeric: true },
    { key: 'meetings', label: t('analytics.meetings'), value: (e) => e.meetings, numeric: true },
  ];
  const loungeColumns: FigureColumn<LoungeFigures>[] = [
    { key: 'name', label: t('analytics.lounge'), value: (l) => l.name },
    { key: 'joins', label: t('analytics.joins'), value: (l) => l.joins, numeric: true },
    { key: 'peak', label: t('analytics.peak'), value: (l) => l.peak, numeric: true },
    { key: 'minutes', label: t('analytics.minutes'), value: (l) => l.minutes, numeric: true },
  ];
  return (
    <>
      <p>{t('analytics.intro', { timeZone: figures.timeZone })}</p>
      <FigureList
        boxed
        figures={[
          { label: t('analytics.onlineNow'), value: figures.onlineNow, testId: 'online-now' },
          { label: t('analytics.watchingLiveNow'), value: watching, testId: 'watching-now' },
          {
            label: t('analytics.signedInLastDay', { day: today ? dayLabel(today.day, language) : '–' }),
            value: today?.attendees ?? 0,
          },
        ]}
      />

      <FiguresSection id="analytics-signed-in" title={t('analytics.signedInPerDay')}>
        <ChartFigure
          labelledBy="analytics-signed-in"
          labelName={t('analytics.day')}
          valueName={t('analytics.attendees')}
          kind="bars"
          points={figures.signedInPerDay.map((d) => ({
            key: d.day,
            label: dayLabel(d.day, language),
            value: d.attendees,
          }))}
        />
        <CsvDownload
          name={t('analytics.signedInPerDay')}
          filename="signed-in.csv"
          download={() => calls.csv('signed-in')}
        />
      </FiguresSection>

      <FiguresSection id="analytics-sessions" title={t('analytics.sessions')}>
        <FiguresTable
          labelledBy="analytics-sessions"
          testId="analytics-sessions"
          columns={sessionColumns}
          rows={figures.sessions}
          rowKey={(s) => String(s.sessionId)}
          searchText={(s) => s.title}
          initialSort={{ key: 'views', descending: true }}
        />
        <CsvDownload
          name={t('analytics.sessions')}
          filename="sessions.csv"
          download={() => calls.csv('sessions')}
        />
      </FiguresSection>

      <FiguresSection id="analytics-engagement" title={t('analytics.engagement')}>
        <ChartFigure
          labelledBy="analytics-engagement"
          caption={t('analytics.engagementChart')}
          labelName={t('analytics.featureName')}
          valueName={t('analytics.people')}
          kind="bars"
          points={figures.engagement.map((f) => ({
            key: f.feature,
            label: featureName(f.feature),
            value: f.people,
          }))}
        />
        <FiguresTable
          labelledBy="analytics-engagement"
          columns={featureColumns}
          rows={figures.engagement}
          rowKey={(f) => f.feature}
          initialSort={{ key: 'people', descending: true }}
        />
        <CsvDownload
          name={t('analytics.engagement')}
          filename="engagement.csv"
          download={() => calls.csv('engagement')}
        />
      </FiguresSection>

      <FiguresSection id="analytics-exhibitors" title={t('analytics.exhibitors')}>
        <FiguresTable
          labelledBy="analytics-exhibitors"
          columns={exhibitorColumns}
          rows={figures.exhibitors}
          rowKey={(e) => String(e.exhibitorId)}
          searchText={(e) => e.name}
        />
        <CsvDownload
          name={t('analytics.exhibitors')}
          filename="exhibitors.csv"
          download={() => calls.csv('exhibitors')}
        />
      </FiguresSection>

      <FiguresSection id="analytics-lounges" title={t('analytics.lounges')}>
        <FiguresTable
          labelledBy="analytics-lounges"
          columns={loungeColumns}
          rows={figures.lounges}
          rowKey={(l) => l.loungeId}
        />
        <CsvDownload
          name={t('analytics.lounges')}
          filename="lounges.csv"
          download={() => calls.csv('lounges')}
        />
      </FiguresSection>
    </>
  );
}
