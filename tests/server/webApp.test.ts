import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let s: TestServer;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>App</title>');
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(webDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(webDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  s = await startTestServer({ webDir });
});
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

  it('answers every app address with the page (the app routes in the browser)', async () => {
    const res = await s.app.request('/main/lobby');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>App</title>');
  });
});
