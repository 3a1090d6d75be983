import type { EventConfig } from '../../../schemas/eventConfig';
import type { SignedInUser } from '../../../schemas/user';
import { AdSlot } from '../../ui/AdSlot';
import { ProgramTabs } from './ProgramTabs';

/**
 * The lobby's side column (000 §2): the horizontal ad (`ads_by_location.lobby.leaderboard`), the program tabs
 * and the lobby's tile ads.
 * The exhibitor carousel and the upcoming products join with the exhibitor feature.
 */
export function SideColumn({ user, settings }: { user: SignedInUser; settings: EventConfig }) {
  return (
    <>
      <AdSlot settings={settings} page="lobby" slot="leaderboard" />
      <ProgramTabs user={user} settings={settings} />
      <AdSlot settings={settings} page="lobby" slot="tile" />
    </>
  );
}
