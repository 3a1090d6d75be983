/**
 * Texts in en (default), zh, ar, it, es and fr. The chosen language is kept in localStorage; Arabic turns the
 * page right-to-left (`dir="rtl"` on <html>).
 */
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, RTL_LANGUAGES } from '../../schemas/constants';
import { en, type Resources } from './locales/en';
import { isTextNamespace, TEXT_NAMESPACES, withQueuedTexts } from './namespaces';

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
export const ADMIN_NAMESPACE = 'admin';

/**
 * Loads a language's app texts (other than English) and the namespaces of src/i18n/namespaces.ts as screens ask
 * for them. One per instance: the event's texts queued for a namespace (overrides.ts) join it as it loads.
 */
function lazyTexts(instance: i18n): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const load: (() => Promise<object>) | undefined = isTextNamespace(namespace)
        ? TEXT_NAMESPACES[namespace].load[language as Language]
        : OTHER_LANGUAGES[language as keyof typeof OTHER_LANGUAGES];
      if (!load) return callback(null, {});
      load().then(
        (texts) =>
          callback(null, withQueuedTexts(instance, language, namespace, texts as Record<string, unknown>)),
        (error: Error) => callback(error, false),
      );
    },
  };
}

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
    .use(lazyTexts(instance))
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      // Texts added later (a language's overrides once it has loaded) show at once. A screen naming several
      // namespaces (useTranslation(['exhibitors', 'calls'])) finds a key in any of them.
      react: { bindI18nStore: 'added', nsMode: 'fallback' },
      lng: opts.language ?? readStored(opts.storage),
      fallbackLng: 'en',
      // A screen's namespace may use the app's texts (common.*): a key not in its namespaces is looked up there.
      fallbackNS: 'translation',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  apply(instance.language);
  return instance;
}
