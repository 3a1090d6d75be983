import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StoredOutcome } from '../../../machines/awarenessCheck';
import { awarenessCheckView, secondsLeft } from '../../../machines/awarenessCheck.view';
import { awarenessSplits } from '../../../machines/support/awarenessSplits';
import type { WatchEntityType } from '../../../schemas/watch';
import { creditCalls } from '../../api/creditCalls';
import { useCompletionProgress } from './completionProgress';
import { useClient } from '../../browser/clientContext';
import { inspect } from '../../browser/inspection';
import { createClock } from '../../program/clock';
import { Button } from '../../ui/Button';
import { useResourceLoad } from '../../ui/useResourceLoad';
import { liveAwarenessCheckMachine } from './awarenessCheck.live';
import type { PositionFeed } from './positionFeed';

const Prompt = styled.section`
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoBg};
  h3 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1.15rem; }
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
`;
const Results = styled.section`
  margin-top: ${({ theme }) => theme.space(3)};
  h3 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: 1rem; }
  ul { margin: 0 0 ${({ theme }) => theme.space(2)}; padding-inline-start: ${({ theme }) => theme.space(5)}; }
  li[data-outcome='fail'] { color: ${({ theme }) => theme.colors.danger}; }
  p { margin: 0; font-weight: 600; }
`;

export interface AwarenessItem {
  readonly entity: { readonly type: WatchEntityType; readonly id: string };
  /** What makes the splits this user's and this item's. */
  readonly seed: string;
  readonly total: number;
  readonly required: number;
  /** awareness_check_start_offset (s). */
  readonly startOffset: number;
}

/**
 * The awareness checks of an on-demand video (001 §4): the outcomes stored already are read first (none when
 * the read fails: the server keeps the first outcome of a check anyway), then the checks follow the player's
 * position and show their prompt and results below the video.
 */
export function AwarenessChecks({
  item,
  length,
  feed,
}: {
  item: AwarenessItem;
  /** The video's length (s). */
  length: number;
  feed: PositionFeed;
}) {
  const { api } = useClient();
  const calls = useMemo(() => creditCalls(api), [api]);
  const { view } = useResourceLoad(() => calls.awareness(item.entity.type, item.entity.id));
  if (view.status === 'loading') return null;
  const stored: readonly StoredOutcome[] = view.status === 'loaded' ? view.value : [];
  const splits = awarenessSplits({
    total: item.total,
    startOffset: item.startOffset,
    length,
    seed: item.seed,
  });
  return <AwarenessPanel item={item} splits={splits} stored={stored} feed={feed} />;
}

function AwarenessPanel({
  item,
  splits,
  stored,
  feed,
}: {
  item: AwarenessItem;
  splits: readonly number[];
  stored: readonly StoredOutcome[];
  feed: PositionFeed;
}) {
  const { t } = useTranslation();
  const { api } = useClient();
  const { advance } = useCompletionProgress();
  const [logic] = useState(() => {
    const calls = creditCalls(api);
    const writeAwareness: typeof calls.writeAwareness = (body) =>
      calls.writeAwareness(body).then((stored) => {
        advance();
        return stored;
      });
    return liveAwarenessCheckMachine({ writeAwareness }, item.entity);
  });
  const [snapshot, send] = useMachine(logic, {
    inspect,
    input: { splits, stored, total: item.total, required: item.required },
  });
  useEffect(
    () => feed.subscribe((position) => send({ type: 'VIDEO.TIME', position, at: Date.now() })),
    [feed, send],
  );
  const view = awarenessCheckView(snapshot);
  return (
    <div data-testid="awareness" data-state={view.state}>
      {view.prompt ? (
        <AwarenessPrompt
          key={view.prompt.sequence}
          title={t(view.titleKey)}
          text={t(view.promptKey, view.promptParams)}
          affirm={t(view.affirmKey)}
          state={view.state}
          deadline={view.prompt.deadline}
          timeLeft={(seconds) => t(view.secondsLeftKey, { seconds })}
          onAffirm={view.canAffirm ? () => send({ type: 'AWARENESS.AFFIRM', at: Date.now() }) : undefined}
        />
      ) : null}
      {view.summary ? (
        <Results data-testid="awareness-results" aria-live="polite">
          <h3>{t(view.resultsKey)}</h3>
          <ul>
            {view.results.map((r) => (
              <li key={r.sequence} data-outcome={r.passed ? 'pass' : 'fail'}>
                {t(r.key, r.params)}
              </li>
            ))}
          </ul>
          <p data-testid="awareness-summary">{t(view.summary.key, view.summary.params)}</p>
        </Results>
      ) : null}
    </div>
  );
}

/**
 * The open check's prompt: it takes the focus so that Enter answers it (unless the user is typing elsewhere), and
 * counts down its 30 seconds.
 */
function AwarenessPrompt({
  title,
  text,
  affirm,
  state,
  deadline,
  timeLeft,
  onAffirm,
}: {
  title: string;
  text: string;
  affirm: string;
  state: string;
  deadline: number;
  timeLeft: (seconds: number) => string;
  onAffirm: (() => void) | undefined;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [clock] = useState(() => createClock({ tickMs: 1000 }));
  const now = useSyncExternalStore(clock.subscribe, clock.now);
  useEffect(() => {
    // Not from a field being typed in (a note): a space typed there would answer the prompt unseen.
    if (!document.activeElement?.matches('input, textarea, select, [contenteditable="true"]'))
      button.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Prompt
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="awareness-prompt"
      data-state={state}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <p id={`${id}-text`}>{text}</p>
      <p role="timer" data-testid="awareness-countdown">
        {timeLeft(secondsLeft(deadline, now))}
      </p>
      <Button
        ref={button}
        type="button"
        data-testid="awareness-affirm"
        disabled={!onAffirm}
        onClick={onAffirm}
      >
        {affirm}
      </Button>
    </Prompt>
  );
}
