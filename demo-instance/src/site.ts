/**
 * A plain static host for a built web client, on an origin of its own: the
 * client as a standalone site, as `npx serve -s dist`, Netlify or
 * any CDN would serve it. Files by their content type (their `.br` or `.gz`
 * copy when the build has one and the browser takes it), index.html for any
 * other path that is not a file (the single-page app's routes), 404 for a
 * missing file with an extension. Nothing else: no API, so
 * /api/v1/instance answers the HTML, as such a host does.
 *
 *   npx tsx demo-instance/src/site.ts --port N --dir DIR [--host 127.0.0.1]
 */

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MIME_TYPES } from './routes/static.ts'

export function contentTypeOf(path: string): string {
  return MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

async function isFile(path: string): Promise<number | null> {
  try {
    const info = await stat(path)
    return info.isFile() ? info.size : null
  } catch {
    return null
  }
}

/** The file under `root` a URL path names, or null when it would leave `root`. */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const path = normalize(join(root, decoded))
  return path === root || path.startsWith(root + sep) ? path : null
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  status = 200,
): Promise<void> {
  const accepts = String(req.headers['accept-encoding'] ?? '')
  let sent = path
  let encoding: string | null = null
  let size = await isFile(path)
  for (const [suffix, name] of [
    ['.br', 'br'],
    ['.gz', 'gzip'],
  ] as const) {
    if (!new RegExp(`\\b${name}\\b`).test(accepts)) continue
    const compressedSize = await isFile(`${path}${suffix}`)
    if (compressedSize === null) continue
    sent = `${path}${suffix}`
    encoding = name
    size = compressedSize
    break
  }
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(path),
    'Content-Length': String(size ?? 0),
    Vary: 'Accept-Encoding',
    // Hashed assets never change; the page and the worker are looked at again each time.
    'Cache-Control': /\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  }
  if (encoding) headers['Content-Encoding'] = encoding
  res.writeHead(status, headers)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  createReadStream(sent).pipe(res)
}

export function siteHandler(dir: string) {
  const root = resolve(dir)
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Method Not Allowed')
      return
    }
    const urlPath = new URL(req.url ?? '/', 'http://site.invalid').pathname
    const path = fileFor(root, urlPath)
    if (path && (await isFile(path)) !== null) return send(req, res, path)
    if (path && (await isFile(join(path, 'index.html'))) !== null)
      return send(req, res, join(path, 'index.html'))
    // A missing file (it has an extension) is a 404; any other path is a route of the app.
    if (extname(urlPath) !== '') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Not Found')
      return
    }
    const index = join(root, 'index.html')
    if ((await isFile(index)) === null) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Not Found')
      return
    }
    return send(req, res, index)
  }
}

export interface Site {
  /** e.g. `http://127.0.0.1:9440` (no trailing slash). */
  url: string
  close(): Promise<void>
}

export async function startSite(options: {
  port: number
  dir: string
  host?: string
}): Promise<Site> {
  const host = options.host ?? '127.0.0.1'
  const handle = siteHandler(options.dir)
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolveListening, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolveListening())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolveClosed) => {
        server.close(() => resolveClosed())
        server.closeAllConnections()
      }),
  }
}

const USAGE = `Usage: site --port N --dir DIR [--host 127.0.0.1]

  Serves a built web client from DIR as a plain static host (no API): files
  with their content type (precompressed .br/.gz when present), index.html for
  every other path without an extension.`

async function main(argv: string[]): Promise<void> {
  let port = 0
  let dir = ''
  let host = '127.0.0.1'
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    const value = argv[i + 1] ?? ''
    if (arg === '--port') port = Number.parseInt(value, 10)
    else if (arg === '--dir') dir = value
    else if (arg === '--host') host = value
    else if (arg === '--help' || arg === '-h') {
      console.info(USAGE)
      return
    } else {
      console.error(`Unknown argument: ${arg ?? ''}\n${USAGE}`)
      process.exit(2)
    }
    i += 1
  }
  if (!dir || !Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(USAGE)
    process.exit(2)
  }
  if ((await isFile(join(resolve(dir), 'index.html'))) === null) {
    console.error(`site: ${dir} has no index.html (build the client first)`)
    process.exit(2)
  }
  const site = await startSite({ port, dir, host })
  console.info(`  Static site for ${dir} on ${site.url}/`)
  const stop = () => {
    site.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

// Run as a program (npx tsx demo-instance/src/site.ts), not when a test imports it.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
