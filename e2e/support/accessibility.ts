import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface ScreenReport {
  url: string;
  /** The screen: width, language, address and open dialogs. A journey checks each screen once. */
  screen: string;
  violations: { id: string; impact: string | null; help: string; targets: string[] }[];
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs in every page of the app: after each address change (and when a dialog opens), once the page has
 * been quiet for a moment, axe-core checks the screen and the report goes to `__a11yReport`. A screen the
 * journey has already checked (the same address, language, width and dialogs, say after a reload) is not
 * checked again unless asked for with `__a11yCheck()`: a check takes half a second or more on a small machine.
 * `__a11ySettled()` resolves when no check is waiting or running.
 */
const checker = (tags: string[]) => {
  if (window.top !== window || !/^https?:$/.test(location.protocol)) return;
  if (/^\/(dev|media|api)\//.test(location.pathname)) return;
  const w = window as unknown as {
    axe: { run(ctx: Document, opts: object): Promise<{ violations: ScreenReport['violations'] & object[] }> };
    __a11yReport(report: ScreenReport): void;
    __a11yChecked(screen: string): Promise<boolean>;
    __a11ySettled(): Promise<void>;
    __a11yCheck(): void;
  };
  const QUIET_MS = 400;
  /**
   * On a phone (a window up to 400 px wide) the page must not scroll sideways (WCAG 1.4.10 Reflow): reported
   * like an axe violation, naming the widest elements that stick out.
   */
  const horizontalOverflow = () => {
    const width = window.innerWidth;
    if (width > 400 || document.documentElement.scrollWidth <= width) return [];
    const wide = [...document.body.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > width + 1 && e.getClientRects().length > 0)
      .slice(-5)
      .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${[...e.classList].join('.')}`);
    return [
      {
        id: 'horizontal-scroll',
        impact: 'serious',
        help: `The page scrolls sideways at ${width} px (${document.documentElement.scrollWidth} px wide)`,
        nodes: wide.map((target) => ({ target: [target] })),
      },
    ];
  };
  const MAX_WAIT_MS = 5000;
  let lastChange = Date.now();
  let wanted = false;
  let forced = false;
  let running: Promise<void> | null = null;

  const screenName = () =>
    [
      window.innerWidth,
      document.documentElement.lang,
      location.pathname + location.search,
      ...[...document.querySelectorAll('[role=dialog]')].map(
        (d) => `dialog ${d.getAttribute('aria-label') ?? ''}`,
      ),
    ].join(' ');

  const quiet = async () => {
    const started = Date.now();
    while (Date.now() - lastChange < QUIET_MS && Date.now() - started < MAX_WAIT_MS) {
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const run = async () => {
    while (wanted) {
      wanted = false;
      await quiet();
      const again = forced;
      forced = false;
      const screen = screenName();
      if (!again && (await w.__a11yChecked(screen))) continue;
      try {
        const result = await w.axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        });
        const overflow = horizontalOverflow();
        w.__a11yReport({
          url: location.pathname + location.search,
          screen,
          violations: [...overflow, ...result.violations].map((v) => {
            const violation = v as unknown as {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: string[] }[];
            };
            return {
              id: violation.id,
              impact: violation.impact,
              help: violation.help,
              targets: violation.nodes.slice(0, 5).map((n) => n.target.join(' ')),
            };
          }),
        });
      } catch {
        // The page changed under the check (a navigation): the next address change checks again.
      }
    }
    running = null;
  };
  const schedule = () => {
    wanted = true;
    running ??= run();
  };
  w.__a11yCheck = () => {
    forced = true;
    schedule();
  };
  w.__a11ySettled = async () => {
    while (running) await running;
  };
  new MutationObserver((records) => {
    lastChange = Date.now();
    const dialogOpened = records.some((r) =>
      [...r.addedNodes].some(
        (n) => n instanceof Element && (n.matches('[role=dialog]') || n.querySelector('[role=dialog]')),
      ),
    );
    if (dialogOpened) schedule();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      const before = location.pathname + location.search;
      original(...args);
      if (location.pathname + location.search !== before) schedule();
    };
  }
  addEventListener('popstate', schedule);
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', schedule);
  else schedule();
};

/** Checks the screen as it is now (a tab or panel opened in place, with no address of its own), and waits. */
export async function checkScreenNow(page: Page) {
  await page.evaluate(async () => {
    const w = window as unknown as { __a11yCheck?: () => void; __a11ySettled?: () => Promise<void> };
    w.__a11yCheck?.();
    await w.__a11ySettled?.();
  });
}

/** Checks every screen the context's pages show; returns the reports and a way to wait for the last checks. */
export async function checkEveryScreen(context: BrowserContext) {
  const reports: ScreenReport[] = [];
  await context.exposeBinding('__a11yReport', (_source, report: ScreenReport) => {
    reports.push(report);
  });
  await context.exposeBinding('__a11yChecked', (_source, screen: string) =>
    reports.some((r) => r.screen === screen),
  );
  await context.addInitScript({ content: axeSource });
  await context.addInitScript(checker, WCAG_TAGS);
  return {
    reports,
    async settle() {
      for (const page of context.pages()) {
        if (page.isClosed()) continue;
        await page
          .evaluate(() => (window as unknown as { __a11ySettled?: () => Promise<void> }).__a11ySettled?.())
          .catch(() => undefined);
      }
    },
  };
}

export const describeReports = (reports: ScreenReport[]) =>
  reports
    .filter((r) => r.violations.length > 0)
    .flatMap((r) =>
      r.violations.map((v) => `${r.url}: ${v.id} (${v.impact}) ${v.help} at ${v.targets.join(' | ')}`),
    )
    .join('\n');
