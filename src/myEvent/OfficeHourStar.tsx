import { useTranslation } from 'react-i18next';
import { SaveStar } from './SaveStar';

/** The star that puts a session's office hours in My Itinerary (saved apart from the session itself). */
export function OfficeHourStar({ sessionId, title }: { sessionId: number; title: string }) {
  const { t } = useTranslation();
  return <SaveStar type="officeHour" id={sessionId} title={`${t('session.kind.officeHour')} · ${title}`} />;
}
