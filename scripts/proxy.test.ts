// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProxyServer } from './proxy.mjs'
import { isServerPage } from './server-pages.mjs'

const serverPaths = (pathname: string) => pathname.startsWith('/oauth/') || pathname === '/oauth'

describe('isServerPage', () => {
  it("gives the server its sign-in steps and keeps the client's /login page", () => {
    // Hollo's authorization page sends a signed-out browser here.
    const next = encodeURIComponent('http://127.0.0.1:18780/oauth/authorize?client_id=c')
    expect(isServerPage('GET', `/login?next=${next}`, serverPaths)).toBe(true)
    expect(isServerPage('GET', '/login?next=%2Foauth%2Fauthorize', serverPaths)).toBe(true)
    expect(isServerPage('POST', '/login', serverPaths)).toBe(true)
    expect(isServerPage('GET', '/login/otp?next=x', serverPaths)).toBe(true)
    expect(isServerPage('GET', '/public/uno.css?v=1', serverPaths)).toBe(true)
    // The client's own routes.
    expect(isServerPage('GET', '/login', serverPaths)).toBe(false)
    expect(isServerPage('GET', '/login?return=%2Fmain%2Ffriends', serverPaths)).toBe(false)
    expect(isServerPage('GET', '/login?next=%2Fmain%2Ffriends', serverPaths)).toBe(false)
    expect(isServerPage('HEAD', '/login', serverPaths)).toBe(false)
    expect(isServerPage('GET', '/public', serverPaths)).toBe(false)
    expect(isServerPage('GET', '/main/public', serverPaths)).toBe(false)
  })
})

describe('the proxy of npm start', () => {
  let dist: string
  let backend: http.Server
  let proxy: http.Server
  let base: string
  let backendOrigin: string
  const seen: string[] = []

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'proxy-test-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>client</title>')
    // A server that signs people in the way Hollo does.
    backend = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`)
      const url = new URL(req.url ?? '/', 'http://backend.invalid')
      if (url.pathname === '/oauth/authorize') {
        res.writeHead(302, {
          location: `/login?next=${encodeURIComponent(backendOrigin + req.url)}`,
        })
        res.end()
      } else if (url.pathname === '/login' && req.method === 'POST') {
        res.writeHead(302, { location: `${backendOrigin}/oauth/authorize?client_id=c` })
        res.end()
      } else {
        res.writeHead(200, { 'content-type': 'text/html' })
        res.end(`<title>server ${url.pathname}</title>`)
      }
    })
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
    backendOrigin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`
    proxy = createProxyServer({ backend: backendOrigin, dist, port: 0 })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve))
    await new Promise((resolve) => backend.close(resolve))
    rmSync(dist, { recursive: true, force: true })
  })

  const get = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { redirect: 'manual', ...init })

  it("takes the authorize step through the server's sign-in page and back", async () => {
    const authorize = await get('/oauth/authorize?client_id=c')
    expect(authorize.status).toBe(302)
    const signIn = authorize.headers.get('location') ?? ''
    expect(signIn).toMatch(/^\/login\?next=/)
    const page = await get(signIn)
    expect(await page.text()).toBe('<title>server /login</title>')
    const posted = await get('/login', { method: 'POST', body: 'email=a&password=b' })
    // The absolute address of the server's authorize page, made this origin's.
    expect(posted.headers.get('location')).toBe('/oauth/authorize?client_id=c')
    expect(await (await get('/public/uno.css')).text()).toBe(
      '<title>server /public/uno.css</title>',
    )
  })

  it("serves the client's own /login and /public pages", async () => {
    const before = seen.length
    for (const path of ['/login', '/login?return=%2Fmain%2Ffriends', '/public']) {
      expect(await (await get(path)).text()).toBe('<!doctype html><title>client</title>')
    }
    expect(seen.length).toBe(before)
  })
})
