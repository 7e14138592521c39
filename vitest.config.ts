import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { preactAlias } from './preact-alias.ts'

// Optional shared setup (jest-dom matchers, cleanup, ...), used once it exists.
const setupFile = 'src/test/setup.ts'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // Its ESM build, so its React imports meet the alias too.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      // Its ESM build: under Node it resolves to CommonJS, which requires React itself.
      {
        find: /^react-router$/,
        replacement: resolve('node_modules/react-router/dist/development/index.mjs'),
      },
      ...preactAlias,
    ],
  },
  // Same CSS-modules naming as vite.config.ts, so `styles.fooBar` works in tests.
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'demo-instance/test/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Server-side test files opt out with a `// @vitest-environment node` comment.
    environment: 'jsdom',
    globals: true,
    setupFiles: existsSync(setupFile) ? [setupFile] : [],
    // Process CSS modules so components get real (stable) class names.
    css: {
      include: [/\.module\.css$/],
      modules: { classNameStrategy: 'stable' },
    },
    restoreMocks: true,
    // Libraries that import React go through the bundler so the alias reaches them.
    server: {
      deps: { inline: [/@testing-library\//, /react-router/, /react-virtuoso/, /zustand/] },
    },
    testTimeout: 15_000,
  },
})
