import type { Plugin } from 'vite'

/*
 * Builds src/serviceWorker/sw.ts as /sw.js at the root of the output (a
 * worker controls only the paths below its own), alongside the app, and
 * fills in its placeholders: the app shell to precache (index.html as '/',
 * the entry chunk, its static imports and their CSS — no lazy chunks, no
 * locales), a version that changes with that list, the server's paths and
 * the notification titles.
 */

const SW_SOURCE = 'src/serviceWorker/sw.ts'
const SW_FILE = 'sw.js'

interface Options {
  /** Paths that belong to the server: navigations there never get the shell. */
  serverPaths: string[]
  /** Notification titles by type (the English messages of the push area). */
  pushTitles: Record<string, string>
}

interface ChunkLike {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
  dynamicImports: string[]
  exports: string[]
  code: string
  viteMetadata?: { importedCss: Set<string> }
}
interface AssetLike {
  type: 'asset'
  fileName: string
}

/** Short, stable hash (FNV-1a) of the precache list: a new build means a new cache. */
function versionOf(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

/** The entry chunk of index.html, its static imports and their CSS, as root paths. */
export function appShell(bundle: Record<string, ChunkLike | AssetLike>, base = '/'): string[] {
  const chunks = Object.values(bundle).filter((o): o is ChunkLike => o.type === 'chunk')
  const entry =
    chunks.find(
      (c) => c.isEntry && c.fileName !== SW_FILE && c.facadeModuleId?.endsWith('index.html'),
    ) ?? chunks.find((c) => c.isEntry && c.fileName !== SW_FILE)
  const files = new Set<string>()
  const queue = entry ? [entry.fileName] : []
  while (queue.length > 0) {
    const name = queue.shift() as string
    if (files.has(name)) continue
    files.add(name)
    const chunk = bundle[name]
    if (chunk?.type !== 'chunk') continue
    queue.push(...chunk.imports)
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
  }
  return [base, ...[...files].sort().map((f) => `${base}${f}`)]
}

export function serviceWorkerPlugin(options: Options): Plugin {
  let base = '/'
  return {
    name: 'service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: SW_SOURCE, fileName: SW_FILE })
    },
    generateBundle(_output, bundle) {
      const worker = bundle[SW_FILE]
      if (worker?.type !== 'chunk') return
      const shell = appShell(bundle as unknown as Record<string, ChunkLike | AssetLike>, base)
      // Without the page's entry the worker would precache nothing but "/": an offline start would fail.
      if (shell.length < 2) this.error('the build has no entry chunk for index.html to precache')
      const values: Record<string, string> = {
        __SW_PRECACHE__: JSON.stringify(shell),
        __SW_VERSION__: JSON.stringify(versionOf(shell.join('\n'))),
        __SW_SERVER_PATHS__: JSON.stringify(options.serverPaths),
        __SW_PUSH_TITLES__: JSON.stringify(options.pushTitles),
      }
      // A classic worker script can't import: anything shared with the app would break it.
      if (worker.imports.length + worker.dynamicImports.length + worker.exports.length > 0)
        this.error(`${SW_FILE} must be one self-contained script; it imports or exports`)
      let code = worker.code
      for (const [name, value] of Object.entries(values)) code = code.split(name).join(value)
      worker.code = code
    },
  }
}
