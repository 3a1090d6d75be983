// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../schemas/constants';
import { createI18n } from '../../src/i18n';
import { namespaceOfKey, TEXT_NAMESPACES } from '../../src/i18n/namespaces';
import { applyAppOverrides } from '../../src/i18n/overrides';
import { useScreenTexts } from '../../src/i18n/useScreenTexts';
import { en } from '../../src/i18n/locales/en';

afterEach(cleanup);

type Texts = Record<string, unknown>;
/** Every dotted key of a tree of texts, sorted. */
const keysOf = (texts: Texts, prefix = ''): string[] =>
  Object.entries(texts)
    .flatMap(([k, v]) =>
      typeof v === 'object' && v !== null ? keysOf(v as Texts, `${prefix}${k}.`) : [`${prefix}${k}`],
    )
    .sort();
const load = (ns: keyof typeof TEXT_NAMESPACES, lang: (typeof LANGUAGES)[number]) =>
  (TEXT_NAMESPACES[ns].load as Record<string, () => Promise<object>>)[lang]!() as Promise<Texts>;
const namespaces = Object.keys(TEXT_NAMESPACES) as (keyof typeof TEXT_NAMESPACES)[];
const screenNamespaces = namespaces.filter((ns) => ns !== 'admin');

describe('text namespaces', () => {
  it.each(namespaces)('%s has the same keys, each a non-empty text, in every language', async (ns) => {
    const english = keysOf(await load(ns, 'en'));
    expect(english.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) {
      const texts = await load(ns, lang);
      expect(keysOf(texts), `${ns} in ${lang}`).toEqual(english);
      for (const key of keysOf(texts)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], texts);
        expect(typeof text === 'string' && text.trim().length > 0, `${ns}:${key} in ${lang}`).toBe(true);
      }
    }
  });

  it.each(screenNamespaces)('%s holds exactly its groups, none of them left in the app texts', async (ns) => {
    const { groups } = TEXT_NAMESPACES[ns];
    for (const lang of LANGUAGES)
      expect(Object.keys(await load(ns, lang)).sort()).toEqual([...groups].sort());
    for (const group of groups) expect(Object.keys(en)).not.toContain(group);
  });

  it('names the namespace of a key from its first part', () => {
    expect(namespaceOfKey('chat.title')).toBe('chat');
    expect(namespaceOfKey('booth.contactUs')).toBe('exhibitors');
    expect(namespaceOfKey('rooms')).toBe('calls');
    expect(namespaceOfKey('sidebar.lobby')).toBe('translation');
    expect(namespaceOfKey('unknown.key')).toBe('translation');
  });
});

/** A screen of the chat area: waits for its namespace, then shows a moved text and an app text (common.*). */
function ChatTexts() {
  useScreenTexts('chat');
  const { t } = useTranslation('chat');
  return (
    <p>
      <span data-testid="moved">{t('chat.title')}</span> <span data-testid="app">{t('common.close')}</span>
    </p>
  );
}

async function renderChat(i18n: ReturnType<typeof createI18n>) {
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p data-testid="waiting">Loading...</p>}>
        <ChatTexts />
      </Suspense>
    </I18nextProvider>,
  );
  return screen.findByTestId('moved');
}

describe('a moved key', () => {
  it('is not in the app texts and resolves in its namespace once loaded, never showing the key', async () => {
    const i18n = createI18n({ storage: null, language: 'en' });
    expect(i18n.exists('chat.title')).toBe(false);
    const chat = await load('chat', 'en');
    const title = (chat.chat as Texts).title as string;
    const shown = renderChat(i18n);
    expect(screen.getByTestId('waiting')).toBeTruthy();
    expect(screen.queryByText('chat.title')).toBeNull();
    expect((await shown).textContent).toBe(title);
    expect(screen.getByTestId('app').textContent).toBe(en.common.close);
    expect(i18n.t('chat.title', { ns: 'chat' })).toBe(title);
  });

  it('loads in the reader language (Arabic) when the language changes', async () => {
    const i18n = createI18n({ storage: null, language: 'en' });
    await renderChat(i18n);
    await act(() => i18n.changeLanguage('ar'));
    const arabic = ((await load('chat', 'ar')).chat as Texts).title as string;
    await vi.waitFor(() => expect(screen.getByTestId('moved').textContent).toBe(arabic));
  });

  it('takes the event’s configured text, given before its namespace loads, dotted or nested', async () => {
    const i18n = createI18n({ storage: null, language: 'en' });
    applyAppOverrides(i18n, {
      en: { 'chat.title': 'Talk to people', common: { close: 'Done' } },
      ar: { chat: { title: 'تحدث مع الناس' } },
    });
    expect((await renderChat(i18n)).textContent).toBe('Talk to people');
    expect(screen.getByTestId('app').textContent).toBe('Done');
    await act(() => i18n.changeLanguage('ar'));
    await vi.waitFor(() => expect(screen.getByTestId('moved').textContent).toBe('تحدث مع الناس'));
    // The module's texts stay as they are: another instance without the overrides reads the file's text.
    const other = createI18n({ storage: null, language: 'en' });
    await other.loadNamespaces('chat');
    expect(other.t('chat.title', { ns: 'chat' })).toBe(((await load('chat', 'en')).chat as Texts).title);
  });

  it('takes the event’s configured text given after its namespace has loaded', async () => {
    const i18n = createI18n({ storage: null, language: 'en' });
    await renderChat(i18n);
    act(() => applyAppOverrides(i18n, { en: { 'chat.title': 'Our talks' } }));
    await vi.waitFor(() => expect(screen.getByTestId('moved').textContent).toBe('Our talks'));
  });
});

describe('the screens that show a moved text', () => {
  const sources = import.meta.glob<string>(['../../src/**/*.{ts,tsx}', '!../../src/i18n/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const namespacesNamed = (source: string) =>
    [...source.matchAll(/use(?:Translation|ScreenTexts)\(([^)]*)\)/g)].flatMap((m) =>
      [...(m[1] ?? '').matchAll(/'([a-zA-Z]+)'/g)].map((q) => q[1] as string),
    );
  const importersOf = (path: string) => {
    const name = path.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    return Object.keys(sources).filter((p) =>
      new RegExp(`from '[./]+(?:[^']*/)?${name}'`).test(sources[p] ?? ''),
    );
  };
  const groups = screenNamespaces.flatMap((ns) => TEXT_NAMESPACES[ns].groups.map((g) => [g, ns] as const));

  it.each(groups)(
    'a file using %s.* texts asks for namespace %s (or hands the key to a screen that does)',
    (group, ns) => {
      const users = Object.keys(sources).filter((p) =>
        new RegExp(`['\`]${group}\\.[a-zA-Z]`).test(sources[p] ?? ''),
      );
      expect(users.length).toBeGreaterThan(0);
      for (const user of users) {
        // A hook or a view returns the key; the components that import it translate it.
        const translating = /useTranslation\(/.test(sources[user] ?? '') ? [user] : importersOf(user);
        expect(translating.length, user).toBeGreaterThan(0);
        for (const file of translating)
          expect(namespacesNamed(sources[file] ?? ''), `${file} (${user})`).toContain(ns);
      }
    },
  );
});
