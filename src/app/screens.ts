import type { SidebarEntry } from './sidebar/sidebarEntries';
import { PROGRAM_PATH } from './programRoute';
import { CHAT_PATH } from '../chat/chatPaths';
import {
  MY_PRODUCT_ROUTE,
  MY_PRODUCTS_PATH,
  PRODUCT_DIRECTORY_PATH,
  PRODUCT_ROUTE,
} from '../features/products/paths';

/** The lobby's address (000 §2). */
export const LOBBY_PATH = '/main/lobby';
/** My Itinerary, the menu's itinerary entry. */
export const ITINERARY_PATH = '/main/itinerary';
/** The social wall (001 §2), also at its older address. */
export const WALL_PATH = '/social-apps/wall';
export const WALL_PATHS: readonly string[] = [WALL_PATH, '/social/wall'];
/** The game (002 §2). */
export const GAME_PATH = '/main/game';
/** The networking lounges (001 §2). */
export const LOUNGES_PATH = '/main/social_lounge';
/** An office hour's video room (001 §2, the video rooms' screen). */
export const officeHourRoomPath = (sessionId: number) => `/main/video-room/${sessionId}`;
export const OFFICE_HOUR_ROOM_ROUTE = /^\/main\/video-room\/(?<sessionId>\d{1,10})\/?$/;
/** One of a session's breakout rooms (the spec names no address; docs/decisions.md). */
export const breakoutRoomPath = (sessionId: number, roomId: string) =>
  `/main/breakout-room/${sessionId}/${encodeURIComponent(roomId)}`;
export const BREAKOUT_ROOM_ROUTE = /^\/main\/breakout-room\/(?<sessionId>\d{1,10})\/(?<roomId>[^/]+)\/?$/;
/** A video call's page (001 §2 "Calls"), also at the exhibitor meeting's address; without an id it shows Error. */
export const CALL_ROUTE = /^\/social\/(?:call|exhib_meeting)(?:\/(?<callId>[^/]+))?\/?$/;
/** The chat, and the chat with one person (001 §2). */
export const CHAT_ROUTE = new RegExp(`^${CHAT_PATH}(?:/(?<uuid>[^/]+))?/?$`);
/** The participants directory (000 §2 sidebar, 002 §3), filtered by badge with `?badge=`. */
export const PARTICIPANTS_PATH = '/main/participants';
/** A person's profile (002 §2), the own one at the user's uuid. */
export const PROFILE_ROUTE = /^\/profile\/(?<uuid>[^/]+)\/?$/;
export const profilePath = (uuid: string) => `/profile/${encodeURIComponent(uuid)}`;
/** The exhibit hall (002 §2): the bare path, a hall's directory and a booth, in the main or an additional hall. */
export const EXHIBITORS_ROOT = /^\/exhibitors\/?$/;
export const EXHIBITOR_WALL_ROUTE = /^\/exhibitors\/ExhibitorWall\/?$/;
export const EXHIBITOR_HALL_ROUTE = /^\/exhibitors\/ExhibitorHall\/(?<hallId>[A-Za-z0-9_-]{1,64})\/?$/;
export const BOOTH_ROUTE = /^\/exhibitors\/DetailView\/(?<compId>\d{1,10})\/?$/;
export const HALL_BOOTH_ROUTE =
  /^\/exhibitors\/HallDetailView\/(?<hallId>[A-Za-z0-9_-]{1,64})\/(?<compId>\d{1,10})\/?$/;
/** A booth's video room: its lobby, or a staff contact's personal room (docs/decisions.md). */
export const BOOTH_ROOM_ROUTE =
  /^\/exhibitors\/DetailView\/(?<compId>\d{1,10})\/VideoRoom(?:\/(?<staffUuid>[^/]+))?\/?$/;
export const HALL_BOOTH_ROOM_ROUTE =
  /^\/exhibitors\/HallDetailView\/(?<hallId>[A-Za-z0-9_-]{1,64})\/(?<compId>\d{1,10})\/VideoRoom(?:\/(?<staffUuid>[^/]+))?\/?$/;
/** A booth's leads, for its staff and admins (docs/decisions.md "Exhibitor leads"). */
export const BOOTH_LEADS_ROUTE = /^\/exhibitors\/DetailView\/(?<compId>\d{1,10})\/Leads\/?$/;
/** The exhibit hall's screens: directories, booths, booths' video rooms and leads (the bare path only redirects). */
export const EXHIBITOR_SCREEN_ROUTES = [
  EXHIBITOR_WALL_ROUTE,
  EXHIBITOR_HALL_ROUTE,
  BOOTH_ROUTE,
  HALL_BOOTH_ROUTE,
  BOOTH_ROOM_ROUTE,
  HALL_BOOTH_ROOM_ROUTE,
  BOOTH_LEADS_ROUTE,
];
const EXHIBITOR_ROUTES = [EXHIBITORS_ROOT, ...EXHIBITOR_SCREEN_ROUTES];
/** Abstract voting (002 §2): the forms, and one form. */
export const VOTING_PATH = '/main/voting';
export const VOTING_ROUTE = /^\/main\/voting(?:\/(?<formId>[^/]+))?\/?$/;
/** Custom screens (000 §2): an Accordion screen, and an HTML or Evaluation screen or child page. */
export const FAQ_ROUTE = /^\/main\/faq\/(?<id>[^/]+)\/?$/;
export const CUSTOM_SCREEN_ROUTE = /^\/main\/CustomScreen\/(?:(?<parentId>[^/]+)\/)?(?<id>[^/]+)\/?$/;
/** The administration screens: everything under /main/admin/ (one area, src/app/AdminArea.tsx). */
export const ADMIN_ROUTE = /^\/main\/admin\//;
/** Publish Notification (admins), and editing one. */
export const PUBLISHING_ROUTE = /^\/main\/admin\/publishing(?:\/(?<id>[^/]+)\/edit)?\/?$/;
/** Import Program (admins): a schedule file into the event. */
export const PROGRAM_IMPORT_PATH = '/main/admin/program-import';
/** Event settings (admins): the configuration document, its preview and versions. */
export const SETTINGS_EDITOR_PATH = '/main/admin/settings';
/** Analytics (admins): the event's figures, and one session's. */
export const ANALYTICS_PATH = '/main/admin/analytics';
export const ANALYTICS_ROUTE = /^\/main\/admin\/analytics(?:\/sessions\/(?<sessionId>\d{1,10}))?\/?$/;
export const sessionAnalyticsPath = (sessionId: number) => `${ANALYTICS_PATH}/sessions/${sessionId}`;
/** Data rights (admins): a person's export and deletion on request, and the audit log. */
export const DATA_RIGHTS_PATH = '/main/admin/data-rights';

/** The product directory, a product, and the purchased products (002 §2). */
export const PRODUCT_PATHS = /^(?:\/exhibitors\/products|\/main\/products)\/?$/;
const isProductScreen = (path: string) =>
  PRODUCT_PATHS.test(path) || PRODUCT_ROUTE.test(path) || MY_PRODUCT_ROUTE.test(path);
export { MY_PRODUCT_ROUTE, MY_PRODUCTS_PATH, PRODUCT_DIRECTORY_PATH, PRODUCT_ROUTE };

/**
 * Whether the app has a screen at an in-app address: the addresses App's routes answer. A menu entry to an
 * address without one is not shown (it would lead to the page-not-found), so a feature's entry appears when
 * its screen lands, by adding its route here and in App.
 */
export function hasScreen(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? href;
  return (
    path === LOBBY_PATH ||
    path === ITINERARY_PATH ||
    path === LOUNGES_PATH ||
    path === PARTICIPANTS_PATH ||
    path === GAME_PATH ||
    WALL_PATHS.includes(path) ||
    PUBLISHING_ROUTE.test(path) ||
    path === PROGRAM_IMPORT_PATH ||
    path === SETTINGS_EDITOR_PATH ||
    path === DATA_RIGHTS_PATH ||
    ANALYTICS_ROUTE.test(path) ||
    VOTING_ROUTE.test(path) ||
    FAQ_ROUTE.test(path) ||
    CUSTOM_SCREEN_ROUTE.test(path) ||
    CALL_ROUTE.test(path) ||
    CHAT_ROUTE.test(path) ||
    PROFILE_ROUTE.test(path) ||
    OFFICE_HOUR_ROOM_ROUTE.test(path) ||
    BREAKOUT_ROOM_ROUTE.test(path) ||
    PROGRAM_PATH.test(path) ||
    EXHIBITOR_ROUTES.some((r) => r.test(path)) ||
    isProductScreen(path)
  );
}

/** The entries whose links lead somewhere: external links, and in-app ones with a screen; empty groups go. */
export function reachableEntries(entries: readonly SidebarEntry[]): SidebarEntry[] {
  return entries.flatMap((e): SidebarEntry[] => {
    if (e.kind === 'link') return e.external || hasScreen(e.href) ? [e] : [];
    if (e.kind === 'group') {
      const children = e.children.filter((c) => c.external || hasScreen(c.href));
      return children.length > 0 ? [{ ...e, children }] : [];
    }
    return [e];
  });
}
