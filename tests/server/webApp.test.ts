import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_PRELOAD } from '../../schemas/appPage';
import { LOGIN_START_ELEMENT } from '../../schemas/auth';
import { insertEvent, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(
    join(webDir, 'index.html'),
    [
      '<!doctype html><head><title>App</title>',
      '<link rel="modulepreload" crossorigin href="/assets/app-abc123.js">',
      `<link rel="modulepreload" crossorigin href="/assets/signed-in-def456.js" ${SIGNED_IN_PRELOAD}>`,
      '</head><body></body>',
    ].join('\n'),
  );
  writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(webDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(webDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  s = await startTestServer({ webDir });
  await insertEvent(
    s.db,
    'demo',
    {
      title: 'Demo',
      login_form: { logo: '/media/logo.svg', help_text: 'Use your badge email </script><b>now</b>' },
      ads: [
        { src: '/media/ad-1.svg', srcMobile: '/media/ad-1-phone.svg', url: 'https://a.example.com' },
        { src: '/media/ad-2.svg' },
      ],
    },
    true,
  );
  await insertEvent(s.db, 'other', { title: 'Other' });
});

/** The page at `path` and the login settings it carries (null without). */
async function pageAt(path: string, cookie?: string) {
  const res = await s.app.request(path, cookie ? { headers: { cookie } } : {});
  const html = await res.text();
  const element = new RegExp(
    `<script type="application/json" id="${LOGIN_START_ELEMENT}" data-urlid="([^"]*)">(.*?)</script>`,
  ).exec(html);
  return {
    status: res.status,
    html,
    urlid: element?.[1] ?? null,
    start: element?.[2] ? JSON.parse(element[2]) : null,
    scripts: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]),
    preloads: [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"(?: media="([^"]+)")?>/g)].map(
      (m) => (m[2] ? `${m[1]} ${m[2]}` : m[1]),
    ),
  };
}
afterAll(() => s.close());

describe('the built web app', () => {
  it('sends hashed scripts precompressed, brotli first, cached for a year', async () => {
    const br = await s.app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/javascript/);

    const gz = await s.app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const plain = await s.app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers a missing asset 404, uncached, not with the page', async () => {
    const res = await s.app.request('/assets/app-old999.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it('answers a missing file of any other kind 404, not with the page', async () => {
    for (const path of ['/favicon.ico', '/apple-touch-icon.png', '/main/old-logo.svg', '/robots.txt']) {
      const res = await s.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<title>App</title>');
    }
    const icon = await s.app.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers every app address with the page (the app routes in the browser)', async () => {
    const res = await s.app.request('/main/lobby');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>App</title>');
  });
});

describe('the sign-in page', () => {
  it('carries the same login settings as GET /api/login-start, so its form draws without asking', async () => {
    const page = await pageAt('/signin');
    expect(page.status).toBe(200);
    expect(page.urlid).toBe('');
    expect(page.start).toEqual(await (await s.app.request('/api/login-start')).json());
    // A closing tag in a setting cannot end the script element early: the text reads back whole.
    expect(page.start.login_form.help_text).toBe('Use your badge email </script><b>now</b>');
    expect(page.html).not.toContain('<b>now</b>');
  });

  it("names the logo and the visitor's first ad to the browser, each ad image for its screens", async () => {
    expect((await pageAt('/signup')).preloads).toEqual([
      '/media/logo.svg',
      '/media/ad-1-phone.svg (max-width: 767px)',
      '/media/ad-1.svg (min-width: 768px)',
    ]);
    // The rotation's cookie says this is the visitor's second load: the second ad comes first.
    expect((await pageAt('/signin', 'ad_turn_default_signin=1')).preloads).toEqual([
      '/media/logo.svg',
      '/media/ad-2.svg',
    ]);
    expect((await pageAt('/signin', 'ad_turn_default_signin=junk')).preloads[1]).toBe(
      '/media/ad-1-phone.svg (max-width: 767px)',
    );
  });

  it("carries another event's settings at its own address, and none for an unknown event", async () => {
    const other = await pageAt('/e/other/signin');
    expect(other.urlid).toBe('other');
    expect(other.start.title).toBe('Other');
    expect(other.preloads).toEqual([]);
    const unknown = await pageAt('/e/nope/signin');
    expect(unknown.status).toBe(200);
    expect(unknown.start).toBeNull();
  });

  it('leaves them out of the pages of signed-in screens', async () => {
    const lobby = await pageAt('/main/lobby');
    expect(lobby.start).toBeNull();
    expect(lobby.preloads).toEqual([]);
  });

  it("names the app's scripts but not the signed-in app's, which the other pages name", async () => {
    for (const path of ['/signin', '/signup/', '/e/other/signin', '/e/nope/signin']) {
      expect((await pageAt(path)).scripts, path).toEqual(['/assets/app-abc123.js']);
    }
    for (const path of ['/main/lobby', '/e/other/main/sessions']) {
      expect((await pageAt(path)).scripts, path).toEqual([
        '/assets/app-abc123.js',
        '/assets/signed-in-def456.js',
      ]);
    }
  });
});
