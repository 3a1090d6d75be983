import { useTranslation } from 'react-i18next';
import { isOn } from '../../schemas/eventConfig';
import { useClient } from '../browser/clientContext';
import { GamePage } from '../features/game/GamePage';
import { LoadFailedAlert } from '../ui/LoadFailedAlert';
import { Loading } from '../ui/Loading';
import { PageTitle } from '../ui/PageTitle';
import { useResourceLoad } from '../ui/useResourceLoad';
import { useSession } from './session';
import { useScreenTexts } from '../i18n/useScreenTexts';

/** The game at /main/game: the game with the user's points, and its leaderboard unless the event hides it. */
export function GameArea() {
  useScreenTexts('game');
  const { t } = useTranslation('game');
  const { session } = useSession();
  const { api } = useClient();
  if (!session) throw new Error('GameArea needs a signed-in user');
  const hidden = isOn(session.settings.hide_gamification_leaderboard);
  const { view, retry } = useResourceLoad(async () => {
    const game = await api.game();
    const leaderboard = game.config && !hidden ? await api.gameLeaderboard() : null;
    return { game, leaderboard };
  });
  if (view.status === 'loading') return <Loading />;
  if (view.status !== 'loaded') {
    return (
      <>
        <PageTitle page={t('game.title')} />
        <h1>{t('game.title')}</h1>
        <LoadFailedAlert view={view} retry={retry} title={t('game.loadFailed')} />
      </>
    );
  }
  return (
    <GamePage
      game={view.value.game}
      leaderboard={view.value.leaderboard}
      user={session.user}
      settings={session.settings}
      now={Date.now()}
    />
  );
}
