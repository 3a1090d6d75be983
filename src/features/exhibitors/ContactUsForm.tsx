import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoothCalls } from '../../api/boothCalls';
import { Alert } from '../../ui/Alert';
import { InteractionFailure } from '../../ui/InteractionFailure';
import { Panel } from '../../ui/Panel';
import { MessageBox } from '../../ui/MessageBox';
import { useBoothInteraction } from '../../ui/useBoothInteraction';

/** The contact-us form (002 §2): a message to the company; the server's text once sent. */
export function ContactUsForm({ compId, calls }: { compId: number; calls: BoothCalls }) {
  const { t } = useTranslation('exhibitors');
  const [text, setText] = useState('');
  const { view, submit, result } = useBoothInteraction(async (content: string) => {
    const reply = await calls.interact(compId, { method: 'send_message', content });
    if (reply.success) setText('');
    return reply;
  });
  return (
    <Panel aria-labelledby="booth-contact-us" data-testid="contact-us">
      <h2 id="booth-contact-us">{t('booth.contactUs')}</h2>
      {view.notice === 'sent' && result ? <Alert tone="info">{result.return_text}</Alert> : null}
      <InteractionFailure view={view} />
      <MessageBox
        label={t('booth.yourMessage')}
        text={text}
        sending={view.sending}
        state={view.state}
        testId="contact-us-form"
        onChange={setText}
        onSend={submit}
      />
    </Panel>
  );
}
