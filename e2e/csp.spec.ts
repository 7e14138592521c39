import { randomBytes } from 'node:crypto'
import { shot } from './shots'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { GALLERY_POSTS, MEDIA_POSTS } from '../demo-instance/src/seeds/facts'
import { expect, test } from './fixtures'
import { findPublic, login } from './helpers'

/*
 * The client under the Content-Security-Policy Akkoma itself sends with a
 * front end: every page the test opens is served with exactly
 * that header, and any violation report fails the test, through a whole
 * session: sign in, read, open a thread, post with media, open every kind of
 * modal, switch theme and play a Flash file. The session runs without
 * 'unsafe-eval', where only the Flash player (Ruffle's WebAssembly) is
 * refused; with Akkoma's full header the player plays.
 */

/** Akkoma's header for a front end (Pleroma.Web.Plugs.HTTPSecurityPlug), with a fresh nonce. */
function akkomaCsp(origin: string, unsafeEval: boolean): string {
  const nonce = randomBytes(16).toString('base64')
  const host = new URL(origin).host
  return [
    "default-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    `connect-src 'self' blob: ${origin} ws://${host} wss://${host}`,
    `script-src 'self'${unsafeEval ? " 'unsafe-eval'" : ''} 'nonce-${nonce}'`,
    "font-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
  ].join(';')
}

interface Violation {
  directive: string
  blocked: string
  sample: string
}

/** Serves every page with Akkoma's header and collects what the browser refuses. */
async function underAkkomaCsp(page: Page, origin: string, unsafeEval: boolean) {
  const violations: Violation[] = []
  await page.exposeFunction('__reportCsp', (v: Violation) => violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCsp: (v: unknown) => void }).__reportCsp
      report({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample })
    })
  })
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const headers = { ...response.headers() }
      headers['content-security-policy'] = akkomaCsp(origin, unsafeEval)
      await route.fulfill({ response, headers })
    },
  )
  return violations
}

// Pages the service worker answers from its cache never reach page.route, so
// they would keep the demo's own header: here every page comes from the server.
test.use({ serviceWorkers: 'block' })

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function openThread(page: Page, request: APIRequestContext, snippet: string) {
  const status = await findPublic<{ id: string; content: string }>(request, snippet)
  await page.goto(`/notice/${status.id}`)
  const article = page.locator(`article[data-status-id="${status.id}"]`)
  await expect(article).toBeVisible()
  return article
}

/** The whole session; the Flash part last, since without 'unsafe-eval' it cannot play. */
async function session(page: Page, request: APIRequestContext, text: string) {
  await login(page, 'alice')
  const feed = page.getByRole('main').getByRole('feed')
  await expect(feed.getByRole('article').first()).toBeVisible()
  // Post with media, from the sidebar form.
  const form = page.getByRole('form', { name: 'Write a post' }).first()
  await form.getByRole('textbox', { name: 'Write a post' }).fill(text)
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'csp.png', mimeType: 'image/png', buffer: PNG })
  await form.getByRole('textbox', { name: 'Description for csp.png' }).fill('A dot')
  // The emoji picker: a popover dialog.
  await form.getByRole('button', { name: 'Insert emoji' }).click()
  const picker = page.getByRole('dialog', { name: 'Emoji picker' })
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('cofe')
  await picker.getByRole('button', { name: ':cofe:', exact: true }).click()
  await page.keyboard.press('Escape')
  await expect(picker).toBeHidden()
  await form.getByRole('button', { name: 'Post' }).click()
  const posted = feed.getByRole('article').filter({ hasText: text }).first()
  await expect(posted.getByRole('button', { name: /A dot/ })).toBeVisible()

  // Reading down the timeline.
  await page.mouse.wheel(0, 2_000)
  await expect(feed.getByRole('article').nth(5)).toBeVisible()
  await page.mouse.wheel(0, -4_000)

  // The status menu and the confirmation dialog behind delete.
  await posted.getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete this post?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  // The edit modal.
  await posted.getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
  const edit = page.getByRole('dialog', { name: 'Edit post' })
  await expect(edit.getByRole('textbox', { name: 'Edit post' })).toHaveValue(new RegExp(text))
  await page.keyboard.press('Escape')
  await expect(edit).toBeHidden()

  // The media viewer on a gallery.
  const gallery = await openThread(page, request, GALLERY_POSTS[4].snippet)
  await gallery.getByRole('group', { name: '4 attachments' }).getByRole('button').first().click()
  const viewer = page.getByRole('dialog', { name: 'Media viewer' })
  await expect(viewer.getByText('1 of 4')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(viewer.getByText('2 of 4')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()

  // The settings modal, with a theme switch and a second tab.
  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click()
  const settings = page.getByRole('dialog', { name: 'Settings' })
  await settings.getByRole('tab', { name: 'Theme' }).click()
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  await settings.getByLabel('Theme in use').selectOption('preset:light')
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe(before)
  await settings.getByRole('tab', { name: 'Profile' }).click()
  await expect(settings.getByRole('textbox', { name: /name/i }).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(settings).toBeHidden()

  // A profile with its account menu.
  await page.goto('/users/bob')
  await page.getByRole('button', { name: /^More actions for / }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  await page.keyboard.press('Escape')

  // The Flash player, last.
  const flash = await openThread(page, request, MEDIA_POSTS.flash.snippet)
  await flash.getByRole('button', { name: /Flash/ }).first().click()
  const flashViewer = page.getByRole('dialog', { name: 'Media viewer' })
  await expect(flashViewer.getByRole('button', { name: 'Play the Flash animation' })).toBeVisible()
  return flashViewer
}

const play = (viewer: Locator) =>
  viewer.getByRole('button', { name: 'Play the Flash animation' }).click()

// The whole session runs once, under the stricter header: Akkoma's with
// 'unsafe-eval' allows all that this one does and more, so what passes here
// passes there; only the Flash player needs the difference (the next test).
test("a whole session without 'unsafe-eval' records no violation; only the Flash player is refused, and says so", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const violations = await underAkkomaCsp(page, new URL(baseURL ?? '').origin, false)
  const flashViewer = await session(page, request, `No eval ${Date.now()}`)
  // Everything before the Flash file ran without a single refusal.
  expect([...violations]).toEqual([])
  await play(flashViewer)
  await expect(
    flashViewer.getByText(
      'The Flash player could not be loaded. You can download the file instead.',
    ),
  ).toBeVisible({ timeout: 40_000 })
  expect(violations.length).toBeGreaterThan(0)
  for (const v of violations)
    expect(v).toMatchObject({ directive: 'script-src', blocked: 'wasm-eval' })
})

test("with Akkoma's CSP the Flash player plays, and nothing is refused", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const violations = await underAkkomaCsp(page, new URL(baseURL ?? '').origin, true)
  await login(page, 'alice')
  const flash = await openThread(page, request, MEDIA_POSTS.flash.snippet)
  await flash.getByRole('button', { name: /Flash/ }).first().click()
  const flashViewer = page.getByRole('dialog', { name: 'Media viewer' })
  await play(flashViewer)
  await expect(
    flashViewer.getByRole('status').filter({ hasText: 'The Flash animation is playing' }),
  ).toBeAttached({ timeout: 40_000 })
  // Ruffle's own styles apply (as constructed sheets): its player fills the stage.
  const stage = await flashViewer.getByRole('region').boundingBox()
  const player = await flashViewer.locator('ruffle-player, ruffle-object').first().boundingBox()
  expect(player?.width).toBeGreaterThan((stage?.width ?? 0) * 0.9)
  await shot(page, { path: '/tmp/shots-csp/flash-1366.png' })
  expect(violations).toEqual([])
})
