import { mkdirSync, writeFileSync } from 'node:fs'
import { shot } from './shots'
import { axeFor } from './axe'
import type { Browser, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiCall, apiToken, fillLogin, login, loginForm, postAs, unique } from './helpers'

/*
 * Moderation:
 * a member reports a post from one browser, the moderator in another sees it
 * within one poll, notes and resolves it; the admin deactivates, promotes
 * and sandboxes accounts from the user card and the effects reach those
 * accounts; members never see a moderation control and get 403 from the API.
 */

const SHOTS = '/tmp/shots-moderation'
mkdirSync(SHOTS, { recursive: true })
// Several logins in two browsers plus axe scans take longer than 30 s on a shared machine.
test.describe.configure({ timeout: 120_000 })

const feed = (page: Page) => page.getByRole('main').getByRole('feed')
const statusWith = (page: Page, text: string): Locator =>
  feed(page).getByRole('article').filter({ hasText: text }).first()
const moderationDialog = (page: Page) => page.getByRole('dialog', { name: 'Moderation' })
const reportDialog = (page: Page) => page.getByRole('dialog', { name: /^Report / })
const moderationButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Moderation/ })
const adminMenuButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Moderation tools for ${name}` })

async function secondBrowser(browser: Browser, baseURL: string | undefined, mobile = false) {
  const context = await browser.newContext({
    baseURL,
    viewport: mobile ? { width: 390, height: 844 } : { width: 1366, height: 768 },
  })
  return context.newPage()
}

async function scan(page: Page, label: string, include?: string): Promise<void> {
  await shot(page, { path: `${SHOTS}/${label}.png` })
  const builder = axeFor(page)
  const result = await (include ? builder.include(include) : builder).analyze()
  if (result.violations.length > 0) {
    writeFileSync(
      `${SHOTS}/${label}.violations.json`,
      JSON.stringify(
        result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) })),
        null,
        2,
      ),
    )
  }
  expect(
    result.violations.map((v) => v.id),
    label,
  ).toEqual([])
}

/** Opens the moderation modal as a user does: the top bar, or the drawer on a phone. */
async function openModeration(page: Page): Promise<Locator> {
  if ((page.viewportSize()?.width ?? 1366) <= 800) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: /^Moderation/ })
      .click()
  } else {
    await moderationButton(page).click()
  }
  const dialog = moderationDialog(page)
  await expect(dialog).toBeVisible()
  return dialog
}

async function signInMobile(page: Page, username: string) {
  await page.goto('/login')
  await fillLogin(page, username)
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
}

test('a member reports a post; the moderator sees it within one poll, notes and resolves it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // The moderator's browser runs a controllable clock, so "one poll" is 60 s of it.
  const moderator = await secondBrowser(browser, baseURL)
  await moderator.clock.install()
  await login(moderator, 'moderator')
  const dialog = await openModeration(moderator)
  // Moderators handle reports only (Akkoma's default privileges): no other sections.
  await expect(dialog.getByRole('tab')).toHaveCount(0)
  await expect(dialog.getByText('No reports here.')).toBeVisible()

  const text = unique('Cheap watches, visit my shop')
  const status = await postAs(request, 'bob', text)
  await login(page, 'alice')
  const article = statusWith(page, text)
  await article.getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Report post' }).click()
  const form = reportDialog(page)
  await expect(form).toHaveAccessibleName('Report Bob 🚲')
  // The post it was opened from is chosen; bob is local, so there is no forwarding.
  await expect(form.getByRole('checkbox', { name: text })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: /anonymous copy/ })).toHaveCount(0)
  await form.getByRole('textbox', { name: 'Comment (optional)' }).fill('Spam, again')
  await scan(page, 'report-form-1366', 'dialog')
  await form.getByRole('button', { name: 'Send report' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Report sent. Thank you.')).toBeVisible()
  // Alice sees nothing of what happens to it: no moderation entry, 403 from the API.
  await expect(moderationButton(page)).toHaveCount(0)
  const aliceToken = await apiToken(request, 'alice')
  const refused = await request.get('/api/v1/pleroma/admin/reports', {
    headers: { Authorization: `Bearer ${aliceToken}` },
  })
  expect(refused.status()).toBe(403)

  // One poll later the report is there, with the badge.
  await moderator.clock.fastForward('01:01')
  const report = dialog.getByRole('article', { name: 'Report about @bob' })
  await expect(report).toBeVisible()
  await expect(report.getByText('Spam, again')).toBeVisible()
  await expect(report.getByRole('link', { name: '@alice' })).toBeVisible()
  await expect(report.getByRole('article').filter({ hasText: text })).toBeVisible()
  await expect(moderationButton(moderator)).toHaveAccessibleName('Moderation (1 open report)')

  const noteField = report.getByRole('textbox', { name: 'New note on the report about @bob' })
  await noteField.fill('Looked at it')
  await report.getByRole('button', { name: 'Add note' }).click()
  // The note is listed, and then the field empties (it keeps the words until the server took them).
  await expect(report.getByRole('listitem').filter({ hasText: 'Looked at it' })).toBeVisible()
  await expect(noteField).toHaveValue('')
  await scan(moderator, 'moderation-reports-1366', 'dialog')
  await report.getByRole('button', { name: 'Resolve' }).click()
  await expect(report.getByText('Resolved', { exact: true })).toBeVisible()
  await expect(report.getByRole('button', { name: 'Reopen' })).toBeVisible()
  await expect(moderationButton(moderator)).toHaveAccessibleName('Moderation')
  await dialog.getByRole('combobox', { name: 'Show' }).selectOption('open')
  await expect(dialog.getByText('No reports here.')).toBeVisible()

  // Persisted: the server says so too.
  const modToken = await apiToken(request, 'moderator')
  const stored = (await apiCall(
    request,
    modToken,
    'GET',
    '/api/v1/pleroma/admin/reports?state=resolved',
  )) as { reports: { statuses: { id: string }[]; notes: { content: string }[] }[] }
  expect(stored.reports[0]?.statuses.map((s) => s.id)).toEqual([status.id])
  expect(stored.reports[0]?.notes.map((n) => n.content)).toEqual(['Looked at it'])
  await moderator.context().close()
})

test('the admin deactivates bob (his next login fails) and makes alice a moderator', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'admin', { at: '/users/bob' })
  const tools = adminMenuButton(page, 'Bob 🚲')
  await tools.click()
  const menu = page.getByRole('menu')
  await expect(
    menu.getByRole('menuitemcheckbox', { name: 'Force posts to be followers-only' }),
  ).toHaveAttribute('aria-checked', 'false')
  await scan(page, 'admin-menu-1366')
  await menu.getByRole('menuitem', { name: 'Deactivate account' }).click()
  const card = page.getByRole('region', { name: /Bob 🚲/ }).first()
  await expect(card.getByText('Deactivated', { exact: true })).toBeVisible()
  await tools.click()
  await expect(page.getByRole('menuitem', { name: 'Activate account' })).toBeVisible()
  await page.keyboard.press('Escape')

  const bob = await secondBrowser(browser, baseURL)
  await bob.goto('/main/public')
  await fillLogin(bob, 'bob')
  await expect(loginForm(bob).getByRole('alert')).toBeVisible()
  await expect(bob.getByRole('heading', { level: 1, name: 'Home timeline' })).toHaveCount(0)
  await bob.context().close()

  await page.goto('/users/alice')
  await adminMenuButton(page, 'Alice Liddell').click()
  await page.getByRole('menuitem', { name: 'Make moderator' }).click()
  await expect(
    page
      .getByRole('region', { name: /Alice Liddell/ })
      .first()
      .getByText('Moderator', { exact: true }),
  ).toBeVisible()

  const alice = await secondBrowser(browser, baseURL)
  await login(alice, 'alice')
  await expect(moderationButton(alice)).toBeVisible()
  await alice.context().close()
})

test("a sandboxed user's new post is followers-only; the tag shows its state", async ({
  page,
  request,
}) => {
  await login(page, 'admin', { at: '/users/bob' })
  await adminMenuButton(page, 'Bob 🚲').click()
  await page.getByRole('menuitemcheckbox', { name: 'Force posts to be followers-only' }).click()
  await adminMenuButton(page, 'Bob 🚲').click()
  await expect(
    page.getByRole('menuitemcheckbox', { name: 'Force posts to be followers-only' }),
  ).toHaveAttribute('aria-checked', 'true')
  const posted = await postAs(request, 'bob', unique('Sandboxed words'))
  expect(posted.visibility).toBe('private')
})

test('deleting an account from its profile goes back; the account is gone', async ({
  page,
  request,
}) => {
  await login(page, 'admin')
  // Open bob's profile from the timeline, as a user would, so there is somewhere to go back to.
  await page.goto('/users/bob')
  await expect(page.getByRole('heading', { name: 'Bob 🚲' }).first()).toBeVisible()
  await adminMenuButton(page, 'Bob 🚲').click()
  await page.getByRole('menuitem', { name: 'Delete account' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Bob 🚲?' })
  await expect(confirm).toContainText('@bob and all their posts will be deleted')
  await confirm.getByRole('button', { name: 'Delete account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
  await expect(page).not.toHaveURL(/\/users\/bob/)
  const lookup = await request.get('/api/v1/accounts/lookup', { params: { acct: 'bob' } })
  expect(lookup.status()).toBe(404)
})

test('a member never sees a moderation control and gets 403 from the admin API', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await login(page, 'alice')
  await expect(moderationButton(page)).toHaveCount(0)
  await page.goto('/users/bob')
  await expect(page.getByRole('button', { name: 'More actions for Bob 🚲' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Moderation tools/ })).toHaveCount(0)
  const mobile = await secondBrowser(browser, baseURL, true)
  await signInMobile(mobile, 'alice')
  await mobile.getByRole('button', { name: 'Open menu' }).click()
  const drawer = mobile.getByRole('dialog', { name: 'Menu' })
  await expect(drawer.getByRole('button', { name: 'Settings' })).toBeVisible()
  await expect(drawer.getByRole('button', { name: /^Moderation/ })).toHaveCount(0)
  await mobile.context().close()

  const token = await apiToken(request, 'alice')
  for (const [method, path] of [
    ['GET', '/api/v1/pleroma/admin/reports'],
    ['GET', '/api/v1/admin/reports'],
    ['GET', '/api/v1/pleroma/admin/users'],
    ['PATCH', '/api/v1/pleroma/admin/users/deactivate'],
    ['PUT', '/api/v1/pleroma/admin/users/tag'],
    ['POST', '/api/v1/pleroma/admin/users/alice/permission_group/admin'],
    ['GET', '/api/v1/pleroma/admin/statuses'],
  ] as const) {
    const response = await request.fetch(path, {
      method,
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.status(), `${method} ${path}`).toBe(403)
  }
})

test('the admin moderation modal: users and posts, axe and screenshots at both sizes', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const text = unique('Please look at this')
  await postAs(request, 'bob', text)
  const aliceToken = await apiToken(request, 'alice')
  const bobId = (
    (await apiCall(request, aliceToken, 'GET', '/api/v1/accounts/lookup?acct=bob')) as {
      id: string
    }
  ).id
  await request.post('/api/v1/reports', {
    headers: { Authorization: `Bearer ${aliceToken}` },
    data: { account_id: bobId, comment: 'Rude replies' },
  })

  await login(page, 'admin')
  await expect(moderationButton(page)).toHaveAccessibleName('Moderation (1 open report)')
  const dialog = await openModeration(page)
  await expect(dialog.getByRole('article', { name: 'Report about @bob' })).toBeVisible()
  await scan(page, 'admin-reports-1366', 'dialog')

  await dialog.getByRole('tab', { name: 'Users' }).click()
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('is_moderator')
  const users = dialog.getByRole('list', { name: 'Accounts' })
  await expect(users.getByText('@moderator')).toBeVisible()
  await expect(users.getByText('@alice')).toHaveCount(0)
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('any')
  await dialog.getByRole('searchbox', { name: 'Search accounts by name' }).fill('carol')
  await dialog.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(users.getByRole('listitem')).toHaveCount(1)
  await users.getByRole('button', { name: /^Moderation tools for/ }).click()
  await dialog.getByRole('menuitem', { name: 'Deactivate account' }).click()
  await expect(users.getByText('Deactivated', { exact: true })).toBeVisible()
  await scan(page, 'admin-users-1366', 'dialog')

  await dialog.getByRole('tab', { name: 'Posts' }).click()
  const posts = dialog.getByRole('list', { name: 'Recent posts, newest first' })
  const post = posts.getByRole('listitem').filter({ hasText: text }).first()
  await expect(post).toBeVisible()
  await post.getByRole('button', { name: 'Mark sensitive' }).click()
  await expect(post.getByRole('button', { name: 'Mark not sensitive' })).toBeVisible()
  await post.getByRole('combobox', { name: 'Visibility of this post' }).selectOption('unlisted')
  await expect(post.getByRole('combobox', { name: 'Visibility of this post' })).toHaveValue(
    'unlisted',
  )
  await scan(page, 'admin-posts-1366', 'dialog')
  await post.getByRole('button', { name: 'Delete post' }).click()
  await page
    .getByRole('dialog', { name: 'Delete this post?' })
    .getByRole('button', { name: 'Delete post' })
    .click()
  await expect(posts.getByText(text)).toHaveCount(0)

  // Minimize leaves a bar; restore brings the modal back as it was.
  await dialog.getByRole('button', { name: 'Minimize moderation' }).click()
  await expect(dialog).toBeHidden()
  await page
    .getByRole('region', { name: 'Moderation (minimized)' })
    .getByRole('button', { name: 'Restore' })
    .click()
  await expect(dialog.getByRole('tab', { name: 'Posts', selected: true })).toBeVisible()

  // The phone: the drawer's entry, the modal full screen, the report form.
  const phone = await secondBrowser(browser, baseURL, true)
  await signInMobile(phone, 'admin')
  await phone.getByRole('button', { name: 'Open menu' }).click()
  const drawer = phone.getByRole('dialog', { name: 'Menu' })
  await expect(drawer.getByRole('button', { name: /^Moderation/ })).toHaveAccessibleName(
    'Moderation (1 open report)',
  )
  await shot(phone, { path: `${SHOTS}/drawer-390.png` })
  await phone.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  const small = await openModeration(phone)
  await expect(small.getByRole('article', { name: 'Report about @bob' })).toBeVisible()
  await scan(phone, 'admin-reports-390', 'dialog')
  await small.getByRole('tab', { name: 'Users' }).click()
  await expect(small.getByRole('list', { name: 'Accounts' })).toBeVisible()
  await scan(phone, 'admin-users-390', 'dialog')
  await small.getByRole('button', { name: 'Close moderation' }).click()
  await phone.goto('/users/bob')
  await adminMenuButton(phone, 'Bob 🚲').click()
  await expect(phone.getByRole('menu')).toBeVisible()
  await scan(phone, 'admin-menu-390')
  await phone.keyboard.press('Escape')
  await phone.getByRole('button', { name: 'More actions for Bob 🚲' }).click()
  await phone.getByRole('menuitem', { name: 'Report' }).click()
  const form = reportDialog(phone)
  await expect(form.getByRole('checkbox').first()).toBeVisible()
  await scan(phone, 'report-form-390', 'dialog')
  await phone.context().close()
})
