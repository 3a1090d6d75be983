import { describe, expect, it } from 'vitest';
import { textIn } from '../../../schemas/localizedText';

describe("an organiser's text in the reader's language", () => {
  const help = {
    en: 'Sign in with your registration email.',
    ar: 'سجّل الدخول ببريد التسجيل.',
    fr: 'Connectez-vous.',
  };

  it('is the one text for every language when only one is given', () => {
    expect(textIn('Cannot find your account?', 'ar')).toBe('Cannot find your account?');
  });

  it("is the language's own text, a regional language reading its base language", () => {
    expect(textIn(help, 'ar')).toBe(help.ar);
    expect(textIn(help, 'fr-CA')).toBe(help.fr);
  });

  it('falls back to English, then to any text given, and is null when there is none', () => {
    expect(textIn(help, 'zh')).toBe(help.en);
    expect(textIn({ it: 'Accedi.' }, 'es')).toBe('Accedi.');
    expect(textIn({}, 'es')).toBeNull();
    expect(textIn('', 'es')).toBeNull();
    expect(textIn(undefined, 'es')).toBeNull();
  });
});
