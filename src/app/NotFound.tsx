import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { StatusPage } from '../ui/StatusPage';
import { LOBBY } from './navigation';
import { PageTitle } from '../ui/PageTitle';

/** 'Oops, an error occurred. Page not found!' with a way home (000 §8). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage state="notFound">
      <PageTitle page={t('errors.notFound')} />
      <h1>404</h1>
      <p>{t('errors.notFound')}</p>
      <Link href={LOBBY}>{t('errors.goHome')}</Link>
    </StatusPage>
  );
}
