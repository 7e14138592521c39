// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeTranslateHtml } from '../src/render/translator.ts'
import type { TestServer } from './helpers.ts'
import { call, json, login, post, startTestServer } from './helpers.ts'

let server: TestServer
let alice: string

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
})
afterAll(() => server.stop())

describe('translation', () => {
  it('is advertised the way Akkoma does', async () => {
    const nodeinfo = await json<{ metadata: { features: string[] } }>(
      await call(server.base, '/nodeinfo/2.1.json'),
    )
    expect(nodeinfo.metadata.features).toContain('akkoma:machine_translation')
    const v1 = await json<{ pleroma: { metadata: { features: string[] } } }>(
      await call(server.base, '/api/v1/instance'),
    )
    expect(v1.pleroma.metadata.features).toContain('akkoma:machine_translation')
    const v2 = await json<{ configuration: { translation: { enabled: boolean } } }>(
      await call(server.base, '/api/v2/instance'),
    )
    expect(v2.configuration.translation.enabled).toBe(true)
  })

  it('lists source and target languages', async () => {
    const languages = await json<{ source: { code: string; name: string }[]; target: unknown[] }>(
      await call(server.base, '/api/v1/akkoma/translation/languages'),
    )
    expect(languages.source).toContainEqual({ code: 'de', name: 'German' })
    expect(languages.target.length).toBe(languages.source.length)
  })

  it('translates a status with the fake translator', async () => {
    const status = await post(server.base, alice, 'Good morning @bob & friends #cofe')
    const response = await call(
      server.base,
      `/api/v1/statuses/${status.id}/translations/fr?from=en`,
      {
        token: alice,
      },
    )
    expect(response.status).toBe(200)
    const result = await json<{ text: string; detected_language: string }>(response)
    expect(result.detected_language).toBe('en')
    expect(result.text.startsWith('[fr] ‹Good› ‹morning›')).toBe(true)
    expect(result.text).toContain('&amp; ‹friends›')
    expect(result.text).toContain('>@<span>bob</span></a>') // mentions stay as they are
    expect(result.text).toContain('>#cofe</a>')
    const guest = await call(server.base, `/api/v1/statuses/${status.id}/translations/de`)
    expect(((await json(guest)) as { text: string }).text.startsWith('[de] ')).toBe(true)
    const bad = await call(server.base, `/api/v1/statuses/${status.id}/translations/xx`)
    expect(bad.status).toBe(400)
    expect((await call(server.base, '/api/v1/statuses/nope/translations/de')).status).toBe(404)
  })

  it('answers Mastodon’s POST translate too', async () => {
    const status = await post(server.base, alice, 'Hello world')
    const result = await json<{
      content: string
      detected_source_language: string
      provider: string
    }>(
      await call(server.base, `/api/v1/statuses/${status.id}/translate`, {
        token: alice,
        json: { lang: 'es' },
      }),
    )
    expect(result.content).toBe('[es] ‹Hello› ‹world›')
    expect(result.detected_source_language).toBe('en')
    expect(result.provider).toMatch(/fake/)
  })

  it('keeps markup and puts the prefix inside the first paragraph', () => {
    expect(fakeTranslateHtml('<p>Hi <strong>there</strong></p><p>bye</p>', 'de')).toBe(
      '<p>[de] ‹Hi› <strong>‹there›</strong></p><p>‹bye›</p>',
    )
  })
})
