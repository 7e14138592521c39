/**
 * Serves a built front end (akkoma-fe's dist) on its own port and proxies
 * the API, media and the streaming socket to the demo instance, so the front
 * end finds the API on its own origin as it does when Akkoma serves it.
 * Files of the build win; API paths go to the demo; any other page gets the
 * build's index.html (a single-page app). Only 127.0.0.1.
 *
 * The build is served as the client's is: a copy of it gets a `.gz` beside
 * every compressible file, written by the client's own build step
 * (`precompressDir`, scripts/precompress.ts), and a request that accepts gzip
 * gets `file.gz` with `Content-Encoding: gzip`, as Akkoma's static plug and
 * the demo instance (demo-instance/src/routes/static.ts) answer. index.html goes out
 * as it is, as the demo's does. The build's folder itself is left untouched.
 */

import {
  cpSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize, resolve } from 'node:path'
import { COMPRESSIBLE, precompressDir } from '../../scripts/precompress.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
}

/** Paths the demo instance answers (Akkoma's API and its assets). */
const API_PREFIXES = [
  '/api/',
  '/oauth/',
  '/nodeinfo',
  '/.well-known/',
  '/media/',
  '/emoji/',
  '/instance/',
  '/images/',
  '/proxy/',
  '/main/ostatus',
  '/users/', // only with an Accept of activity+json; pages are handled below
  '/favicon.png',
  '/manifest.json',
  '/static/', // only files the build lacks (terms, stickers, emoji.json): the instance has them
]

function isApi(path: string, accept: string): boolean {
  if (path.startsWith('/users/')) return accept.includes('activity+json')
  return API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p))
}

export interface PeerServer {
  url: string
  /** The gzipped copy being served (removed by close). */
  dir: string
  /** How many `.gz` files the copy got, and their bytes against the originals'. */
  gzip: { files: number; bytes: number; originalBytes: number }
  close(): Promise<void>
}

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* filesUnder(path)
    else yield path
  }
}

/**
 * A copy of the build in a temporary folder with the client's `.gz` copies
 * beside its files. Compressed copies the build may already hold are left
 * out, so every `.gz` served comes from the same function as the client's.
 */
export async function gzippedCopy(distDir: string): Promise<{
  dir: string
  gzip: PeerServer['gzip']
}> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-peer-'))
  try {
    cpSync(resolve(distDir), dir, {
      recursive: true,
      filter: (src) => !/\.(gz|br)$/.test(src),
    })
    const files = await precompressDir(dir)
    let bytes = 0
    let originalBytes = 0
    for (const path of filesUnder(dir)) {
      if (!COMPRESSIBLE.test(path) || !existsSync(`${path}.gz`)) continue
      bytes += statSync(`${path}.gz`).size
      originalBytes += statSync(path).size
    }
    return { dir, gzip: { files, bytes, originalBytes } }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

/**
 * Serves a gzipped copy of `distDir` on `port` (0: any free port) with the
 * API proxied to the demo instance on `demoPort`.
 */
export async function startPeerServer(
  distDir: string,
  port: number,
  demoPort: number,
): Promise<PeerServer> {
  if (!existsSync(join(resolve(distDir), 'index.html')))
    throw new Error(`${resolve(distDir)} has no index.html (is it a built front end?)`)
  const { dir, gzip } = await gzippedCopy(distDir)
  const root = resolve(dir)
  const index = join(root, 'index.html')
  /** The port listened on (known once listening when asked for 0). */
  let ownPort = port
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const path = decodeURIComponent(url.pathname)
    const file = normalize(join(root, path))
    if (
      file.startsWith(root) &&
      path !== '/' &&
      path !== '/index.html' &&
      existsSync(file) &&
      statSync(file).isFile()
    ) {
      const gzipped =
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
        existsSync(`${file}.gz`) &&
        statSync(`${file}.gz`).isFile()
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': path.startsWith('/static/js/') ? 'public, max-age=31536000' : 'no-cache',
        vary: 'Accept-Encoding',
        ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
      })
      createReadStream(gzipped ? `${file}.gz` : file).pipe(res)
      return
    }
    if (isApi(path, String(req.headers.accept ?? ''))) {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: demoPort,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: `127.0.0.1:${ownPort}` },
        },
        (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers)
          reply.pipe(res)
        },
      )
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502)
        res.end()
      })
      req.pipe(upstream)
      return
    }
    res.writeHead(200, {
      'content-type': TYPES['.html'] ?? 'text/html',
      'cache-control': 'no-cache',
    })
    createReadStream(index).pipe(res)
  })
  // The streaming socket: a raw TCP pipe to the demo after replaying the upgrade request.
  server.on('upgrade', (req, socket, head) => {
    const upstream = connect(demoPort, '127.0.0.1', () => {
      const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/1.1`]
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i] ?? ''
        const value = req.rawHeaders[i + 1] ?? ''
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? `127.0.0.1:${ownPort}` : value}`)
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (head.length > 0) upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  try {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail)
      server.listen(port, '127.0.0.1', () => ok())
    })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  ownPort = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${ownPort}`,
    dir,
    gzip,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok())
        server.closeAllConnections()
      }).finally(() => rmSync(dir, { recursive: true, force: true })),
  }
}
