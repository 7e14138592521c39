import { existsSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Optional shared setup (jest-dom matchers, cleanup, ...), used once it exists.
const setupFile = 'src/test/setup.ts'

export default defineConfig({
  plugins: [react()],
  // Same CSS-modules naming as vite.config.ts, so `styles.fooBar` works in tests.
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'client', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
      },
      {
        // The demo instance's tests each start their own server with its own
        // data, and what the server's modules keep (memo caches) answers the
        // same for every file: they share one module graph per worker instead
        // of importing the whole server again for every file, which halves
        // their time (37 s against 19; files in any order pass).
        extends: true,
        test: { name: 'demo', include: ['demo-instance/test/**/*.test.ts'], isolate: false },
      },
    ],
    // A DOM for the component tests: happy-dom sets up in about half of
    // jsdom's time, which every one of some eighty files pays. Server-side
    // and pure-logic files opt out with `// @vitest-environment node`; the
    // few that need what only jsdom does (DOMPurify sanitizing server HTML,
    // a File keeping its name in FormData) say `@vitest-environment jsdom`.
    environment: 'happy-dom',
    globals: true,
    setupFiles: existsSync(setupFile) ? [setupFile] : [],
    // Process CSS modules so components get real (stable) class names.
    css: {
      include: [/\.module\.css$/],
      modules: { classNameStrategy: 'stable' },
    },
    restoreMocks: true,
    // Generous: some component tests take seconds on an idle 2-core machine and several times that on a busy one.
    testTimeout: 60_000,
    // Every core, in threads: vitest's default leaves one core idle (on the
    // 2-core machines the suite runs on, half of them) and forks a process
    // per worker; the unit stage took five minutes instead of three and a half.
    maxWorkers: '100%',
    pool: 'threads',
  },
})
