import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';

/**
 * The import rules of DESIGN.md's folder table, as data: which file may import what. A rule names the files it
 * governs and judges each import (a bare package name, or a path relative to the project root).
 */
export interface ImportRule {
  name: string;
  governs: (file: string) => boolean;
  /** The reason the import breaks the rule, or null when it is allowed. */
  refuses: (file: string, target: Target) => string | null;
}

/** What an import points at: a package, or a project file (its path from the project root, with `/`). */
export type Target = { kind: 'package'; name: string } | { kind: 'file'; path: string };

const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`);
const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];
const packageRoot = (name: string) =>
  name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] ?? name);

const onlyPackages =
  (allowed: readonly string[], ownFolders: readonly string[], what: string) =>
  (_file: string, target: Target) => {
    if (target.kind === 'package') {
      return allowed.includes(packageRoot(target.name))
        ? null
        : `imports the package ${target.name}; ${what}`;
    }
    return ownFolders.some((f) => under(f)(target.path)) ? null : `imports ${target.path}; ${what}`;
  };

/** The layers of src/ that features share; they import no feature and not the app. */
const SHARED_LAYERS = [
  'src/program',
  'src/calls',
  'src/myEvent',
  'src/chat',
  'src/people',
  'src/exhibitHall',
  'src/discussion',
  'src/browser',
  'src/realtime',
  'src/api',
  'src/ui',
  'src/i18n',
];
const PROGRAM_MAY_IMPORT = ['src/program', 'src/api', 'src/realtime', 'machines', 'schemas'];

/** The inspect observer every actor is created with (DESIGN.md `?inspect`); any layer that creates actors uses it. */
const INSPECTION = 'src/browser/inspection';

const nodeBuiltin = (name: string) => name.startsWith('node:');

export const IMPORT_RULES: readonly ImportRule[] = [
  {
    name: 'schemas imports effect only',
    governs: under('schemas'),
    refuses: onlyPackages(['effect'], ['schemas'], 'schemas may import effect and schemas/ only'),
  },
  {
    name: 'machines imports schemas, xstate and Temporal only',
    governs: under('machines'),
    refuses: onlyPackages(
      ['xstate', '@js-temporal/polyfill'],
      ['machines', 'schemas'],
      'machines may import schemas/, xstate and @js-temporal/polyfill only',
    ),
  },
  {
    name: 'src never imports server or relay',
    governs: under('src'),
    refuses: (_file, t) =>
      t.kind === 'file' && (under('server')(t.path) || under('relay')(t.path))
        ? `imports ${t.path}; the web app talks to the server through schemas/ and HTTP only`
        : null,
  },
  {
    name: 'server and relay never import src',
    governs: (f) => under('server')(f) || under('relay')(f),
    refuses: (_file, t) =>
      t.kind === 'file' && under('src')(t.path) ? `imports ${t.path}; the contract is schemas/` : null,
  },
  {
    name: 'server and relay import schemas only of the project',
    governs: (f) => under('server')(f) || under('relay')(f),
    refuses: (file, t) => {
      if (t.kind !== 'file') return null;
      const own = under('server')(file) ? 'server' : 'relay';
      return under(own)(t.path) || under('schemas')(t.path)
        ? null
        : `imports ${t.path}; ${own}/ may import schemas/ and its own folder only`;
    },
  },
  {
    name: 'features never import each other',
    governs: (f) => featureOf(f) !== undefined,
    refuses: (file, t) => {
      if (t.kind !== 'file') return null;
      const to = featureOf(t.path);
      return to !== undefined && to !== featureOf(file)
        ? `imports ${t.path}; a feature shares through src/ layers (program, browser, ui, realtime...), not another feature`
        : null;
    },
  },
  {
    name: 'src/api is the HTTP client only',
    governs: under('src/api'),
    refuses: onlyPackages(
      ['effect'],
      ['src/api', 'schemas'],
      'src/api may import effect, schemas/ and its own folder only (no React, machines or other layers)',
    ),
  },
  {
    name: 'src/program imports only api, realtime, machines and schemas',
    governs: under('src/program'),
    refuses: (_file, t) =>
      t.kind === 'file' && t.path !== INSPECTION && !PROGRAM_MAY_IMPORT.some((f) => under(f)(t.path))
        ? `imports ${t.path}; the program layer holds state and rules without screens`
        : null,
  },
  {
    name: 'src/myEvent imports only api, ui, browser, machines, schemas and static assets',
    governs: under('src/myEvent'),
    refuses: (_file, t) =>
      t.kind === 'file' &&
      !['src/myEvent', 'src/api', 'src/ui', 'src/browser', 'machines', 'schemas', 'assets'].some((f) =>
        under(f)(t.path),
      )
        ? `imports ${t.path}; the user's own program (favourites, ratings, notes) is state and its controls, no screens`
        : null,
  },
  {
    name: 'src/discussion imports only api, ui, browser, program, machines and schemas',
    governs: under('src/discussion'),
    refuses: (_file, t) =>
      t.kind === 'file' &&
      !['src/discussion', 'src/api', 'src/ui', 'src/browser', 'src/program', 'machines', 'schemas'].some(
        (f) => under(f)(t.path),
      )
        ? `imports ${t.path}; posts, replies and a subject's discussion are shared pieces, no screens of their own`
        : null,
  },
  {
    name: 'src/calls imports only api, realtime, machines and schemas',
    governs: under('src/calls'),
    refuses: (_file, t) =>
      t.kind === 'file' &&
      t.path !== INSPECTION &&
      !['src/calls', 'src/api', 'src/realtime', 'machines', 'schemas'].some((f) => under(f)(t.path))
        ? `imports ${t.path}; the calls layer holds state and rules without screens`
        : null,
  },
  {
    name: 'shared layers never import features or the app',
    governs: (f) => SHARED_LAYERS.some((layer) => under(layer)(f)),
    refuses: (_file, t) =>
      t.kind === 'file' && (under('src/features')(t.path) || under('src/app')(t.path))
        ? `imports ${t.path}; features and the app import shared layers, never the other way`
        : null,
  },
  {
    name: '@statelyai/inspect is opened by src/browser/inspection only',
    governs: (f) => f.replace(/\.tsx?$/, '') !== INSPECTION,
    refuses: (_file, t) =>
      t.kind === 'package' && packageRoot(t.name) === '@statelyai/inspect'
        ? `imports ${t.name}; actors get the inspector through ${INSPECTION} (development with ?inspect only)`
        : null,
  },
  {
    name: 'server areas never import server http',
    governs: under('server/areas'),
    refuses: (_file, t) =>
      t.kind === 'file' && under('server/http')(t.path)
        ? `imports ${t.path}; routes use areas, never the other way`
        : null,
  },
  {
    name: 'server http routes never query the database',
    governs: under('server/http'),
    refuses: (_file, t) => {
      if (t.kind === 'package') {
        return packageRoot(t.name) === 'drizzle-orm'
          ? `imports the package ${t.name}; SQL lives in the areas' queries`
          : null;
      }
      return under('server/db')(t.path)
        ? `imports ${t.path}; routes call the services of server/areas/`
        : null;
    },
  },
];

const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a source text imports (static, type-only, re-exports and dynamic imports). */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (spec) found.push(spec);
  }
  return found;
}

/** What a specifier in `file` points at; node built-ins and asset queries (`?url`) are packages. */
export function targetOf(file: string, spec: string): Target {
  if (!spec.startsWith('.') && !spec.startsWith('/')) return { kind: 'package', name: spec };
  const path = posix.normalize(posix.join(posix.dirname(file), spec.replace(/\?.*$/, '')));
  return { kind: 'file', path };
}

export interface Violation {
  file: string;
  spec: string;
  rule: string;
  reason: string;
}

/** Every broken rule of one import of one file. */
export function check(file: string, spec: string): Violation[] {
  const target = targetOf(file, spec);
  if (
    target.kind === 'package' &&
    nodeBuiltin(target.name) &&
    !under('schemas')(file) &&
    !under('machines')(file)
  )
    return [];
  return IMPORT_RULES.filter((r) => r.governs(file)).flatMap((r) => {
    const reason = r.refuses(file, target);
    return reason ? [{ file, spec, rule: r.name, reason }] : [];
  });
}

const SOURCE_FOLDERS = ['schemas', 'machines', 'src', 'server', 'relay'];

function sourceFiles(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'migrations') walk(path);
      } else if (/\.(ts|tsx)$/.test(entry.name)) out.push(relative(root, path).split('\\').join('/'));
    }
  };
  walk(join(root, folder));
  return out;
}

/** Every import of the project's source folders, and every broken rule among them. */
export function scan(root: string): { imports: number; violations: Violation[] } {
  const projectRoot = resolve(root);
  const pairs = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(projectRoot, folder)).flatMap((file) =>
    importsOf(readFileSync(join(projectRoot, file), 'utf8')).map((spec) => ({ file, spec })),
  );
  return { imports: pairs.length, violations: pairs.flatMap(({ file, spec }) => check(file, spec)) };
}

export const describeViolation = (v: Violation) => `${v.file}: "${v.spec}" breaks "${v.rule}": ${v.reason}`;
export const projectRootOf = (testFile: string) => resolve(dirname(testFile), '..', '..');
