/**
 * The whole test run: typecheck, lint, vitest, the machine models with their mutants, the web build and
 * Playwright in Chromium; with `--services`, the server and relay tests again against PostgreSQL and Redis.
 * Prints one closing line `N passed, N failed` (from the JSON reports of vitest and Playwright) and exits
 * non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';
import { e2eWorkers } from '../e2e/support/platforms';

const services = process.argv.includes('--services');
const out = 'test-results';
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
/** What failed, by name, printed again at the end (CI shows only the end of a long log). */
const failures: string[] = [];

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`⏱ ${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

function step(label: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv) {
  if (run(label, cmd, args, env)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
    console.log(`✗ ${label} failed`);
  }
}

function vitest(label: string, file: string, args: string[], env?: NodeJS.ProcessEnv) {
  rmSync(file, { force: true });
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...args],
    env,
  );
  if (!existsSync(file)) {
    failed += 1;
    failures.push(`${label}: no report`);
    console.log(`✗ ${label}: no report`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTestSuites: number;
    numFailedTestSuites: number;
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { fullName: string; status: string }[];
    }[];
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    for (const t of file.assertionResults)
      if (t.status === 'failed') failures.push(`${where} › ${t.fullName}`);
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'))
      failures.push(`${where}: ${(file.message ?? 'failed').split('\n')[0]}`);
  }
  if (!ok && report.numFailedTests === 0) {
    failed += Math.max(1, report.numFailedTestSuites);
    if (!report.testResults.some((f) => f.status === 'failed')) failures.push(`${label}: exited non-zero`);
  }
}

/** Listens on `port` (0: any free one) for a moment; answers the port it got, or null when it is taken. */
function probePort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = probe.address() as AddressInfo;
      probe.close(() => resolve(bound));
    });
  });
}

/** The first of `count` ports in a row that no process listens on now, so that the journeys test their own platforms. */
async function freePorts(count: number): Promise<number> {
  for (;;) {
    const first = await probePort(0);
    if (first === null || first + count > 65536) continue;
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => probePort(first + 1 + i)));
    if (rest.every((port) => port !== null)) return first;
  }
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** The first lines of a journey's error, without colours: CI shows only the end of a long log. */
function errorHead(message: string | undefined): string {
  if (!message) return '';
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .filter((l) => l.trim() !== '');
  return lines
    .slice(0, 8)
    .map((l) => `\n      ${l}`)
    .join('');
}

/** The journeys that failed or were skipped, as `file:line › title (project)` with their error's first lines. */
function failedJourneys(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected' || t.status === 'skipped')
        .map(
          (t) =>
            `e2e/${spec.file}:${spec.line} › ${spec.title} (${t.projectName}, ${t.status})` +
            errorHead(t.results.at(-1)?.error?.message),
        ),
    ),
    ...failedJourneys(suite.suites ?? []),
  ]);
}

async function playwright(file: string) {
  rmSync(file, { force: true });
  const port = process.env.E2E_PORT ?? String(await freePorts(e2eWorkers));
  const ok = run('playwright', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    E2E_PORT: port,
  });
  if (!existsSync(file)) {
    failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport;
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected + report.stats.skipped;
  failures.push(...failedJourneys(report.suites));
  if (!ok && report.stats.unexpected === 0) {
    failed += 1;
    failures.push('playwright: exited non-zero');
  }
}

if (services) {
  const env = {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
  vitest(
    'server and relay tests on PostgreSQL and Redis',
    `${out}/vitest-services.json`,
    ['tests/server', 'tests/relay', 'tests/bench/nginx.services.test.ts'],
    env,
  );
} else {
  step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  step('lint', 'npx', ['biome', 'check', '.']);
  vitest('unit, machine, server and relay tests', `${out}/vitest.json`, []);
  // Every guard and delay broken in turn must make some model path fail (test-results/models.json lists them).
  step('machine models and their mutants', 'npx', ['tsx', 'scripts/testModels.ts', '--mutate']);
  step('web build', 'npx', ['vite', 'build']);
  await playwright(`${out}/playwright.json`);
}

const line = `${passed} passed, ${failed} failed`;
writeFileSync(
  `${out}/summary-${services ? 'services' : 'main'}.json`,
  JSON.stringify({ passed, failed, failures }),
);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${line}`);
process.exit(failed === 0 ? 0 : 1);
