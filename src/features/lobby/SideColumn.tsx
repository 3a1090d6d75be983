import type { EventConfig } from '../../../schemas/eventConfig';
import type { SignedInUser } from '../../../schemas/user';
import { AdRotator } from '../../ui/AdRotator';
import { adInterval, adsAt } from '../../ui/adPlacements';
import { ProgramTabs } from './ProgramTabs';

/**
 * The lobby's side column (000 §2): the horizontal ad (`ads_by_location.lobby.leaderboard`) and the program tabs.
 * The exhibitor carousel and the upcoming products join with the exhibitor feature.
 */
export function SideColumn({ user, settings }: { user: SignedInUser; settings: EventConfig }) {
  const ads = adsAt(settings, 'lobby', 'leaderboard');
  return (
    <>
      {ads.length > 0 ? <AdRotator ads={ads} interval={adInterval(settings)} /> : null}
      <ProgramTabs user={user} settings={settings} />
    </>
  );
}
