// Makes sure node_modules matches package.json + package-lock.json.
//
// Pure Node (no dependencies), so it runs before anything is installed.
// Usable both ways:
//   node scripts/ensure-deps.mjs
//   import { ensureDeps } from './ensure-deps.mjs'; ensureDeps()
//
// After a successful install a hash of package.json and package-lock.json is
// stored in node_modules/.deps-stamp; while the hash still matches, nothing is
// done. We use `npm install`, not `npm ci`: a lockfile written on this machine
// can make `npm ci` refuse to install.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const defaultRoot = resolve(fileURLToPath(new URL('..', import.meta.url)))

/** Hash of package.json + package-lock.json (the lockfile may be absent). */
export function depsHash(root = defaultRoot) {
  const hash = createHash('sha256')
  for (const name of ['package.json', 'package-lock.json']) {
    const file = join(root, name)
    hash.update(`${name}\0`)
    hash.update(existsSync(file) ? readFileSync(file) : '<missing>')
    hash.update('\0')
  }
  hash.update(`node ${process.versions.node.split('.')[0]}`)
  return hash.digest('hex')
}

/**
 * Installs dependencies when needed. Returns true when it ran npm install.
 * Throws when the install fails.
 */
export function ensureDeps({ root = defaultRoot, quiet = false } = {}) {
  const nodeModules = join(root, 'node_modules')
  const stampFile = join(nodeModules, '.deps-stamp')
  let reason = null
  if (!existsSync(nodeModules)) reason = 'node_modules is missing'
  else if (!existsSync(stampFile)) reason = 'no install stamp in node_modules'
  else if (readFileSync(stampFile, 'utf8').trim() !== depsHash(root))
    reason = 'package.json or package-lock.json changed'

  if (!reason) {
    if (!quiet) console.log('deps: node_modules is up to date with package-lock.json')
    return false
  }

  console.log(`deps: ${reason}; running npm install --no-audit --no-fund`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  })
  if (result.error) throw new Error(`deps: could not run npm: ${result.error.message}`)
  if (result.status !== 0) {
    throw new Error(`deps: npm install failed (exit ${result.status ?? result.signal})`)
  }
  // npm install may rewrite package-lock.json, so hash after installing.
  writeFileSync(stampFile, `${depsHash(root)}\n`)
  return true
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    ensureDeps()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
