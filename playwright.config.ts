import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { E2E_CHROMIUM_LAUNCH } from './e2e/support/chromium'
import { serverClockEnv } from './e2e/support/clock'
import { ADMIN_MOBILES, E2E_RTMP_PORT } from './e2e/support/live-env'

// End-to-end tests run against the real server serving the built client (dist/). `npm test` builds the
// client right before this step; run `npx vite build` first when calling Playwright directly.
// E2E_STATIC_DIR serves another build (`npx vite build --outDir .tmp/dist-mine`), so a build running
// elsewhere in the checkout cannot empty dist/ under a running suite.
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist'
if (!existsSync(join(import.meta.dirname, STATIC_DIR, 'index.html'))) {
  throw new Error(
    `${STATIC_DIR}/index.html is missing: build the client first (\`npx vite build\`), then run the e2e tests.`,
  )
}

// E2E_PORT lets several checkouts run their suites side by side without sharing a server.
const PORT = Number(process.env.E2E_PORT ?? 3100)
const BASE_URL = `http://127.0.0.1:${PORT}`
// A fresh database for every run: the command deletes it before the server starts (a globalSetup would
// run too late, after the web server is already up).
const DATA_DIR = process.env.E2E_PORT ? `.tmp/e2e-data-${PORT}` : '.tmp/e2e-data'
const isCI = Boolean(process.env.CI)
// The second portal, on the provider doubles: e2e/real-providers.spec.ts starts it on this port for its own
// story only (kept running through the whole suite it cost the other stories a sixth of a core).
process.env.E2E_PROVIDER_PORT = String(PORT + 50)

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: '.tmp/test-results',
  // One server shared by every test and only two cores: run the specs one after the other.
  workers: 1,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Generous: the feed decides when a score changes, and CI machines are small.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // The HTML report is for reading failures locally; CI prints the list (and keeps a failure's trace and screenshot).
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '.tmp/playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: E2E_CHROMIUM_LAUNCH,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // A trace (screenshots and DOM snapshots at every action) recorded for every test and dropped when it
    // passes made the suite about a fifth slower on a 2-core machine; CI retries a failed test once, and
    // that retry records one. Locally: `npx playwright test --trace on`.
    trace: 'on-first-retry',
    // The production client registers a service worker in every new context, which caches the chunks the
    // page loaded and answers its fetches: about a third of a story's CPU on these machines. The stories of
    // the worker's own work (offline reloads, the first screen) allow it: `test.use(SERVICE_WORKER)`.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: `rm -rf ${DATA_DIR} && node --import tsx server/main.ts`,
      url: `${BASE_URL}/healthz`,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        // The built-in feed spreads about 130 matches over the Beijing day and plays each FEED_SPEED times
        // faster, so the number in progress at any moment falls as the speed rises (at 60 a match lasts two
        // minutes and most hours have none), while the events per second over all of them stay about the same.
        // At 3 at least one head-to-head match is live at every minute of the day (calendar.test.ts checks it).
        FEED_SPEED: '3',
        // A week of results (the stories look back at most six days), not the default month: the first start's
        // history fill is the server's heaviest work.
        FEED_PAST_DAYS: '7',
        FEED_PROVIDER: 'builtin',
        STATIC_DIR,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        // The live-room story: its administrator, and an RTMP port of its own (not a running portal's 1935).
        ADMIN_MOBILES: ADMIN_MOBILES.join(','),
        RTMP_PORT: String(E2E_RTMP_PORT),
        // No demo rooms (server/demo): the stories make their own anchors and expect only theirs.
        DEMO_STREAMS: '0',
        DEMO_EXPERTS: '0',
        // Every story logs in from this one address (127.0.0.1): more codes an hour than one visitor needs.
        CODE_SENDS_PER_ADDRESS: '500',
        // Small, so the upload story can pass the cap without sending hundreds of megabytes.
        VIDEO_UPLOAD_MAX_MB: '2',
        // scripts/e2e-at.mjs: the portal on the run's clock (e2e/support/clock.ts).
        ...serverClockEnv(),
      },
      // First start creates and seeds the database.
      timeout: 120_000,
      reuseExistingServer: !isCI && !process.env.E2E_PORT,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})
