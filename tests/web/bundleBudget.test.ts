import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_PRELOAD } from '../../schemas/appPage';
import { answerStackProbe } from '../../scripts/effectStackProbe';
import { BUDGETED_ROUTES, INITIAL_JS_BUDGET, type RouteSize, routeSizes } from '../../scripts/webBudget';

const root = join(import.meta.dirname, '..', '..');
const outDir = mkdtempSync(join(tmpdir(), 'web-build-'));
let sizes: RouteSize[];

beforeAll(() => {
  // The build as `npm run build` makes it (a production build, which vitest's own environment is not).
  const run = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`vite build failed: ${run.stderr}`);
  sizes = routeSizes(outDir);
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the web app’s initial JavaScript', () => {
  it.each(BUDGETED_ROUTES)('of the %s page stays within the budget', (route) => {
    const size = sizes.find((s) => s.route === route);
    expect(size, `no route ${route}`).toBeDefined();
    const chunks = [...(size?.chunks ?? [])]
      .sort((a, b) => b.gzip - a.gzip)
      .map((c) => `${c.file}: ${(c.gzip / 1024).toFixed(1)} kB`)
      .join(', ');
    expect(
      size?.gzip,
      `${route} loads ${((size?.gzip ?? 0) / 1024).toFixed(1)} kB gzip: ${chunks}`,
    ).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  });

  it('leaves the program’s and the PDF viewer’s libraries out of the sign-in page and the lobby', () => {
    const program = sizes.find((s) => s.route === 'program');
    const lobby = sizes.find((s) => s.route === 'lobby');
    const lobbyFiles = new Set(lobby?.chunks.map((c) => c.file));
    const programOnly = program?.chunks.filter((c) => !lobbyFiles.has(c.file)) ?? [];
    expect(programOnly.length).toBeGreaterThan(0);
    expect([...lobbyFiles].some((f) => /pdf/i.test(f))).toBe(false);
  });

  it('leaves a session page’s code and the HTML sanitiser out of the program list', () => {
    const filesOf = (route: string) => sizes.find((s) => s.route === route)?.chunks.map((c) => c.file) ?? [];
    const list = filesOf('program');
    const session = filesOf('session');
    expect(list.length).toBeGreaterThan(0);
    expect(session.some((f) => /SessionScreens/.test(f))).toBe(true);
    expect(list.filter((f) => /\/(SessionScreens|SafeHtml)-/.test(f))).toEqual([]);
  });

  it('leaves the signed-in app out of the sign-in page, and names its scripts in the page for the others', () => {
    const filesOf = (route: string) => sizes.find((s) => s.route === route)?.chunks.map((c) => c.file) ?? [];
    const signIn = new Set(filesOf('sign-in'));
    const signedInOnly = filesOf('lobby').filter((f) => !signIn.has(f));
    expect(signedInOnly.some((f) => /\/SignedInApp-/.test(f))).toBe(true);
    expect([...signIn].filter((f) => /\/(SignedInApp|Shell|MyEventProvider)-/.test(f))).toEqual([]);
    const page = readFileSync(join(outDir, 'index.html'), 'utf8');
    const named = (attribute: string) =>
      [
        ...page.matchAll(
          new RegExp(`<link rel="modulepreload" crossorigin href="/([^"]+)"${attribute}>`, 'g'),
        ),
      ].map((m) => m[1] ?? '');
    const signedInNamed = named(` ${SIGNED_IN_PRELOAD}`);
    expect(signedInNamed.some((f) => /^assets\/SignedInApp-/.test(f))).toBe(true);
    // Each of them is a script of a signed-in page that the sign-in page does not load.
    expect(signedInNamed.filter((f) => signIn.has(f) || !signedInOnly.includes(f))).toEqual([]);
    expect(named('').every((f) => signIn.has(f))).toBe(true);
  });

  it('precompresses every script and style sheet over 1 kB with gzip and brotli', () => {
    const dir = join(outDir, 'assets');
    const assets = readdirSync(dir);
    const sheetsAndScripts = assets.filter(
      (f) => /\.(m?js|css)$/.test(f) && statSync(join(dir, f)).size > 1024,
    );
    expect(sheetsAndScripts.length).toBeGreaterThan(3);
    for (const file of sheetsAndScripts) {
      expect(assets).toContain(`${file}.gz`);
      expect(assets).toContain(`${file}.br`);
    }
  });
});

describe('effect’s stack-trace probe', () => {
  const utils = readFileSync(
    join(import.meta.dirname, '..', '..', 'node_modules', 'effect', 'dist', 'esm', 'Utils.js'),
    'utf8',
  );

  it('is answered in the installed effect’s Utils module', () => {
    const answered = answerStackProbe(utils);
    expect(answered).not.toContain('new Error().stack');
    expect(answered).toMatch(/const isNotOptimizedAway = true;/);
  });

  it('fails the build when effect no longer holds the probe as expected', () => {
    expect(() => answerStackProbe(utils.replace('new Error().stack', 'new Error().message'))).toThrow(
      /stack-trace probe/,
    );
  });

  it('is not run by the built web app or its workers, whose bundle keeps the function name the probe looked for', () => {
    const dir = join(outDir, 'assets');
    const scripts = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(dir, f), 'utf8'));
    // As the minifier leaves it: `(()=>Error().stack)`, or `(()=>(/* @__PURE__ */ Error()).stack)` in a worker's.
    const probe = /effect_internal_function\(\(\)=>\(?(\/\*[^*]*\*\/\s*)?(new )?Error\(\)\)?\.stack\)/;
    const namedFunction = /effect_internal_function:\w+=>\w+\(\)/;
    expect(scripts.some((s) => probe.test(s))).toBe(false);
    expect(scripts.some((s) => namedFunction.test(s))).toBe(true);
  });
});
