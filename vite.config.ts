import { copyFileSync, createReadStream, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from './scripts/precompress.ts'
import backendPaths from './scripts/backend-paths.json' with { type: 'json' }
import { isServerPage, SERVER_PAGE_PREFIXES, SHARED_PAGES } from './scripts/server-pages.mjs'
import { serviceWorkerPlugin } from './src/serviceWorker/buildPlugin.ts'
import pushMessages from './src/i18n/locales/en/push.lazy.json' with { type: 'json' }

// `npm run dev` runs the demo instance (or BACKEND) behind this proxy so the
// client and the API share one origin, exactly as Akkoma serves a front end.
const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8081'
const proxied: string[] = [...backendPaths, '/__demo']
const isProxied = (pathname: string) =>
  proxied.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

/**
 * The Ruffle Flash player ships as files the page loads on demand from
 * /static/ruffle/, a script from a static path, exactly as Akkoma's own
 * front end serves it. Source maps are left out.
 */
const RUFFLE_DIR = resolve('node_modules/@ruffle-rs/ruffle')
const ruffleFiles = () =>
  existsSync(RUFFLE_DIR) ? readdirSync(RUFFLE_DIR).filter((f) => /\.(js|wasm)$/.test(f)) : []

function ruffle(): Plugin {
  let outDir = 'dist'
  return {
    name: 'copy-ruffle',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    configureServer(server) {
      server.middlewares.use('/static/ruffle', (req, res, next) => {
        const file = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? ''
        if (!ruffleFiles().includes(file)) return next()
        res.setHeader(
          'Content-Type',
          file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript',
        )
        createReadStream(join(RUFFLE_DIR, file)).pipe(res)
      })
    },
    closeBundle() {
      const target = join(outDir, 'static', 'ruffle')
      mkdirSync(target, { recursive: true })
      for (const f of ruffleFiles()) copyFileSync(join(RUFFLE_DIR, f), join(target, f))
    },
  }
}

/**
 * The emoji picker reads six fields of emojibase's records and never the
 * skin-tone variants nor the "components" group: the rest, about
 * half of the data the picker's first open downloads and parses, is left out.
 */
function slimEmojiData(): Plugin {
  const kept = ['unicode', 'label', 'hexcode', 'group', 'order', 'tags'] as const
  return {
    name: 'slim-emoji-data',
    enforce: 'pre',
    transform(code, id) {
      if (!/emojibase-data[\\/]en[\\/]compact\.json$/.test(id)) return null
      const records = JSON.parse(code) as Record<string, unknown>[]
      const slim = records
        .filter((r) => typeof r.group === 'number' && r.group !== 2)
        .map((r) => Object.fromEntries(kept.filter((k) => k in r).map((k) => [k, r[k]])))
      return { code: JSON.stringify(slim), map: null }
    },
  }
}

/**
 * The entry script blocks rendering (`blocking="render"`) until it has run:
 * start-up applies the stored theme synchronously, so the first paint already
 * has it instead of global.css's default dark, with no flash between them.
 */
function renderBlockingEntry(): Plugin {
  return {
    name: 'render-blocking-entry',
    enforce: 'post',
    transformIndexHtml: (html) =>
      html.replace(
        /<script type="module" (crossorigin )?src=/,
        '<script type="module" $1blocking="render" src=',
      ),
  }
}

export default defineConfig({
  plugins: [
    slimEmojiData(),
    react(),
    ruffle(),
    renderBlockingEntry(),
    serviceWorkerPlugin({ serverPaths: proxied, pushTitles: pushMessages.push.titles }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    // Akkoma only serves a front end's files under a few fixed top-level
    // paths (index.html, /static, /images, ...), so every asset lives below
    // /static.
    assetsDir: 'static/client',
    manifest: true,
    // `npm run size` checks the real budget (first-visit JS); this warning only counts one file.
    chunkSizeWarningLimit: 800,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // A feature's entry (features/<area>/index.ts) only re-exports what
        // other areas use. Declared free of side effects, importing one name
        // from it brings that name's module alone, not every module the entry
        // names (a screen, its CSS) into the importer's chunk.
        moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id: string) => !id.includes('/src/serviceWorker/'),
            },
            {
              // What a theme other than the default dark needs (its store, the
              // model, the instance's themes): one chunk, one round trip,
              // where separate chunks cost a chain of three before mounting.
              name: 'theme',
              test: /\/src\/theme\/(model\/|resolve\.ts|instanceThemes\.ts|themeStore\.ts)/,
            },
          ],
        },
      },
    },
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      ...Object.fromEntries(
        proxied.map((p) => [
          p, // A real instance checks Host; the demo does not care.
          { target: apiTarget, changeOrigin: !!process.env.BACKEND, ws: p === '/api' },
        ]),
      ),
      // The server's sign-in pages where they share a path with the client's
      // routes (scripts/server-pages.mjs): the client's page unless the
      // request comes from the server's own sign-in flow.
      ...Object.fromEntries(
        [...SHARED_PAGES, ...SERVER_PAGE_PREFIXES].map((p) => [
          p,
          {
            target: apiTarget,
            changeOrigin: !!process.env.BACKEND,
            bypass: (req: { method?: string; url?: string }) =>
              isServerPage(req.method, req.url ?? '/', isProxied) ? undefined : req.url,
          },
        ]),
      ),
    },
  },
})
