import type { EventConfig } from '../../../schemas/eventConfig';
import type { SignedInUser } from '../../../schemas/user';
import { type LobbyShowcase, NO_SHOWCASE } from '../../exhibitHall/showcase';
import { AdSlot } from '../../ui/AdSlot';
import { adInterval } from '../../ui/adPlacements';
import { useResourceLoad } from '../../ui/useResourceLoad';
import { ExhibitorCarousel } from './ExhibitorCarousel';
import { ProgramTabs } from './ProgramTabs';
import { UpcomingProducts } from './UpcomingProducts';

/** Where the side column's exhibit hall parts come from and lead to; none when the event has no exhibit hall. */
export interface SideShowcase {
  readonly load: () => Promise<LobbyShowcase>;
  readonly hallHref: string;
  readonly productsHref: string;
}

const noShowcase = () => Promise.resolve(NO_SHOWCASE);

/**
 * The lobby's side column (000 §2): the exhibitor carousel, the horizontal ad
 * (`ads_by_location.lobby.leaderboard`), the program tabs, the upcoming products and the lobby's tile ads.
 * The exhibitor carousel turns at the event's ad rotation speed; a part with nothing to show is left out.
 */
export function SideColumn({
  user,
  settings,
  showcase,
}: {
  user: SignedInUser;
  settings: EventConfig;
  showcase: SideShowcase | null;
}) {
  const { view } = useResourceLoad(showcase?.load ?? noShowcase);
  const { exhibitors, products } = view.status === 'loaded' ? view.value : NO_SHOWCASE;
  return (
    <>
      {showcase && exhibitors.length > 0 ? (
        <ExhibitorCarousel
          exhibitors={exhibitors}
          interval={adInterval(settings)}
          hallHref={showcase.hallHref}
        />
      ) : null}
      <AdSlot settings={settings} page="lobby" slot="leaderboard" />
      <ProgramTabs user={user} settings={settings} />
      {showcase && products.length > 0 ? (
        <UpcomingProducts products={products} directoryHref={showcase.productsHref} />
      ) : null}
      <AdSlot settings={settings} page="lobby" slot="tile" />
    </>
  );
}
