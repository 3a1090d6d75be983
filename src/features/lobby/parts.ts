/** The lobby's parts that load right after its first load, as one chunk (see LobbyPage). */
export { ActivityColumn } from './ActivityColumn';
export { LobbyAd } from './LobbyAd';
export { LobbyMedia } from './LobbyVideos';
export { SideColumn } from './SideColumn';
export { WelcomeCarousel } from './WelcomeCarousel';
