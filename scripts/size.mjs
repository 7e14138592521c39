// Measures how much JavaScript a first visit to a timeline route downloads,
// as gzip (node:zlib, level 9) bytes, from the Vite build manifest.
//
//   node scripts/size.mjs           print the table
//   node scripts/size.mjs --check   also exit 1 when the total is over budget
//
// What counts (the rule):
//   1. The entry chunk (manifest key "index.html") and, recursively, every
//      chunk in its `imports` (static imports: the browser loads them before
//      the app starts).
//   2. Route modules loaded lazily on the way to a timeline: a chunk reached
//      through `dynamicImports` (from any chunk already counted) whose
//      manifest `src` lies under src/features/timelines/ or src/app/. A first
//      visit to /main/all loads those, so they count, together with their own
//      static imports (and, by the same rule, their lazy timeline/app
//      imports). Other lazy chunks (settings, media viewer, ...) don't count.
//   Each distinct .js file counts once. CSS, fonts and images don't count.
//
// Units: 1 kB = 1000 bytes. Budget: 120 kB.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { bin, root } from './lib.mjs'

export const BUDGET_KB = 120
const LAZY_ROUTE_SRC = /^src\/(features\/timelines|app)\//

/** Returns [{ file, why, bytes, gzip }] for the JS of a first visit. */
export function measure(distDir = join(root, 'dist')) {
  const manifestPath = join(distDir, '.vite', 'manifest.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  // The page's own entry, never another (the service worker is an entry too): a
  // build whose manifest lost index.html's chunk (the bundler does, with a
  // top-level await in a lazy module) also precaches no app shell.
  const entryKey = 'index.html'
  if (!manifest[entryKey]?.isEntry)
    throw new Error(`no entry chunk for index.html in ${manifestPath}: the build lost it`)

  const seen = new Set()
  const files = new Map()
  const queue = [[entryKey, 'entry']]
  while (queue.length > 0) {
    const [key, why] = queue.shift()
    if (seen.has(key)) continue
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`manifest refers to missing chunk ${key}`)
    if (chunk.file.endsWith('.js') && !files.has(chunk.file)) files.set(chunk.file, why)
    for (const imported of chunk.imports ?? []) queue.push([imported, 'static import'])
    for (const lazy of chunk.dynamicImports ?? []) {
      const src = manifest[lazy]?.src ?? lazy
      if (LAZY_ROUTE_SRC.test(src)) queue.push([lazy, `lazy route ${src}`])
    }
  }

  return [...files].map(([file, why]) => {
    const data = readFileSync(join(distDir, file))
    return { file, why, bytes: data.length, gzip: gzipSync(data, { level: 9 }).length }
  })
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

export function report(rows) {
  const total = rows.reduce((sum, row) => sum + row.gzip, 0)
  const raw = rows.reduce((sum, row) => sum + row.bytes, 0)
  const width = Math.max(4, ...rows.map((row) => row.file.length))
  const lines = [
    `${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  counted as`,
    ...rows
      .sort((a, b) => b.gzip - a.gzip)
      .map(
        (row) =>
          `${row.file.padEnd(width)}  ${kB(row.bytes).padStart(10)}  ${kB(row.gzip).padStart(10)}  ${row.why}`,
      ),
    `${'total'.padEnd(width)}  ${kB(raw).padStart(10)}  ${kB(total).padStart(10)}  (budget ${BUDGET_KB} kB gzip; 1 kB = 1000 bytes)`,
  ]
  return { total, text: lines.join('\n') }
}

function main() {
  const check = process.argv.includes('--check')
  // --dir DIR measures a build made elsewhere (side-by-side runs build into their own folders).
  const dirFlag = process.argv.indexOf('--dir')
  const distDir = dirFlag > 0 && process.argv[dirFlag + 1] ? resolve(process.argv[dirFlag + 1]) : join(root, 'dist')
  if (!existsSync(join(distDir, '.vite', 'manifest.json'))) {
    console.log('size: no build in dist/; running vite build')
    const result = spawnSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' })
    if (result.status !== 0) {
      console.error('size: vite build failed')
      process.exit(1)
    }
  }
  const { total, text } = report(measure(distDir))
  console.log('JS loaded by a first visit to a timeline route (gzip -9):')
  console.log(text)
  if (check) {
    if (total > BUDGET_KB * 1000) {
      console.error(`size: ${kB(total)} is over the budget of ${BUDGET_KB} kB`)
      process.exit(1)
    }
    console.log(`size: ${kB(total)} is within the budget of ${BUDGET_KB} kB`)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main()
  } catch (error) {
    console.error(`size: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
