import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { POLL } from '../../../schemas/constants';
import type { PollKind, SessionPollsReply, SessionPollsUpdate } from '../../../schemas/poll';
import { pollCalls } from '../../api/pollCalls';
import { useClient } from '../../browser/clientContext';
import { useRelayRoom } from '../../realtime/relayLink';
import { Button } from '../../ui/Button';
import { Muted } from './parts';
import { PollCard } from './PollCard';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 560px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  input,
  select,
  textarea {
    font: inherit;
    min-height: 40px;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  label {
    font-weight: 600;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A session's polls with the relay's live updates merged in (drafts and the user's own choices kept). */
function useSessionPolls(sessionId: number) {
  const { api } = useClient();
  const calls = useMemo(() => pollCalls(api), [api]);
  const [reply, setReply] = useState<SessionPollsReply | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(
    () =>
      calls.list(sessionId).then(setReply, () => {
        setFailed(true);
      }),
    [calls, sessionId],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  const onUpdate = useCallback(
    (update: SessionPollsUpdate) =>
      setReply((before) => {
        if (!before || update.session_id !== sessionId) return before;
        const fresh = new Map(update.polls.map((p) => [p.id, p]));
        const known = new Set(before.polls.map((p) => p.id));
        return {
          ...before,
          polls: [
            ...before.polls.map((p) => fresh.get(p.id) ?? p),
            ...update.polls.filter((p) => !known.has(p.id)),
          ],
        };
      }),
    [sessionId],
  );
  useRelayRoom(reply?.room ?? null, 'session_polls', onUpdate);
  return { calls, reply, failed, reload };
}

/** The built-in live polls of a session: attendees vote and watch the bars; moderators write and run polls. */
export function LivePolls({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('session');
  const { calls, reply, failed, reload } = useSessionPolls(sessionId);
  if (failed) return <Muted>{t('polls.unavailable')}</Muted>;
  if (!reply) return <Muted>{t('polls.loading')}</Muted>;
  return (
    <div data-testid="live-polls">
      {reply.can_manage && (
        <NewPollForm
          onCreate={async (question, kind, options) => {
            await calls.create(sessionId, { question, kind, options });
            await reload();
          }}
          onExport={async () => {
            const blob = await calls.csv(sessionId);
            const a = document.createElement('a');
            a.href = URL.createObjectURL(blob);
            a.download = `session-${sessionId}-polls.csv`;
            a.click();
            URL.revokeObjectURL(a.href);
          }}
        />
      )}
      {reply.polls.length === 0 && <Muted>{t('polls.none')}</Muted>}
      {reply.polls.map((p) => (
        <PollCard
          key={p.id}
          poll={p}
          mine={reply.mine[String(p.id)] ?? null}
          moderator={reply.can_manage}
          canVote={reply.can_vote}
          calls={calls}
        />
      ))}
    </div>
  );
}

function NewPollForm({
  onCreate,
  onExport,
}: {
  onCreate: (question: string, kind: PollKind, options: string[]) => Promise<void>;
  onExport: () => Promise<void>;
}) {
  const { t } = useTranslation('session');
  const [question, setQuestion] = useState('');
  const [kind, setKind] = useState<PollKind>('single');
  const [options, setOptions] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lines = options
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);
  const ready =
    question.trim() !== '' && lines.length >= POLL.MIN_OPTIONS && lines.length <= POLL.MAX_OPTIONS;
  return (
    <Form
      aria-label={t('polls.newPoll')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        onCreate(question.trim(), kind, lines).then(
          () => {
            setQuestion('');
            setOptions('');
            setError(null);
          },
          (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
        );
      }}
    >
      <label htmlFor="poll-question">{t('polls.question')}</label>
      <input
        id="poll-question"
        value={question}
        maxLength={POLL.QUESTION_MAX}
        onChange={(e) => setQuestion(e.target.value)}
      />
      <label htmlFor="poll-kind">{t('polls.kind')}</label>
      <select id="poll-kind" value={kind} onChange={(e) => setKind(e.target.value as PollKind)}>
        <option value="single">{t('polls.single')}</option>
        <option value="multiple">{t('polls.multiple')}</option>
      </select>
      <label htmlFor="poll-options">{t('polls.options')}</label>
      <textarea id="poll-options" rows={4} value={options} onChange={(e) => setOptions(e.target.value)} />
      {error && <p role="alert">{error}</p>}
      <Row>
        <Button type="submit" disabled={!ready}>
          {t('polls.create')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => void onExport()}>
          {t('polls.export')}
        </Button>
      </Row>
    </Form>
  );
}
