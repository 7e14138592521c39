// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/site.ts'
import { startSite } from '../src/site.ts'
import { tempDir } from './helpers.ts'

const INDEX = '<!doctype html><title>client</title><div id="root"></div>'
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))})`

let dir: string
let site: Site

beforeAll(async () => {
  dir = tempDir('demo-site-test-')
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), INDEX)
  writeFileSync(join(dir, 'assets', 'app.js'), SCRIPT)
  writeFileSync(join(dir, 'assets', 'app.js.gz'), gzipSync(SCRIPT))
  writeFileSync(join(dir, 'assets', 'style.css'), 'body{}')
  writeFileSync(join(dir, 'manifest.webmanifest'), '{}')
  site = await startSite({ port: 0, dir })
})
afterAll(async () => {
  await site.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { headers })

describe('the standalone site (a plain static host)', () => {
  it('serves files with their content types', async () => {
    const page = await get('/')
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await page.text()).toBe(INDEX)
    const css = await get('/assets/style.css')
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    const manifest = await get('/manifest.webmanifest')
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
  })

  it('sends the precompressed copy when the browser takes it, the plain file otherwise', async () => {
    const { request } = await import('node:http')
    const raw = await new Promise<{ encoding?: string; body: Buffer; type?: string }>(
      (resolve, reject) => {
        request(`${site.url}/assets/app.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              type: res.headers['content-type'],
              body: Buffer.concat(chunks),
            }),
          )
        })
          .on('error', reject)
          .end()
      },
    )
    expect(raw.encoding).toBe('gzip')
    expect(raw.type).toBe('text/javascript; charset=utf-8')
    expect(gunzipSync(raw.body).toString()).toBe(SCRIPT)
    const plain = await get('/assets/app.js', { 'Accept-Encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(SCRIPT)
  })

  it('answers the app’s page for routes, and no API', async () => {
    for (const path of [
      '/users/alice',
      '/notice/abc',
      '/api/v1/instance',
      '/.well-known/nodeinfo',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull()
      expect(await response.text(), path).toBe(INDEX)
    }
    expect((await get('/assets/missing.js')).status).toBe(404)
    expect((await get('/nodeinfo/2.0.json')).status).toBe(404)
    expect((await fetch(`${site.url}/api/v1/apps`, { method: 'POST' })).status).toBe(405)
  })

  it('never serves a file outside its folder', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd')
    expect(await response.text()).not.toContain('root:')
  })
})
