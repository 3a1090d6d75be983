/**
 * Texts in en (default), zh, ar, it, es and fr. The chosen language is kept in localStorage; Arabic turns the
 * page right-to-left (`dir="rtl"` on <html>).
 */
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, RTL_LANGUAGES } from '../../schemas/constants';
import type { AdminResources } from './locales/admin/en';
import { en, type Resources } from './locales/en';

export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'lang';
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  ar: 'العربية',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
};

/** English comes with the page; every other language loads when it is first chosen (a chunk of its own). */
const resources = { en: { translation: en } };
const OTHER_LANGUAGES: Record<Exclude<Language, 'en'>, () => Promise<Resources>> = {
  zh: () => import('./locales/zh').then((m) => m.zh),
  ar: () => import('./locales/ar').then((m) => m.ar),
  it: () => import('./locales/it').then((m) => m.it),
  es: () => import('./locales/es').then((m) => m.es),
  fr: () => import('./locales/fr').then((m) => m.fr),
};
/** The administration screens' texts (namespace 'admin'), loaded with those screens in the reader's language. */
const ADMIN_TEXTS: Record<Language, () => Promise<AdminResources>> = {
  en: () => import('./locales/admin/en').then((m) => m.enAdmin),
  zh: () => import('./locales/admin/zh').then((m) => m.zhAdmin),
  ar: () => import('./locales/admin/ar').then((m) => m.arAdmin),
  it: () => import('./locales/admin/it').then((m) => m.itAdmin),
  es: () => import('./locales/admin/es').then((m) => m.esAdmin),
  fr: () => import('./locales/admin/fr').then((m) => m.frAdmin),
};
export const ADMIN_NAMESPACE = 'admin';
const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load =
      namespace === ADMIN_NAMESPACE
        ? ADMIN_TEXTS[language as Language]
        : OTHER_LANGUAGES[language as keyof typeof OTHER_LANGUAGES];
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

export const isLanguage = (v: unknown): v is Language => LANGUAGES.includes(v as Language);
export const directionOf = (lang: string) => (RTL_LANGUAGES.includes(lang as 'ar') ? 'rtl' : 'ltr');

function readStored(storage: Storage | null): Language {
  try {
    const v = storage?.getItem(LANGUAGE_KEY);
    return isLanguage(v) ? v : 'en';
  } catch {
    return 'en';
  }
}

/** A fresh i18next instance: language from storage (else en); each change is stored and sets lang and dir. */
export function createI18n(opts: {
  storage: Storage | null;
  root?: HTMLElement | null;
  language?: Language;
}): i18n {
  const instance = i18next.createInstance();
  const apply = (lang: string) => {
    if (opts.root) {
      opts.root.lang = lang;
      opts.root.dir = directionOf(lang);
    }
  };
  instance.on('languageChanged', (lang) => {
    apply(lang);
    try {
      opts.storage?.setItem(LANGUAGE_KEY, lang);
    } catch {
      // Storage can be full or blocked; the language still changes for this page.
    }
  });
  void instance
    .use(lazyLanguages)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      // Texts added later (a language's overrides once it has loaded) show at once.
      react: { bindI18nStore: 'added' },
      lng: opts.language ?? readStored(opts.storage),
      fallbackLng: 'en',
      // The admin screens' texts may use the app's (common.*): a key not in their namespace is looked up there.
      fallbackNS: 'translation',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  apply(instance.language);
  return instance;
}
