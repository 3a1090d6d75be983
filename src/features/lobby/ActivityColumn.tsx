import type { LobbyActivity } from '../../../schemas/lobby';
import type { SignedInUser } from '../../../schemas/user';
import { ActivityFeed } from './ActivityFeed';
import { ProfileCard } from './ProfileCard';

/** The lobby's activity column: the profile card (none for ghost users, 000 §6) and the activity feed. */
export function ActivityColumn({
  user,
  profileHref,
  loadActivity,
  wallHref,
}: {
  user: SignedInUser;
  profileHref: string | null;
  loadActivity: () => Promise<readonly LobbyActivity[]>;
  wallHref: string | null;
}) {
  return (
    <>
      {user.ghost ? null : <ProfileCard user={user} profileHref={profileHref} />}
      <ActivityFeed load={loadActivity} ghost={user.ghost} wallHref={wallHref} />
    </>
  );
}
