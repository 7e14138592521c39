import { mkdirSync } from 'node:fs'
import { shot } from './shots'
import { axeFor } from './axe'
import type { Page } from '@playwright/test'
import { request as playwrightRequest } from '@playwright/test'
import { expect, test } from './standalone'
import { apiToken, homePagesSaved } from './helpers'

/*
 * The client as a site of its own, served from a third origin with
 * no API: choosing a server, signing in by the code flow with PKCE on the
 * server's own page, reading and posting, a second account on the other
 * server, switching without a reload, the inactive account's unread badge,
 * removing accounts, and the start page's three messages.
 */

const SHOTS = '/tmp/shots-c19'
const PASSWORD = 'password'

test.describe.configure({ timeout: 90_000 })

const hostOf = (origin: string) => origin.replace(/^https?:\/\//, '')

async function expectNoAxeViolations(page: Page): Promise<void> {
  const result = await axeFor(page).analyze()
  expect(result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) }))).toEqual(
    [],
  )
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true })
  await shot(page, { path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function chooseServer(page: Page, server: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Server' }).fill(hostOf(server))
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** Through the server's own authorize page and back (the code flow with PKCE). */
async function signInOnServerPage(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue to the sign-in page' }).click()
  await page.getByLabel('Username or e-mail').fill(username)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Authorize' }).click()
  await expect(page.getByRole('form', { name: 'Write a post' })).toBeVisible({ timeout: 15_000 })
}

/** A second person acting through the API of a server. */
async function apiAs(server: string, username: string) {
  const request = await playwrightRequest.newContext({ baseURL: server })
  const token = await apiToken(request, username)
  const auth = { Authorization: `Bearer ${token}` }
  return {
    /** Marks every notification read (Pleroma's call), so a new one stands out. */
    readAll: async () => {
      const list = (await (
        await request.get('/api/v1/notifications', { headers: auth, params: { limit: 1 } })
      ).json()) as { id: string }[]
      if (list[0])
        await request.post('/api/v1/pleroma/notifications/read', {
          headers: auth,
          form: { max_id: list[0].id },
        })
    },
    post: async (status: string, visibility = 'public') => {
      const reply = await request.post('/api/v1/statuses', {
        headers: { Authorization: `Bearer ${token}` },
        form: { status, visibility },
      })
      expect(reply.ok()).toBe(true)
    },
    dispose: () => request.dispose(),
  }
}

/** The unread count on the account switcher's button (0 without a badge). */
async function switcherUnread(page: Page): Promise<number> {
  const name =
    (await page.getByRole('button', { name: /^Accounts/ }).getAttribute('aria-label')) ?? ''
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0)
}

test.beforeEach(async ({ resetServers }) => {
  await resetServers()
})

test('the start page tells a bad name, a site that is no server, an unreachable server and a refused origin apart', async ({
  page,
  standalone,
  demoA,
}) => {
  await page.goto(standalone.siteUrl)
  await expect(page.getByRole('heading', { name: 'Which server?' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1366, height: 768 })
  await shoot(page, 'start-desktop')

  await page.getByRole('textbox', { name: 'Server' }).fill('not a server')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(/“not a server” is not a server address/)

  // The static site itself answers, but with no fediverse API.
  await chooseServer(page, standalone.siteUrl)
  await expect(page.getByRole('alert')).toHaveText(
    `${hostOf(standalone.siteUrl)} answered, but it is not a fediverse server this client can use.`,
  )

  // Nobody listens on port 9 of this machine.
  await chooseServer(page, 'http://127.0.0.1:9')
  await expect(page.getByRole('alert')).toHaveText(/127\.0\.0\.1:9 could not be reached/)

  await demoA.refuseCors()
  await chooseServer(page, standalone.serverA)
  await expect(page.getByRole('alert')).toHaveText(
    new RegExp(
      `${hostOf(standalone.serverA).replace('.', '\\.')} is up, but it does not allow this site`,
    ),
  )
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoAxeViolations(page)
  await shoot(page, 'start-refused-phone')
})

test('a guest reads a chosen server, signs in by the code flow, posts, adds an account on the other server, switches without a reload and removes both', async ({
  page,
  standalone,
}) => {
  const { siteUrl, serverA, serverB } = standalone
  // Streaming sockets the page opens, and whether each is still open.
  const sockets: { host: string; open: boolean }[] = []
  page.on('websocket', (ws) => {
    const entry = { host: new URL(ws.url()).host, open: true }
    sockets.push(entry)
    ws.on('close', () => (entry.open = false))
  })
  const openSockets = () => sockets.filter((s) => s.open).map((s) => s.host)
  await page.goto(siteUrl)
  await chooseServer(page, serverA)

  // Guests read the chosen server's public timeline; its name is the title.
  await expect(page).toHaveURL(`${siteUrl}/main/all`)
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page).toHaveTitle(/Cofe Demo/)

  // Sign-in: the server's own page, and back with a code exchanged with the PKCE verifier.
  // The site is known to have no instance now: it is asked once (in the background), not eight times.
  const askedOfSite: string[] = []
  const onRequest = (r: { url(): string }) => {
    const url = new URL(r.url())
    if (
      url.origin === siteUrl &&
      /^\/(api|nodeinfo|\.well-known)\/|^\/static\/(config\.json|terms)/.test(url.pathname)
    )
      askedOfSite.push(url.pathname)
  }
  page.on('request', onRequest)
  await page.goto(`${siteUrl}/login`)
  await expect(page.getByRole('button', { name: 'Continue to the sign-in page' })).toBeVisible()
  page.off('request', onRequest)
  expect(askedOfSite.filter((p) => p !== '/api/v1/instance')).toEqual([])
  expect(askedOfSite.length).toBeLessThanOrEqual(1)
  await signInOnServerPage(page, 'alice')
  await expect(page).toHaveURL(`${siteUrl}/main/friends`)
  // The socket is the chosen server's, never the site's.
  await expect.poll(openSockets).toEqual([hostOf(serverA)])

  const mine = `Posted from a site of its own ${Date.now()}`
  const form = page.getByRole('form', { name: 'Write a post' })
  await form.getByLabel('Write a post').fill(mine)
  await form.getByRole('button', { name: 'Post' }).click()
  await expect(page.getByRole('article').filter({ hasText: mine })).toBeVisible()
  // A favourite goes to the other origin too: sent to outlive a reload, after its CORS preflight.
  const favourite = page
    .getByRole('article')
    .filter({ hasText: mine })
    .getByRole('button', { name: /^Favourite/ })
  const favourited = page.waitForResponse(
    (r) => r.url().endsWith('/favourite') && r.request().method() === 'POST',
  )
  await favourite.click()
  expect((await favourited).ok()).toBe(true)
  await expect(favourite).toHaveAttribute('aria-pressed', 'true')

  // Alice has read everything: a new notification will be the only unread one.
  const alice = await apiAs(serverA, 'alice')
  await alice.readAll()
  await alice.dispose()

  // A second account, on the other server, without signing alice out.
  await page.getByRole('button', { name: /^Accounts/ }).click()
  await page.getByRole('button', { name: 'Add an account' }).click()
  await expect(page.getByRole('heading', { name: 'Add an account' })).toBeVisible()
  await chooseServer(page, serverB)
  await expect(page).toHaveURL(`${siteUrl}/login`)
  await expect(page).toHaveTitle(/Twin Demo/)
  await signInOnServerPage(page, 'dana')

  // Dana's home: her follows' posts, never alice's.
  await expect(page.getByRole('article').filter({ hasText: 'Sleeper train booked' })).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: mine })).toHaveCount(0)

  await expect.poll(openSockets).toEqual([hostOf(serverB)])

  // No navigation from here on: a marker on the window survives every switch.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'))

  // Alice, inactive, is mentioned on her server: her count shows on the switcher.
  await expect(page.getByRole('button', { name: 'Accounts', exact: true })).toBeVisible()
  const bob = await apiAs(serverA, 'bob')
  await bob.post(`@alice a word for you only ${Date.now()}`, 'direct')
  await bob.dispose()
  await expect.poll(() => switcherUnread(page), { timeout: 30_000 }).toBe(1)

  await page.getByRole('button', { name: /^Accounts/ }).click()
  const panel = page.getByRole('group', { name: 'Accounts' })
  await expect(panel.getByRole('button', { name: /@dana@.* \(active\)/ })).toBeDisabled()
  await expectNoAxeViolations(page)
  await shoot(page, 'switcher-desktop')
  await panel.getByRole('button', { name: /^Switch to @alice@/ }).click()

  await expect(page.getByRole('article').filter({ hasText: mine })).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: 'Sleeper train booked' })).toHaveCount(0)
  await expect(page).toHaveTitle(/Cofe Demo/)
  // Only the active account's socket is open.
  await expect.poll(openSockets).toEqual([hostOf(serverA)])
  // Alice's notifications, with the mention; none of dana's.
  await page
    .getByRole('link', { name: /Notifications/ })
    .first()
    .click()
  await expect(page.getByText(/a word for you only/)).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept')

  // Alice's post, opened with dana: her server resolves it, and dana is the one reading it.
  await page.getByRole('link', { name: 'Home timeline' }).first().click()
  await page.getByRole('article').filter({ hasText: mine }).locator('time').click()
  await expect(page).toHaveURL(/\/notice\//)
  const aliceThread = page.url()
  await page.getByRole('button', { name: 'Open with' }).click()
  await page.getByRole('button', { name: /^Open with @dana@/ }).click()
  await expect(page).toHaveURL(/\/notice\//)
  await expect(page).not.toHaveURL(aliceThread)
  await expect(page.getByRole('article').filter({ hasText: mine }).first()).toBeVisible()
  await expect(page).toHaveTitle(/Twin Demo/)

  // Back to dana's home: her notifications, not alice's.
  await page.getByRole('link', { name: 'Home timeline' }).first().click()
  await expect(page.getByRole('article').filter({ hasText: 'Sleeper train booked' })).toBeVisible()
  await page
    .getByRole('link', { name: /Notifications/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: /Notifications/ }).first()).toBeVisible()
  await expect(page.getByText(/a word for you only/)).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept')

  // At a phone's size the switcher is in the drawer.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await drawer.getByRole('button', { name: /^Accounts/ }).click()
  await expect(drawer.getByRole('button', { name: /^Switch to @alice@/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await shoot(page, 'switcher-phone')

  // Removing dana (the active one) hands over to alice; removing alice returns to the start page.
  await drawer.getByRole('button', { name: /^Remove @dana@/ }).click()
  await drawer.getByRole('button', { name: 'Remove', exact: true }).click()
  await page.setViewportSize({ width: 1366, height: 768 })
  await expect(page.getByRole('article').filter({ hasText: mine })).toBeVisible()
  await page.getByRole('button', { name: /^Accounts/ }).click()
  const left = page.getByRole('group', { name: 'Accounts' })
  await expect(left.getByRole('button', { name: /dana/ })).toHaveCount(0)
  await left.getByRole('button', { name: /^Remove @alice@/ }).click()
  await left.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Which server?' })).toBeVisible()
  // The servers used are offered again; no account is kept.
  await expect(page.getByRole('button', { name: `Use ${hostOf(serverA)}` })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Continue as/ })).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept')
})

test.describe('without a network', () => {
  // The site's page opens offline only from the service worker's copy.
  test.use({ serviceWorkers: 'allow' })

  test('a site of its own opens offline from what the chosen server last gave, with the time', async ({
    page,
    context,
    standalone,
  }) => {
    const { siteUrl, serverA } = standalone
    await page.goto(siteUrl)
    await chooseServer(page, serverA)
    await expect(page.getByRole('article').first()).toBeVisible()
    await page.goto(`${siteUrl}/login`)
    await signInOnServerPage(page, 'alice')
    const feed = page.getByRole('main').getByRole('feed')
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    const first = await feed.getByRole('article').first().getAttribute('aria-label')
    expect(first).toBeTruthy()

    // A returning reader's visit: the worker in charge of the page, the
    // account's start and the pages of home kept once the offline code came.
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload()
    await expect(feed.getByRole('article').first()).toBeVisible()
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((k) => k.includes('offline-start:'))),
      )
      .toBe(true)
    await homePagesSaved(page)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    await expect(page.getByText(/^Offline: showing what was saved at \d\d:\d\d/)).toBeVisible()
    await expect(feed.getByRole('article', { name: first ?? '' }).first()).toBeVisible()
    // Still the chosen server's site, signed in: no start page asking which server.
    await expect(page.getByRole('heading', { name: 'Which server?' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Accounts/ })).toBeVisible()
    // Opened again without a network: the site is still known as one of its own.
    await page.reload()
    await expect(page.getByText(/^Offline: showing what was saved at \d\d:\d\d/)).toBeVisible()
    await expect(feed.getByRole('article', { name: first ?? '' }).first()).toBeVisible()
    await context.setOffline(false)
  })
})
