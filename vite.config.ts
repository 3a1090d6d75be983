import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { SIGNED_IN_PRELOAD } from './schemas/appPage.ts';
import { effectStackProbe } from './scripts/effectStackProbe.ts';
import { describeRoutes, precompress, routeSizes } from './scripts/webBudget.ts';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
const projectRoot = fileURLToPath(new URL('.', import.meta.url));

/** After a build: each route's initial JavaScript printed, and every asset precompressed (gzip and brotli). */
function routeReport(): Plugin {
  let outDir = '';
  return {
    name: 'route-report',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompress(outDir);
      console.log(`Initial JavaScript per route:\n${describeRoutes(routeSizes(outDir))}`);
    },
  };
}

/**
 * index.html names the signed-in app's scripts (src/app/SignedInApp.tsx and what it imports beyond the entry) for
 * preloading, marked SIGNED_IN_PRELOAD: a signed-in page then fetches them with the entry's instead of after its
 * evaluation; the server leaves them out of the sign-in and sign-up pages.
 */
function preloadSignedInApp(): Plugin {
  return {
    name: 'preload-signed-in-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        const chunks = new Map(
          Object.values(bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
        );
        const signedIn = [...chunks.values()].find((c) =>
          c.facadeModuleId?.endsWith('/src/app/SignedInApp.tsx'),
        );
        if (!entry || !signedIn) throw new Error('The build has no chunk for index.html or SignedInApp.tsx');
        const closure = (file: string, into = new Set<string>()) => {
          if (!into.has(file)) {
            into.add(file);
            for (const imported of chunks.get(file)?.imports ?? []) closure(imported, into);
          }
          return into;
        };
        const loaded = closure(entry.fileName);
        return [...closure(signedIn.fileName)]
          .filter((file) => !loaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, [SIGNED_IN_PRELOAD]: true },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  root: 'src',
  base: '/',
  plugins: [react(), effectStackProbe(), preloadSignedInApp(), routeReport()],
  // Module workers, so that a worker's dynamic import is a chunk of its own (the snapshot worker's decoder loads
  // while the snapshot is fetched, not before). Workers are bundled apart, with plugins of their own: the
  // snapshot's decoder holds effect too.
  worker: { format: 'es', plugins: () => [effectStackProbe()] },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // The page's own scripts are preloaded from index.html; a lazy screen's are not: inserting a preload link for
    // each of a screen's dozens of chunks held the page's thread longer than fetching them as imported does.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // The video player's chunk (video.js) is the largest and loads only with a player; what a page loads before
    // it is interactive is held by the gzip budget of scripts/webBudget.ts, not by this warning.
    chunkSizeWarningLimit: 750,
  },
  server: {
    proxy: {
      // The app's own modules under src/api/ are served as /api/*.ts (root is src/): those stay with Vite.
      '^/api/(?![^?]*\\.tsx?(?:\\?|$))': apiTarget,
      '/dev': apiTarget,
      '/media': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  test: {
    root: projectRoot,
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Tests of services (Redis) run only in the services run, which sets TEST_REDIS_URL.
    exclude: ['**/node_modules/**', ...(process.env.TEST_REDIS_URL ? [] : ['tests/**/*.services.test.ts'])],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    globalSetup: ['tests/support/databaseTemplate.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker per core (vitest leaves one to itself by default): on two cores the run takes a third less time,
    // and the tests wait for what they expect rather than for fixed delays.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
