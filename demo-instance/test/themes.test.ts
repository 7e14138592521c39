// @vitest-environment node
/** The instance's themes: styles.json in both forms, the v2 theme files, the default theme switch. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseThemeFile } from '../../src/theme/model'
import { call, json, startTestServer, type TestServer } from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.stop()
})

const frontendTheme = async () =>
  (
    await json<{ pleroma_fe: { theme: string } }>(
      await call(server.base, '/api/pleroma/frontend_configurations'),
    )
  ).pleroma_fe.theme

describe('instance themes', () => {
  it('lists theme files by address and one theme in the old array form', async () => {
    const styles = await json(await call(server.base, '/static/styles.json'))
    expect(styles['sea-glass']).toBe('/static/themes/sea-glass.json')
    expect(styles['midnight-plum']).toBe('/static/themes/midnight-plum.json')
    expect(Array.isArray(styles.paper)).toBe(true)
    expect(parseThemeFile(styles.paper).colors.bg).toBe('#f6f1e7')
  })

  it('serves each listed file as a version 2 theme file the client reads', async () => {
    const styles = await json<Record<string, unknown>>(
      await call(server.base, '/static/styles.json'),
    )
    for (const address of Object.values(styles).filter((v) => typeof v === 'string')) {
      const response = await call(server.base, address as string)
      expect(response.status).toBe(200)
      const file = await json(response)
      expect(file._pleroma_theme_version).toBe(2)
      expect(parseThemeFile(file).colors.bg).toMatch(/^#[0-9a-f]{6}$/)
    }
    expect((await call(server.base, '/static/themes/nothing.json')).status).toBe(404)
  })

  it("switches the instance's default theme until the next reset", async () => {
    expect(await frontendTheme()).toBe('pleroma-dark')
    const mode = await call(server.base, '/__demo/mode', { json: { theme: 'sea-glass' } })
    expect((await json(mode)).theme).toBe('sea-glass')
    expect(await frontendTheme()).toBe('sea-glass')
    expect((await call(server.base, '/__demo/mode', { json: { theme: 7 } })).status).toBe(400)
    await call(server.base, '/__demo/reset', { method: 'POST' })
    expect(await frontendTheme()).toBe('pleroma-dark')
  })
})
