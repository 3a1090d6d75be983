import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { myEventCalls } from '../../api/myEventCalls';
import { useClient } from '../../browser/clientContext';
import { saveFile } from '../../browser/saveFile';
import { Button } from '../../ui/Button';
import { useFormSubmission } from '../../ui/useFormSubmission';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
  flex-basis: 100%;
`;

/**
 * 'Add to Calendar' mails the itinerary's calendar file to the user and becomes 'Invitation Sent.' (000 §4);
 * the same file can be downloaded. Both files are built by the server from the saved items.
 */
export function CalendarActions() {
  const { t } = useTranslation();
  const calls = myEventCalls(useClient().api);
  const mail = useFormSubmission(() => calls.emailCalendar());
  const download = useFormSubmission(async () => saveFile(await calls.calendarFile(), 'itinerary.ics'));
  const failure = mail.view.failure ?? download.view.failure;
  return (
    <Row data-testid="calendar-actions" data-state={mail.view.state}>
      <Button
        type="button"
        disabled={mail.view.sending || mail.view.notice === 'sent'}
        onClick={() => mail.submit(null)}
      >
        {mail.view.notice === 'sent' ? t('myEvent.invitationSent') : t('myEvent.addToCalendar')}
      </Button>
      <Button
        type="button"
        $variant="secondary"
        disabled={download.view.sending}
        onClick={() => download.submit(null)}
      >
        {t('myEvent.downloadCalendar')}
      </Button>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
    </Row>
  );
}
