import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { pushToWorker, shownNotifications } from './push'
import { apiCall, apiToken, login, setConfig } from './helpers'

// Every test here is about the service worker (push, updates), which the
// config blocks for the rest of the suite.
test.use({ serviceWorkers: 'allow' })

/*
 * Follow requests, the service worker and web push against the demo
 * instance. bob's account is locked and dana has a pending request to him.
 */

async function requestToFollowBob(request: Parameters<typeof apiToken>[0]): Promise<void> {
  const alice = await apiToken(request, 'alice')
  const bob = (await apiCall(request, alice, 'GET', '/api/v1/accounts/lookup?acct=bob')) as {
    id: string
  }
  // alice follows bob in the seed: unfollow first, so following again is a request.
  await apiCall(request, alice, 'POST', `/api/v1/accounts/${bob.id}/unfollow`)
  await apiCall(request, alice, 'POST', `/api/v1/accounts/${bob.id}/follow`)
}

/** The push switch, in the settings' Notifications tab. */
async function pushSwitch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await dialog.getByRole('tab', { name: 'Notifications' }).click()
  return dialog.getByRole('switch', { name: 'Push notifications on this device' })
}

/** Headless Chromium has no push service: only the browser's PushManager is stubbed. */
async function stubPushManager(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let current: PushSubscription | null = null
    const fake = {
      endpoint: 'https://push.example/e2e',
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => ({
        endpoint: 'https://push.example/e2e',
        keys: { p256dh: 'BPUBLICKEY', auth: 'AUTHSECRET' },
      }),
      unsubscribe: async () => {
        current = null
        return true
      },
    } as unknown as PushSubscription
    PushManager.prototype.subscribe = async function () {
      current = fake
      return fake
    }
    PushManager.prototype.getSubscription = async function () {
      return current
    }
  })
}

test('bob approves and denies follow requests on the follow requests page', async ({
  page,
  request,
}) => {
  await requestToFollowBob(request)
  await setConfig(page, { modalOnDenyFollow: true })
  await login(page, 'bob')

  const nav = page.getByRole('navigation', { name: 'Main' })
  const link = nav.getByRole('link', { name: 'Follow requests (2 waiting)' })
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(/\/friend-requests$/)
  const requests = page.getByRole('region', { name: 'Follow requests' })
  await expect(requests.getByRole('heading', { level: 1, name: 'Follow requests' })).toBeVisible()

  // Approving asks nothing by default.
  await requests.getByRole('button', { name: 'Approve the follow request from @alice' }).click()
  // Gone from the page, and from the notifications column (now a follow notification).
  await expect(page.getByRole('button', { name: /from @alice$/ })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Follow requests (1 waiting)' })).toBeVisible()

  // Denying asks first (the preference is on).
  await requests
    .getByRole('button', { name: 'Deny the follow request from @dana@mastodon.example' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Deny this follow request?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Deny' }).click()
  await expect(requests.getByText('Nobody is waiting for your approval right now.')).toBeVisible()
  await expect(page.getByRole('button', { name: /from @dana@mastodon\.example$/ })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Follow requests', exact: true })).toBeVisible()

  // The server agrees: alice follows bob, dana does not, nobody is waiting.
  const bob = await apiToken(request, 'bob')
  expect(await apiCall(request, bob, 'GET', '/api/v1/follow_requests')).toEqual([])
  const me = (await apiCall(request, bob, 'GET', '/api/v1/accounts/verify_credentials')) as {
    id: string
  }
  const followers = (await apiCall(request, bob, 'GET', `/api/v1/accounts/${me.id}/followers`)) as {
    acct: string
  }[]
  expect(followers.map((f) => f.acct)).toContain('alice')
  expect(followers.map((f) => f.acct)).not.toContain('dana@mastodon.example')
})

test('open accounts have no follow requests item', async ({ page }) => {
  await login(page, 'alice')
  const nav = page.getByRole('navigation', { name: 'Main' })
  // The members' entries load together: once the Lists link is there, so would the item be.
  await expect(nav.getByRole('link', { name: 'Lists', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: /Follow requests/ })).toHaveCount(0)
})

test('the service worker registers for guests and serves the shell offline', async ({
  page,
  context,
}) => {
  await page.goto('/main/public')
  const scriptURL = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return registration.active?.scriptURL ?? null
  })
  expect(new URL(scriptURL ?? '').pathname).toBe('/sw.js')
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
    return link ? ((await (await fetch(link.href)).json()) as { name: string }) : null
  })
  expect(manifest?.name).toBeTruthy()

  // Chromium would offer to install the app (manifest, icons, a worker with a fetch handler).
  const cdp = await context.newCDPSession(page)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  // Playwright's contexts count as incognito windows, where nothing installs.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([])

  // Wait until the shell is in the cache, then lose the network.
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.keys()).some((k) => k.startsWith('app-shell-'))),
    )
    .toBe(true)
  await context.setOffline(true)
  await page.goto('/main/all')
  await expect(page.locator('#app')).not.toBeEmpty()
  await context.setOffline(false)
})

test('a new version is offered, never forced: the draft stays until the reader reloads', async ({
  page,
  request,
}) => {
  await login(page, 'alice')
  // Controlled by the worker once it has taken over (the first one does at once).
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
  // A screen's chunk is kept as it is first used, the shell's precache aside.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const key = (await caches.keys()).find((k) => k.startsWith('app-chunks-'))
        if (!key) return false
        const kept = await (await caches.open(key)).keys()
        return kept.some((r) => /AboutPage-.*\.js$/.test(new URL(r.url).pathname))
      }),
    )
    .toBe(true)

  const box = page.getByRole('form', { name: 'Write a post' }).first().getByRole('textbox', {
    name: 'Write a post',
  })
  await box.fill('Half a thought, mid-sentence')
  await request.post('/__demo/mode', { data: { deployment: 1 } })
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update())
  const offer = page
    .getByRole('status')
    .filter({ hasText: 'A new version of this client is ready' })
  await expect(offer).toBeVisible()
  // Nothing changed under the writer: same page, same words.
  await expect(box).toHaveValue('Half a thought, mid-sentence')
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.ready).waiting))
    .toBe(true)

  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Reload now' }).click()
  await reloaded
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.ready).waiting))
    .toBe(false)
  await expect(offer).toHaveCount(0)
  // The draft survived the reload.
  await expect(
    page
      .getByRole('form', { name: 'Write a post' })
      .first()
      .getByRole('textbox', { name: 'Write a post' }),
  ).toHaveValue('Half a thought, mid-sentence')
})

test('turning on push notifications subscribes with the demo instance', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'])
  await stubPushManager(page)
  await login(page, 'alice')
  const toggle = await pushSwitch(page)
  await expect(toggle).not.toBeChecked()

  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/push/subscription') && r.request().method() === 'POST',
  )
  await toggle.click()
  const response = await posted
  expect(response.request().postDataJSON()).toEqual({
    subscription: {
      endpoint: 'https://push.example/e2e',
      keys: { p256dh: 'BPUBLICKEY', auth: 'AUTHSECRET' },
    },
    data: { alerts: { follow: true, favourite: true, mention: true, reblog: true, move: true } },
  })
  expect(await response.json()).toMatchObject({
    id: expect.any(Number),
    endpoint: 'https://push.example/e2e',
    alerts: { follow: true, favourite: true, mention: true, reblog: true, move: true },
  })
  await expect(toggle).toBeChecked()

  const deleted = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/push/subscription') && r.request().method() === 'DELETE',
  )
  await toggle.click()
  expect((await deleted).status()).toBe(200)
  await expect(toggle).not.toBeChecked()
})

test('a push message shows a notification that leads to the right page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'])
  await login(page, 'alice')
  const push = await pushToWorker(page, context)
  await push({
    title: '',
    body: 'bob wants to follow you',
    notification_type: 'follow_request',
    notification_id: '77',
  })
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'New follow request',
        body: 'bob wants to follow you',
        tag: 'notification-77',
        data: { path: '/friend-requests' },
      },
    ])
})

test('signing in with push notifications on renews the subscription', async ({ page, context }) => {
  await context.grantPermissions(['notifications'])
  await stubPushManager(page)
  await setConfig(page, { webPushNotifications: true })
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/push/subscription') && r.request().method() === 'POST',
  )
  await login(page, 'alice')
  expect((await posted).status()).toBe(200)
  await expect(await pushSwitch(page)).toBeChecked()
})
