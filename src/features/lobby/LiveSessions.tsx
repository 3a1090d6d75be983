import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { ListedItem } from '../../../schemas/program';
import { useNow } from '../../program/ClockProvider';
import { hasVideo } from '../../program/items';
import { itemPath } from '../../program/itemPaths';
import { useProgram } from '../../program/store';
import { liveAndUpcomingSessions, pastLiveSessions } from './liveLists';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h2 { margin: 0; font-size: 1.1rem; }
  ul { list-style: none; margin: 0; padding: 0; }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Switch = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;
const Choice = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] { background: ${({ theme }) => theme.colors.primary}; color: #fff; }
`;
const Tag = styled.span<{ $live?: boolean }>`
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: 4px;
  font-size: 0.75rem;
  font-weight: 700;
  background: ${({ $live, theme }) => ($live ? theme.colors.danger : theme.colors.infoBg)};
  color: ${({ $live, theme }) => ($live ? '#fff' : theme.colors.info)};
`;
const When = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

type Shown = 'upcoming' | 'past';

/** The sessions of one list: the title to the session, LIVE while it runs, Replay once ended with a video. */
function SessionList({
  items,
  now,
  timeZone,
}: {
  items: readonly ListedItem[];
  now: number;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <ul>
      {items.map((i) => {
        const start = i.start_time_unix ?? 0;
        const end = i.end_time_unix ?? start;
        const running = start <= now && now < end;
        return (
          <li key={i._id} data-testid="lobby-live-session">
            <Link href={itemPath(i)}>{i.title}</Link>
            {running ? <Tag $live>{t('lobby.live.now')}</Tag> : null}
            {end <= now && hasVideo(i) ? <Tag>{t('lobby.live.replay')}</Tag> : null}
            <When>{format.format(start)}</When>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The second lobby variant (000 §2): live and upcoming sessions, and past live sessions, with a switch between
 * the two lists when both have sessions; one list alone shows without it, none hides the panel.
 */
export function LiveSessions({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const program = useProgram();
  const now = useNow();
  const [chosen, setChosen] = useState<Shown>('upcoming');
  if (program.status !== 'ready') return null;
  const zone = program.snapshot.timezone || timeZone;
  const lists: Record<Shown, ListedItem[]> = {
    upcoming: liveAndUpcomingSessions(program.snapshot.items, now),
    past: pastLiveSessions(program.snapshot.items, now),
  };
  const both = lists.upcoming.length > 0 && lists.past.length > 0;
  const shown: Shown = both ? chosen : lists.upcoming.length > 0 ? 'upcoming' : 'past';
  if (lists[shown].length === 0) return null;
  return (
    <Section aria-labelledby="lobby-live" data-testid="lobby-live" data-shown={shown}>
      <h2 id="lobby-live">{t(shown === 'upcoming' ? 'lobby.live.upcomingTitle' : 'lobby.live.pastTitle')}</h2>
      {both ? (
        <Switch role="group" aria-label={t('lobby.live.switch')}>
          {(['upcoming', 'past'] as const).map((id) => (
            <Choice key={id} type="button" aria-pressed={shown === id} onClick={() => setChosen(id)}>
              {t(`lobby.live.${id}`)}
            </Choice>
          ))}
        </Switch>
      ) : null}
      <SessionList items={lists[shown]} now={now} timeZone={zone} />
    </Section>
  );
}
