import { useAdLog } from '../ui/adLog';
import { lazy, Suspense, useMemo } from 'react';
import { isOn } from '../../schemas/eventConfig';
import { productDirectoryCompanyIds } from '../../schemas/purchasedProduct';
import { loadShowcase } from '../exhibitHall/loadShowcase';
import { useClient } from '../browser/clientContext';
import { LobbyPage, type LobbyServices } from '../features/lobby/LobbyPage';
import { EXHIBITOR_WALL_PATH } from '../features/exhibitors/exhibitorPaths';
import { hasScreen, PRODUCT_DIRECTORY_PATH, profilePath, WALL_PATH } from './screens';
import { useSession } from './session';
import { WithProgram } from './WithProgram';

// The notifications load after the lobby shows, so that the lobby stays within its first-load budget.
const LobbyNotifications = lazy(() =>
  import('./LobbyNotifications').then((m) => ({ default: m.LobbyNotifications })),
);

/** The lobby at /main/lobby, with its notifications, the program its lists read, and its services. */
export function LobbyArea() {
  const { session } = useSession();
  const { api, storage } = useClient();
  if (!session) throw new Error('LobbyArea needs a signed-in user');
  const { user, settings, loginId } = session;
  const logModalAd = useAdLog('lobby', 'modal');
  const services = useMemo((): LobbyServices => {
    const profile = profilePath(user.uuid);
    // The exhibit hall's parts of the side column: the hall's exhibitors, and its products when the event lists
    // a product directory (as the sidebar does).
    const showcaseOf = () => {
      if (!isOn(settings.enable_exhibitor) || !hasScreen(EXHIBITOR_WALL_PATH)) return null;
      const products =
        productDirectoryCompanyIds(settings.exhibitor_hall_config).length > 0 &&
        hasScreen(PRODUCT_DIRECTORY_PATH);
      return {
        load: () => loadShowcase(api, { exhibitors: true, products }),
        hallHref: EXHIBITOR_WALL_PATH,
        productsHref: PRODUCT_DIRECTORY_PATH,
      };
    };
    return {
      // The reply's schema (with the wall's) loads with the call, after the lobby's first load.
      loadActivity: async () => (await import('../api/lobbyCalls')).lobbyCalls(api).activity(),
      wallHref: hasScreen(WALL_PATH) && !isOn(settings.hide_discussion_board) ? WALL_PATH : null,
      profileHref: hasScreen(profile) ? profile : null,
      adSeen: (ad) => storage.lobbyAdSeen(loginId, ad.src),
      rememberAd: (ad) => storage.recordLobbyAd(loginId, ad.src),
      logAd: (action, ad) => logModalAd(action, ad),
      ProgramScope: WithProgram,
      showcase: showcaseOf(),
    };
  }, [api, storage, user.uuid, settings, loginId, logModalAd]);
  return (
    <LobbyPage
      user={user}
      settings={settings}
      services={services}
      notifications={
        <Suspense fallback={null}>
          <LobbyNotifications />
        </Suspense>
      }
    />
  );
}
