import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What each route of the web app loads before it is interactive, read from Vite's manifest: the entry's chunks
 * and those of the route's lazy screens, with their static imports. One piece of code serves the build's
 * printout and the budget test.
 */

/** What every signed-in page loads lazily: the signed-in app (its providers and frame) and the relay's link. */
const SIGNED_IN = ['app/SignedInApp.tsx', 'app/RealtimeLink.tsx'];

/** The lazy modules (paths from src/) each route loads beside the entry. */
export const ROUTES: Record<string, readonly string[]> = {
  'sign-in': [],
  lobby: [...SIGNED_IN, 'app/LobbyArea.tsx'],
  program: [...SIGNED_IN, 'app/ProgramArea.tsx'],
  session: [...SIGNED_IN, 'app/ProgramArea.tsx', 'app/SessionScreens.tsx'],
  itinerary: [...SIGNED_IN, 'app/ItineraryArea.tsx'],
  wall: [...SIGNED_IN, 'app/WallArea.tsx'],
  profile: [...SIGNED_IN, 'app/ProfileArea.tsx'],
};

/** At most this much JavaScript (gzip) before the sign-in page and the lobby are interactive. */
export const INITIAL_JS_BUDGET = 250 * 1024;
export const BUDGETED_ROUTES = ['sign-in', 'lobby'] as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  chunks: { file: string; gzip: number }[];
  gzip: number;
}

const readManifest = (outDir: string): Manifest =>
  JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The JavaScript files a module loads at once: its own and its static imports', transitively. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest: is it still imported lazily?`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

export function routeSizes(outDir: string): RouteSize[] {
  const manifest = readManifest(outDir);
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const gzipOf = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipOf.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, file))).length;
      gzipOf.set(file, size);
    }
    return size;
  };
  return Object.entries(ROUTES).map(([route, lazyModules]) => {
    const files = new Set<string>();
    for (const key of [entry, ...lazyModules]) staticClosure(manifest, key, files);
    const chunks = [...files].filter((f) => f.endsWith('.js')).map((file) => ({ file, gzip: sizeOf(file) }));
    return { route, chunks, gzip: chunks.reduce((n, c) => n + c.gzip, 0) };
  });
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function describeRoutes(sizes: RouteSize[]): string {
  return sizes
    .map((r) => {
      const limit = (BUDGETED_ROUTES as readonly string[]).includes(r.route)
        ? ` (budget ${kB(INITIAL_JS_BUDGET)})`
        : '';
      const biggest = [...r.chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
      return `  ${r.route.padEnd(8)} ${kB(r.gzip).padStart(9)} gzip initial JS${limit}; largest: ${biggest
        .map((c) => `${c.file} ${kB(c.gzip)}`)
        .join(', ')}`;
    })
    .join('\n');
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/** Writes a .gz and a .br beside each compressible file of the build, for the server to send as they are. */
export function precompress(outDir: string) {
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (COMPRESSIBLE.test(name) && !name.endsWith('.map') && statSync(path).size > 1024) {
        const body = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        );
      }
    }
  };
  if (existsSync(outDir)) walk(outDir);
}
