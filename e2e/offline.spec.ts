import { mkdirSync } from 'node:fs'
import type { APIRequestContext, BrowserContext, Locator, Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeFor } from './axe'
import {
  apiCall,
  apiToken,
  homePagesSaved,
  login,
  postAs,
  savedReading,
  savedReadingUrls,
  setConfig,
  unique,
} from './helpers'
import { shot, shotsWanted } from './shots'
import { word } from './words'

/*
 * Offline: what is posted without a network waits in the outbox (kept in
 * IndexedDB, so a closed tab loses nothing) and goes, once, when the
 * connection returns; the outbox can be opened to change or cancel a post.
 * Playwright's offline mode stands for the lost network.
 */

const SHOTS = '/tmp/shots-offline'
if (shotsWanted) mkdirSync(SHOTS, { recursive: true })

const feed = (page: Page) => page.getByRole('main').getByRole('feed')
const statusWith = (page: Page, text: string): Locator =>
  feed(page).getByRole('article').filter({ hasText: text }).first()
const sidebarForm = (page: Page, name = 'Write a post') => page.getByRole('form', { name }).first()
const textBox = (form: Locator, name = 'Write a post') => form.getByRole('textbox', { name })
const outboxButton = (page: Page, count: number, lang = 'en') =>
  page.getByRole('button', {
    name: word(lang, 'offline.outbox_count').replace('{{count}}', String(count)),
  })
const outboxDialog = (page: Page, lang = 'en') =>
  page.getByRole('dialog', { name: word(lang, 'offline.outbox') })

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

interface StatusJson {
  id: string
  content: string
  media_attachments: { description: string | null }[]
}

/** The public statuses whose text holds `snippet` (new ones are on the first page). */
async function publicWith(request: APIRequestContext, snippet: string): Promise<StatusJson[]> {
  const res = await request.get('/api/v1/timelines/public', { params: { limit: 40 } })
  return ((await res.json()) as StatusJson[]).filter((s) => s.content.includes(snippet))
}

/**
 * Waits until the page has the code that works offline (the strip fetches
 * it once a member's first statuses are on screen): the network may only
 * go after that, as it would for a reader who had the page open a while.
 */
async function offlineCodeIn(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const loaded = performance.getEntriesByType('resource').map((e) => e.name)
        return ['/offlineParts-', '/OutboxDialog-'].every((chunk) =>
          loaded.some((url) => url.includes(chunk)),
        )
      }),
    )
    .toBe(true)
}

/**
 * The strip of a page that lost its network: it says the browser is offline,
 * or, once anything on screen came from what was saved (a timeline caught up
 * after the socket dropped, say), the time it was saved.
 */
const offlineStrip = (page: Page) =>
  expect(
    page.getByRole('region', { name: 'Connection and outbox' }).getByRole('status'),
  ).toHaveText(
    /^(You are offline\. What you post waits in the outbox\.|Offline: showing what was saved at \d\d:\d\d)/,
  )

async function postOffline(page: Page, context: BrowserContext, text: string): Promise<void> {
  await offlineCodeIn(page)
  await context.setOffline(true)
  const form = sidebarForm(page)
  await expect(form.getByText('Will be sent when you are back online')).toBeVisible()
  await textBox(form).fill(text)
  await form.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(textBox(form)).toHaveValue('')
}

test('a post written offline waits in the outbox and goes once the connection returns', async ({
  page,
  context,
  request,
}) => {
  const text = unique('Written on the train')
  await login(page, 'alice')
  await postOffline(page, context, text)
  await offlineStrip(page)
  await expect(outboxButton(page, 1)).toBeVisible()
  expect(await publicWith(request, text)).toHaveLength(0)

  await context.setOffline(false)
  await expect(statusWith(page, text)).toBeVisible()
  await expect(outboxButton(page, 1)).toBeHidden()
  await expect(page.getByText(/^(You are offline\.|Offline: showing)/)).toHaveCount(0)
  expect(await publicWith(request, text)).toHaveLength(1)
})

test('a part whose code was on its way when the network went fills in once it is back', async ({
  page,
  context,
}) => {
  // The navigation's scheduled posts entry comes in a chunk of its own,
  // asked for once the first statuses show: held here, then lost with the network.
  let hold: (route: Route) => void = () => undefined
  const held = new Promise<Route>((resolve) => (hold = resolve))
  let asked = false
  await page.route(/\/ScheduledPage-[^/]*\.js$/, (route) => {
    if (asked) return route.continue()
    asked = true
    hold(route)
  })
  await login(page, 'alice')
  const route = await held
  await context.setOffline(true)
  await route.abort('internetdisconnected')
  // The page stays whole, without the entry, while offline...
  await offlineStrip(page)
  await expect(feed(page).getByRole('article').first()).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Scheduled posts' })).toHaveCount(0)
  // ...and the entry comes when the connection does.
  await context.setOffline(false)
  await expect(nav.getByRole('link', { name: 'Scheduled posts' })).toBeVisible()
})

test('the outbox outlives the tab: a reopened tab sends what waits, once', async ({
  page,
  context,
  request,
}) => {
  const text = unique('Posted before closing the tab')
  await login(page, 'alice')
  await postOffline(page, context, text)
  await expect(outboxButton(page, 1)).toBeVisible()
  await page.close()

  await context.setOffline(false)
  const reopened = await context.newPage()
  await login(reopened, 'alice')
  await expect(statusWith(reopened, text)).toBeVisible()
  await expect(outboxButton(reopened, 1)).toBeHidden()
  expect(await publicWith(request, text)).toHaveLength(1)
})

test('a post whose answer was lost is sent again with its key, and the server keeps one', async ({
  page,
  request,
}) => {
  const text = unique('The answer got lost')
  await login(page, 'alice')
  // The post reaches the server; its answer never comes back.
  let lost = 0
  await page.route('**/api/v1/statuses', async (route) => {
    if (route.request().method() !== 'POST' || lost > 0) return route.fallback()
    lost += 1
    await route.fetch()
    await route.abort('internetdisconnected')
  })
  const form = sidebarForm(page)
  await textBox(form).fill(text)
  await form.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(textBox(form)).toHaveValue('')
  // The outbox sends it again at once (the browser is online), with the same key.
  await expect(statusWith(page, text)).toBeVisible()
  expect(lost).toBe(1)
  expect(await publicWith(request, text)).toHaveLength(1)
})

test('the outbox opens to change or cancel a post; a file attached offline goes with it', async ({
  page,
  context,
  request,
}) => {
  const kept = unique('Kept and changed')
  const dropped = unique('Cancelled before it went')
  await login(page, 'alice')
  await postOffline(page, context, dropped)
  const form = sidebarForm(page)
  await textBox(form).fill(kept)
  await form
    .locator('input[type=file]')
    .setInputFiles([{ name: 'offline.png', mimeType: 'image/png', buffer: PNG }])
  await form.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(textBox(form)).toHaveValue('')

  await outboxButton(page, 2).click()
  const dialog = outboxDialog(page)
  const entry = (text: string) => dialog.getByRole('listitem').filter({ hasText: text })
  await expect(entry(kept).getByText('Files attached: 1')).toBeVisible()
  await entry(dropped).getByRole('button', { name: 'Cancel this post' }).click()
  await expect(entry(dropped)).toBeHidden()
  await entry(kept).getByRole('button', { name: 'Edit' }).click()
  await dialog.getByRole('textbox', { name: 'Text of the post' }).fill(`${kept} (changed)`)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(entry(`${kept} (changed)`).getByText('Waits for the connection')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(outboxButton(page, 1)).toBeVisible()

  await context.setOffline(false)
  await expect(statusWith(page, `${kept} (changed)`)).toBeVisible()
  const [sent, ...more] = await publicWith(request, kept)
  expect(more).toHaveLength(0)
  expect(sent?.content).toContain('(changed)')
  expect(sent?.media_attachments).toHaveLength(1)
  expect(await publicWith(request, dropped)).toHaveLength(0)
})

test('a thread read in an earlier tab opens offline from what was saved, with the time', async ({
  page,
  context,
  request,
}) => {
  const text = unique('Read before the tunnel')
  await postAs(request, 'bob', text)
  const conversation = (tab: Page) => tab.getByRole('heading', { level: 1, name: 'Conversation' })
  const inThread = (tab: Page) =>
    tab.getByRole('main').getByRole('article').filter({ hasText: text })
  await login(page, 'alice', { at: '/main/public' })
  await offlineCodeIn(page)
  await statusWith(page, text).locator('time').click()
  await expect(conversation(page)).toBeVisible()
  await expect(inThread(page)).toBeVisible()
  await page.close()

  // Another tab, which has never shown the thread, loses the network.
  const later = await context.newPage()
  await login(later, 'alice', { at: '/main/public' })
  await offlineCodeIn(later)
  await context.setOffline(true)
  await statusWith(later, text).locator('time').click()
  await expect(conversation(later)).toBeVisible()
  await expect(later.getByText(/^Offline: showing what was saved at \d\d:\d\d/)).toBeVisible()
  await expect(inThread(later)).toBeVisible()
  await expect(later.getByRole('main').getByRole('alert')).toHaveCount(0)
  // What needs the server says why it cannot be used; a reply still goes (to the outbox).
  const actions = inThread(later).getByRole('group', { name: 'Post actions' })
  const favourite = actions.getByRole('button', { name: 'Favourite' })
  await expect(favourite).toHaveAttribute('aria-disabled', 'true')
  await expect(favourite).toHaveAccessibleDescription(
    'Not available offline: this needs the server',
  )
  await expect(actions.getByRole('button', { name: 'Reply' })).not.toHaveAttribute('aria-disabled')
  await shot(later, { path: `${SHOTS}/thread-offline-1366.png` })

  await context.setOffline(false)
  await expect(later.getByText(/^Offline: showing/)).toBeHidden()
  await expect(favourite).not.toHaveAttribute('aria-disabled')

  // Online, but the server out of reach: a tab that has not shown the thread
  // opens it from what was saved, and the strip says why, with the time.
  const third = await context.newPage()
  await login(third, 'alice', { at: '/main/public' })
  await offlineCodeIn(third)
  await third.route('**/api/v1/statuses/**', (route) => route.abort('connectionrefused'))
  await statusWith(third, text).locator('time').click()
  await expect(inThread(third)).toBeVisible()
  await expect(
    third.getByText(/^The server cannot be reached: showing what was saved at \d\d:\d\d/),
  ).toBeVisible()
  await shot(third, { path: `${SHOTS}/thread-unreachable-1366.png` })
  // The server's next answer ends it.
  await third.unroute('**/api/v1/statuses/**')
  await inThread(third).getByRole('link', { name: 'Bob' }).first().click()
  await expect(third.getByText(/^The server cannot be reached/)).toBeHidden()
})

test('the offline strip and the outbox pass axe at both sizes, in English and Arabic', async ({
  page,
  context,
}) => {
  const check = async (lang: string) => {
    for (const size of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size)
      // The strip says the browser is offline, or, once anything shown came
      // from what was saved (a request made meanwhile), the time it was saved.
      const said = [
        word(lang, 'offline.banner'),
        word(lang, 'offline.reading').split('{{time}}')[0],
      ]
      const escaped = said.map((text) => (text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      await expect(
        page.getByRole('region', { name: word(lang, 'offline.strip_label') }).getByRole('status'),
      ).toHaveText(new RegExp(`^(${escaped.join('|')})`))
      await shot(page, { path: `${SHOTS}/strip-${lang}-${size.width}.png` })
      const strip = await axeFor(page).analyze()
      expect(
        strip.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([])
      await outboxButton(page, 1, lang).click()
      await expect(outboxDialog(page, lang).getByRole('listitem')).toHaveCount(1)
      await shot(page, { path: `${SHOTS}/outbox-${lang}-${size.width}.png` })
      const dialog = await axeFor(page).analyze()
      expect(
        dialog.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([])
      await page.keyboard.press('Escape')
      await expect(outboxDialog(page, lang)).toBeHidden()
    }
  }
  await login(page, 'alice')
  await postOffline(page, context, unique('Checked by axe'))
  await check('en')

  // The same in Arabic: the waiting post is cancelled, then another written.
  await outboxButton(page, 1).click()
  await outboxDialog(page).getByRole('button', { name: 'Cancel this post' }).click()
  await context.setOffline(false)
  await setConfig(page, { interfaceLanguage: 'ar' })
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await offlineCodeIn(page)
  await context.setOffline(true)
  const form = sidebarForm(page, word('ar', 'post_status.label'))
  await expect(form.getByText(word('ar', 'offline.hint'))).toBeVisible()
  await textBox(form, word('ar', 'post_status.label')).fill(unique('مكتوب دون اتصال'))
  await textBox(form, word('ar', 'post_status.label')).press('Control+Enter')
  await check('ar')
})

test('a post of a file alone, written offline, waits in the outbox and goes with its file', async ({
  page,
  context,
  request,
}) => {
  await login(page, 'alice')
  await offlineCodeIn(page)
  const since = Date.now()
  await context.setOffline(true)
  const form = sidebarForm(page)
  await expect(form.getByText('Will be sent when you are back online')).toBeVisible()
  await form
    .locator('input[type=file]')
    .setInputFiles([{ name: 'alone.png', mimeType: 'image/png', buffer: PNG }])
  await form.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(outboxButton(page, 1)).toBeVisible()
  await expect(form.getByRole('alert')).toHaveCount(0)

  await context.setOffline(false)
  await expect(outboxButton(page, 1)).toBeHidden()
  const alice = (await (
    await request.get('/api/v1/accounts/lookup', { params: { acct: 'alice' } })
  ).json()) as { id: string }
  const res = await request.get(`/api/v1/accounts/${alice.id}/statuses`, {
    params: { limit: 20 },
  })
  const photos = ((await res.json()) as (StatusJson & { created_at: string })[]).filter(
    (s) => s.media_attachments.length === 1 && Date.parse(s.created_at) >= since - 1000,
  )
  expect(photos).toHaveLength(1)
})

/** What this browser keeps for reading offline: the owners of the saved answers, and the saved starts. */
async function keptForOffline(page: Page): Promise<{ owners: string[]; starts: string[] }> {
  const owners = [...new Set((await savedReading(page)).map((saved) => saved.owner))]
  const starts = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.includes('offline-start:')),
  )
  return { owners, starts }
}

test('signing out deletes what was kept of the account for reading offline', async ({ page }) => {
  await login(page, 'alice')
  await offlineCodeIn(page)
  // Home's pages, the notifications and the filters are kept, with the start.
  await expect
    .poll(async () => {
      const kept = await keptForOffline(page)
      return kept.owners.length > 0 && kept.starts.length === 1
    })
    .toBe(true)
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await page
    .getByRole('dialog', { name: 'Log out?' })
    .getByRole('button', { name: 'Log out' })
    .click()
  await expect(page).toHaveURL(/\/main\/public$/)
  await expect.poll(() => keptForOffline(page)).toEqual({ owners: [], starts: [] })
})

/** The paths of the answers kept for reading offline. */
const savedPaths = async (page: Page): Promise<string[]> =>
  (await savedReadingUrls(page)).map((url) => url.split('?')[0] ?? url)

test.describe('opened anew without a network', () => {
  // The page itself opens offline only from the service worker's copy.
  test.use({ serviceWorkers: 'allow' })

  /**
   * A member reads home online with the worker in charge of the page, as a
   * returning reader does: the worker registers during the first load and
   * keeps the code of those after it.
   */
  async function readHomeWithTheWorker(page: Page, text: string): Promise<void> {
    await login(page, 'alice')
    await expect(statusWith(page, text)).toBeVisible()
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload()
    await expect(statusWith(page, text)).toBeVisible()
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
    await offlineCodeIn(page)
    await homePagesSaved(page)
  }

  test('home reopened offline shows what was saved, with the time; back online, fresh data', async ({
    page,
    context,
    request,
  }) => {
    const text = unique('Read at home before the flight')
    // A post the member filtered stays filtered offline: the filters are kept with the pages.
    const word = unique('spoilerword')
    const token = await apiToken(request, 'alice')
    await apiCall(request, token, 'POST', '/api/v1/filters', {
      phrase: word,
      'context[]': 'home',
      whole_word: 'true',
    })
    await postAs(request, 'bob', [`The ending: ${word} did it`, text])
    await readHomeWithTheWorker(page, text)
    await expect(feed(page).getByText(`Filtered: ${word}`)).toBeVisible()
    const notifications = page.getByRole('region', { name: 'Notifications' })
    await expect(notifications.getByRole('article').first()).toBeVisible()
    const firstNotification = await notifications
      .getByRole('article')
      .first()
      .getAttribute('aria-label')

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    await expect(statusWith(page, text)).toBeVisible()
    await expect(page.getByText(/^Offline: showing what was saved at \d\d:\d\d/)).toBeVisible()
    await expect(feed(page).getByText(`Filtered: ${word}`)).toBeVisible()
    await expect(feed(page).getByText(`The ending: ${word}`)).toHaveCount(0)
    // The notifications read before are there too, not an error.
    await expect(
      notifications.getByRole('article', { name: firstNotification ?? '' }),
    ).toBeVisible()
    // Still signed in: the member's own controls are there, nobody is sent to the login page.
    await expect(sidebarForm(page)).toBeVisible()
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
    for (const size of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size)
      await expect(statusWith(page, text)).toBeVisible()
      await shot(page, { path: `${SHOTS}/home-reopened-offline-${size.width}.png` })
      const scan = await axeFor(page).analyze()
      expect(
        scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([])
    }

    // Back online, the instance and the account are asked again and the strip goes.
    const instance = page.waitForResponse((r) => r.url().endsWith('/api/v1/instance') && r.ok())
    const account = page.waitForResponse(
      (r) => r.url().includes('/api/v1/accounts/verify_credentials') && r.ok(),
    )
    await context.setOffline(false)
    await Promise.all([instance, account])
    await expect(page.getByText(/^Offline: showing/)).toBeHidden()
    await expect(statusWith(page, text)).toBeVisible()
  })

  test('a thread opened from a timeline reopens offline at its address, its post taken from that timeline', async ({
    page,
    context,
    request,
  }) => {
    // By someone alice does not follow: the post is in no page of home, which
    // a start without a network brings back, only in the local timeline she read.
    const text = unique('Read in the local timeline before the tunnel')
    await postAs(request, 'bob', unique('Home before the tunnel'))
    await postAs(request, 'moderator', text)
    await readHomeWithTheWorker(page, 'Home before the tunnel')
    await page.getByRole('navigation').getByRole('link', { name: 'Local timeline' }).click()
    // Opened from the timeline, the thread asks the server only for its context.
    await statusWith(page, text).locator('time').click()
    const conversation = page.getByRole('heading', { level: 1, name: 'Conversation' })
    const inThread = page.getByRole('main').getByRole('article').filter({ hasText: text })
    await expect(conversation).toBeVisible()
    await expect(inThread).toBeVisible()
    const id = new URL(page.url()).pathname.split('/').pop() ?? ''
    await expect
      .poll(() => savedPaths(page))
      .toEqual(
        expect.arrayContaining([`/api/v1/statuses/${id}/context`, '/api/v1/timelines/public']),
      )

    await context.setOffline(true)
    await page.reload()
    await expect(conversation).toBeVisible()
    await expect(inThread).toBeVisible()
    await expect(page.getByText(/^Offline: showing what was saved at \d\d:\d\d/)).toBeVisible()
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
  })
})
