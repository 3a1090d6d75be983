/**
 * Texts in en (default), zh, ar, it, es and fr. English ships with the app; another language's texts load when
 * it is chosen (`chooseLanguage`), so every first screen stays within its JavaScript budget. The chosen
 * language is kept in localStorage; Arabic turns the page right-to-left (`dir="rtl"` on <html>).
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, RTL_LANGUAGES } from '../../schemas/constants';
import { en } from './locales/en';

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

type Texts = Record<string, unknown>;
const otherLanguages: Record<Exclude<Language, 'en'>, () => Promise<Texts>> = {
  zh: () => import('./locales/zh').then((m) => m.zh),
  ar: () => import('./locales/ar').then((m) => m.ar),
  it: () => import('./locales/it').then((m) => m.it),
  es: () => import('./locales/es').then((m) => m.es),
  fr: () => import('./locales/fr').then((m) => m.fr),
};

/**
 * Makes a language's texts available (once). The event's own texts for it (overrides.ts), when already added,
 * are kept over the built-in ones.
 */
export async function loadLanguage(instance: i18n, lang: string): Promise<void> {
  if (!isLanguage(lang) || lang === 'en' || instance.hasResourceBundle(lang, 'translation')) return;
  instance.addResourceBundle(lang, 'translation', await otherLanguages[lang](), true, false);
}

/** Switches to a language once its texts are loaded, so no screen shows a mix. */
export async function chooseLanguage(instance: i18n, lang: string): Promise<void> {
  await loadLanguage(instance, lang);
  await instance.changeLanguage(lang);
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
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: opts.language ?? readStored(opts.storage),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  apply(instance.language);
  return instance;
}
