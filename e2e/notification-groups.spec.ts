import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { axeFor } from './axe'
import { shot } from './shots'
import { expect, test } from './fixtures'
import {
  apiCall,
  apiToken,
  closeSettings,
  login,
  openSettings,
  postAs,
  setConfig,
  unique,
} from './helpers'

/*
 * Grouped notifications against the demo instance (Akkoma-like: v1
 * notifications, grouped by the client; in its Hollo mode, grouped by the
 * server through /api/v2/notifications, as Mastodon 4.3+ does): likes of one post as one row with
 * its count, avatars and the full list; a live like joining its group at the
 * top; unread counts that still count notifications; a group that spans two
 * pages; the setting that turns grouping off; axe in English and Arabic.
 */

const SHOTS = '/tmp/shots-notif-groups'
// The WCAG rules, as the route sweep (a11y-routes) checks them.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

async function check(page: Page, label: string): Promise<void> {
  await shot(page, { path: `${SHOTS}/${label}.png` })
  const result = await axeFor(page).withTags(TAGS).analyze()
  const found = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  )
  expect(found, label).toEqual([])
}

async function act(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const response = await request.post('/__demo/act', { data: body })
  if (!response.ok()) throw new Error(`act answered ${response.status()}: ${await response.text()}`)
}

/** Marks alice's notifications read on the server, so a test starts from zero unseen. */
async function readAll(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, 'alice')
  const list = (await apiCall(request, token, 'GET', '/api/v1/notifications')) as { id: string }[]
  const newest = list[0]?.id
  if (newest)
    await apiCall(request, token, 'POST', '/api/v1/markers', {
      'notifications[last_read_id]': newest,
    })
}

/** A fresh post of alice's, liked by each of `actors` in turn (the last is the newest). */
async function likedPost(
  request: APIRequestContext,
  actors: readonly string[],
): Promise<{ text: string; id: string }> {
  const text = unique('Group me')
  const post = await postAs(request, 'alice', text)
  for (const actor of actors)
    await act(request, { actor, type: 'favourite', target: 'alice', statusId: post.id })
  return { text, id: post.id }
}

const column = (page: Page) => page.getByRole('region', { name: 'Notifications' })
/** The rows (outermost articles) of a notifications list that mention the post. */
const rowsAbout = (panel: Locator, text: string) =>
  panel.getByRole('feed').locator(':scope > article').filter({ hasText: text })

test.describe('wide', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('likes of one post are one row; a live like joins it at the top; counts stay per notification; the setting ungroups', async ({
    page,
    request,
    demo,
  }) => {
    await readAll(request)
    const { text, id } = await likedPost(request, ['bob', 'carol', 'dana@mastodon.example'])
    // A mention newer than the likes: the first row, until the next like.
    await act(request, { actor: 'erin@social.bubble.example', type: 'mention', target: 'alice' })
    await login(page, 'alice')
    const panel = column(page)

    const group = panel
      .getByRole('article', { name: 'Dana Scully and 2 others liked your post' })
      .filter({ hasText: text })
    await expect(group).toBeVisible()
    await expect(rowsAbout(panel, text)).toHaveCount(1)
    await expect(group.getByRole('link', { name: text })).toBeVisible()
    // The newest few avatars, one per account.
    await expect(group.locator('img')).toHaveCount(3)
    // Four notifications arrived, in two rows: the count is of notifications.
    await expect(panel.getByText('4 unread notifications')).toBeAttached()

    const everyone = group.getByRole('button', { name: 'Show everyone (3)' })
    await expect(everyone).toHaveAttribute('aria-expanded', 'false')
    await everyone.click()
    // Open, the same button says it folds the list away.
    const fewer = group.getByRole('button', { name: 'Show fewer' })
    await expect(fewer).toHaveAttribute('aria-expanded', 'true')
    const people = group.getByRole('list')
    await expect(people.getByRole('listitem')).toHaveCount(3)
    for (const name of ['Dana Scully', 'Carol Danvers-Smith', 'Bob 🚲'])
      await expect(people.getByRole('listitem').filter({ hasText: name })).toContainText(
        /now|seconds? ago|minutes? ago/,
      )
    await fewer.click()
    await expect(everyone).toHaveAttribute('aria-expanded', 'false')
    await expect(people.getByRole('listitem')).toHaveCount(0)

    // A like arriving live joins the group, which moves to the top.
    const rows = panel.getByRole('feed').locator(':scope > article')
    await expect(rows.first()).toHaveAccessibleName(/mentioned you/)
    await demo.streamingOpenFor('alice')
    await act(request, {
      actor: 'frank@misskey.example',
      type: 'favourite',
      target: 'alice',
      statusId: id,
    })
    const grown = panel
      .getByRole('article', { name: 'Frank N. Stein and 3 others liked your post' })
      .filter({ hasText: text })
    await expect(rows.first()).toHaveAccessibleName('Frank N. Stein and 3 others liked your post')
    await expect(grown.getByRole('button', { name: 'Show everyone (4)' })).toBeVisible()
    await expect(panel.getByText('5 unread notifications')).toBeAttached()

    // The notifications page: j and k move from row to row, groups included.
    await page.getByRole('link', { name: /^Notifications/ }).click()
    const main = page.getByRole('main')
    const onPage = main
      .getByRole('article', { name: 'Frank N. Stein and 3 others liked your post' })
      .filter({ hasText: text })
    await expect(onPage).toBeVisible()
    await page.locator('body').press('j')
    await expect(onPage).toBeFocused()
    await page.locator('body').press('j')
    await expect(main.getByRole('feed').locator(':scope > article').nth(1)).toBeFocused()
    await page.locator('body').press('k')
    await expect(onPage).toBeFocused()

    // Grouping off: every like is a row of its own again.
    const settings = await openSettings(page, 'Notifications')
    const toggle = settings.getByRole('checkbox', {
      name: 'Show likes, repeats and reactions to one post, and new followers, as one notification',
    })
    await expect(toggle).toBeChecked()
    await toggle.uncheck()
    await closeSettings(page)
    await expect(rowsAbout(main, text)).toHaveCount(4)
    await expect(
      main
        .getByRole('article', { name: 'Frank N. Stein liked your post' })
        .filter({ hasText: text }),
    ).toBeVisible()
  })

  test('a group spanning two pages becomes one row when the older page loads', async ({
    page,
    request,
  }) => {
    await readAll(request)
    const text = unique('Across pages')
    const post = await postAs(request, 'alice', text)
    await act(request, { actor: 'bob', type: 'favourite', target: 'alice', statusId: post.id })
    // More than a page (20) of mentions between the two likes.
    for (let i = 0; i < 20; i++)
      await act(request, { actor: 'erin@social.bubble.example', type: 'mention', target: 'alice' })
    await act(request, { actor: 'carol', type: 'favourite', target: 'alice', statusId: post.id })
    await login(page, 'alice', { at: '/alice/notifications' })
    const main = page.getByRole('main')
    const rows = rowsAbout(main, text)
    await expect(rows).toHaveCount(1)
    await expect(rows).toHaveAccessibleName('Carol Danvers-Smith liked your post')
    await main.getByRole('button', { name: 'Load older' }).click()
    await expect(rows).toHaveAccessibleName('Carol Danvers-Smith and 1 other liked your post')
    await expect(rows).toHaveCount(1)

    // Dismissing the group dismisses both likes, on the server too.
    await rows.getByRole('button', { name: 'Dismiss these notifications' }).click()
    await expect(rows).toHaveCount(0)
    const token = await apiToken(request, 'alice')
    await expect
      .poll(async () => {
        const list = (await apiCall(request, token, 'GET', '/api/v1/notifications?limit=40')) as {
          type: string
          status: { id: string } | null
        }[]
        return list.filter((n) => n.type === 'favourite' && n.status?.id === post.id).length
      })
      .toBe(0)
  })
})

test.describe('on a server that groups them itself', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('likes by several accounts are the server’s one group, from /api/v2/notifications, and list everyone from the server', async ({
    page,
    request,
    demo,
  }) => {
    await readAll(request)
    const { text } = await likedPost(request, ['bob', 'carol', 'dana@mastodon.example'])
    // Signed in while the demo answers as Akkoma (Hollo takes no password), then
    // answering as Hollo, which says api_versions.mastodon 7 and groups on its side.
    await login(page, 'alice')
    await demo.serverMode('hollo')
    const grouped = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/v2/notifications',
    )
    await page.reload()
    expect(new URL((await grouped).url()).searchParams.getAll('grouped_types[]')).toEqual([
      'favourite',
      'reblog',
      'follow',
    ])

    const panel = column(page)
    const group = panel
      .getByRole('article', { name: 'Dana Scully and 2 others liked your post' })
      .filter({ hasText: text })
    await expect(group).toBeVisible()
    await expect(rowsAbout(panel, text)).toHaveCount(1)
    // The row is the server's group (the demo's Hollo keys: type, post, hour).
    await expect(group).toHaveAttribute('data-server-group', /^favourite-/)
    // Unread counts still count notifications: three likes.
    await expect(panel.getByText('3 unread notifications')).toBeAttached()

    const listed = page.waitForRequest((r) =>
      /^\/api\/v2\/notifications\/[^/]+\/accounts$/.test(new URL(r.url()).pathname),
    )
    await group.getByRole('button', { name: 'Show everyone (3)' }).click()
    await listed
    const people = group.getByRole('list').getByRole('listitem')
    await expect(people).toHaveCount(3)
    for (const name of ['Dana Scully', 'Carol Danvers-Smith', 'Bob 🚲'])
      await expect(people.filter({ hasText: name })).toBeVisible()
  })
})

test('axe finds nothing on grouped notifications, column and page, wide and narrow, in English and Arabic', async ({
  page,
  request,
}) => {
  await readAll(request)
  const { text } = await likedPost(request, ['bob', 'carol', 'dana@mastodon.example'])
  // The group, opened: its list of everyone is part of what axe looks at.
  const open = async (name: RegExp) => {
    const group = page.getByRole('article', { name }).filter({ hasText: text })
    await group.getByRole('button', { expanded: false }).click()
    await expect(group.getByRole('listitem')).toHaveCount(3)
  }
  const english = /^Dana Scully and 2 others liked your post$/
  const arabic = /^أُعجب Dana Scully وشخصان آخران بمنشورك$/

  await page.setViewportSize({ width: 1366, height: 768 })
  await login(page, 'alice')
  await expect(column(page)).toBeVisible()
  await open(english)
  await check(page, 'en-1366-column')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/alice/notifications')
  await open(english)
  await check(page, 'en-390-page')

  await setConfig(page, { interfaceLanguage: 'ar' })
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/main/friends')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await open(arabic)
  await check(page, 'ar-1366-column')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/alice/notifications')
  await open(arabic)
  await check(page, 'ar-390-page')
})
