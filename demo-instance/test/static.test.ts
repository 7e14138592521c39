// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from './helpers.ts'
import { call, json, startTestServer, tempDir } from './helpers.ts'

const staticDir = tempDir('demo-static-')
let server: TestServer

beforeAll(async () => {
  mkdirSync(join(staticDir, 'static', 'client'), { recursive: true })
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><!--server-generated-meta--><title>client</title></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(join(staticDir, 'static', 'client', 'app-abc123.js'), 'console.log("hi")')
  writeFileSync(
    join(staticDir, 'static', 'client', 'app-abc123.js.gz'),
    gzipSync('console.log("hi")'),
  )
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  server = await startTestServer({ staticDir })
})
afterAll(async () => {
  await server.stop()
  rmSync(staticDir, { recursive: true, force: true })
})

function preload(html: string): Record<string, string> {
  const match = /<script id="initial-results" type="application\/json">([^<]*)<\/script>/.exec(html)
  if (!match?.[1]) throw new Error('no preload script')
  return JSON.parse(match[1]) as Record<string, string>
}

const decode = (value: string | undefined) =>
  JSON.parse(Buffer.from(value ?? '', 'base64').toString('utf8')) as unknown

describe('serving the client', () => {
  it('injects meta tags and the preloaded API replies into index.html', async () => {
    const response = await call(server.base, '/')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('<!--server-generated-meta-->')
    expect(html).toContain('<meta name="description"')
    const data = preload(html)
    expect(decode(data['/api/v1/instance'])).toEqual(
      await json(await call(server.base, '/api/v1/instance')),
    )
    expect(decode(data['/nodeinfo/2.0.json'])).toMatchObject({ software: { name: 'akkoma' } })
    expect(decode(data['/api/pleroma/frontend_configurations'])).toHaveProperty('pleroma_fe')
  })

  it('sends a strict Content-Security-Policy with the request host', async () => {
    const response = await call(server.base, '/main/friends')
    const host = new URL(server.base).host
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain(`connect-src 'self' ws://${host} wss://${host}`)
    expect(await response.text()).toContain('id="root"')
  })

  it('serves client routes with dots and at-signs as index.html', async () => {
    const response = await call(server.base, '/users/dana@mastodon.example')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
  })

  it('serves files with long cache for hashed client assets', async () => {
    const asset = await call(server.base, '/static/client/app-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toContain('javascript')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const icon = await call(server.base, '/favicon.svg')
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    expect(icon.headers.get('cache-control')).not.toContain('immutable')
    expect((await call(server.base, '/static/client/missing.js')).status).toBe(404)
  })

  it("sends the build's gzip copy to browsers that take gzip, as Akkoma does", async () => {
    const url = `${server.base}/static/client/app-abc123.js`
    const gzipped = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding')
    expect(await gzipped.text()).toBe('console.log("hi")')
    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe('console.log("hi")')
  })

  it('keeps API paths and instance static files answered by the server', async () => {
    expect((await call(server.base, '/api/v1/nope')).status).toBe(404)
    expect(await json(await call(server.base, '/static/config.json'))).toMatchObject({
      theme: 'pleroma-dark',
    })
    expect((await call(server.base, '/static/logo.svg')).headers.get('content-type')).toContain(
      'image/svg+xml',
    )
    expect(await (await call(server.base, '/instance/panel.html')).text()).toContain('Cofe Demo')
  })

  it('blocks path traversal', async () => {
    const response = await fetch(`${server.base}/..%2F..%2Fetc%2Fpasswd`)
    expect(await response.text()).not.toContain('root:')
  })
})
