import { axeFor } from './axe'
import type { Page } from '@playwright/test'
import { CAROL_RECOVERY_CODES } from '../demo-instance/src/seeds/accounts'
import { expect, test } from './fixtures'
import { fillLogin, login, loginForm, swipe, totpNow } from './helpers'

const feed = (page: Page) => page.getByRole('main').getByRole('feed')

test('a guest sees the public timeline with sanitized statuses', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/main\/all$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Known network' })).toBeVisible()
  const first = feed(page).getByRole('article').first()
  await expect(first).toBeVisible()
  // Author name, relative time and content are there.
  await expect(first.locator('time')).toBeVisible()
  expect(await feed(page).getByRole('article').count()).toBeGreaterThan(2)
  // Guests get the login form in the user panel and the features panel.
  await expect(loginForm(page)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible()
})

test('a guest opening the home timeline lands on the known network', async ({ page }) => {
  await page.goto('/main/friends')
  await expect(page).toHaveURL(/\/main\/all$/)
})

test('a path no route knows shows the not-found page', async ({ page }) => {
  await page.goto('/main/nowhere/at-all')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('loading older statuses pages through the timeline', async ({ page }) => {
  await page.goto('/main/public')
  const articles = feed(page).getByRole('article')
  await expect(articles.first()).toBeVisible()
  const firstLabel = await articles.first().getAttribute('aria-label')
  await page.getByRole('button', { name: 'Load older statuses' }).scrollIntoViewIfNeeded()
  // Scrolling on, as a reader does, until the older page is there.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 5000)
      return page
        .locator('[data-index]')
        .evaluateAll((els) => Math.max(...els.map((e) => Number(e.getAttribute('data-index')))))
    })
    .toBeGreaterThanOrEqual(20)
  expect(firstLabel).toBeTruthy()
})

test('logging in opens the home timeline', async ({ page }) => {
  await login(page, 'alice')
  await expect(page).toHaveURL(/\/main\/friends$/)
  await expect(feed(page).getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('form', { name: 'Write a post' })).toBeVisible()
  // The session survives a reload (stored token).
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
})

test('a wrong password says so', async ({ page }) => {
  await page.goto('/main/public')
  await fillLogin(page, 'alice', 'not-the-password')
  await expect(loginForm(page).getByRole('alert')).toHaveText('Wrong username or password')
  await expect(page).toHaveURL(/\/main\/public$/)
})

test('a server outage on login shows the catalogued message', async ({ page, demo }) => {
  await page.goto('/main/public')
  await demo.fault({ method: 'POST', path: '/oauth/token', mode: 'status', status: 503 })
  await fillLogin(page, 'alice')
  await expect(loginForm(page).getByRole('alert')).toHaveText('An error occurred, please try again')
})

test('two-factor login with an authentication code', async ({ page }) => {
  await page.goto('/main/public')
  await fillLogin(page, 'carol')
  const form = page.getByRole('form', { name: 'Two-factor authentication' })
  await expect(form).toBeVisible()
  // A wrong code shows the server's error and clears the field.
  await form.getByLabel('Authentication code').fill('000000')
  await form.getByRole('button', { name: 'Verify' }).click()
  await expect(form.getByRole('alert')).toBeVisible()
  await expect(form.getByLabel('Authentication code')).toHaveValue('')
  await form.getByLabel('Authentication code').fill(totpNow())
  await form.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
})

test('two-factor login with a recovery code', async ({ page }) => {
  await page.goto('/main/public')
  await fillLogin(page, 'carol')
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  const form = page.getByRole('form', { name: 'Two-factor recovery' })
  await form.getByLabel('Recovery code').fill(CAROL_RECOVERY_CODES[0]!)
  await form.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
})

test('a post reaches a follower through the streaming socket', async ({
  page,
  browser,
  baseURL,
  demo,
}) => {
  await login(page, 'alice')
  // On this worker's demo instance, as the page is.
  const other = await browser.newContext({ baseURL })
  const bobPage = await other.newPage()
  // Bob's page opens its streaming socket once its first statuses have painted.
  const bobSocket = bobPage.waitForEvent('websocket', {
    predicate: (ws) => ws.url().includes('/api/v1/streaming'),
  })
  await login(bobPage, 'bob')
  await expect(feed(bobPage).getByRole('article').first()).toBeVisible()
  const socket = await bobSocket
  await demo.streamingOpenFor('bob')

  const text = `Streaming check ${Date.now()}`
  const delivered = socket.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes(text),
  })
  const form = page.getByRole('form', { name: 'Write a post' })
  await form.getByLabel('Write a post').fill(text)
  await form.getByRole('button', { name: 'Post' }).click()
  // Alice sees her own post at once, and the form is cleared.
  await expect(feed(page).getByRole('article').first()).toContainText(text)
  await expect(form.getByLabel('Write a post')).toHaveValue('')

  // Bob gets it without reloading: held behind "show new".
  const showNew = bobPage.getByRole('button', { name: 'Show new (1)' })
  // Through the socket, not a later fetch.
  await delivered
  await expect(showNew).toBeVisible({ timeout: 10_000 })
  await showNew.click()
  await expect(feed(bobPage).getByRole('article').first()).toContainText(text)
  await other.close()
})

test('a dropped socket shows the broken and reconnected notices', async ({ page, demo }) => {
  await login(page, 'alice')
  await demo.dropStreaming(4000)
  await expect(
    page.getByRole('alert').filter({ hasText: 'Realtime connection lost: 4000' }),
  ).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'Realtime connection established' }),
  ).toBeVisible({
    timeout: 10_000,
  })
})

test('logout asks first, then returns to the local timeline as a guest', async ({ page }) => {
  await login(page, 'alice')
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log out?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/main\/public$/)
  await expect(loginForm(page)).toBeVisible()
  await page.reload()
  await expect(loginForm(page)).toBeVisible()
})

test('a timeline failure shows the catalogued error with a retry', async ({ page, demo }) => {
  await demo.fault({
    method: 'GET',
    path: '/api/v1/timelines/public',
    mode: 'status',
    status: 503,
    times: 1,
  })
  await page.goto('/main/public')
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'The backend is not available',
  )
  await expect(page.getByRole('alert').filter({ hasText: 'Error fetching timeline' })).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(feed(page).getByRole('article').first()).toBeVisible()
})

test('pages have no serious accessibility violations', async ({ page }) => {
  await page.goto('/main/all')
  await expect(feed(page).getByRole('article').first()).toBeVisible()
  const guest = await axeFor(page).analyze()
  expect(guest.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual(
    [],
  )
  await login(page, 'alice')
  await expect(feed(page).getByRole('article').first()).toBeVisible()
  const member = await axeFor(page).analyze()
  expect(
    member.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious'),
  ).toEqual([])
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the drawer opens by swipe and closes by swipe', async ({ page }) => {
    await page.goto('/main/public')
    await expect(feed(page).getByRole('article').first()).toBeVisible()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    // The gesture's code arrives a moment after the first statuses; a swipe
    // before it is lost, and a reader would swipe again.
    await expect(async () => {
      await swipe(page, { x: 60, y: 400 }, { x: 280, y: 410 })
      await expect(drawer).toBeVisible({ timeout: 2_000 })
    }).toPass()
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible()
    await swipe(page, { x: 300, y: 400 }, { x: 40, y: 405 })
    await expect(drawer).toBeHidden()
  })

  test('the menu button opens the drawer and a signed-in user gets the new-post button', async ({
    page,
  }) => {
    await page.goto('/login')
    await fillLogin(page, 'alice')
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Local timeline' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await page.getByRole('button', { name: 'New post' }).click()
    await expect(
      page.getByRole('dialog', { name: 'New post' }).getByRole('form', { name: 'Write a post' }),
    ).toBeVisible()
  })
})

test('the build installs as an Akkoma front end and runs under a strict CSP', async ({
  page,
  request,
}) => {
  const { readFile } = await import('node:fs/promises')
  const built = await readFile(`${process.env.E2E_DIST ?? 'dist'}/index.html`, 'utf8')
  expect(built).toContain('<!--server-generated-meta-->')
  // No inline scripts: every script has a src under /static.
  expect(built).not.toMatch(/<script(?![^>]*\bsrc="\/static\/)[^>]*>/)
  // Every text asset has its gzip copy, which Akkoma serves (it never compresses by itself).
  const entry = /<script[^>]*\bsrc="(\/static\/[^"]+\.js)"/.exec(built)?.[1] ?? ''
  expect(entry).not.toBe('')
  const { existsSync } = await import('node:fs')
  expect(existsSync(`${process.env.E2E_DIST ?? 'dist'}${entry}.gz`)).toBe(true)
  const script = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(script.headers()['content-encoding']).toBe('gzip')
  const served = await request.get('/main/all')
  expect(served.headers()['content-security-policy']).toContain("script-src 'self'")
  expect(await served.text()).toContain('id="initial-results"')

  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content.Security.Policy|Refused to/i.test(m.text())) violations.push(m.text())
  })
  await page.goto('/main/all')
  await expect(page.getByRole('main').getByRole('feed').getByRole('article').first()).toBeVisible()
  expect(violations).toEqual([])
})

test('a server that refuses the password grant gets the OAuth page and comes back logged in', async ({
  page,
  demo,
}) => {
  // Mastodon and GoToSocial answer the password grant like this.
  await demo.fault({
    method: 'POST',
    path: '/oauth/token',
    mode: 'status',
    status: 400,
    body: { error: 'unsupported_grant_type' },
    times: 1,
  })
  await page.goto('/main/public')
  await fillLogin(page, 'alice')
  // The server's own authorisation page.
  await expect(page).toHaveURL(/\/oauth\/authorize\?/)
  await page.getByLabel(/username/i).fill('alice')
  await page.getByLabel(/password/i).fill('password')
  await page.getByRole('button', { name: /log in|sign in|authorize/i }).click()
  // Back through /oauth-callback to the home timeline.
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
  await expect(page).toHaveURL(/\/main\/friends$/)
})

test('statuses posted while the socket was down arrive after it reconnects', async ({
  page,
  demo,
  request,
}) => {
  await login(page, 'bob')
  await expect(feed(page).getByRole('article').first()).toBeVisible()
  // Cut the socket and refuse reconnects for a moment.
  await demo.fault({ path: '/api/v1/streaming', mode: 'status', status: 503, times: 2 })
  await demo.dropStreaming(4000)
  await expect(
    page.getByRole('alert').filter({ hasText: 'Realtime connection lost' }),
  ).toBeVisible()

  // Alice posts while bob's socket is down.
  const app = await (
    await request.post('/api/v1/apps', {
      form: { client_name: 't', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' },
    })
  ).json()
  const token = await (
    await request.post('/oauth/token', {
      form: {
        grant_type: 'password',
        client_id: app.client_id,
        client_secret: app.client_secret,
        username: 'alice',
        password: 'password',
      },
    })
  ).json()
  const text = `Missed while offline ${Date.now()}`
  const posted = await request.post('/api/v1/statuses', {
    headers: { Authorization: `Bearer ${token.access_token}` },
    form: { status: text, visibility: 'public' },
  })
  expect(posted.ok()).toBe(true)

  // After the reconnect the missed status is fetched: nothing lost.
  await expect(
    page.getByRole('status').filter({ hasText: 'Realtime connection established' }),
  ).toBeVisible({
    timeout: 15_000,
  })
  await page.getByRole('button', { name: /Show new \(1\)/ }).click()
  await expect(feed(page).getByRole('article').first()).toContainText(text)
  await expect(feed(page).getByRole('article').filter({ hasText: text })).toHaveCount(1)
})

test('refused browser storage is announced and the app still works', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  await page.goto('/main/public')
  await expect(
    page.getByRole('alert').filter({ hasText: 'does not let this site store data' }),
  ).toBeVisible()
  await expect(feed(page).getByRole('article').first()).toBeVisible()
})
