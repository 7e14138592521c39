/**
 * Serves a built front end (akkoma-fe's dist) on its own port and proxies
 * the API, media and the streaming socket to the demo instance, so the front
 * end finds the API on its own origin as it does when Akkoma serves it.
 * Files of the build win; API paths go to the demo; any other page gets the
 * build's index.html (a single-page app). Only 127.0.0.1.
 */

import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { connect } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'

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
  close(): Promise<void>
}

export async function startPeerServer(
  distDir: string,
  port: number,
  demoPort: number,
): Promise<PeerServer> {
  const root = resolve(distDir)
  const index = join(root, 'index.html')
  if (!existsSync(index)) throw new Error(`${root} has no index.html (is it a built front end?)`)
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const path = decodeURIComponent(url.pathname)
    const file = normalize(join(root, path))
    if (file.startsWith(root) && path !== '/' && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': path.startsWith('/static/js/') ? 'public, max-age=31536000' : 'no-cache',
      })
      createReadStream(file).pipe(res)
      return
    }
    if (isApi(path, String(req.headers.accept ?? ''))) {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: demoPort,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: `127.0.0.1:${port}` },
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
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? `127.0.0.1:${port}` : value}`)
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (head.length > 0) upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => ok())
  })
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok())
        server.closeAllConnections()
      }),
  }
}
