import { defineConfig, devices } from '@playwright/test';

// npm test picks a free port and passes it as E2E_PORT; a run of its own defaults to 8091.
const port = Number(process.env.E2E_PORT ?? 8091);

export default defineConfig({
  testDir: 'e2e',
  // Journeys of three people, or of a calendar file, a note and its PDF, take more than a minute on a busy machine;
  // only a journey that fails waits this long.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
  webServer: {
    command: `rm -rf test-results/e2e-data && npm start`,
    env: { PORT: String(port), DATA_DIR: 'test-results/e2e-data', LOG_LEVEL: 'warn' },
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    // Always its own platform: a server already on the port (someone else's) is never tested by mistake.
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
