/**
 * Serving the built web client on the same origin, as Akkoma serves its
 * front end: files under the client directory are served as they are, and
 * every other page request gets index.html with the server-generated meta
 * tags and Pleroma's preloaded data (`<script id="initial-results">`).
 */

import { identityOf, panelHtmlOf } from '../model/instance-identity.ts'
import type { InstanceIdentityRecord } from '../model/records.ts'
import type { NonSharedBuffer } from 'node:buffer'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { errorJson, hostOf, originOf } from '../http/plumbing.ts'
import {
  frontendConfigurations,
  instanceV1,
  instanceV2,
  nodeinfo,
} from '../render/instance-info.ts'
import { escapeHtml } from '../render/content.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seeds/accounts.ts'

export const META_PLACEHOLDER = '<!--server-generated-meta-->'

/** Paths that belong to the server, never to the front end. */
const SERVER_PREFIXES = [
  '/api/',
  '/oauth/',
  '/nodeinfo/',
  '/.well-known/',
  '/media/',
  '/emoji/',
  '/proxy/',
  '/__demo/',
  '/instance/',
]

/** Content types by file extension (the demo's own static files and the standalone site's). */
export const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

export function contentSecurityPolicy(host: string): string {
  return [
    "default-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    `connect-src 'self' ws://${host} wss://${host}`,
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ')
}

function base64Json(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64')
}

/** Meta tags plus Pleroma's preload script for index.html. */
export function serverGeneratedMeta(deps: Deps, origin: string): string {
  const identity = identityOf(deps.store)
  const meta = [
    `<meta name="description" content="${escapeHtml(identity.shortDescription)}">`,
    `<meta property="og:site_name" content="${escapeHtml(identity.name)}">`,
    `<meta property="og:title" content="${escapeHtml(identity.name)}">`,
    `<meta property="og:description" content="${escapeHtml(identity.shortDescription)}">`,
  ]
  // GoToSocial embeds nothing for a front end: the client asks for everything.
  if (deps.mode.like !== 'akkoma') return meta.join('\n')
  const preload: Record<string, string> = {
    '/api/v1/instance': base64Json(
      instanceV1(deps.store, origin, deps.mode.accounts, deps.mode.uploadLimit),
    ),
    '/api/v2/instance': base64Json(
      instanceV2(deps.store, origin, deps.mode.accounts, deps.mode.uploadLimit),
    ),
    '/nodeinfo/2.0.json': base64Json(
      nodeinfo(
        deps.store,
        origin,
        '2.0',
        deps.mode.privateInstance,
        deps.mode.accounts,
        deps.mode.uploadLimit,
      ),
    ),
    '/api/pleroma/frontend_configurations': base64Json(
      frontendConfigurations(deps.mode.instanceTheme),
    ),
    '/instance/panel.html': base64Json(panelHtmlOf(deps.store)),
  }
  const json = JSON.stringify(preload).replace(/</g, '\\u003c')
  return [...meta, `<script id="initial-results" type="application/json">${json}</script>`].join(
    '\n',
  )
}

/**
 * The build's files under /static/client/ are named by their content, so
 * the bytes under a name never change: each is read once (with its gzip
 * copy) and then served from memory. A client's first visit asks for some
 * sixty of them, and the browser tests make such a visit in every test.
 */
const immutableFiles = new Map<string, { body: NonSharedBuffer; gzip: NonSharedBuffer | null }>()

async function immutableFile(
  file: string,
): Promise<{ body: NonSharedBuffer; gzip: NonSharedBuffer | null }> {
  const known = immutableFiles.get(file)
  if (known) return known
  const read = {
    body: await readFile(file),
    gzip: (await fileIfExists(`${file}.gz`)) ? await readFile(`${file}.gz`) : null,
  }
  immutableFiles.set(file, read)
  return read
}

async function fileIfExists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

function landingPage(origin: string, identity: Readonly<InstanceIdentityRecord>): string {
  const rows = DEMO_ACCOUNTS.map(
    (a) =>
      `<tr><td><code>${escapeHtml(a.nickname)}</code></td><td>${a.role}</td><td>${escapeHtml(a.notes)}</td></tr>`,
  ).join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(identity.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}td{padding:.2rem .6rem;vertical-align:top}code{background:#eee;padding:0 .2rem}</style>
</head><body>
<h1>${escapeHtml(identity.name)}</h1>
<p>${escapeHtml(identity.description)}</p>
<p>This is the API server. Start it with <code>--static DIR</code> to serve a built client here, or point the
development server at <code>${escapeHtml(origin)}</code>.</p>
<h2>Accounts</h2>
<p>Password for every account: <code>${escapeHtml(DEMO_PASSWORD)}</code></p>
<table><thead><tr><th>Nickname</th><th>Role</th><th>Notes</th></tr></thead><tbody>
${rows}
</tbody></table>
<p><a href="/api/v1/instance">/api/v1/instance</a> · <a href="/nodeinfo/2.0.json">/nodeinfo/2.0.json</a> ·
<a href="/api/v1/timelines/public">/api/v1/timelines/public</a></p>
</body></html>
`
}

export function clientRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const root = deps.staticDir ? resolve(deps.staticDir) : null

  const serveIndex = async (c: Context, status: 200 | 404 = 200): Promise<Response> => {
    if (!root) return errorJson(c, 404, 'Not found')
    let html: string
    try {
      html = await readFile(join(root, 'index.html'), 'utf8')
    } catch {
      return errorJson(c, 404, 'index.html not found in the static directory')
    }
    c.header('Content-Security-Policy', contentSecurityPolicy(hostOf(c)))
    c.header('Cache-Control', 'no-cache')
    return c.html(html.replace(META_PLACEHOLDER, serverGeneratedMeta(deps, originOf(c))), status)
  }

  app.on(['GET', 'HEAD'], '*', async (c) => {
    let path: string
    try {
      path = decodeURIComponent(c.req.path)
    } catch {
      return errorJson(c, 400, 'Bad request')
    }
    if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix)) {
      return errorJson(c, 404, 'Not found')
    }
    if (!root)
      return path === '/'
        ? c.html(landingPage(originOf(c), identityOf(deps.store)))
        : errorJson(c, 404, 'Not found')
    if (path === '/' || path === '/index.html') return serveIndex(c)
    const file = resolve(root, `.${path}`)
    const immutable = path.startsWith('/static/client/')
    if (
      file.startsWith(root + sep) &&
      ((immutable && immutableFiles.has(file)) || (await fileIfExists(file)))
    ) {
      const type = MIME_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
      c.header('Content-Type', type)
      c.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      )
      const takesGzip = /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')
      if (immutable) {
        const { body, gzip } = await immutableFile(file)
        c.header('Vary', 'Accept-Encoding')
        if (gzip && takesGzip) {
          c.header('Content-Encoding', 'gzip')
          return c.body(gzip)
        }
        return c.body(body)
      }
      // A new deployment (POST /__demo/mode {"deployment": n}): the worker's bytes change.
      if (path === '/sw.js' && deps.mode.deployment > 0) {
        const script = await readFile(file, 'utf8')
        return c.body(`${script}\n// deployment ${deps.mode.deployment}\n`)
      }
      // As Akkoma's static plug: the build's precompressed copy when the browser takes gzip.
      c.header('Vary', 'Accept-Encoding')
      if (takesGzip && (await fileIfExists(`${file}.gz`))) {
        c.header('Content-Encoding', 'gzip')
        return c.body(await readFile(`${file}.gz`))
      }
      return c.body(await readFile(file))
    }
    // Missing assets are 404s; anything else is a front-end route.
    if (path.startsWith('/static/') || extname(path).toLowerCase() in MIME_TYPES)
      return errorJson(c, 404, 'Not found')
    return serveIndex(c)
  })

  return app
}
