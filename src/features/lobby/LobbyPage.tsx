import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LAYOUT } from '../../../schemas/constants';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { LobbyActivity } from '../../../schemas/lobby';
import type { SignedInUser } from '../../../schemas/user';
import type { LobbyAdServices } from './LobbyAd';
import type { SideShowcase } from './SideColumn';
import { lobbyParts } from './lobbyParts';
import { LazySafeHtml } from '../../ui/LazySafeHtml';
import { PageTitle } from '../../ui/PageTitle';

// The lobby's first load is its frame, its welcome and its carousel's place; each part below loads right after
// (the lobby's initial JavaScript has a budget, scripts/webBudget.ts), the second variant's lists only where
// configured (their live rules bring the session timing machine).
const parts = () => import('./parts');
const WelcomeCarousel = lazy(() => parts().then((m) => ({ default: m.WelcomeCarousel })));
const LobbyMedia = lazy(() => parts().then((m) => ({ default: m.LobbyMedia })));
const SideColumn = lazy(() => parts().then((m) => ({ default: m.SideColumn })));
const ActivityColumn = lazy(() => parts().then((m) => ({ default: m.ActivityColumn })));
const LobbyAd = lazy(() => parts().then((m) => ({ default: m.LobbyAd })));
const LiveSessions = lazy(() => import('./LiveSessions').then((m) => ({ default: m.LiveSessions })));

/**
 * Three columns from the wide breakpoint (1200 px: activity, main panel, side column), two below it (the
 * activity under the main panel), one on a phone (main panel, side column, activity). The main panel comes first
 * in the page's order, so its heading is what a screen reader meets first.
 */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'main' 'side' 'activity';
  @media (min-width: ${LAYOUT.BREAKPOINT_SMALL + 1}px) {
    grid-template-columns: minmax(0, 2fr) minmax(240px, 1fr);
    grid-template-areas: 'main side' 'activity side';
  }
  @media (min-width: ${LAYOUT.BREAKPOINT_WIDE}px) {
    grid-template-columns: minmax(200px, 1fr) minmax(0, 2.2fr) minmax(240px, 1fr);
    grid-template-areas: 'activity main side';
  }
`;
const Column = styled.div<{ $area: 'main' | 'side' | 'activity' }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;
const Welcome = styled.div`
  h1 { margin: 0 0 ${({ theme }) => theme.space(2)}; }
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; }
`;
/**
 * The carousel's place while its code loads, so nothing below it moves: its controls' row (32 px) and the gap
 * under it, then a slide of WelcomeCarousel's shape.
 */
const CarouselPlace = styled.div`
  padding-block-start: 40px;
  &::after {
    content: '';
    display: block;
    aspect-ratio: 16 / 5;
  }
  @media (max-width: ${LAYOUT.BREAKPOINT_SMALL}px) {
    &::after { aspect-ratio: 16 / 7; }
  }
`;

/** What the lobby asks of the app: its server reads, where its links lead, the ad modal's memory and ads. */
export interface LobbyServices extends LobbyAdServices {
  /** The newest wall activity the user may see. */
  readonly loadActivity: () => Promise<readonly LobbyActivity[]>;
  /** The social wall, when the app has its screen and the event shows it. */
  readonly wallHref: string | null;
  /** The user's profile, when the app has the profile screen. */
  readonly profileHref: string | null;
  /** Hands the program snapshot to the parts that list from it (the program tabs, the live sessions). */
  readonly ProgramScope: ComponentType<{ children: ReactNode }>;
  /** The exhibit hall's exhibitors and products for the side column, when the app and the event have the hall. */
  readonly showcase: SideShowcase | null;
}

/**
 * The lobby home (000 §2, 001 §2): the main panel (welcome carousel, title, description, the event's video and
 * featured videos, or the live sessions of the second variant, and the notifications), the side column (the
 * exhibitor carousel, the horizontal ad, the program tabs and the upcoming products) and the activity column
 * (the profile card and the activity feed). Ghost users get no profile card, no activity heading and no My
 * Itinerary tab (000 §6). The ad modal shows once per sign-in (lobbyAd machine).
 */
export function LobbyPage({
  user,
  settings,
  notifications,
  services,
}: {
  user: SignedInUser;
  settings: EventConfig;
  notifications: ReactNode;
  services: LobbyServices;
}) {
  const { t } = useTranslation();
  const [config] = useState(() => lobbyParts(settings));
  const [adState, setAdState] = useState<string | undefined>(config.ad ? undefined : 'none');
  const welcome = user.Firstname ? t('lobby.welcomeName', { name: user.Firstname }) : t('lobby.welcome');
  return (
    <Columns data-state="lobby" data-testid="lobby" data-variant={config.variant} data-ad={adState}>
      <PageTitle page={t('sidebar.lobby')} />
      <Column $area="main">
        {config.slides.length > 0 ? (
          <Suspense fallback={<CarouselPlace />}>
            <WelcomeCarousel slides={config.slides} interval={config.slideInterval} />
          </Suspense>
        ) : null}
        <Welcome>
          <h1>{config.title ?? welcome}</h1>
          {config.description ? (
            <LazySafeHtml html={config.description} />
          ) : settings.title ? (
            <p>{t('lobby.intro', { title: settings.title })}</p>
          ) : null}
        </Welcome>
        <Suspense fallback={null}>
          {config.variant === 'live' ? (
            <services.ProgramScope>
              <LiveSessions timeZone={settings.timezone ?? 'UTC'} />
            </services.ProgramScope>
          ) : config.video || config.featured.length > 0 ? (
            <LobbyMedia video={config.video} featured={config.featured} />
          ) : null}
        </Suspense>
        {notifications}
      </Column>
      <Column $area="side">
        <Suspense fallback={null}>
          <services.ProgramScope>
            <SideColumn user={user} settings={settings} showcase={services.showcase} />
          </services.ProgramScope>
        </Suspense>
      </Column>
      <Column $area="activity">
        <Suspense fallback={null}>
          <ActivityColumn
            user={user}
            profileHref={services.profileHref}
            loadActivity={services.loadActivity}
            wallHref={services.wallHref}
          />
        </Suspense>
      </Column>
      {config.ad ? (
        <Suspense fallback={null}>
          <LobbyAd ad={config.ad} services={services} onState={setAdState} />
        </Suspense>
      ) : null}
    </Columns>
  );
}
