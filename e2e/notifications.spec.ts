import { mkdirSync } from 'node:fs'
import { shot } from './shots'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiCall, apiToken, fillLogin, login, setConfig, swipe } from './helpers'

/*
 * Notifications and interactions against the demo instance: live arrival in
 * the third column, badge and title, filter, mark read, load older, the
 * interactions tabs, and the mobile drawer.
 */

const SHOTS = '/tmp/shots-notif'
mkdirSync(SHOTS, { recursive: true })

interface NotificationJson {
  id: string
  type: string
}

async function act(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const response = await request.post('/__demo/act', { data: body })
  if (!response.ok()) throw new Error(`act answered ${response.status()}: ${await response.text()}`)
}

/** Marks all of the user's notifications read on the server, so a test starts from zero unseen. */
/**
 * Marks every notification and announcement read, so the title's count
 * (unseen notifications plus unread announcements) starts at 0.
 */
async function readAll(request: APIRequestContext, username: string): Promise<string> {
  const token = await apiToken(request, username)
  const list = (await apiCall(request, token, 'GET', '/api/v1/notifications')) as NotificationJson[]
  const newest = list[0]?.id
  if (newest) {
    await apiCall(request, token, 'POST', '/api/v1/markers', {
      'notifications[last_read_id]': newest,
    })
  }
  const announcements = (await apiCall(request, token, 'GET', '/api/v1/announcements')) as {
    id: string
    read: boolean
  }[]
  for (const a of announcements.filter((a) => !a.read)) {
    await apiCall(request, token, 'POST', `/api/v1/announcements/${a.id}/dismiss`)
  }
  return token
}

/** On mobile the login form is on its own page. */
async function loginMobile(page: Page, username: string): Promise<void> {
  await page.goto('/login')
  await fillLogin(page, username)
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
}

const column = (page: Page) => page.getByRole('region', { name: 'Notifications' })

test.describe('wide layout', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a mention arrives live with the badge and the title count; mark read clears them', async ({
    page,
    request,
    demo,
  }) => {
    await readAll(request, 'alice')
    await login(page, 'alice')
    const panel = column(page)
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
    await demo.streamingOpenFor('alice')

    await act(request, { actor: 'bob', type: 'mention', target: 'alice' })
    const item = panel.getByRole('article', { name: /mentioned you/ }).first()
    await expect(item).toBeVisible({ timeout: 25_000 })
    await expect(panel.getByText('1 unread notification')).toBeAttached()
    await expect(page).toHaveTitle(/^\(1\) /)
    await expect(
      page.getByRole('link', { name: /Notifications.*1 unread notification/ }),
    ).toBeVisible()
    // The badge is drawn once the icon under it has loaded.
    const icon = page.locator('link[rel~="icon"]')
    await expect(icon).toHaveAttribute('href', /^data:image\/png/)
    const favicon = await icon.getAttribute('href')
    // The icon itself is drawn under the badge (bottom-left corner is the icon's colour).
    const pixel = await page.evaluate(async (src) => {
      const img = new Image()
      img.src = src ?? ''
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = 128
      canvas.height = 128
      const ctx = canvas.getContext('2d')
      ctx?.drawImage(img, 0, 0)
      return Array.from(ctx?.getImageData(20, 110, 1, 1).data ?? [])
    }, favicon)
    expect(pixel[3]).toBeGreaterThan(200)

    await shot(page, { path: `${SHOTS}/wide-1440-unread.png` })

    await panel.getByRole('button', { name: 'Mark all as read' }).click()
    await expect(panel.getByText('1 unread notification')).not.toBeAttached()
    await expect(page).not.toHaveTitle(/^\(\d+\) /)
    const favicon2 = await page.locator('link[rel~="icon"]').getAttribute('href')
    expect(favicon2).not.toMatch(/^data:/)

    // The marker was saved: a reload shows nothing unseen.
    await page.reload()
    await expect(column(page).getByRole('article').first()).toBeVisible()
    await expect(column(page).getByText(/unread notification/)).not.toBeAttached()
  })

  test('the filter hides likes and the unseen count follows it', async ({ page, request }) => {
    await readAll(request, 'alice')
    await login(page, 'alice')
    const panel = column(page)
    await expect(panel).toBeVisible()
    await act(request, { actor: 'bob', type: 'favourite', target: 'alice' })
    await act(request, { actor: 'bob', type: 'mention', target: 'alice' })
    const like = panel.getByRole('article', { name: /liked your post/ }).first()
    await expect(like).toBeVisible({ timeout: 25_000 })
    await expect(panel.getByText('2 unread notifications')).toBeAttached({ timeout: 25_000 })

    await panel.getByRole('button', { name: 'Filter' }).click()
    const likes = panel.getByRole('checkbox', { name: 'Likes' })
    await expect(likes).toBeChecked()
    await likes.uncheck()
    await expect(panel.getByRole('article', { name: /liked your post/ })).toHaveCount(0)
    await expect(panel.getByText('1 unread notification')).toBeAttached()
    await expect(page).toHaveTitle(/^\(1\) /)
    await page.keyboard.press('Escape')

    // The choice is a preference: it survives a reload.
    await page.reload()
    await expect(column(page).getByRole('article').first()).toBeVisible()
    await expect(column(page).getByRole('article', { name: /liked your post/ })).toHaveCount(0)
  })

  test('dismiss removes a notification', async ({ page, request }) => {
    await readAll(request, 'alice')
    await login(page, 'alice')
    const panel = column(page)
    await act(request, { actor: 'bob', type: 'follow', target: 'alice' })
    await page.reload()
    const follow = panel.getByRole('article', { name: /followed you/ }).first()
    await expect(follow).toBeVisible()
    const count = await panel.getByRole('article', { name: /followed you/ }).count()
    await follow.getByRole('button', { name: 'Dismiss this notification' }).click()
    await expect(panel.getByRole('article', { name: /followed you/ })).toHaveCount(count - 1)
  })
})

test('load older reveals more, then fetches the next page (1366×768: the third column shows)', async ({
  page,
}) => {
  await login(page, 'alice')
  const panel = column(page)
  await expect(panel.locator('[data-notification-id]').first()).toBeVisible()
  const before = await panel.locator('[data-notification-id]').count()
  await panel.getByRole('button', { name: 'Load older' }).click()
  await expect
    .poll(() => panel.locator('[data-notification-id]').count(), { timeout: 10_000 })
    .toBeGreaterThan(before)
  await shot(page, { path: `${SHOTS}/home-1366.png` })
})

test('notifications route and interactions tabs', async ({ page, request }) => {
  await act(request, { actor: 'bob', type: 'reblog', target: 'alice' })
  await act(request, { actor: 'bob', type: 'move', target: 'alice' })
  await login(page, 'alice')

  await page.getByRole('link', { name: 'Interactions' }).click()
  await expect(page).toHaveURL(/\/users\/alice\/interactions$/)
  const tabs = page.getByRole('tablist', { name: 'Kinds of interactions' })
  await expect(tabs.getByRole('tab', { name: 'Mentions' })).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('article').first()).toBeVisible()

  await tabs.getByRole('tab', { name: 'Likes and repeats' }).click()
  await expect(panel.getByRole('article', { name: /repeated your post/ }).first()).toBeVisible()
  await expect(panel.getByRole('article', { name: /mentioned you/ })).toHaveCount(0)

  // Keyboard: arrows move between tabs.
  await tabs.getByRole('tab', { name: 'Likes and repeats' }).press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Follows' })).toBeFocused()
  await expect(tabs.getByRole('tab', { name: 'Follows' })).toHaveAttribute('aria-selected', 'true')
  await expect(panel.getByRole('article', { name: /followed you/ }).first()).toBeVisible()

  // alice allows following moves (the default), so there is no moves tab.
  await expect(tabs.getByRole('tab', { name: 'Moves' })).toHaveCount(0)
  await shot(page, { path: `${SHOTS}/interactions-1366.png` })

  await page.goto('/alice/notifications')
  await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible()
  await expect(page.getByRole('article', { name: /moved to a new account/ }).first()).toBeVisible()
  await shot(page, { path: `${SHOTS}/notifications-page-1366.png`, fullPage: false })
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the top bar button opens the drawer; closing it marks notifications seen', async ({
    page,
    request,
  }) => {
    await readAll(request, 'alice')
    await act(request, { actor: 'bob', type: 'mention', target: 'alice' })
    await act(request, {
      actor: 'bob',
      type: 'pleroma:emoji_reaction',
      target: 'alice',
      emoji: '🔥',
    })
    await loginMobile(page, 'alice')
    const button = page.getByRole('button', { name: 'Open notifications (2 unread)' })
    await expect(button).toBeVisible()
    await shot(page, { path: `${SHOTS}/mobile-390-topbar.png` })
    await button.click()
    const drawer = page.getByRole('dialog', { name: 'Notifications' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('article', { name: /reacted with 🔥/ })).toBeVisible()
    await shot(page, { path: `${SHOTS}/mobile-390-drawer.png` })
    await drawer.getByRole('button', { name: 'Close notifications' }).click()
    await expect(drawer).toBeHidden()
    await expect(
      page.getByRole('button', { name: 'Open notifications', exact: true }),
    ).toBeVisible()
    await expect(page).not.toHaveTitle(/^\(\d+\) /)

    // A swipe towards the edge it came from closes it: a short one does not,
    // and neither opens the menu drawer behind it.
    await page.getByRole('button', { name: 'Open notifications', exact: true }).click()
    await expect(drawer).toBeVisible()
    await swipe(page, { x: 100, y: 500 }, { x: 140, y: 505 })
    // Two painted frames later a close would have happened: React renders
    // what a touch changed before the next frame.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    await expect(drawer.getByRole('article', { name: /reacted with 🔥/ })).toBeVisible()
    await swipe(page, { x: 100, y: 500 }, { x: 260, y: 505 })
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  })

  test('changing route from the drawer marks seen too', async ({ page, request }) => {
    await readAll(request, 'alice')
    await act(request, { actor: 'bob', type: 'mention', target: 'alice' })
    await loginMobile(page, 'alice')
    await page.getByRole('button', { name: 'Open notifications (1 unread)' }).click()
    const drawer = page.getByRole('dialog', { name: 'Notifications' })
    const url = page.url()
    await drawer
      .getByRole('article', { name: /mentioned you/ })
      .getByRole('link')
      .first()
      .click()
    await expect(page).not.toHaveURL(url)
    await expect(drawer).toBeHidden()
    await expect(
      page.getByRole('button', { name: 'Open notifications', exact: true }),
    ).toBeVisible()
  })
})

test('the third column is absent at 1366×768 only when thirdColumnMode is none', async ({
  page,
}) => {
  await setConfig(page, { thirdColumnMode: 'none' })
  await login(page, 'alice')
  await expect(column(page)).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Notifications/ })).toBeVisible()
})

/** `username` asks to follow bob (locked): unfollowed first, so following again is a request. */
async function requestToFollowBob(request: APIRequestContext, username: string): Promise<void> {
  const token = await apiToken(request, username)
  const bob = (await apiCall(request, token, 'GET', '/api/v1/accounts/lookup?acct=bob')) as {
    id: string
  }
  await apiCall(request, token, 'POST', `/api/v1/accounts/${bob.id}/unfollow`)
  await apiCall(request, token, 'POST', `/api/v1/accounts/${bob.id}/follow`)
}

/** bob's column: a like, an ended poll, a custom emoji reaction and two follow requests, all unread. */
async function bobsActivity(request: APIRequestContext): Promise<void> {
  await readAll(request, 'bob')
  await act(request, { actor: 'admin', type: 'favourite', target: 'bob' })
  await act(request, { actor: 'admin', type: 'poll', target: 'bob' })
  await act(request, {
    actor: 'moderator',
    type: 'pleroma:emoji_reaction',
    target: 'bob',
    emoji: 'blobcat',
  })
  await requestToFollowBob(request, 'moderator')
  await requestToFollowBob(request, 'alice')
}

const REVIEW_SHOTS = '/tmp/shots-rev-notif'
mkdirSync(REVIEW_SHOTS, { recursive: true })

test.describe('every kind in the column (1366×768)', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('requests, a custom reaction and an ended poll render; subjects open', async ({
    page,
    request,
  }) => {
    await bobsActivity(request)
    await login(page, 'bob')
    const panel = column(page)
    await expect(page.getByRole('complementary', { name: 'Notifications column' })).toBeVisible()
    const requestFromAlice = panel
      .getByRole('article', { name: /wants to follow you/ })
      .filter({ has: page.getByRole('button', { name: 'Approve the follow request from @alice' }) })
    await expect(requestFromAlice).toBeVisible()
    const reaction = panel.getByRole('article', { name: /reacted with :blobcat:/ }).first()
    await expect(reaction.getByRole('img', { name: ':blobcat:' })).toBeVisible()
    await expect
      .poll(() =>
        reaction
          .getByRole('img', { name: ':blobcat:' })
          .evaluate((i: HTMLImageElement) => i.naturalWidth),
      )
      .toBeGreaterThan(0)
    const poll = panel.getByRole('article', { name: 'A poll has ended' }).first()
    await expect(poll).toBeVisible()
    await expect(poll.getByText('Quick poll: tea or coffee?')).toBeVisible()
    await shot(page, { path: `${REVIEW_SHOTS}/column-1366.png` })

    // A like's subject is its post: the preview opens it.
    const like = panel.getByRole('article', { name: /liked your post/ }).first()
    const statusId = await like.evaluate((el) => {
      const link = el.querySelector<HTMLAnchorElement>('a[href^="/notice/"]')
      return link?.getAttribute('href') ?? ''
    })
    expect(statusId).toMatch(/^\/notice\/.+/)
    await like.locator(`a[href="${statusId}"]`).last().click()
    await expect(page).toHaveURL(new RegExp(`${statusId}$`))
    await page.goBack()

    // A follow request's subject is the requester: the name opens the profile.
    await requestFromAlice.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/(users\/)?alice$/)
    await page.goBack()

    // Approve turns the request into a follow notification; deny dismisses it.
    await panel.getByRole('button', { name: 'Approve the follow request from @alice' }).click()
    await expect(
      panel.getByRole('button', { name: 'Approve the follow request from @alice' }),
    ).toHaveCount(0)
    const approved = panel.locator('[data-notification-type="follow"]').first()
    await expect(approved).toHaveAccessibleName(/followed you/)
    await panel.getByRole('button', { name: 'Deny the follow request from @moderator' }).click()
    await expect(
      panel.getByRole('button', { name: 'Deny the follow request from @moderator' }),
    ).toHaveCount(0)

    // The server agrees: alice follows bob, moderator's request and its notification are gone.
    const bob = await apiToken(request, 'bob')
    const waiting = (await apiCall(request, bob, 'GET', '/api/v1/follow_requests')) as {
      acct: string
    }[]
    expect(waiting.map((a) => a.acct)).not.toContain('alice')
    expect(waiting.map((a) => a.acct)).not.toContain('moderator')
    await expect
      .poll(async () => {
        const list = (await apiCall(request, bob, 'GET', '/api/v1/notifications')) as {
          type: string
          account: { acct: string }
        }[]
        return list.some((n) => n.type === 'follow_request' && n.account.acct === 'moderator')
      })
      .toBe(false)
  })
})

test.describe('every kind in the drawer (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('requests, a custom reaction and an ended poll in the drawer', async ({ page, request }) => {
    await bobsActivity(request)
    await loginMobile(page, 'bob')
    await page.getByRole('button', { name: /^Open notifications \(\d+ unread\)$/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Notifications' })
    await expect(
      drawer.getByRole('button', { name: 'Approve the follow request from @alice' }),
    ).toBeVisible()
    await expect(drawer.getByRole('img', { name: ':blobcat:' }).first()).toBeVisible()
    await expect(drawer.getByRole('article', { name: 'A poll has ended' }).first()).toBeAttached()
    await shot(page, { path: `${REVIEW_SHOTS}/drawer-390.png` })
    await drawer.getByRole('article', { name: 'A poll has ended' }).first().scrollIntoViewIfNeeded()
    await shot(page, { path: `${REVIEW_SHOTS}/drawer-390-scrolled.png` })
  })
})
