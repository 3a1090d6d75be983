/**
 * Texts in en (default), zh, ar, it, es and fr. The chosen language is kept in localStorage; Arabic turns the
 * page right-to-left (`dir="rtl"` on <html>).
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, RTL_LANGUAGES } from '../../schemas/constants';
import { ar } from './locales/ar';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { zh } from './locales/zh';

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

const resources = {
  en: { translation: en },
  zh: { translation: zh },
  ar: { translation: ar },
  it: { translation: it },
  es: { translation: es },
  fr: { translation: fr },
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
  void instance.use(initReactI18next).init({
    resources,
    lng: opts.language ?? readStored(opts.storage),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  apply(instance.language);
  return instance;
}
