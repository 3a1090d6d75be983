/**
 * What the browser benchmarks share: the platform of `npm start`, started in a process of its own on `port` with a
 * fresh data folder (the demo event), or the one already running at BENCH_URL (`stop` ends the process it started
 * and removes its data folder); Debian's Chromium (CHROMIUM_PATH); signing in; the quantiles they print.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const ATTENDEE = { email: 'attendee@example.com', password: 'demo1234' };

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BenchPlatform {
  readonly url: string;
  stop(): void;
}

export async function startPlatform(port: number): Promise<BenchPlatform> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: () => undefined };
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (proc.pid && proc.exitCode === null) process.kill(-proc.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (proc.exitCode !== null) {
      stop();
      throw new Error('npm start exited before it was ready');
    }
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the platform did not answer /api/health within 5 minutes');
}

/** The lobby's sponsor ad may cover the lobby: it is passed whenever it shows. */
export async function passSponsorAd(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'A word from our sponsor' }), async (d) => {
    await d.getByRole('button', { name: 'Continue' }).click();
  });
}

/** Signs in on `page` (the demo attendee by default) and waits for the lobby. */
export async function signIn(page: Page, account = ATTENDEE) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByTestId('lobby').waitFor({ timeout: 60_000 });
}

/** The q-quantile (0 to 1) of samples, by nearest rank. */
export const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? Number.NaN;
};
