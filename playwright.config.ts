import { defineConfig, devices } from '@playwright/test'

const CI = !!process.env.CI
// E2E_PORT and E2E_DIST let several runs share a machine (each its own demo
// instance, data folder and build).
const PORT = Number(process.env.E2E_PORT ?? 8788)
const DIST = process.env.E2E_DIST ?? 'dist'

// Debian's Chromium (scripts/ensure-chromium.mjs installs it). Playwright never
// downloads a browser of its own here: there is no network for that.
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1, // 2-core machines
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 30_000,
  // Keep a hung run from eating CI's 90 minutes.
  globalTimeout: CI ? 30 * 60_000 : 0,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    viewport: { width: 1366, height: 768 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
  webServer: {
    command: `node_modules/.bin/tsx demo-instance/src/main.ts --port ${PORT} --static ${DIST} --data .demo-data/e2e-${PORT} --reset --faults --quiet`,
    url: `http://127.0.0.1:${PORT}/api/v1/instance`,
    reuseExistingServer: !CI,
    timeout: 60_000,
    stderr: 'pipe',
  },
})
