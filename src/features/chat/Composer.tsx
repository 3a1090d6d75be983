import { useMachine } from '@xstate/react';
import { inspect } from '../../browser/inspection';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { chatComposerMachine } from '../../../machines/chatComposer';
import { chatComposerView } from '../../../machines/chatComposer.view';
import type { ChatMessage } from '../../../schemas/chatSocket';
import { Button } from '../../ui/Button';
import { useTranslation } from 'react-i18next';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
  padding-top: ${({ theme }) => theme.space(2)};
  textarea {
    flex: 1;
    min-height: 44px;
    max-height: 160px;
    padding: 10px 12px;
    font: inherit;
    resize: vertical;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;
const Failure = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The composer (001 §5): Send is disabled while the text is empty; Enter sends, Shift+Enter starts a line. */
export function Composer({
  send,
  delivered,
}: {
  send: (text: string) => Promise<ChatMessage>;
  delivered: (message: ChatMessage) => void;
}) {
  const { t } = useTranslation('chat');
  const latest = useRef({ send, delivered });
  latest.current = { send, delivered };
  const [logic] = useState(() =>
    chatComposerMachine.provide({
      actors: { sendMessage: fromPromise<ChatMessage, string>(({ input }) => latest.current.send(input)) },
      actions: { deliver: (_, message) => latest.current.delivered(message) },
    }),
  );
  const [snapshot, sendEvent] = useMachine(logic, { inspect });
  const view = chatComposerView(snapshot);
  return (
    <>
      <Form
        data-state={view.state}
        onSubmit={(e) => {
          e.preventDefault();
          sendEvent({ type: 'COMPOSER.SEND' });
        }}
      >
        <textarea
          aria-label={t('chat.message')}
          placeholder={t('chat.message')}
          rows={1}
          value={view.text}
          readOnly={view.sending}
          onChange={(e) => sendEvent({ type: 'COMPOSER.INPUT', text: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              sendEvent({ type: 'COMPOSER.SEND' });
            }
          }}
        />
        <Button type="submit" disabled={!view.canSend}>
          {t('chat.send')}
        </Button>
      </Form>
      {view.failure ? <Failure role="alert">{view.failure}</Failure> : null}
    </>
  );
}
