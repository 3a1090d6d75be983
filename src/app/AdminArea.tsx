import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Loading } from '../ui/Loading';
import { NotFound } from './NotFound';
import {
  ANALYTICS_ROUTE,
  DATA_RIGHTS_PATH,
  PROGRAM_IMPORT_PATH,
  PUBLISHING_ROUTE,
  SETTINGS_EDITOR_PATH,
} from './screens';

// Each screen loads with its first visit: an organiser publishing a notification does not load the charts.
const PublishingArea = lazy(() => import('./PublishingArea').then((m) => ({ default: m.PublishingArea })));
const ProgramImportArea = lazy(() =>
  import('./ProgramImportArea').then((m) => ({ default: m.ProgramImportArea })),
);
const SettingsEditorArea = lazy(() =>
  import('./SettingsEditorArea').then((m) => ({ default: m.SettingsEditorArea })),
);
const AnalyticsArea = lazy(() => import('./AnalyticsArea').then((m) => ({ default: m.AnalyticsArea })));
const DataRightsArea = lazy(() => import('./DataRightsArea').then((m) => ({ default: m.DataRightsArea })));

/**
 * The administration screens under /main/admin/, in one area of the app that loads when an admin first opens one
 * (the app's entry names only the area): publishing, program import, settings, analytics and data rights.
 */
export function AdminArea() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path={PUBLISHING_ROUTE}>{(params) => <PublishingArea editId={params.id ?? null} />}</Route>
        <Route path={ANALYTICS_ROUTE}>
          {(params) => <AnalyticsArea sessionId={params.sessionId ? Number(params.sessionId) : null} />}
        </Route>
        <Route path={DATA_RIGHTS_PATH}>
          <DataRightsArea />
        </Route>
        <Route path={PROGRAM_IMPORT_PATH}>
          <ProgramImportArea />
        </Route>
        <Route path={SETTINGS_EDITOR_PATH}>
          <SettingsEditorArea />
        </Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
