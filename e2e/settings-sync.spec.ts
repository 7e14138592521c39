import { mkdirSync, readFileSync } from 'node:fs'
import { axeCheck } from './axe'
import type { Browser, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeSettings, fillLogin, login, openSettings } from './helpers'

/*
 * The settings backup file and settings sync:
 * back up to a .json file and restore it in another browser, every rule of
 * the file validator with its message, and Akkoma's settings profiles kept
 * in step between two browsers of one member.
 */

const SHOTS = '/tmp/shots-sync'
mkdirSync(SHOTS, { recursive: true })
test.describe.configure({ timeout: 90_000 })

const HIDE_STATS = 'Hide favourite and repeat counts'

async function openTab(page: Page, name: 'General' | 'Data'): Promise<Locator> {
  const dialog = await openSettings(page)
  await dialog.getByRole('tab', { name }).click()
  return dialog.getByRole('tabpanel', { name })
}

async function backupMenu(page: Page): Promise<Locator> {
  const dialog = await openSettings(page)
  await dialog.getByRole('button', { name: 'Backup and restore' }).click()
  const menu = dialog.getByRole('menu', { name: 'Backup and restore' })
  await expect(menu).toBeVisible()
  return menu
}

/** Backs up through the menu and reads the downloaded file. */
async function downloadBackup(page: Page, item: string) {
  const menu = await backupMenu(page)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    menu.getByRole('menuitem', { name: item, exact: true }).click(),
  ])
  // Saved under its own name, as a browser saves it (the download's temporary file has none).
  const path = test.info().outputPath(download.suggestedFilename())
  await download.saveAs(path)
  return {
    name: download.suggestedFilename(),
    path,
    data: JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>,
  }
}

/** Hands a file to the restore item's file chooser, as a person picking one. */
async function restoreFile(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const menu = await backupMenu(page)
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    menu.getByRole('menuitem', { name: 'Restore settings', exact: true }).click(),
  ])
  await chooser.setFiles(file)
}

/**
 * A global notice: errors and warnings are alerts, the others
 * statuses. The first match: a copy inside an open modal may exist too.
 */
const notice = (page: Page, text: string | RegExp, role: 'alert' | 'status' = 'alert') =>
  page.getByRole(role).filter({ hasText: text }).first()

const jsonFile = (name: string, text: string) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(text),
})

const axe = axeCheck(SHOTS)

/** Another browser on this worker's demo instance (a context made by hand gets no base URL of its own). */
async function secondBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } })
  return context.newPage()
}

/** The sync section's line saying which profile and version this browser follows. */
const syncStatus = (region: Locator) =>
  region.getByRole('status').filter({ hasText: /This browser uses|Sync is off/ })

const postStats = (page: Page) =>
  page.getByRole('main').getByRole('group', { name: 'Post statistics' })

test('backs up the settings to a file and restores them in another browser', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/main/public')
  const general = await openTab(page, 'General')
  await general.getByRole('checkbox', { name: HIDE_STATS }).check()

  const plain = await downloadBackup(page, 'Back up settings')
  expect(plain.name).toMatch(/^settings-\d{4}-\d{2}-\d{2}\.json$/)
  expect(plain.data._pleroma_settings_version).toEqual([1, 0])
  expect(plain.data.hidePostStats).toBe(true)
  expect(plain.data.theme).toBeUndefined()

  const themed = await downloadBackup(page, 'Back up settings with theme')
  expect(themed.name).toMatch(/^settings-with-theme-/)
  expect(themed.data._pleroma_settings_version).toEqual([1, 0])
  expect(themed.data.theme).toMatchObject({ _pleroma_theme_version: 2 })

  // A second browser: the counts show until the file is restored there.
  const other = await secondBrowser(browser, baseURL)
  await other.goto('/main/public')
  await expect(postStats(other).first()).toBeVisible()
  await restoreFile(other, plain.path)
  await expect(notice(other, 'Your settings were restored', 'status')).toBeVisible()
  const otherGeneral = await openTab(other, 'General')
  await expect(otherGeneral.getByRole('checkbox', { name: HIDE_STATS })).toBeChecked()
  await closeSettings(other)
  await expect(postStats(other)).toHaveCount(0)
  // Kept: it is this browser's setting now.
  await other.reload()
  await expect(other.getByRole('main').getByRole('article').first()).toBeVisible()
  await expect(postStats(other)).toHaveCount(0)
  await other.context().close()
})

test('refuses each wrong file with its message; a slightly newer one warns and is restored', async ({
  page,
}) => {
  await page.goto('/main/public')
  const cases: [string, string, string][] = [
    [
      'too-new.json',
      '{"_pleroma_settings_version": [2, 0], "hidePostStats": true}',
      'too new for this client: it is version 2, this client reads version 1',
    ],
    [
      'too-old.json',
      '{"_pleroma_settings_version": [0, 4], "hidePostStats": true}',
      'too old for this client: it is version 0, this client reads version 1',
    ],
    ['no-marker.json', '{"hidePostStats": true}', 'it has no version marker'],
    ['broken.json', '{"_pleroma_settings_version": [1, 0], "hide', 'it is not valid JSON'],
  ]
  for (const [name, text, message] of cases) {
    await restoreFile(page, jsonFile(name, text))
    await expect(notice(page, message)).toBeVisible()
  }
  await restoreFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('{}') })
  await expect(notice(page, 'Only .json files can be restored')).toBeVisible()
  // Nothing was applied from the refused files.
  let general = await openTab(page, 'General')
  await expect(general.getByRole('checkbox', { name: HIDE_STATS })).not.toBeChecked()

  await restoreFile(
    page,
    jsonFile('newer.json', '{"_pleroma_settings_version": [1, 2], "hidePostStats": true}'),
  )
  await expect(notice(page, 'slightly newer client (minor version 2')).toBeVisible()
  await expect(notice(page, 'Your settings were restored', 'status')).toBeVisible()
  general = await openTab(page, 'General')
  await expect(general.getByRole('checkbox', { name: HIDE_STATS })).toBeChecked()
})

test('the backup menu works from the keyboard', async ({ page }) => {
  await page.goto('/main/public')
  const dialog = await openSettings(page)
  const button = dialog.getByRole('button', { name: 'Backup and restore' })
  await button.focus()
  await page.keyboard.press('Enter')
  const menu = dialog.getByRole('menu', { name: 'Backup and restore' })
  const items = menu.getByRole('menuitem')
  await expect(items).toHaveText([
    'Back up settings',
    'Back up settings with theme',
    'Restore settings',
  ])
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(items.nth(1)).toBeFocused()
  await page.keyboard.press('End')
  await expect(items.nth(2)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(items.first()).toBeFocused()
  // Escape closes the menu only, not the settings, and focus goes back to the button.
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(dialog).toBeVisible()
  await expect(button).toBeFocused()
})

test('keeps settings in step between two browsers through a server profile', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'alice')
  let data = await openTab(page, 'Data')
  const sync = data.getByRole('region', { name: 'Settings sync' })
  await expect(sync.getByText('Sync is off')).toBeVisible()
  await sync.getByRole('checkbox', { name: 'Sync settings with the server' }).check()
  // The profile does not exist yet: it is created, with a warning.
  await expect(notice(page, 'The server had no settings profile “default”')).toBeVisible()
  await expect(notice(page, 'Settings synchronized with profile “default”', 'status')).toBeVisible()
  await expect(syncStatus(sync)).toHaveText('This browser uses profile “default”, version 1.')
  const profiles = sync.getByRole('list', { name: 'Profiles on the server' })
  await expect(profiles.getByRole('listitem')).toHaveCount(1)
  await expect(profiles.getByRole('listitem')).toContainText('default')
  await expect(profiles.getByRole('listitem')).toContainText('in use here')

  // A change here is uploaded as the next version.
  const general = await openTab(page, 'General')
  await general.getByRole('checkbox', { name: HIDE_STATS }).check()
  data = await openTab(page, 'Data')
  await expect(syncStatus(data.getByRole('region', { name: 'Settings sync' }))).toHaveText(
    'This browser uses profile “default”, version 2.',
  )

  // Alice's second browser follows the profile and gets the change.
  const other = await secondBrowser(browser, baseURL)
  await login(other, 'alice')
  await expect(postStats(other).first()).toBeVisible()
  const otherData = await openTab(other, 'Data')
  const otherSync = otherData.getByRole('region', { name: 'Settings sync' })
  const entry = otherSync
    .getByRole('list', { name: 'Profiles on the server' })
    .getByRole('listitem')
    .filter({ hasText: 'default' })
  await expect(entry).toContainText('version 2')
  await entry.getByRole('button', { name: 'Use profile “default” in this browser' }).click()
  await expect(syncStatus(otherSync)).toHaveText('This browser uses profile “default”, version 2.')
  const otherGeneral = await openTab(other, 'General')
  await expect(otherGeneral.getByRole('checkbox', { name: HIDE_STATS })).toBeChecked()
  await closeSettings(other)
  await expect(postStats(other)).toHaveCount(0)

  // Back the other way: a change there, then "sync now" here.
  const again = await openTab(other, 'General')
  await again.getByRole('checkbox', { name: HIDE_STATS }).uncheck()
  const otherData2 = await openTab(other, 'Data')
  await expect(syncStatus(otherData2.getByRole('region', { name: 'Settings sync' }))).toHaveText(
    'This browser uses profile “default”, version 3.',
  )
  await other.context().close()

  data = await openTab(page, 'Data')
  await data.getByRole('button', { name: 'Sync now' }).click()
  await expect(syncStatus(data.getByRole('region', { name: 'Settings sync' }))).toHaveText(
    'This browser uses profile “default”, version 4.',
  )
  const mine = await openTab(page, 'General')
  await expect(mine.getByRole('checkbox', { name: HIDE_STATS })).not.toBeChecked()
})

test('creates a named profile and deletes it after confirming', async ({ page }) => {
  await login(page, 'alice')
  const data = await openTab(page, 'Data')
  const sync = data.getByRole('region', { name: 'Settings sync' })
  await expect(sync.getByText('There are no profiles yet.')).toBeVisible()
  await sync.getByRole('textbox', { name: 'New profile name' }).fill('phone')
  await sync.getByRole('button', { name: 'Create profile' }).click()
  const list = sync.getByRole('list', { name: 'Profiles on the server' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem')).toContainText('phone')
  await expect(syncStatus(sync)).toHaveText('This browser uses profile “phone”, version 1.')
  // The same name again is refused.
  await sync.getByRole('textbox', { name: 'New profile name' }).fill('phone')
  await sync.getByRole('button', { name: 'Create profile' }).click()
  await expect(sync.getByRole('alert')).toHaveText('There is already a profile with that name.')

  await list.getByRole('button', { name: 'Delete profile “phone”' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete profile “phone”?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(sync.getByText('There are no profiles yet.')).toBeVisible()
  await expect(sync.getByText('Sync is off')).toBeVisible()
})

test('a failed sync says why', async ({ page, demo }) => {
  await login(page, 'alice')
  await demo.fault({
    method: 'GET',
    path: '/api/v1/akkoma/frontend_settings/pleroma-fe/default',
    mode: 'status',
    status: 500,
    body: { error: 'Something went wrong' },
    times: 1,
  })
  const data = await openTab(page, 'Data')
  await data.getByRole('checkbox', { name: 'Sync settings with the server' }).check()
  await expect(
    notice(page, 'Your settings could not be synchronized: Something went wrong'),
  ).toBeVisible()
})

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('the sync section and the open backup menu pass axe', async ({ page }) => {
      await page.goto('/login')
      await fillLogin(page, 'alice')
      await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
      const data = await openTab(page, 'Data')
      const sync = data.getByRole('region', { name: 'Settings sync' })
      await sync.getByRole('checkbox', { name: 'Sync settings with the server' }).check()
      await expect(syncStatus(sync)).toHaveText('This browser uses profile “default”, version 1.')
      await sync.getByRole('textbox', { name: 'New profile name' }).fill('work laptop')
      await sync.getByRole('button', { name: 'Create profile' }).click()
      await expect(sync.getByRole('listitem')).toHaveCount(2)
      await sync.scrollIntoViewIfNeeded()
      await axe(page, `sync-section-${viewport.width}`)
      await backupMenu(page)
      await axe(page, `backup-menu-${viewport.width}`)
    })
  })
}
