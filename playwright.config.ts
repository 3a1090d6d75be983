import { defineConfig, devices } from '@playwright/test';
import { e2eWorkers, platformAddress, platformPorts } from './e2e/support/platforms';

// npm test picks free ports and passes the first as E2E_PORT; a run of its own defaults to 8091 and the ports after.

export default defineConfig({
  testDir: 'e2e',
  // Journeys of three people, or of a calendar file, a note and its PDF, take more than a minute on a busy machine;
  // only a journey that fails waits this long.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Each worker tests a platform of its own (e2e/support/platforms.ts); the journeys of one file stay in order.
  workers: e2eWorkers,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  outputDir: 'test-results/e2e',
  use: {
    // An action that waits longer than this for its element fails naming the element; without it, it would wait
    // out the whole journey's timeout and say only that.
    actionTimeout: 30_000,
    // Worker 0's platform; e2e/test.ts points each worker at its own.
    baseURL: platformAddress(0),
    // A trace records every action's DOM and screen, which makes each journey a third slower; CI keeps none of
    // it (a clean clone, only the printed log), so there a failure is told by its error (scripts/test.ts prints it).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Calls: a fake camera and microphone, granted without a prompt, and WebRTC between local pages.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--allow-loopback-in-peer-connection',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    // The walk over every screen again at a phone's width (the journeys' accessibility check runs in both).
    {
      name: 'phone',
      testMatch: 'screens.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: platformPorts.map((port, i) => ({
    command: `rm -rf test-results/e2e-data-${i} && npm start`,
    env: { PORT: String(port), DATA_DIR: `test-results/e2e-data-${i}`, LOG_LEVEL: 'warn' },
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    // Always its own platform: a server already on the port (someone else's) is never tested by mistake.
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  })),
});
