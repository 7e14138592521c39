import { mkdirSync, writeFileSync } from 'node:fs'
import { shot } from './shots'
import { axeFor } from './axe'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { SEED_ANNOUNCEMENTS } from '../demo-instance/src/seeds/announcements'
import { expect, test } from './fixtures'
import { apiToken, fillLogin, login } from './helpers'

/*
 * Announcements: members read them and
 * mark them read (the navigation badge and the page title follow), admins
 * see the inactive ones and post, edit and delete; failures show and can be
 * retried or closed; guests are told announcements are for members.
 */

const SHOTS = '/tmp/shots-announcements'
mkdirSync(SHOTS, { recursive: true })
// Logins plus axe scans at two sizes take longer than 30 s on a shared machine.
test.describe.configure({ timeout: 90_000 })

const ADMIN_PATH = '/api/v1/pleroma/admin/announcements'
const text = (key: string): string => {
  const seed = SEED_ANNOUNCEMENTS.find((a) => a.key === key)
  if (!seed) throw new Error(`no seed announcement ${key}`)
  return seed.content
}
/** The rendered text: emoji shortcodes become images, so match the words before them. */
const words = (key: string): string => text(key).split(' :')[0] ?? ''

const SIZES = [
  { name: '1366', viewport: { width: 1366, height: 768 }, mobile: false },
  { name: '390', viewport: { width: 390, height: 844 }, mobile: true },
] as const

const list = (page: Page) => page.getByRole('list', { name: 'Announcements, newest first' })
const entry = (page: Page, key: string): Locator =>
  list(page)
    .getByRole('listitem')
    .filter({ hasText: words(key) })
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Announcements' })
const navLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', {
    name: /^Announcements/,
  })

async function signIn(page: Page, username: string, mobile = false): Promise<void> {
  if (!mobile) return login(page, username)
  await page.goto('/login')
  await fillLogin(page, username)
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
}

async function scan(page: Page, label: string): Promise<void> {
  await shot(page, { path: `${SHOTS}/${label}.png`, fullPage: true })
  const result = await axeFor(page).analyze()
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

async function adminEntries(request: APIRequestContext) {
  const token = await apiToken(request, 'admin')
  const response = await request.get(ADMIN_PATH, { headers: { Authorization: `Bearer ${token}` } })
  return (await response.json()) as { id: string; pleroma: { raw_content: string } }[]
}

const titleCount = async (page: Page): Promise<number> =>
  Number(/^\((\d+)\) /.exec(await page.title())?.[1] ?? 0)

test('a member reads announcements and marks one read; badge and title follow', async ({
  page,
}) => {
  await signIn(page, 'alice')
  // Two unread announcements: the badge says so, and the title counts them.
  const link = navLink(page)
  await expect(link).toHaveAccessibleName(/\(2 unread\)/)
  await expect(link.locator('[aria-hidden="true"]', { hasText: /^2$/ })).toBeVisible()
  await expect(page).toHaveTitle(/^\(\d+\) /)

  await link.click()
  await expect(heading(page)).toBeVisible()
  await expect(list(page).getByRole('listitem')).toHaveCount(3)
  const before = await titleCount(page)
  expect(before).toBeGreaterThanOrEqual(2)

  // Dates: the all-day one shows dates only; timed ones show a time too.
  const allDay = entry(page, 'allDay')
  const allDayDates = allDay.locator('dd time')
  await expect(allDayDates).toHaveCount(3)
  for (const i of [1, 2])
    await expect(allDayDates.nth(i)).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  await expect(entry(page, 'plain').locator('dd time').nth(1)).toHaveText(/\d{1,2}:\d{2}/)
  await expect(allDay.getByText('Starts')).toBeVisible()

  // Custom emoji render as images; the plain one was read already.
  await expect(entry(page, 'emoji').getByRole('img', { name: ':cofe:' })).toBeVisible()
  const plain = entry(page, 'plain')
  await expect(plain.getByText('Read', { exact: true })).toBeVisible()
  await expect(plain.getByRole('button', { name: 'Mark as read' })).toHaveCount(0)

  const emoji = entry(page, 'emoji')
  await expect(emoji.getByText('Unread', { exact: true })).toBeVisible()
  await emoji.getByRole('button', { name: 'Mark as read' }).click()
  await expect(emoji.getByText('Read', { exact: true })).toBeVisible()
  await expect(emoji.getByRole('button', { name: 'Mark as read' })).toHaveCount(0)
  await expect(link).toHaveAccessibleName(/\(1 unread\)/)
  await expect.poll(() => titleCount(page)).toBe(before - 1)
  await shot(page, { path: `${SHOTS}/member-marked-1366.png`, fullPage: true })

  // The server keeps it: after a reload it is still read.
  await page.reload()
  await expect(entry(page, 'emoji').getByText('Read', { exact: true })).toBeVisible()
})

test('an admin sees inactive announcements with a disabled mark button', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/announcements')
  await expect(list(page).getByRole('listitem')).toHaveCount(5)
  for (const key of ['ended', 'scheduled'] as const) {
    const item = entry(page, key)
    await expect(item.getByText('Not shown to members')).toBeVisible()
    const mark = item.getByRole('button', { name: 'Mark as read' })
    await expect(mark).toBeDisabled()
    await expect(mark).toHaveAccessibleDescription(/Members do not see this announcement now/)
    await expect(item.getByText(/Members do not see this announcement now/)).toBeVisible()
  }
  await expect(entry(page, 'allDay').getByRole('button', { name: 'Mark as read' })).toBeEnabled()
})

test('an admin posts, edits and deletes an announcement; members see it', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin')
  await page.goto('/announcements')
  await expect(list(page).getByRole('listitem')).toHaveCount(5)

  await page.getByRole('button', { name: 'New announcement' }).click()
  const form = page.getByRole('form', { name: 'New announcement' })
  await expect(form.getByLabel('Text')).toBeFocused()
  await expect(form.getByRole('button', { name: 'Publish' })).toBeDisabled()
  await form.getByLabel('Text').fill('Tea party in the lobby :cofe:')
  await form.getByLabel('All day (dates without times)').check()
  await expect(form.getByLabel('Start')).toHaveAttribute('type', 'date')
  await form.getByLabel('Start').fill('2030-05-01')
  await form.getByLabel('End').fill('2030-05-02')
  await form.getByLabel('All day (dates without times)').uncheck()
  await expect(form.getByLabel('Start')).toHaveValue('2030-05-01T00:00')
  await form.getByLabel('Start').fill('')
  await form.getByLabel('End').fill('')
  await form.getByRole('button', { name: 'Publish' }).click()
  await expect(form).toHaveCount(0)
  const created = list(page).getByRole('listitem').filter({ hasText: 'Tea party in the lobby' })
  await expect(created).toBeVisible()
  await expect(created.getByRole('img', { name: ':cofe:' })).toBeVisible()
  await expect(created.getByText('Unread', { exact: true })).toBeVisible()

  // alice sees it too.
  const alice = await apiToken(request, 'alice')
  const forAlice = await request.get('/api/v1/announcements', {
    headers: { Authorization: `Bearer ${alice}` },
  })
  expect(JSON.stringify(await forAlice.json())).toContain('Tea party in the lobby')

  // Edit: the form is prefilled from the raw text.
  await created.getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('form', { name: 'Edit announcement' })
  await expect(edit.getByLabel('Text')).toHaveValue('Tea party in the lobby :cofe:')
  await expect(edit.getByLabel('All day (dates without times)')).not.toBeChecked()
  await edit.getByLabel('Text').fill('Tea party moved to the garden')
  await edit.getByLabel('End').fill('2040-01-01T18:00')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toHaveCount(0)
  const edited = list(page).getByRole('listitem').filter({ hasText: 'Tea party moved' })
  await expect(edited.getByText('Ends')).toBeVisible()
  await expect(edited.getByRole('button', { name: 'Edit' })).toBeFocused()

  // Cancel leaves it unchanged.
  await edited.getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('form', { name: 'Edit announcement' }).getByLabel('Text').fill('nope')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(edited).toBeVisible()

  // Delete, after confirming.
  await edited.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this announcement?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(edited).toHaveCount(0)
  await expect(page.getByText('The announcement was deleted.')).toBeVisible()
  await expect(list(page).getByRole('listitem')).toHaveCount(5)
})

test('an edit error shows, can be closed, and keeps what was typed', async ({
  page,
  demo,
  request,
}) => {
  const target = (await adminEntries(request)).find((a) => a.pleroma.raw_content === text('plain'))
  if (!target) throw new Error('seed announcement missing')
  await demo.fault({
    method: 'PATCH',
    path: `${ADMIN_PATH}/${target.id}`,
    mode: 'status',
    status: 400,
    body: { error: 'ends_at - Invalid format.' },
  })
  await signIn(page, 'admin')
  await page.goto('/announcements')
  await entry(page, 'plain').getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('form', { name: 'Edit announcement' })
  await edit.getByLabel('Text').fill('Maintenance moved to Monday')
  await edit.getByRole('button', { name: 'Save' }).click()
  const alert = edit.getByRole('alert')
  await expect(alert).toHaveText('The announcement could not be saved: ends_at - Invalid format.')
  await shot(page, { path: `${SHOTS}/edit-error-1366.png`, fullPage: true })
  await edit.getByRole('button', { name: 'Dismiss' }).click()
  await expect(alert).toHaveCount(0)
  await expect(edit.getByLabel('Text')).toHaveValue('Maintenance moved to Monday')

  await demo.clearFaults()
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toHaveCount(0)
  await expect(list(page).getByText('Maintenance moved to Monday')).toBeVisible()
})

test('empty list, and a failed load with a retry', async ({ page, demo }) => {
  await demo.fault({
    method: 'GET',
    path: '/api/v1/announcements',
    mode: 'status',
    status: 200,
    body: [],
  })
  await signIn(page, 'alice')
  await page.goto('/announcements')
  await expect(page.getByText('There are no announcements right now.')).toBeVisible()
  await expect(navLink(page)).toHaveAccessibleName('Announcements')

  await demo.clearFaults()
  await demo.fault({ method: 'GET', path: '/api/v1/announcements', mode: 'status', status: 500 })
  await page.reload()
  await expect(page.getByText('The announcements could not be loaded.')).toBeVisible()
  await shot(page, { path: `${SHOTS}/error-1366.png`, fullPage: true })
  await demo.clearFaults()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(list(page).getByRole('listitem')).toHaveCount(3)
})

test('a guest is told announcements are for members, with a way to sign in', async ({ page }) => {
  await page.goto('/announcements')
  await expect(heading(page)).toBeVisible()
  await expect(page.getByText('Announcements are for members of this server.')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Announcements/ })).toHaveCount(0)
  await shot(page, { path: `${SHOTS}/guest-1366.png`, fullPage: true })
  await page.getByRole('link', { name: 'Sign in to read them' }).click()
  await expect(page).toHaveURL(/\/login\?return=%2Fannouncements$/)
  await fillLogin(page, 'alice')
  await expect(heading(page)).toBeVisible()
  await expect(list(page).getByRole('listitem')).toHaveCount(3)
})

for (const size of SIZES) {
  test(`accessibility of the member view at ${size.name}`, async ({ page }) => {
    await page.setViewportSize(size.viewport)
    await signIn(page, 'alice', size.mobile)
    await page.goto('/announcements')
    await expect(list(page).getByRole('listitem')).toHaveCount(3)
    await scan(page, `member-${size.name}`)
    if (size.mobile) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      const drawer = page.getByRole('dialog', { name: 'Menu' })
      await expect(drawer.getByRole('link', { name: /^Announcements/ })).toHaveAccessibleName(
        /\(2 unread\)/,
      )
      await shot(page, { path: `${SHOTS}/drawer-${size.name}.png` })
    }
  })

  test(`accessibility of the admin view and forms at ${size.name}`, async ({ page }) => {
    await page.setViewportSize(size.viewport)
    await signIn(page, 'admin', size.mobile)
    await page.goto('/announcements')
    await expect(list(page).getByRole('listitem')).toHaveCount(5)
    await scan(page, `admin-${size.name}`)
    await page.getByRole('button', { name: 'New announcement' }).click()
    await entry(page, 'allDay').getByRole('button', { name: 'Edit' }).click()
    await expect(page.getByRole('form', { name: 'Edit announcement' })).toBeVisible()
    await scan(page, `admin-forms-${size.name}`)
  })
}
