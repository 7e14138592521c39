import { mkdirSync } from 'node:fs'
import { shot, shotsWanted } from './shots'
import { axeCheck } from './axe'
import type { Locator, Page } from '@playwright/test'
import { DEEP_THREAD } from '../demo-instance/src/seeds/facts'
import { expect, test } from './fixtures'
import {
  apiCall,
  apiToken,
  closeSettings,
  fillLogin,
  findPublic,
  login,
  postAs,
  setConfig,
  settingsDialog,
  unique,
} from './helpers'
import { word } from './words'

/*
 * The General tab of the settings modal: a preference of each
 * group changed through the tab, and its effect seen on screen at once and
 * after a reload; axe and screenshots at both sizes.
 */

const SHOTS = '/tmp/shots-general'
mkdirSync(SHOTS, { recursive: true })
test.describe.configure({ timeout: 60_000 })

const feed = (page: Page) => page.getByRole('main').getByRole('feed')
const statusWith = (page: Page, text: string): Locator =>
  feed(page).getByRole('article').filter({ hasText: text }).first()

/** Opens the settings from the desktop top bar on the General tab; returns its panel. */
async function openGeneral(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click()
  const dialog = settingsDialog(page)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('tab', { name: 'General' }).click()
  const panel = dialog.getByRole('tabpanel', { name: 'General' })
  await expect(panel.getByRole('heading', { name: 'Interface and columns' })).toBeVisible()
  return panel
}

const axe = axeCheck()

/** Screenshots of the tab from its top to its end (the panel scrolls). */
async function shootPanel(page: Page, panel: Locator, label: string): Promise<void> {
  if (!shotsWanted) return
  const scroller = panel
  await scroller.evaluate((el) => el.scrollTo(0, 0))
  await shot(page, { path: `${SHOTS}/${label}-top.png` })
  const height = await scroller.evaluate((el) => el.scrollHeight / el.clientHeight)
  for (let step = 1; step < Math.min(Math.ceil(height), 8); step++) {
    await scroller.evaluate((el, n) => el.scrollTo(0, n * el.clientHeight * 0.9), step)
    await shot(page, { path: `${SHOTS}/${label}-${step}.png` })
  }
}

test('interface: site name, timeline shortcuts and the sidebar side apply at once and after a reload', async ({
  page,
}) => {
  await login(page, 'alice')
  const banner = page.getByRole('banner')
  const brandName = banner.getByText('Cofe Demo', { exact: true })
  await expect(brandName).toBeVisible()
  expect((await brandName.boundingBox())?.width ?? 0).toBeGreaterThan(20)
  await expect(banner.getByRole('navigation', { name: 'Timelines' })).toHaveCount(0)

  const panel = await openGeneral(page)
  await panel.getByRole('checkbox', { name: 'Hide the instance name in the top bar' }).check()
  await panel.getByRole('checkbox', { name: 'Timeline shortcuts in the top bar' }).check()
  await panel.getByRole('checkbox', { name: 'Put the sidebar on the right' }).check()
  await expect(
    settingsDialog(page).getByRole('status').filter({ hasText: 'Settings saved' }),
  ).toBeVisible()
  await closeSettings(page)

  const checkShell = async () => {
    // The name is still the home link's name for screen readers, but takes no room.
    await expect(banner.getByRole('link', { name: 'Cofe Demo' })).toBeVisible()
    expect((await brandName.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1)
    const shortcuts = banner.getByRole('navigation', { name: 'Timelines' })
    await expect(shortcuts.getByRole('link', { name: 'Home timeline' })).toBeVisible()
    await expect(shortcuts.getByRole('link', { name: 'Home timeline' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const main = await page.getByRole('main').boundingBox()
    const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox()
    expect(nav && main && nav.x > main.x).toBe(true)
  }
  await checkShell()
  await shot(page, { path: `${SHOTS}/shell-changed-1366.png` })
  await banner
    .getByRole('navigation', { name: 'Timelines' })
    .getByRole('link', { name: 'Local timeline' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Local timeline' })).toBeVisible()

  await page.goto('/main/friends')
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
  await checkShell()
  const again = await openGeneral(page)
  await expect(
    again.getByRole('checkbox', { name: 'Hide the instance name in the top bar' }),
  ).toBeChecked()
  await expect(again.getByRole('checkbox', { name: 'Put the sidebar on the right' })).toBeChecked()
})

test('timelines: the replies filter applies to the open timeline at once', async ({
  page,
  request,
}) => {
  const root = await postAs(request, 'moderator', unique('Who has the best beans'))
  const replyText = unique('The market stall by the river')
  await postAs(request, 'bob', `@moderator ${replyText}`, { inReplyTo: root.id })

  await login(page, 'alice', { at: '/main/public' })
  await expect(page.getByRole('heading', { level: 1, name: 'Local timeline' })).toBeVisible()
  await expect(statusWith(page, replyText)).toBeVisible()
  const panel = await openGeneral(page)
  const replies = panel.getByRole('combobox', { name: 'Replies in timelines' })
  await expect(replies).toHaveValue('all')
  await replies.selectOption({ label: 'Replies to me only' })
  await closeSettings(page)
  await expect(feed(page).getByRole('article').first()).toBeVisible()
  await expect(feed(page).getByRole('article').filter({ hasText: replyText })).toHaveCount(0)

  await page.reload()
  await expect(feed(page).getByRole('article').first()).toBeVisible()
  await expect(feed(page).getByRole('article').filter({ hasText: replyText })).toHaveCount(0)
})

test('posts: hiding the counts removes them from the posts on screen', async ({
  page,
  request,
}) => {
  const text = unique('Counting cups today')
  const post = await postAs(request, 'bob', text)
  const moderator = await apiToken(request, 'moderator')
  await apiCall(request, moderator, 'POST', `/api/v1/statuses/${post.id}/favourite`)

  await login(page, 'alice')
  const status = statusWith(page, text)
  const stats = status.getByRole('group', { name: 'Post statistics' })
  await expect(stats).toContainText('1 favourite')
  await expect(status.getByRole('button', { name: /^Favourite/ })).toContainText('1')

  const panel = await openGeneral(page)
  await panel.getByRole('checkbox', { name: 'Hide favourite and repeat counts' }).check()
  await closeSettings(page)
  await expect(stats).toHaveCount(0)
  await expect(status.getByRole('button', { name: /^Favourite/ })).not.toContainText('1')
})

test('attachments: "links only" turns thumbnails into links', async ({ page, request }) => {
  const text = unique('A picture of the roastery')
  const token = await apiToken(request, 'bob')
  const upload = await request.post('/api/v1/media', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      file: {
        name: 'roastery.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
      },
      description: 'The roastery at dawn',
    },
  })
  const media = (await upload.json()) as { id: string }
  const created = await request.post('/api/v1/statuses', {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: text, visibility: 'public', media_ids: [media.id] },
  })
  expect(created.ok()).toBe(true)

  await login(page, 'alice')
  const gallery = statusWith(page, text).getByRole('group', { name: '1 attachment' })
  await expect(gallery.getByRole('button', { name: 'The roastery at dawn' })).toBeVisible()
  const panel = await openGeneral(page)
  await panel.getByRole('combobox', { name: 'Attachment size' }).selectOption({
    label: 'Links only',
  })
  await closeSettings(page)
  await expect(gallery.getByRole('link', { name: /The roastery at dawn/ })).toBeVisible()
  await expect(gallery.getByRole('button', { name: 'The roastery at dawn' })).toHaveCount(0)
})

test('profiles: counts and page backgrounds can be hidden', async ({ page }) => {
  await login(page, 'bob', { at: '/alice' })
  const card = page.getByRole('region', { name: 'Profile of Alice Liddell' })
  await expect(card.getByRole('button', { name: /^Followers/ })).toBeVisible()
  await expect(page.locator('img[data-profile-background]')).toHaveCount(1)

  const panel = await openGeneral(page)
  await panel.getByRole('checkbox', { name: 'Show the background images of profiles' }).uncheck()
  await panel.getByRole('checkbox', { name: 'Hide post and follower counts on profiles' }).check()
  await closeSettings(page)
  await expect(page.locator('img[data-profile-background]')).toHaveCount(0)
  await expect(card.getByRole('button', { name: /^Followers/ })).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'Posts', exact: true })).toBeVisible()
})

test('conversations: tree display, and diving only when asked for', async ({ page, request }) => {
  const root = await findPublic<{ id: string; content: string }>(request, DEEP_THREAD.root.snippet)
  await login(page, 'alice')
  const panel = await openGeneral(page)
  await expect(panel.getByRole('checkbox', { name: 'Dive into sub-threads' })).toHaveCount(0)
  await panel
    .getByRole('combobox', { name: 'Conversation display' })
    .selectOption({ label: 'Tree: replies nested under their post' })
  await panel.getByRole('checkbox', { name: 'Dive into sub-threads' }).check()
  await closeSettings(page)

  await page.goto(`/notice/${root.id}`)
  const tree = page.getByRole('list', { name: 'Posts in this conversation' })
  await expect(tree.getByText('Chapter 5:')).toBeVisible()
  // Nested: deeper replies wait behind "Show replies".
  await expect(tree.getByText('Chapter 6:')).toHaveCount(0)
  await expect(tree.getByRole('button', { name: /^Show replies/ }).first()).toBeVisible()
  await expect(tree.getByRole('button', { name: 'Dive into this thread' }).first()).toBeVisible()

  // Turned off again, the dive buttons go at once.
  const again = await openGeneral(page)
  await again.getByRole('checkbox', { name: 'Dive into sub-threads' }).uncheck()
  await closeSettings(page)
  await expect(tree.getByRole('button', { name: 'Dive into this thread' })).toHaveCount(0)
  await expect(tree.getByText('Chapter 5:')).toBeVisible()
})

test('composing: the content warning field and the scope note follow the options', async ({
  page,
}) => {
  await login(page, 'alice')
  const form = page.getByRole('form', { name: 'Write a post' })
  await expect(form.getByRole('textbox', { name: 'Content warning (optional)' })).toBeVisible()
  await expect(form.getByText('Visible to everyone and shown in public timelines')).toBeVisible()

  const panel = await openGeneral(page)
  await panel.getByRole('checkbox', { name: 'Always show the content warning field' }).uncheck()
  await panel.getByRole('checkbox', { name: 'Hide the note saying who will see a post' }).check()
  await closeSettings(page)
  await expect(form.getByRole('textbox', { name: 'Content warning (optional)' })).toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Content warning' })).toBeVisible()
  await expect(form.getByText('Visible to everyone and shown in public timelines')).toHaveCount(0)

  // The note's own button is the same preference.
  const again = await openGeneral(page)
  await again.getByRole('checkbox', { name: 'Hide the note saying who will see a post' }).uncheck()
  await closeSettings(page)
  await form.getByRole('button', { name: 'Stop showing this note' }).click()
  await expect(form.getByText('Visible to everyone and shown in public timelines')).toHaveCount(0)
  const last = await openGeneral(page)
  await expect(
    last.getByRole('checkbox', { name: 'Hide the note saying who will see a post' }),
  ).toBeChecked()
})

test('confirmations: repeating asks first once chosen, and not after "instance default"', async ({
  page,
  request,
}) => {
  const first = unique('Repeat me carefully')
  const second = unique('Repeat me quickly')
  await postAs(request, 'bob', first)
  await postAs(request, 'bob', second)
  await login(page, 'alice')

  const panel = await openGeneral(page)
  const repeat = panel.getByRole('combobox', { name: 'Repeating a post' })
  await expect(repeat).toHaveValue('default')
  await repeat.selectOption({ label: 'Ask' })
  await closeSettings(page)

  const status = statusWith(page, first)
  await status.getByRole('button', { name: /^Repeat/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Repeat this post?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Repeat' }).click()
  await expect(status.getByRole('button', { name: /^Repeat/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  const again = await openGeneral(page)
  await again
    .getByRole('combobox', { name: 'Repeating a post' })
    .selectOption({ label: "Instance default (don't ask)" })
  await closeSettings(page)
  const other = statusWith(page, second)
  await other.getByRole('button', { name: /^Repeat/ }).click()
  await expect(other.getByRole('button', { name: /^Repeat/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(dialog).toHaveCount(0)
})

test('language: the interface language is kept across a reload and sets the page language', async ({
  page,
}) => {
  await login(page, 'alice')
  const panel = await openGeneral(page)
  const language = panel.getByRole('combobox', { name: 'Interface language' })
  await expect(language).toHaveValue('')
  // Every language by its own name, after the browser's choice.
  const options = language.getByRole('option')
  await expect(options).toHaveCount(33)
  await expect(options.first()).toHaveText('As my browser prefers (English)')
  for (const name of ['English', 'Deutsch', 'العربية', '日本語', 'やさしいにほんご', '繁體中文'])
    await expect(language.getByRole('option', { name, exact: true })).toHaveCount(1)
  await language.selectOption({ label: 'Deutsch' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.reload()
  await expect(
    page.getByRole('heading', { level: 1, name: word('de', 'nav.home_timeline') }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page
    .getByRole('banner')
    .getByRole('button', { name: word('de', 'nav.settings') })
    .click()
  const again = page
    .getByRole('dialog', { name: word('de', 'settings.title') })
    .getByRole('combobox', { name: word('de', 'settings_general.interfaceLanguage') })
  await expect(again).toHaveValue('de')
  // Back to the browser's choice: English at once, the dialog's words too.
  await again.selectOption('')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(
    settingsDialog(page).getByRole('combobox', { name: 'Interface language' }),
  ).toHaveValue('')
})

test('expert mode shows the expert options; axe finds nothing (1366x768)', async ({ page }) => {
  await setConfig(page, { conversationDisplay: 'tree', showNavShortcuts: true })
  await login(page, 'alice')
  const panel = await openGeneral(page)
  await expect(panel.getByRole('checkbox', { name: 'Virtual scrolling' })).toHaveCount(0)
  await settingsDialog(page).getByRole('checkbox', { name: 'Expert mode' }).check()
  await expect(panel.getByRole('checkbox', { name: 'Virtual scrolling' })).toBeChecked()
  await expect(
    panel.getByRole('checkbox', { name: 'More space between the top bar shortcuts' }),
  ).toBeVisible()
  await expect(panel.getByRole('combobox', { name: '“Other replies” button' })).toBeVisible()
  const depth = panel.getByRole('spinbutton', { name: 'Reply depth shown at first' })
  await depth.fill('2')
  await expect(depth).toHaveAttribute('aria-invalid', 'true')
  await expect(panel.getByText('Enter a whole number from 3 to 30.')).toBeVisible()
  await depth.fill('8')
  await expect(depth).not.toHaveAttribute('aria-invalid')
  await shootPanel(page, panel, 'member-expert-1366')
  await axe(page)
})

test('a guest gets the options that apply to guests; axe finds nothing', async ({ page }) => {
  await page.goto('/main/public')
  const panel = await openGeneral(page)
  await expect(panel.getByRole('heading', { name: 'Writing posts' })).toHaveCount(0)
  await expect(panel.getByRole('heading', { name: 'Confirmations' })).toHaveCount(0)
  await expect(panel.getByRole('combobox', { name: 'Interface language' })).toBeVisible()
  await shootPanel(page, panel, 'guest-1366')
  await axe(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the General tab from the drawer; axe finds nothing (390x844)', async ({ page }) => {
    await setConfig(page, { expertMode: true, conversationDisplay: 'tree' })
    await page.goto('/login')
    await fillLogin(page, 'alice')
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Settings' })
      .click()
    const dialog = settingsDialog(page)
    await expect(dialog).toBeVisible()
    const panel = dialog.getByRole('tabpanel', { name: 'General' })
    await expect(panel.getByRole('heading', { name: 'Language' })).toBeVisible()
    // Nothing sticks out sideways.
    const overflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await panel.getByRole('checkbox', { name: 'Hide the instance name in the top bar' }).check()
    await shootPanel(page, panel, 'member-390')
    await axe(page)
    await closeSettings(page)
    expect(
      (await page.getByRole('banner').getByText('Cofe Demo', { exact: true }).boundingBox())
        ?.width ?? 0,
    ).toBeLessThanOrEqual(1)
  })
})
