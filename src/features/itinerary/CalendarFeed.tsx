import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type MyEventCalls, myEventCalls } from '../../api/myEventCalls';
import { useClient } from '../../browser/clientContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { useResourceLoad } from '../../ui/useResourceLoad';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding-block-start: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  p { margin: 0; }
  label { font-weight: 600; }
  input {
    width: 100%;
    min-height: 40px;
    font: inherit;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  a { display: inline-flex; align-items: center; min-height: 40px; }
`;
const Notice = styled.p<{ $failed: boolean }>`
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.text)};
  min-height: 1.5em;
`;
const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

/** The address as calendar apps open it for a subscription (webcal: in place of http: or https:). */
export const webcalOf = (url: string) => url.replace(/^https?:/i, 'webcal:');

/** The link shown, with Copy link (and its confirmation) and the webcal: link for calendar apps. */
function FeedLink({ calls, onReset }: { calls: Pick<MyEventCalls, 'calendarFeed'>; onReset: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { view } = useResourceLoad(() => calls.calendarFeed());
  const copy = useFormSubmission(async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      // No clipboard here (or no permission): the link is selected for copying by hand.
      input.current?.select();
      throw error;
    }
  });
  if (view.status === 'loading') return <p>{t('common.loading')}</p>;
  if (view.status !== 'loaded') return <Alert tone="error">{t('myEvent.feedFailed')}</Alert>;
  const { url } = view.value;
  return (
    <>
      <label htmlFor={id}>{t('myEvent.feedLink')}</label>
      <input
        ref={input}
        id={id}
        readOnly
        value={url}
        dir="ltr"
        data-testid="calendar-feed-url"
        onFocus={(e) => e.currentTarget.select()}
      />
      <Row>
        <Button type="button" disabled={copy.view.sending} onClick={() => copy.submit(url)}>
          {t('myEvent.copyLink')}
        </Button>
        <a href={webcalOf(url)}>{t('myEvent.openInCalendar')}</a>
        <Button type="button" $variant="secondary" onClick={onReset}>
          {t('myEvent.resetLink')}
        </Button>
      </Row>
      <Notice role="status" $failed={copy.view.notice === 'failed'} data-testid="calendar-feed-notice">
        {copy.view.notice === 'sent'
          ? t('myEvent.linkCopied')
          : copy.view.notice === 'failed'
            ? t('myEvent.copyFailed')
            : ''}
      </Notice>
    </>
  );
}

/**
 * The personal calendar feed on My Itinerary: a secret link calendar apps subscribe to (copied, or opened as
 * webcal:), and Reset link, which asks first, then makes a new link; the old one stops working at once.
 */
export function CalendarFeed() {
  const { t } = useTranslation();
  const calls = myEventCalls(useClient().api);
  const [confirming, setConfirming] = useState(false);
  // Each reset loads the link again, as a new FeedLink.
  const [version, setVersion] = useState(0);
  const reset = useFormSubmission(async () => {
    await calls.resetCalendarFeed();
    setVersion((v) => v + 1);
  });
  return (
    <Section
      aria-labelledby="calendar-feed-heading"
      data-testid="calendar-feed"
      data-state={reset.view.state}
    >
      <h2 id="calendar-feed-heading">{t('myEvent.feedTitle')}</h2>
      <p>{t('myEvent.feedText')}</p>
      <FeedLink key={version} calls={calls} onReset={() => setConfirming(true)} />
      {reset.view.notice === 'sent' ? <Alert tone="info">{t('myEvent.linkReset')}</Alert> : null}
      {reset.view.failure ? <Alert tone="error">{reset.view.failure}</Alert> : null}
      <Modal open={confirming} title={t('myEvent.resetTitle')} onClose={() => setConfirming(false)}>
        <p>{t('myEvent.resetText')}</p>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
            {t('myEvent.cancel')}
          </Button>
          <Button
            type="button"
            disabled={reset.view.sending}
            onClick={() => {
              setConfirming(false);
              reset.submit(null);
            }}
          >
            {t('myEvent.resetLink')}
          </Button>
        </DialogActions>
      </Modal>
    </Section>
  );
}
