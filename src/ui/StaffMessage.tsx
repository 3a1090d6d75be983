import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoothCalls } from '../api/boothCalls';
import { Alert } from './Alert';
import { InteractionFailure } from './InteractionFailure';
import { MessageBox } from './MessageBox';
import { useBoothInteraction } from './useBoothInteraction';

/**
 * A direct message to one of an exhibitor's staff (002 §2 Staff Contacts, "Product Contact with a message box"):
 * sent as the booth's send_direct_message, 'Message sent to {name}' once sent, the server's text under Error when
 * it fails.
 */
export function StaffMessage({
  compId,
  staff,
  calls,
}: {
  compId: number;
  staff: { uuid: string; name: string };
  calls: BoothCalls;
}) {
  const { t } = useTranslation('exhibitors');
  const [text, setText] = useState('');
  const { view, submit } = useBoothInteraction(async (content: string) => {
    const reply = await calls.interact(compId, {
      method: 'send_direct_message',
      content,
      message_contact_uuid: staff.uuid,
    });
    if (reply.success) setText('');
    return reply;
  });
  return (
    <>
      {view.notice === 'sent' ? (
        <Alert tone="info">{t('booth.messageSent', { name: staff.name })}</Alert>
      ) : null}
      <InteractionFailure view={view} />
      <MessageBox
        label={t('booth.messageTo', { name: staff.name })}
        text={text}
        sending={view.sending}
        state={view.state}
        testId={`staff-message-${staff.uuid}`}
        onChange={setText}
        onSend={submit}
      />
    </>
  );
}
