/**
 * Debian's Chromium (scripts/ensure-chromium.mjs installs it) and the flags
 * every run of it here needs: no sandbox and no GPU in this machine's
 * containers, and none of the background traffic a test or a benchmark
 * would then measure. Playwright never downloads a browser of its own.
 */
export const CHROMIUM = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
