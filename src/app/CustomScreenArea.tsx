import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { CustomScreenReply } from '../../schemas/customScreen';
import { customScreenCalls } from '../api/customScreenCalls';
import { useClient } from '../browser/clientContext';
import { CustomScreenPage } from '../features/custom-screens/CustomScreenPage';
import { LoadFailedAlert } from '../ui/LoadFailedAlert';
import { Loading } from '../ui/Loading';
import { PageTitle } from '../ui/PageTitle';
import { useResourceLoad } from '../ui/useResourceLoad';
import { WallArea } from './WallArea';
import { useScreenTexts } from '../i18n/useScreenTexts';

/**
 * A custom screen at /main/faq/{id}, /main/CustomScreen/{id} or /main/CustomScreen/{parentId}/{id}, with the
 * social wall below it when the screen has a social feed.
 */
export function CustomScreenArea({ id, parentId }: { id: string; parentId: string | null }) {
  useScreenTexts('customScreens');
  const { t } = useTranslation('customScreens');
  const { api } = useClient();
  const [, navigate] = useLocation();
  const calls = useMemo(() => customScreenCalls(api), [api]);
  const { view, retry } = useResourceLoad<CustomScreenReply>(() => calls.screen(id, parentId));
  if (view.status === 'loading') return <Loading />;
  if (view.status !== 'loaded') {
    return (
      <>
        <PageTitle page={t('customScreens.loadFailed')} />
        <h1>{t('customScreens.loadFailed')}</h1>
        <LoadFailedAlert view={view} retry={retry} />
      </>
    );
  }
  return (
    <CustomScreenPage
      screen={view.value}
      navigate={(path) => navigate(path)}
      feed={view.value.social_feed ? <WallArea embedded /> : null}
    />
  );
}
