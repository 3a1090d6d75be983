import { useTranslation } from 'react-i18next';
import { Panel } from '../../ui/Panel';
import { withScheme } from './boothFeatures';

/** The company's virtual meeting (VirtualMeetingURL): a link that opens outside the platform. */
export function VirtualMeetingCard({ url, description }: { url: string; description: string | null }) {
  const { t } = useTranslation('exhibitors');
  return (
    <Panel aria-labelledby="booth-virtual-meeting" data-testid="virtual-meeting">
      <h2 id="booth-virtual-meeting">{t('booth.virtualMeeting')}</h2>
      {description ? <p>{description}</p> : null}
      <a href={withScheme(url)} target="_blank" rel="noopener noreferrer" data-testid="virtual-meeting-link">
        {t('booth.joinMeeting')}
      </a>
    </Panel>
  );
}
