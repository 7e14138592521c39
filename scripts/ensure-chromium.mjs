// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests.
// Playwright never downloads a browser here (there is no network for that):
// playwright.config.ts points it at this executable.
//
//   node scripts/ensure-chromium.mjs
//   import { ensureChromium } from './ensure-chromium.mjs'; ensureChromium()
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export const CHROMIUM = '/usr/bin/chromium'
const PACKAGES = ['chromium', 'fonts-dejavu-core', 'fonts-noto-color-emoji']

function apt(args) {
  console.log(`chromium: apt-get ${args.join(' ')}`)
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.error) throw new Error(`chromium: could not run apt-get: ${result.error.message}`)
  return result.status === 0
}

/** Installs Chromium when missing. Returns true when it installed it; throws on failure. */
export function ensureChromium({ quiet = false } = {}) {
  if (existsSync(CHROMIUM)) {
    if (!quiet) console.log(`chromium: found ${CHROMIUM}`)
    return false
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    throw new Error(
      `chromium: ${CHROMIUM} is missing and this is not root, so it can't be installed here.\n` +
        `Install it yourself, then run again:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`,
    )
  }
  console.log(`chromium: ${CHROMIUM} is missing; installing Debian's ${PACKAGES.join(' ')}`)
  const install = ['install', '-y', ...PACKAGES]
  // One update, then the install; a failed install gets one more try
  // (mirrors occasionally hiccup) before giving up.
  if (!apt(['update']) || !apt(install)) {
    console.warn('chromium: apt-get failed; trying once more')
    if (!apt(['update']) || !apt(install)) throw new Error('chromium: apt-get install failed')
  }
  if (!existsSync(CHROMIUM))
    throw new Error(`chromium: installed, but ${CHROMIUM} is still missing`)
  return true
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    ensureChromium()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
