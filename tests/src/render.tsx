import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApi } from '../../src/api/client';
import { ClientProvider } from '../../src/browser/clientContext';
import { createEventStorage } from '../../src/browser/eventStorage';
import { createI18n } from '../../src/i18n';
import { theme } from '../../src/ui/theme';
import { withEnglishNamespaces } from '../support/texts';

export type Reply = { status: number; body: unknown };

/** A fetch that answers each `/api/...` path (method and path) from the table and records the calls. */
export function fakeFetch(table: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const entry = table[`${method} ${url.pathname}`];
    const reply = typeof entry === 'function' ? entry(body) : entry;
    if (!reply)
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'No such API call' } }), {
        status: 404,
      });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** Renders inside the app's providers with a fake API, memory storage and an address of our choosing. */
export function renderWithClient(ui: ReactNode, opts: { fetch: typeof globalThis.fetch; path?: string }) {
  const [path = '/signin', search = ''] = (opts.path ?? '/signin').split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const storage = createEventStorage('default', {
    local: window.localStorage,
    session: window.sessionStorage,
    document,
  });
  const api = createApi({ getToken: () => null, fetch: opts.fetch });
  const i18n = withEnglishNamespaces(createI18n({ storage: null, language: 'en' }));
  const client = { api, storage, address: { base: '', urlid: '', key: 'default' } };
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ClientProvider client={client}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </ClientProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { ...result, location, storage, i18n };
}

/** Forgets the page's cookies (happy-dom keeps them across tests of a file). */
export function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}
