/**
 * The sidebar's entries (000 §2, §5, §6; 001 §5; 002 §5) as one pure function of the configuration, the user
 * and a few facts of the moment (soft close, archive mode, the game machine's menu flag, unread chat). The
 * Sidebar component only renders what this returns.
 */
import { customScreenPath } from '../../../schemas/customScreen';
import {
  type CustomChildPage,
  type CustomScreen,
  type EventConfig,
  isOn,
} from '../../../schemas/eventConfig';
import { votingFormId } from '../../../schemas/voting';
import type { SignedInUser } from '../../../schemas/user';
import { type Mode, programHref } from '../../features/program/programQuery';
import { CHAT_PATH } from '../../chat/chatPaths';
import { productDirectoryCompanyIds } from '../../../schemas/purchasedProduct';
import {
  LOUNGES_PATH,
  MY_PRODUCTS_PATH,
  PRODUCT_DIRECTORY_PATH,
  PROGRAM_IMPORT_PATH,
  SETTINGS_EDITOR_PATH,
  DATA_RIGHTS_PATH,
  ANALYTICS_PATH,
  profilePath,
} from '../screens';

export type SidebarKey =
  | 'lobby'
  | 'conference'
  | 'program'
  | 'officeHours'
  | 'liveSessions'
  | 'videos'
  | 'liveNow'
  | 'posters'
  | 'onDemand'
  | 'itinerary'
  | 'voting'
  | 'socialFeed'
  | 'exhibitHall'
  | 'exhibitors'
  | 'exhibitorWall'
  | 'products'
  | 'participants'
  | 'allParticipants'
  | 'socialLounge'
  | 'myProducts'
  | 'chat'
  | 'game'
  | 'support'
  | 'administration'
  | 'publishNotification'
  | 'programImport'
  | 'eventSettings'
  | 'dataRights'
  | 'analytics'
  | 'myAccount'
  | 'logOut';

/** A text key of the `sidebar` section, or a text the configuration gives. */
export type EntryLabel = { readonly key: SidebarKey } | { readonly text: string };

export interface SidebarLink {
  readonly kind: 'link';
  /** Stable id: the override key of sidebar_language_overwrite and the log's title_id. */
  readonly id: string;
  readonly label: EntryLabel;
  readonly href: string;
  /** Leaves the app (new tab). */
  readonly external: boolean;
  /** native: a screen of the app; custom: a custom screen or link of the configuration. */
  readonly targetType: 'native' | 'custom';
  readonly icon?: string;
  readonly badge?: number;
  /** The address as logged. */
  readonly logTarget?: string;
  /**
   * A single-sign-on link: on a click the app asks the server for a one-time token made for the third party and
   * opens `href` with it (withSso); the session's own token never goes into an address.
   */
  readonly sso?: boolean;
  /** A custom screen's id or a custom link's address as configured: the game's CUSTOM_MENU_CLICK item. */
  readonly gameItem?: string;
}

export interface SidebarGroup {
  readonly kind: 'group';
  readonly id: string;
  readonly label: EntryLabel;
  readonly icon?: string;
  readonly children: readonly SidebarLink[];
}

export interface SidebarAction {
  readonly kind: 'action';
  readonly id: 'support' | 'logout';
  readonly label: EntryLabel;
  readonly icon?: string;
}

export type SidebarEntry = SidebarLink | SidebarGroup | SidebarAction;

export type SidebarUser = Pick<
  SignedInUser,
  'uuid' | 'is_admin' | 'limited_access_attendee' | 'social_message' | 'badges' | 'ghost'
>;

export interface SidebarFlags {
  readonly softClosed: boolean;
  readonly archiveMode: boolean;
  /** The gameEligibility machine's menu flag. */
  readonly gameMenu: boolean;
  /** The sum of the unread counts of the user's conversations. */
  readonly unreadChat: number;
}

/** The program mode of each sidebarconfig type (the program screen reads `hierarchicalMenu[screen]`). */
const FILTERS: Record<string, { key: SidebarKey; filter: Mode | null }> = {
  program: { key: 'program', filter: null },
  office_hours: { key: 'officeHours', filter: 'office_hours' },
  live_sessions: { key: 'liveSessions', filter: 'live_sessions' },
  videos: { key: 'videos', filter: 'videos' },
  live_now: { key: 'liveNow', filter: 'live_now' },
  posters: { key: 'posters', filter: 'posters' },
  on_demand: { key: 'onDemand', filter: 'on_demand' },
};

const DEFAULT_PROGRAM_CONFIG: NonNullable<EventConfig['sidebarconfig']> = [
  { type: 'program' },
  { type: 'itinerary' },
];

/** Links without a scheme get https:// (000 §5). */
export function withScheme(href: string): string {
  const trimmed = href.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/')) return trimmed;
  return `https://${trimmed.replace(/^\/\//, '')}`;
}

/**
 * A single-sign-on address: a one-time token made for the third party (POST /api/sso/external-token) and the
 * user's uuid as the `token` and `uuid` query parameters.
 */
export function withSso(href: string, sso: { token: string; uuid: string }): string {
  const url = new URL(withScheme(href), 'https://invalid.local');
  url.searchParams.set('token', sso.token);
  url.searchParams.set('uuid', sso.uuid);
  return url.href;
}

const link = (
  id: string,
  label: EntryLabel,
  href: string,
  extra: Partial<
    Pick<SidebarLink, 'icon' | 'badge' | 'external' | 'targetType' | 'logTarget' | 'sso' | 'gameItem'>
  > = {},
): SidebarLink => ({ kind: 'link', id, label, href, external: false, targetType: 'native', ...extra });

const labelOf = (text: string | undefined, key: SidebarKey): EntryLabel =>
  text?.trim() ? { text: text.trim() } : { key };

function programEntry(
  entry: NonNullable<EventConfig['sidebarconfig']>[number],
  index: number,
  config: EventConfig,
): SidebarLink | null {
  if (isOn(entry.hide_virtual)) return null;
  const icon = entry.icon ? { icon: entry.icon } : {};
  if (entry.type === 'abstract_page') {
    const page = config.abstract_list_pages?.pages.find((p) => p.id === entry.abstract_page_id);
    if (!page) return null;
    const label = entry.label?.trim() ? entry.label.trim() : page.title;
    return link(`abstract-page-${page.id}`, { text: label }, programHref({ customPage: page.id }), icon);
  }
  if (entry.type === 'itinerary') {
    return link('itinerary', labelOf(entry.label, 'itinerary'), '/main/itinerary', icon);
  }
  if (entry.type === 'session_type') {
    if (entry.session_type_id === undefined) return null;
    const id = String(entry.session_type_id);
    return link(`type-${id}`, labelOf(entry.label, 'program'), programHref({ types: [id] }), icon);
  }
  const known = FILTERS[entry.type];
  if (!known) return null;
  const href = programHref(known.filter ? { mode: known.filter } : {});
  return link(known.filter ?? `program-${index}`, labelOf(entry.label, known.key), href, icon);
}

function conference(config: EventConfig): SidebarEntry[] {
  const source = config.sidebarconfig?.length ? config.sidebarconfig : DEFAULT_PROGRAM_CONFIG;
  const inGroup: SidebarLink[] = [];
  const inRoot: SidebarLink[] = [];
  source.forEach((entry, i) => {
    const made = programEntry(entry, i, config);
    if (made) (isOn(entry.showInRoot) ? inRoot : inGroup).push(made);
  });
  const group: SidebarEntry[] = inGroup.length
    ? [{ kind: 'group', id: 'conference', label: { key: 'conference' }, icon: 'calendar', children: inGroup }]
    : [];
  return [...group, ...inRoot];
}

function voting(config: EventConfig): SidebarEntry[] {
  const v = config.basic_abstract_voting;
  if (!v || !isOn(v.enabled) || v.forms.length === 0) return [];
  const label = labelOf(v.title, 'voting');
  const forms = v.forms.map((f, i) => {
    const id = votingFormId(f, i);
    return link(`voting-${id}`, { text: f.label }, `/main/voting/${encodeURIComponent(id)}`);
  });
  const [only] = forms;
  if (forms.length === 1 && only) return [{ ...only, id: 'voting', label }];
  return [{ kind: 'group', id: 'voting', label, icon: 'like', children: forms }];
}

interface Named {
  readonly id: string;
  readonly label: string;
}
/** Reads `[{ id, label }]` (or `name`/`title` for label) from a configuration value of loose shape. */
function namedList(value: unknown): Named[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v): Named[] => {
    if (typeof v !== 'object' || v === null) return [];
    const r = v as Record<string, unknown>;
    const id = r.id ?? r.CompID ?? r.exhibitor_id;
    const label = r.label ?? r.name ?? r.title;
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof label !== 'string') return [];
    return [{ id: String(id), label }];
  });
}
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const flagOf = (value: unknown) => value === true || value === 1 || value === '1';

function exhibitHall(config: EventConfig): SidebarEntry[] {
  if (!isOn(config.enable_exhibitor)) return [];
  const hall = record(config.exhibitor_hall_config);
  const title = typeof hall.title === 'string' ? hall.title : undefined;
  const children: SidebarLink[] = [
    link('exhibitors', labelOf(title, 'exhibitors'), '/exhibitors/ExhibitorWall'),
  ];
  if (productDirectoryCompanyIds(hall).length > 0) {
    children.push(link('products', { key: 'products' }, PRODUCT_DIRECTORY_PATH));
  }
  for (const h of namedList(hall.additional_halls)) {
    children.push(
      link(`hall-${h.id}`, { text: h.label }, `/exhibitors/ExhibitorHall/${encodeURIComponent(h.id)}`),
    );
  }
  for (const e of namedList(config.sidebarexhibitor)) {
    children.push(
      link(`exhibitor-${e.id}`, { text: e.label }, `/exhibitors/DetailView/${encodeURIComponent(e.id)}`),
    );
  }
  return [
    { kind: 'group', id: 'exhibit-hall', label: labelOf(title, 'exhibitHall'), icon: 'shop', children },
  ];
}

function participants(config: EventConfig): SidebarEntry[] {
  const c = record(config.participants_sidebar_config);
  if ('enabled' in c && !flagOf(c.enabled)) return [];
  const badges = Array.isArray(c.badge_filters) ? c.badge_filters : [];
  const filters = badges.flatMap((id): SidebarLink[] => {
    const badge = config.attendee_badges?.find((b) => b.id === id);
    if (!badge || isOn(badge.hidden)) return [];
    return [link(`participants-${badge.id}`, { text: badge.label }, `/main/participants?badge=${badge.id}`)];
  });
  if (filters.length === 0) return [link('participants', { key: 'participants' }, '/main/participants')];
  return [
    {
      kind: 'group',
      id: 'participants',
      label: { key: 'participants' },
      icon: 'team',
      children: [link('participants-all', { key: 'allParticipants' }, '/main/participants'), ...filters],
    },
  ];
}

/** Lounges exist when the configuration lists lobbies or jitsi_config.lobbies (001 §5). */
const hasLounges = (config: EventConfig) =>
  (config.lobbies?.length ?? 0) > 0 || namedOrText(record(config.jitsi_config).lobbies);
const namedOrText = (v: unknown) => Array.isArray(v) && v.length > 0;

/** A custom screen's entry: its page (000 §2), or, with `href`, an external link with optional single sign-on. */
function customScreenLink(screen: CustomScreen | CustomChildPage, parentId?: string | number): SidebarLink {
  const id = parentId === undefined ? `screen-${screen.id}` : `screen-${parentId}-${screen.id}`;
  if (screen.href) {
    return link(id, { text: screen.title }, withScheme(screen.href), {
      external: true,
      targetType: 'custom',
      gameItem: String(screen.id),
      logTarget: withScheme(screen.href),
      ...(isOn(screen.SSO) ? { sso: true } : {}),
    });
  }
  return link(id, { text: screen.title }, customScreenPath(screen, parentId), {
    targetType: 'custom',
    gameItem: String(screen.id),
  });
}

function customScreens(config: EventConfig): SidebarEntry[] {
  return (config.custom_html_screens ?? []).map((s): SidebarEntry => {
    const children = (s.child_pages ?? []).map((c) => customScreenLink(c, s.id));
    if (children.length === 0) return customScreenLink(s);
    return {
      kind: 'group',
      id: `screen-${s.id}`,
      label: { text: s.title },
      children: [customScreenLink(s), ...children],
    };
  });
}

function customLinks(config: EventConfig): SidebarLink[] {
  return (config.menu_config?.custom_links ?? []).map((l, i) =>
    link(`link-${i}`, { text: l.label }, withScheme(l.href), {
      external: true,
      targetType: 'custom',
      gameItem: l.href,
      logTarget: withScheme(l.href),
      ...(l.icon ? { icon: l.icon } : {}),
      ...(isOn(l.SSO) ? { sso: true } : {}),
    }),
  );
}

function support(config: EventConfig): SidebarEntry[] {
  if (isOn(config.hideNativeSupport)) return [];
  if (config.externalSupportLink) {
    return [
      link('support', { key: 'support' }, withScheme(config.externalSupportLink), {
        external: true,
        icon: 'question',
      }),
    ];
  }
  return [{ kind: 'action', id: 'support', label: { key: 'support' }, icon: 'question' }];
}

/** The sidebar, top to bottom. */
export function sidebarEntries(config: EventConfig, user: SidebarUser, flags: SidebarFlags): SidebarEntry[] {
  const entries: SidebarEntry[] = [link('lobby', { key: 'lobby' }, '/main/lobby', { icon: 'home' })];
  if (!isOn(config.hide_native_menu)) entries.push(...conference(config));
  entries.push(...voting(config));
  if (!isOn(config.hide_discussion_board)) {
    entries.push(link('social-feed', { key: 'socialFeed' }, '/social-apps/wall', { icon: 'message' }));
  }
  entries.push(...exhibitHall(config));
  entries.push(...participants(config));
  if (!flags.softClosed && !flags.archiveMode && hasLounges(config) && !isOn(config.hide_social_lounge)) {
    entries.push(link('social-lounge', { key: 'socialLounge' }, LOUNGES_PATH, { icon: 'coffee' }));
  }
  if (isOn(config.menu_show_products) && !user.limited_access_attendee) {
    entries.push(link('my-products', { key: 'myProducts' }, MY_PRODUCTS_PATH, { icon: 'shopping' }));
  }
  if (
    isOn(config.chat_enabled) &&
    !user.limited_access_attendee &&
    user.social_message === 1 &&
    !flags.archiveMode
  ) {
    entries.push(
      link('chat', { key: 'chat' }, CHAT_PATH, { icon: 'chat', badge: Math.max(0, flags.unreadChat) }),
    );
  }
  if (isOn(config.gamification_enabled) && flags.gameMenu) {
    entries.push(link('game', { key: 'game' }, '/main/game', { icon: 'trophy' }));
  }
  entries.push(...customScreens(config));
  entries.push(...customLinks(config));
  entries.push(...support(config));
  if (user.is_admin) {
    entries.push({
      kind: 'group',
      id: 'administration',
      label: { key: 'administration' },
      icon: 'setting',
      children: [
        link('publish-notification', { key: 'publishNotification' }, '/main/admin/publishing'),
        link('program-import', { key: 'programImport' }, PROGRAM_IMPORT_PATH),
        link('event-settings', { key: 'eventSettings' }, SETTINGS_EDITOR_PATH),
        link('analytics', { key: 'analytics' }, ANALYTICS_PATH),
        link('data-rights', { key: 'dataRights' }, DATA_RIGHTS_PATH),
      ],
    });
  }
  entries.push(link('my-account', { key: 'myAccount' }, profilePath(user.uuid), { icon: 'user' }));
  entries.push({ kind: 'action', id: 'logout', label: { key: 'logOut' }, icon: 'logout' });
  return entries;
}

/** Every link of the entries, groups opened. */
export const flatLinks = (entries: readonly SidebarEntry[]): SidebarLink[] =>
  entries.flatMap((e) => (e.kind === 'group' ? e.children : e.kind === 'link' ? [e] : []));
