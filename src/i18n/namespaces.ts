/**
 * The texts that load with their screens rather than with the app: one i18next namespace per group of screens, one
 * loader per language (a chunk each). The app's own texts (namespace 'translation', src/i18n/locales/<lang>.ts) keep
 * what the sign-in page, the shell and the lobby show; a key not found in a screen's namespace is looked up there.
 * A namespace holds whole top-level groups of keys under their usual names (`chat.title` in 'chat'), so the
 * event's configured texts (overrides.ts) find their namespace from a key's first part.
 */
import type { Language } from '.';
import type { AdminResources } from './locales/admin/en';
import type { ExhibitorsResources } from './locales/exhibitors/en';
import type { ChatResources } from './locales/chat/en';
import type { CallsResources } from './locales/calls/en';
import type { LoungesResources } from './locales/lounges/en';
import type { GameResources } from './locales/game/en';
import type { VotingResources } from './locales/voting/en';
import type { CustomScreensResources } from './locales/customScreens/en';
import type { PeopleResources } from './locales/people/en';
import type { SessionResources } from './locales/session/en';

type Loaders<T> = Record<Language, () => Promise<T>>;

/** The namespaces, each with the top-level key groups it holds and its loader per language. */
export const TEXT_NAMESPACES = {
  admin: {
    groups: [],
    load: {
      en: () => import('./locales/admin/en').then((m) => m.enAdmin),
      zh: () => import('./locales/admin/zh').then((m) => m.zhAdmin),
      ar: () => import('./locales/admin/ar').then((m) => m.arAdmin),
      it: () => import('./locales/admin/it').then((m) => m.itAdmin),
      es: () => import('./locales/admin/es').then((m) => m.esAdmin),
      fr: () => import('./locales/admin/fr').then((m) => m.frAdmin),
    } satisfies Loaders<AdminResources>,
  },
  exhibitors: {
    groups: ['exhibitors', 'booth', 'boothRooms', 'meetings', 'exhibitMedia'],
    load: {
      en: () => import('./locales/exhibitors/en').then((m) => m.enExhibitors),
      zh: () => import('./locales/exhibitors/zh').then((m) => m.zhExhibitors),
      ar: () => import('./locales/exhibitors/ar').then((m) => m.arExhibitors),
      it: () => import('./locales/exhibitors/it').then((m) => m.itExhibitors),
      es: () => import('./locales/exhibitors/es').then((m) => m.esExhibitors),
      fr: () => import('./locales/exhibitors/fr').then((m) => m.frExhibitors),
    } satisfies Loaders<ExhibitorsResources>,
  },
  chat: {
    groups: ['chat'],
    load: {
      en: () => import('./locales/chat/en').then((m) => m.enChat),
      zh: () => import('./locales/chat/zh').then((m) => m.zhChat),
      ar: () => import('./locales/chat/ar').then((m) => m.arChat),
      it: () => import('./locales/chat/it').then((m) => m.itChat),
      es: () => import('./locales/chat/es').then((m) => m.esChat),
      fr: () => import('./locales/chat/fr').then((m) => m.frChat),
    } satisfies Loaders<ChatResources>,
  },
  calls: {
    groups: ['calls', 'rooms'],
    load: {
      en: () => import('./locales/calls/en').then((m) => m.enCalls),
      zh: () => import('./locales/calls/zh').then((m) => m.zhCalls),
      ar: () => import('./locales/calls/ar').then((m) => m.arCalls),
      it: () => import('./locales/calls/it').then((m) => m.itCalls),
      es: () => import('./locales/calls/es').then((m) => m.esCalls),
      fr: () => import('./locales/calls/fr').then((m) => m.frCalls),
    } satisfies Loaders<CallsResources>,
  },
  lounges: {
    groups: ['lounges'],
    load: {
      en: () => import('./locales/lounges/en').then((m) => m.enLounges),
      zh: () => import('./locales/lounges/zh').then((m) => m.zhLounges),
      ar: () => import('./locales/lounges/ar').then((m) => m.arLounges),
      it: () => import('./locales/lounges/it').then((m) => m.itLounges),
      es: () => import('./locales/lounges/es').then((m) => m.esLounges),
      fr: () => import('./locales/lounges/fr').then((m) => m.frLounges),
    } satisfies Loaders<LoungesResources>,
  },
  game: {
    groups: ['game'],
    load: {
      en: () => import('./locales/game/en').then((m) => m.enGame),
      zh: () => import('./locales/game/zh').then((m) => m.zhGame),
      ar: () => import('./locales/game/ar').then((m) => m.arGame),
      it: () => import('./locales/game/it').then((m) => m.itGame),
      es: () => import('./locales/game/es').then((m) => m.esGame),
      fr: () => import('./locales/game/fr').then((m) => m.frGame),
    } satisfies Loaders<GameResources>,
  },
  voting: {
    groups: ['voting'],
    load: {
      en: () => import('./locales/voting/en').then((m) => m.enVoting),
      zh: () => import('./locales/voting/zh').then((m) => m.zhVoting),
      ar: () => import('./locales/voting/ar').then((m) => m.arVoting),
      it: () => import('./locales/voting/it').then((m) => m.itVoting),
      es: () => import('./locales/voting/es').then((m) => m.esVoting),
      fr: () => import('./locales/voting/fr').then((m) => m.frVoting),
    } satisfies Loaders<VotingResources>,
  },
  customScreens: {
    groups: ['customScreens'],
    load: {
      en: () => import('./locales/customScreens/en').then((m) => m.enCustomScreens),
      zh: () => import('./locales/customScreens/zh').then((m) => m.zhCustomScreens),
      ar: () => import('./locales/customScreens/ar').then((m) => m.arCustomScreens),
      it: () => import('./locales/customScreens/it').then((m) => m.itCustomScreens),
      es: () => import('./locales/customScreens/es').then((m) => m.esCustomScreens),
      fr: () => import('./locales/customScreens/fr').then((m) => m.frCustomScreens),
    } satisfies Loaders<CustomScreensResources>,
  },
  people: {
    groups: ['profile', 'participants'],
    load: {
      en: () => import('./locales/people/en').then((m) => m.enPeople),
      zh: () => import('./locales/people/zh').then((m) => m.zhPeople),
      ar: () => import('./locales/people/ar').then((m) => m.arPeople),
      it: () => import('./locales/people/it').then((m) => m.itPeople),
      es: () => import('./locales/people/es').then((m) => m.esPeople),
      fr: () => import('./locales/people/fr').then((m) => m.frPeople),
    } satisfies Loaders<PeopleResources>,
  },
  session: {
    groups: ['evaluation', 'polls', 'questions'],
    load: {
      en: () => import('./locales/session/en').then((m) => m.enSession),
      zh: () => import('./locales/session/zh').then((m) => m.zhSession),
      ar: () => import('./locales/session/ar').then((m) => m.arSession),
      it: () => import('./locales/session/it').then((m) => m.itSession),
      es: () => import('./locales/session/es').then((m) => m.esSession),
      fr: () => import('./locales/session/fr').then((m) => m.frSession),
    } satisfies Loaders<SessionResources>,
  },
} as const;

export type TextNamespace = keyof typeof TEXT_NAMESPACES;
export const isTextNamespace = (ns: string): ns is TextNamespace => Object.hasOwn(TEXT_NAMESPACES, ns);

const NAMESPACE_OF_GROUP: ReadonlyMap<string, TextNamespace> = new Map(
  Object.entries(TEXT_NAMESPACES).flatMap(([ns, { groups }]) =>
    (groups as readonly string[]).map((group) => [group, ns as TextNamespace] as const),
  ),
);

/** The namespace a (dotted) text key lives in: its lazily loaded one, else the app's ('translation'). */
export const namespaceOfKey = (key: string): TextNamespace | 'translation' =>
  NAMESPACE_OF_GROUP.get(key.split('.')[0] ?? '') ?? 'translation';

type Texts = Record<string, unknown>;
type Entries = [key: string, value: unknown][];
const isRecord = (v: unknown): v is Texts => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Texts to lay over a namespace once it loads, per i18next instance, per `<language>|<namespace>`. */
const queued = new WeakMap<object, Map<string, Entries>>();

/** Keeps texts (dotted keys or nested groups) for a namespace not loaded yet; they join it as it loads. */
export function queueTexts(instance: object, language: string, namespace: string, entries: Entries): void {
  const perInstance = queued.get(instance) ?? new Map<string, Entries>();
  queued.set(instance, perInstance);
  const id = `${language}|${namespace}`;
  perInstance.set(id, [...(perInstance.get(id) ?? []), ...entries]);
}

function deepMerge(target: Texts, source: Texts): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isRecord(value) && isRecord(current)) deepMerge(current, value);
    else if (isRecord(value)) target[key] = structuredClone(value);
    else target[key] = value;
  }
}

/** The loaded texts of a namespace with the queued ones laid over them (a copy: the module's object stays as is). */
export function withQueuedTexts(instance: object, language: string, namespace: string, texts: Texts): Texts {
  const entries = queued.get(instance)?.get(`${language}|${namespace}`);
  if (!entries?.length) return texts;
  const merged = structuredClone(texts);
  for (const [key, value] of entries) {
    const path = key.split('.');
    const last = path.pop() as string;
    let node = merged;
    for (const part of path) {
      if (!isRecord(node[part])) node[part] = {};
      node = node[part] as Texts;
    }
    if (isRecord(value)) {
      if (!isRecord(node[last])) node[last] = {};
      deepMerge(node[last] as Texts, value);
    } else if (typeof value === 'string') node[last] = value;
  }
  return merged;
}
