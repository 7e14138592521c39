// Serves the built client from dist/ and proxies the instance's own paths to
// a real Akkoma/Pleroma instance, so that both share one origin:
//
//   BACKEND=https://example.social PORT=8080 node scripts/proxy.mjs
//
// (`BACKEND=... npm start` builds first and runs this.) Node built-ins only.
//
// - Files from dist/; a GET/HEAD for a path that is no file and doesn't look
//   like an asset gets dist/index.html (client-side routes such as /main/all
//   or /@alice@example.social).
// - Paths in PROXIED go to BACKEND as they are: Host is rewritten, bodies are
//   streamed both ways, redirects are passed back (never followed), and
//   WebSocket upgrades (/api/v1/streaming) are tunnelled.
// - So do the server's sign-in pages where they share a path with the
//   client's routes, only when the request is the server's (server-pages.mjs):
//   Hollo's authorization step goes through /login?next=...
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { root } from './lib.mjs'
import { isServerPage } from './server-pages.mjs'

// The server paths a front end does not serve: shared with vite.config.ts.
export const PROXIED = JSON.parse(
  readFileSync(new URL('./backend-paths.json', import.meta.url), 'utf8'),
)

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
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
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
}

// Headers that belong to one connection, not to the message.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

export function isProxied(pathname) {
  return PROXIED.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/** Whether a request goes to the backend: its paths, and its sign-in pages when asked for by its flow. */
export function goesToBackend(method, url) {
  const pathname = (url ?? '/').split('?')[0] ?? '/'
  return isProxied(pathname) || isServerPage(method, url ?? '/', isProxied)
}

/**
 * Creates the server (not yet listening).
 * @param {{ backend: string, dist?: string, port: number }} options
 */
export function createProxyServer({ backend, dist = join(root, 'dist'), port }) {
  const target = new URL(backend)
  const secure = target.protocol === 'https:'
  const transport = secure ? https : http
  const agent = new transport.Agent({ keepAlive: true })
  const distRoot = resolve(dist)
  const localOrigins = new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`])

  /** Request headers for the backend: hop-by-hop dropped, Host/Origin/Referer rewritten. */
  function upstreamHeaders(req, keepUpgrade) {
    const headers = {}
    const connectionTokens = String(req.headers.connection ?? '')
      .toLowerCase()
      .split(',')
      .map((t) => t.trim())
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue
      if (!keepUpgrade && (HOP_BY_HOP.has(name) || connectionTokens.includes(name))) continue
      headers[name] = value
    }
    headers.host = target.host
    if (typeof headers.origin === 'string' && localOrigins.has(headers.origin))
      headers.origin = target.origin
    if (typeof headers.referer === 'string') {
      for (const origin of localOrigins) {
        if (headers.referer.startsWith(`${origin}/`)) {
          headers.referer = target.origin + headers.referer.slice(origin.length)
        }
      }
    }
    return headers
  }

  /** Response headers for the browser: hop-by-hop dropped, cookies and redirects made local. */
  function downstreamHeaders(upstream) {
    const headers = {}
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue
      headers[name] = value
    }
    const cookies = headers['set-cookie']
    if (cookies) {
      // Cookies for the backend's domain, or Secure ones, wouldn't stick on http://127.0.0.1.
      headers['set-cookie'] = cookies.map((cookie) =>
        cookie
          .split(';')
          .filter((part) => !/^\s*(domain=.*|secure)\s*$/i.test(part))
          .map((part) => (/^\s*samesite=none\s*$/i.test(part) ? ' SameSite=Lax' : part))
          .join(';'),
      )
    }
    const location = headers.location
    if (typeof location === 'string') {
      try {
        const url = new URL(location, target)
        if (url.origin === target.origin && goesToBackend('GET', url.pathname + url.search)) {
          headers.location = url.pathname + url.search + url.hash
        }
      } catch {
        // leave it
      }
    }
    return headers
  }

  function proxy(req, res) {
    const upstream = transport.request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port || (secure ? 443 : 80),
      method: req.method,
      path: req.url,
      headers: upstreamHeaders(req, false),
      agent,
      servername: secure ? target.hostname : undefined,
    })
    upstream.on('response', (upstreamRes) => {
      res.writeHead(
        upstreamRes.statusCode ?? 502,
        upstreamRes.statusMessage,
        downstreamHeaders(upstreamRes),
      )
      upstreamRes.pipe(res)
      upstreamRes.on('error', () => res.destroy())
    })
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy()
        return
      }
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(`Bad gateway: ${target.origin} did not answer (${error.message})\n`)
    })
    // The browser went away: stop the upstream request too (streaming, long polls).
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })
    req.pipe(upstream)
  }

  function sendFile(req, res, file, status = 200) {
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
    const relative = file.slice(distRoot.length).split(sep).join('/')
    const immutable = relative.startsWith('/static/client/')
    // As Akkoma's static plug: the build's precompressed copy when the browser takes gzip.
    const gzipped =
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && existsSync(`${file}.gz`)
    const sent = gzipped ? `${file}.gz` : file
    const stat = statSync(sent)
    res.writeHead(status, {
      'content-type': type,
      'content-length': stat.size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'last-modified': stat.mtime.toUTCString(),
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
      ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
    })
    if (req.method === 'HEAD') res.end()
    else createReadStream(sent).pipe(res)
  }

  function serveStatic(req, res, pathname) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      res.end('Method not allowed\n')
      return
    }
    let decoded
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Bad request\n')
      return
    }
    const file = resolve(distRoot, `.${normalize(`/${decoded}`)}`)
    if (file !== distRoot && !file.startsWith(distRoot + sep)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Forbidden\n')
      return
    }
    if (existsSync(file) && statSync(file).isFile()) return sendFile(req, res, file)
    const ext = extname(decoded).toLowerCase()
    const looksLikeAsset =
      decoded.startsWith('/static/') || (ext !== '' && ext in TYPES && ext !== '.html')
    if (looksLikeAsset) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Not found\n')
      return
    }
    sendFile(req, res, join(distRoot, 'index.html'))
  }

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    if (goesToBackend(req.method, req.url)) proxy(req, res)
    else serveStatic(req, res, pathname)
  })

  // WebSocket (and any other) upgrades on proxied paths: tunnel the raw bytes.
  server.on('upgrade', (req, socket, head) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    if (!isProxied(pathname)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n')
      return
    }
    const upstream = transport.request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port || (secure ? 443 : 80),
      method: req.method,
      path: req.url,
      headers: upstreamHeaders(req, true),
      servername: secure ? target.hostname : undefined,
    })
    socket.on('error', () => upstream.destroy())
    upstream.on('upgrade', (upstreamRes, upstreamSocket, upstreamHead) => {
      const lines = [`HTTP/1.1 ${upstreamRes.statusCode} ${upstreamRes.statusMessage}`]
      for (let i = 0; i < upstreamRes.rawHeaders.length; i += 2) {
        lines.push(`${upstreamRes.rawHeaders[i]}: ${upstreamRes.rawHeaders[i + 1]}`)
      }
      socket.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (upstreamHead.length > 0) socket.write(upstreamHead)
      if (head.length > 0) upstreamSocket.write(head)
      upstreamSocket.pipe(socket).pipe(upstreamSocket)
      upstreamSocket.on('error', () => socket.destroy())
      socket.on('error', () => upstreamSocket.destroy())
      upstreamSocket.on('close', () => socket.destroy())
      socket.on('close', () => upstreamSocket.destroy())
    })
    // The backend refused the upgrade: hand its answer back as it is.
    upstream.on('response', (upstreamRes) => {
      const lines = [`HTTP/1.1 ${upstreamRes.statusCode} ${upstreamRes.statusMessage}`]
      for (let i = 0; i < upstreamRes.rawHeaders.length; i += 2) {
        const name = upstreamRes.rawHeaders[i] ?? ''
        if (HOP_BY_HOP.has(name.toLowerCase())) continue
        lines.push(`${name}: ${upstreamRes.rawHeaders[i + 1]}`)
      }
      lines.push('Connection: close')
      socket.write(`${lines.join('\r\n')}\r\n\r\n`)
      upstreamRes.pipe(socket)
    })
    upstream.on('error', () => {
      if (socket.writable) socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n')
      else socket.destroy()
    })
    upstream.end()
  })

  return server
}

function main() {
  const backend = process.env.BACKEND?.trim()
  if (!backend) {
    console.error('Set BACKEND to the instance to proxy, e.g. BACKEND=https://example.social')
    process.exit(2)
  }
  let url
  try {
    url = new URL(backend)
  } catch {
    url = null
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    console.error(`BACKEND=${backend} is not an http(s) URL`)
    process.exit(2)
  }
  const port = Number(process.env.PORT || 8080)
  // DIST serves another build (several checkouts or builds side by side).
  const dist = resolve(root, process.env.DIST || 'dist')
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('dist/index.html is missing: build the client first (npm run build)')
    process.exit(1)
  }
  const server = createProxyServer({ backend: url.origin, dist, port })
  server.on('error', (error) => {
    console.error(`proxy: ${error.message}`)
    process.exit(1)
  })
  server.listen(port, '127.0.0.1', () => {
    console.log(`Client:  http://127.0.0.1:${port}/`)
    console.log(`Proxying the instance's paths (${PROXIED.join(' ')}) to ${url.origin}`)
  })
  const stop = () => {
    server.close()
    server.closeAllConnections()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(root, 'scripts', 'proxy.mjs')) main()
