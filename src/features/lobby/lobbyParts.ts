import { adRotationMs } from '../../../machines/signIn.view';
import type { EventConfig, LobbyAdModal, LobbySlide, LobbyVideo } from '../../../schemas/eventConfig';

/** An address of another site (it opens in a new tab), as opposed to a path of the app. */
export const isExternal = (url: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/** The parts of the lobby the event configures (`lobby_config`), empty ones left out. */
export interface LobbyParts {
  readonly variant: 'standard' | 'live';
  readonly slides: readonly LobbySlide[];
  readonly slideInterval: number;
  readonly title: string | null;
  readonly description: string | null;
  readonly video: LobbyVideo | null;
  readonly featured: readonly LobbyVideo[];
  readonly ad: LobbyAdModal | null;
}

const text = (s: string | undefined): string | null => (s?.trim() ? s : null);

export function lobbyParts(settings: EventConfig): LobbyParts {
  const c = settings.lobby_config ?? {};
  return {
    variant: c.variant ?? 'standard',
    slides: (c.welcome_carousel ?? []).filter((s) => s.image.trim() !== ''),
    slideInterval: adRotationMs(c.carousel_speed),
    title: text(c.title),
    description: text(c.description),
    video: c.video ?? null,
    featured: c.featured_videos ?? [],
    ad: c.ad_modal ?? null,
  };
}
