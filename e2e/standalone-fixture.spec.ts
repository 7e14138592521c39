import { TWIN_INSTANCE } from '../demo-instance/src/seeds/twin-accounts'
import { expect, test } from './standalone'

test.describe('the standalone fixture', () => {
  test.beforeEach(async ({ resetServers }) => {
    await resetServers()
  })

  test('serves the client on its own origin, beside two servers that differ', async ({
    page,
    request,
    standalone,
  }) => {
    const { siteUrl, serverA, serverB } = standalone
    expect(new Set([siteUrl, serverA, serverB]).size).toBe(3)

    const response = await page.goto(siteUrl)
    expect(response?.status()).toBe(200)
    // The client's start page: whatever it shows, it renders a heading of its own.
    await expect(page.getByRole('heading').first()).toBeVisible()

    // A answers the site's origin with CORS, as Akkoma does.
    const instanceA = await request.get(`${serverA}/api/v1/instance`, {
      headers: { Origin: siteUrl },
    })
    expect(instanceA.ok()).toBe(true)
    expect(instanceA.headers()['access-control-allow-origin']).toBe(siteUrl)
    expect(instanceA.headers()['access-control-allow-credentials']).toBe('true')

    // B is another server: another name.
    const titleA = ((await instanceA.json()) as { title: string }).title
    const instanceB = await request.get(`${serverB}/api/v1/instance`)
    const titleB = ((await instanceB.json()) as { title: string }).title
    expect(titleB).toBe(TWIN_INSTANCE.name)
    expect(titleB).not.toBe(titleA)

    // The site itself has no API.
    const siteApi = await request.get(`${siteUrl}/api/v1/instance`)
    expect(siteApi.headers()['content-type']).toMatch(/^text\/html/)
  })

  test('switches a server to refusing other origins until the reset', async ({
    request,
    standalone,
    demoA,
    resetServers,
  }) => {
    const ask = () =>
      request.get(`${standalone.serverA}/api/v1/instance`, {
        headers: { Origin: standalone.siteUrl },
      })
    await demoA.refuseCors()
    expect((await ask()).headers()['access-control-allow-origin']).toBeUndefined()
    await resetServers()
    expect((await ask()).headers()['access-control-allow-origin']).toBe(standalone.siteUrl)
  })
})
