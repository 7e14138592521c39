import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from './e2e/chromium'
import { BASE_PORT, WORKERS, demoUrl } from './e2e/workers'

const CI = !!process.env.CI
// E2E_PORT and E2E_DIST let several runs share a machine (each its own demo
// instances, data folders and build); E2E_WORKERS sets how many workers.
const DIST = process.env.E2E_DIST ?? 'dist'

const chromium = { executablePath: CHROMIUM, args: CHROMIUM_ARGS }

export default defineConfig({
  testDir: 'e2e',
  // Per port, so runs side by side (E2E_PORT) never wipe each other's traces.
  outputDir: `test-results/port-${BASE_PORT}`,
  // Files spread over the workers; the tests of one file run in order.
  fullyParallel: false,
  workers: WORKERS,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  // Generous: a busy machine makes a slow run, never a red one.
  timeout: 60_000,
  // Keep a hung run from eating CI's 90 minutes; the other stages take about 10.
  globalTimeout: CI ? 75 * 60_000 : 0,
  // What a user waits for shows within a second or two here; the margin is for busy machines.
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    // Each worker keeps its browser contexts between tests and clears them
    // itself, HTTP cache excepted (e2e/fixtures.ts): a fresh context and its
    // first page cost more CPU than most tests, and so does loading every
    // script again.
    // Each worker's own demo instance: e2e/fixtures.ts sets baseURL per worker.
    baseURL: demoUrl(0),
    launchOptions: chromium,
    viewport: { width: 1366, height: 768 },
    locale: 'en-US',
    trace: 'on-first-retry',
    // Off: Playwright takes the failure screenshot at the end of every test,
    // passed or not, and the retry's trace holds screenshots of every step.
    screenshot: 'off',
    // No service worker unless a test is about it (push, updates, the
    // offline shell): each test's first page would register one, precache
    // the shell and route every request of the test through it, several
    // percent of the suite's CPU for nothing the test looks at.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 1366, height: 768 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => {
    const port = BASE_PORT + index
    return {
      command: `node_modules/.bin/tsx demo-instance/src/main.ts --port ${port} --static ${DIST} --data .demo-data/e2e-${port} --reset --faults --quiet`,
      url: `${demoUrl(index)}/api/v1/instance`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stderr: 'pipe' as const,
    }
  }),
})
