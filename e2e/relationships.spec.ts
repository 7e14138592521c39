import type { Locator, Page } from '@playwright/test'
import { shot } from './shots'
import { mkdirSync } from 'node:fs'
import { expect, test } from './fixtures'
import { apiCall, apiToken, login, postAs, setConfig, unique } from './helpers'

/*
 * Relationships: the follow button with
 * requests and confirmation, what following, unfollowing, blocking and
 * muting do to the timelines, the account actions menu, remote profile
 * routes and who to follow.
 */

const SHOTS = '/tmp/shots-rel'
const feed = (page: Page) => page.getByRole('main').getByRole('feed')
const statusWith = (page: Page, text: string): Locator =>
  feed(page).getByRole('article').filter({ hasText: text }).first()
const suggestion = (page: Page, acct: string): Locator =>
  page
    .getByRole('list', { name: 'Suggested accounts' })
    .getByRole('listitem')
    .filter({ hasText: `@${acct}` })
const goHome = async (page: Page) => {
  await page.getByRole('link', { name: 'Home timeline' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
}

test('a locked account gets a follow request, and a second click cancels it', async ({
  page,
  request,
}) => {
  await login(page, 'admin', { at: '/who-to-follow' })
  const bob = suggestion(page, 'bob')
  await bob.getByRole('button', { name: 'Follow', exact: true }).click()
  const requested = bob.getByRole('button', { name: 'Requested', exact: true })
  await expect(requested).toHaveAttribute('aria-pressed', 'true')
  await requested.click()
  await expect(bob.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()
  const token = await apiToken(request, 'bob')
  const pending = (await apiCall(request, token, 'GET', '/api/v1/follow_requests')) as {
    acct: string
  }[]
  expect(pending.map((a) => a.acct)).not.toContain('admin')
})

test('following brings their posts home; unfollowing with confirmation takes them out', async ({
  page,
  request,
}) => {
  const text = unique('Moderator news for new followers')
  await postAs(request, 'moderator', text)
  await setConfig(page, { modalOnUnfollow: true })
  await login(page, 'alice')
  await expect(feed(page).getByRole('article').first()).toBeVisible()
  await expect(statusWith(page, text)).toHaveCount(0)

  // The sidebar panel leads to the page without reloading the app.
  const panel = page.getByRole('region', { name: 'Who to follow' })
  await panel.getByRole('link', { name: 'More suggestions' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Who to follow' })).toBeVisible()
  const moderator = suggestion(page, 'moderator')
  await moderator.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(moderator.getByRole('button', { name: 'Following', exact: true })).toBeVisible()

  await goHome(page)
  const post = statusWith(page, text)
  await expect(post).toBeVisible()

  // Unfollow from the profile card, confirming first.
  await post.getByRole('link', { name: 'Mod Squad' }).first().click()
  await page.getByRole('button', { name: 'Following', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Unfollow Mod Squad?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Unfollow' }).click()
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()

  await goHome(page)
  await expect(feed(page).getByRole('article').first()).toBeVisible()
  await expect(statusWith(page, text)).toHaveCount(0)
})

test('blocking from the card takes their posts out of the timelines', async ({ page, request }) => {
  const text = unique('Bob says something blockable')
  await postAs(request, 'bob', text)
  await login(page, 'alice')
  const post = statusWith(page, text)
  await expect(post).toBeVisible()

  await post.getByRole('link', { name: 'Bob 🚲' }).first().click()
  const menuButton = page.getByRole('button', { name: 'More actions for Bob 🚲' })
  await menuButton.click()
  await page.getByRole('menuitem', { name: 'Block' }).click()
  // Blocking asks first (the instance default).
  const dialog = page.getByRole('dialog', { name: 'Block Bob 🚲?' })
  await dialog.getByRole('button', { name: 'Block' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Blocked' })).toBeVisible()

  await goHome(page)
  await expect(feed(page).getByRole('article').first()).toBeVisible()
  await expect(statusWith(page, text)).toHaveCount(0)
})

test('muting shows their posts behind a muted notice that reveals them', async ({
  page,
  request,
}) => {
  const text = unique('Bob says something mutable')
  await postAs(request, 'bob', text)
  await login(page, 'alice')
  await expect(statusWith(page, text)).toBeVisible()

  await statusWith(page, text).getByRole('link', { name: 'Bob 🚲' }).first().click()
  const menuButton = page.getByRole('button', { name: 'More actions for Bob 🚲' })
  // The card is settled once it knows the relationship; before that a re-render
  // could take the focus away from the menu button.
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible()
  // Keyboard: open with ArrowDown, move to Mute, choose with Enter.
  await menuButton.focus()
  await expect(menuButton).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Mention' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Mute' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Muted' })).toBeVisible()

  await goHome(page)
  const notice = page.getByText(/^Muted: @bob/).first()
  await expect(notice).toBeVisible()
  await expect(feed(page).getByText(text)).toHaveCount(0)
  // The newest post (the one just written) is the first muted notice.
  await feed(page).getByRole('button', { name: 'Show' }).first().click()
  await expect(feed(page).getByText(text)).toBeVisible()
})

test('an account muted before signing in shows behind the muted notice, not missing', async ({
  page,
  request,
}) => {
  const text = unique('Bob posts while muted')
  await postAs(request, 'bob', text)
  const token = await apiToken(request, 'alice')
  const bob = (await apiCall(request, token, 'GET', '/api/v1/accounts/lookup?acct=bob')) as {
    id: string
  }
  await apiCall(request, token, 'POST', `/api/v1/accounts/${bob.id}/mute`)
  // Home is asked with muted posts included, and the mute list read at sign-in
  // says whose they are: no relationship with bob is cached before.
  await login(page, 'alice')
  await expect(page.getByText(/^Muted: @bob/).first()).toBeVisible()
  await expect(feed(page).getByText(text)).toHaveCount(0)
  await feed(page).getByRole('button', { name: 'Show' }).first().click()
  await expect(feed(page).getByText(text)).toBeVisible()
})

test('remote profile routes resolve to the profile by id', async ({ page, request }) => {
  const dana = (await (
    await request.get('/api/v1/accounts/lookup', { params: { acct: 'dana@mastodon.example' } })
  ).json()) as { id: string }
  await login(page, 'alice', { at: '/remote-users/@dana@mastodon.example' })
  await expect(page).toHaveURL(new RegExp(`/users/${dana.id}$`))
  await page.goto('/remote-users/mastodon.example/dana')
  await expect(page).toHaveURL(new RegExp(`/users/${dana.id}$`))
})

test('an unknown remote user says it could not be found', async ({ page }) => {
  await login(page, 'alice', { at: '/remote-users/@nobody@nowhere.example' })
  await expect(page.getByRole('alert')).toContainText(
    'the remote user @nobody@nowhere.example could not be found',
  )
  expect(new URL(page.url()).pathname).toBe('/remote-users/@nobody@nowhere.example')
})

test('who to follow with the account menu open, wide and narrow (screenshots)', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true })
  await login(page, 'alice')
  for (const [name, size] of [
    ['desktop', { width: 1366, height: 768 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size)
    await page.goto('/who-to-follow')
    const frank = suggestion(page, 'frank@misskey.example')
    await expect(frank.getByRole('button', { name: 'Follow', exact: true })).toBeEnabled()
    await frank.getByRole('button', { name: /^More actions for/ }).click()
    const menu = page.getByRole('menu')
    await expect(
      menu.getByRole('menuitem', { name: 'Mute everything from misskey.example' }),
    ).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Block' })).toBeVisible()
    await shot(page, { path: `${SHOTS}/who-to-follow-menu-${name}.png` })
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
  }
})

test('the account menu on a profile card (screenshots)', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true })
  await login(page, 'alice')
  for (const [name, size] of [
    ['desktop', { width: 1366, height: 768 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size)
    await page.goto('/users/bob')
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'More actions for Bob 🚲' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Hide repeats' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Remove from followers' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Block' })).toBeVisible()
    await shot(page, { path: `${SHOTS}/profile-menu-${name}.png` })
    await page.keyboard.press('Escape')
  }
})
