import { useTranslation } from 'react-i18next';
import type { SessionAnalytics } from '../../../../schemas/eventAnalytics';
import type { EventAnalyticsCalls } from '../../../api/eventAnalyticsCalls';
import { ADMIN_NAMESPACE } from '../../../i18n';
import { formatInstant } from '../../../i18n/dates';
import { PageTitle } from '../../../ui/PageTitle';
import { useLiveReport } from '../../../ui/useLiveReport';
import { WideAdminPage } from '../adminLayout';
import { ChartFigure } from './Charts';
import { CsvDownload } from './CsvDownload';
import { type Figure, FigureList } from './FigureList';
import { FiguresSection } from './FiguresSection';
import { ReportStatus } from './ReportStatus';

/**
 * A session's analytics at /main/admin/analytics/sessions/{id} (admins): its figures, who watches it live now,
 * and its live viewers minute by minute in the event's time zone, kept current while it is open.
 */
export function SessionAnalyticsPage({
  sessionId,
  calls,
  dashboardPath,
}: {
  sessionId: number;
  calls: EventAnalyticsCalls;
  dashboardPath: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { view, retry } = useLiveReport(() => calls.session(sessionId));
  const title = view.status === 'shown' ? view.value.session.title : '';
  return (
    <WideAdminPage>
      <PageTitle page={title ? t('analytics.sessionTitle', { title }) : t('analytics.title')} />
      <p>
        <a href={dashboardPath}>{t('analytics.back')}</a>
      </p>
      <h1>{title ? t('analytics.sessionTitle', { title }) : t('analytics.title')}</h1>
      <ReportStatus view={view} retry={retry} />
      {view.status === 'shown' ? <SessionFigures figures={view.value} calls={calls} /> : null}
    </WideAdminPage>
  );
}

function SessionFigures({ figures, calls }: { figures: SessionAnalytics; calls: EventAnalyticsCalls }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const s = figures.session;
  const shown: Figure[] = [
    { label: t('analytics.watchingNow'), value: s.watchingNow, testId: 'session-watching-now' },
    { label: t('analytics.views'), value: s.views },
    { label: t('analytics.livePeak'), value: s.livePeak },
    { label: t('analytics.liveAverage'), value: s.liveAverage },
    { label: t('analytics.onDemandViewers'), value: s.onDemandViewers },
    { label: t('analytics.onDemandMinutes'), value: s.onDemandMinutes },
    { label: t('analytics.favourites'), value: s.favourites },
    {
      label: t('analytics.rating'),
      value: s.averageRating === null ? '–' : `${s.averageRating} (${s.ratings})`,
    },
    { label: t('analytics.posts'), value: s.posts },
  ];
  const time = (at: number) =>
    formatInstant(at, { language: i18n.language, timeZone: figures.timeZone, style: 'time' });
  return (
    <>
      <p>{t('analytics.intro', { timeZone: figures.timeZone })}</p>
      <FiguresSection id="session-figures" title={t('analytics.figures')}>
        <FigureList figures={shown} />
      </FiguresSection>
      <FiguresSection id="session-viewers" title={t('analytics.viewersOverTime')}>
        <ChartFigure
          labelledBy="session-viewers"
          labelName={t('analytics.minute')}
          valueName={t('analytics.viewers')}
          kind="area"
          testId="viewers-chart"
          points={figures.viewers.map((v) => ({ key: String(v.at), label: time(v.at), value: v.viewers }))}
        />
        <CsvDownload
          name={t('analytics.viewersOverTime')}
          filename={`session-${s.sessionId}-viewers.csv`}
          download={() => calls.viewersCsv(s.sessionId)}
        />
      </FiguresSection>
    </>
  );
}
