import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type EventConfig, isOn } from '../../../schemas/eventConfig';
import type { GameReply, LeaderboardReply } from '../../../schemas/game';
import type { SignedInUser } from '../../../schemas/user';
import { Alert } from '../../ui/Alert';
import { PageTitle } from '../../ui/PageTitle';
import { SafeHtml } from '../../ui/SafeHtml';
import { Tab, TabList } from '../../ui/Tabs';
import { Leaderboard } from './Leaderboard';
import { MyTasks } from './MyTasks';
import { taskRows } from './taskRows';
import { useGameEligibility } from './useGameEligibility';
import { useLiveLeaderboard } from './useLiveLeaderboard';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  h1 { margin: 0; }
  h2 { margin: 0 0 ${({ theme }) => theme.space(3)}; font-size: 1.25rem; }
`;

type TabId = 'leaderboard' | 'prizes' | 'tasks';

export interface GamePageProps {
  game: GameReply;
  /** The leaderboard as loaded; null when the event hides it (hide_gamification_leaderboard). */
  leaderboard: LeaderboardReply | null;
  user: SignedInUser;
  settings: EventConfig;
  now: number;
}

/** The date of the 'Game begins on {date}' banner, written the reader's way (the day is the event's own). */
const longDate = (isoDate: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(isoDate));

/**
 * The game at /main/game (002 §2): 'Game begins on {date}' before the start, then the tabs Leaderboard (unless
 * hidden), Prizes and My Tasks. The gameEligibility machine says whether the user takes part.
 */
export function GamePage({ game, leaderboard, user, settings, now }: GamePageProps) {
  const { t, i18n } = useTranslation('game');
  const view = useGameEligibility(game, user, settings.timezone ?? 'UTC', now);
  const board = useLiveLeaderboard(leaderboard, user.uuid);
  const showBoard = board !== null && !isOn(settings.hide_gamification_leaderboard);
  const tabs: TabId[] = [...(showBoard ? (['leaderboard'] as const) : []), 'prizes', 'tasks'];
  const [chosen, setChosen] = useState<TabId>(tabs[0] ?? 'tasks');
  const tab = tabs.includes(chosen) ? chosen : 'tasks';
  const mine = board?.top.find((e) => e.uuid === user.uuid);
  const points = Math.max(game.points, mine?.points ?? 0);
  const title = t('game.title');

  return (
    <Page data-testid="game-page" data-state={view.state}>
      <PageTitle page={title} />
      <h1>{title}</h1>
      {view.banner ? (
        <Alert tone="info">
          {t(view.banner.key, { date: longDate(view.banner.params.date, i18n.language) })}
        </Alert>
      ) : null}
      {view.state === 'ended' ? <Alert tone="info">{t('game.ended')}</Alert> : null}
      {view.state === 'ineligible' || game.config === null ? (
        <Alert tone="info">{t('game.notForYou')}</Alert>
      ) : (
        <>
          <TabList role="tablist" aria-label={t('game.tabs')}>
            {tabs.map((id) => (
              <Tab
                key={id}
                type="button"
                role="tab"
                id={`game-tab-${id}`}
                aria-selected={tab === id}
                aria-controls={`game-panel-${id}`}
                $on={tab === id}
                onClick={() => setChosen(id)}
              >
                {t(`game.tab_${id}`)}
              </Tab>
            ))}
          </TabList>
          <section role="tabpanel" id={`game-panel-${tab}`} aria-labelledby={`game-tab-${tab}`}>
            {tab === 'leaderboard' && board ? (
              <Leaderboard
                board={board}
                uuid={user.uuid}
                {...(game.config.general_config?.leaderboard?.editorHtml
                  ? { intro: game.config.general_config.leaderboard.editorHtml }
                  : {})}
              />
            ) : null}
            {tab === 'prizes' ? (
              game.config.prize_config?.editorHtml ? (
                <SafeHtml html={game.config.prize_config.editorHtml} />
              ) : (
                <p>{t('game.noPrizes')}</p>
              )
            ) : null}
            {tab === 'tasks' ? <MyTasks rows={taskRows(game)} points={points} /> : null}
          </section>
        </>
      )}
    </Page>
  );
}
