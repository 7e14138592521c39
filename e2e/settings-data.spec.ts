import { mkdirSync, readFileSync } from 'node:fs'
import { shot } from './shots'
import { axeCheck } from './axe'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillLogin, login, openSettings } from './helpers'

/*
 * The data tab's import and export: follows, blocks
 * and mutes from CSV files with their effects on the demo, the import error,
 * a follows export downloaded as a CSV, and an account backup that is not
 * ready, then ready with its zip; axe and screenshots at both sizes.
 */

const SHOTS = '/tmp/shots-data'
mkdirSync(SHOTS, { recursive: true })
test.describe.configure({ timeout: 60_000 })

async function openData(page: Page): Promise<Locator> {
  const dialog = await openSettings(page, 'Data')
  await expect(dialog.getByRole('heading', { name: 'Follows, blocks and mutes' })).toBeVisible()
  return dialog
}

const csv = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
})

const axe = axeCheck()

test('a follows CSV makes the accounts followed', async ({ page, baseURL }) => {
  const host = new URL(baseURL ?? '').host
  await login(page, 'alice')
  const dialog = await openData(page)
  const follows = dialog.getByRole('group', { name: 'Follows' })
  const importButton = follows.getByRole('button', { name: 'Import follows' })
  await expect(importButton).toBeDisabled()
  await follows
    .getByLabel('File of accounts to follow')
    .setInputFiles(
      csv(
        'follows.csv',
        `Account address,Show boosts,Notify on new posts,Languages\nmoderator@${host},true,false,\n@frank@misskey.example,true,false,\n`,
      ),
    )
  await importButton.click()
  await expect(follows.getByRole('status')).toHaveText(
    'The server is now following the 2 accounts in follows.csv. It can take a moment for all of them to show.',
  )
  await shot(page, { path: `${SHOTS}/imported-follows-1366.png` })

  await page.goto('/users/moderator')
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible()
})

test('a blocks CSV blocks the accounts', async ({ page, baseURL }) => {
  const host = new URL(baseURL ?? '').host
  await login(page, 'alice')
  const dialog = await openData(page)
  const blocks = dialog.getByRole('group', { name: 'Blocks' })
  await blocks
    .getByLabel('File of accounts to block')
    .setInputFiles(csv('blocks.csv', `carol@${host}\n`))
  await blocks.getByRole('button', { name: 'Import blocks' }).click()
  await expect(blocks.getByRole('status')).toHaveText(
    'The server is now blocking the account in blocks.csv. It can take a moment to show.',
  )

  // Blocked, and alice's follow of carol ended with the block.
  await page.goto('/users/carol')
  await expect(page.getByText('Blocked', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()
})

test('a failing import says so, with the server’s words', async ({ page, demo }) => {
  await demo.fault({
    method: 'POST',
    path: '/api/pleroma/mutes_import',
    mode: 'status',
    status: 500,
    body: { error: 'The import queue is down' },
  })
  await login(page, 'alice')
  const dialog = await openData(page)
  const mutes = dialog.getByRole('group', { name: 'Mutes' })
  await mutes.getByLabel('File of accounts to mute').setInputFiles(csv('mutes.txt', 'bob\n'))
  await mutes.getByRole('button', { name: 'Import mutes' }).click()
  await expect(mutes.getByRole('alert')).toHaveText(
    'Your mutes could not be imported. Please try again. The server said: The import queue is down',
  )
  await shot(page, { path: `${SHOTS}/import-error-1366.png` })
})

test('exporting follows downloads a CSV of user@host lines', async ({ page, baseURL }) => {
  const host = new URL(baseURL ?? '').host
  await login(page, 'alice')
  const dialog = await openData(page)
  const follows = dialog.getByRole('group', { name: 'Follows' })
  const downloading = page.waitForEvent('download')
  await follows.getByRole('button', { name: 'Export follows' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('follows.csv')
  const lines = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\n')
    .sort()
  expect(lines).toEqual(
    [
      `admin@${host}`,
      `bob@${host}`,
      `carol@${host}`,
      'dana@mastodon.example',
      'erin@social.bubble.example',
    ].sort(),
  )
  await expect(follows.getByRole('status')).toHaveText('5 followed accounts saved to follows.csv.')
})

test('a backup is not ready at first, then ready to download', async ({ page }) => {
  await login(page, 'alice')
  const dialog = await openData(page)
  const backups = dialog.getByRole('region', { name: 'Account backups' })
  await expect(backups.getByText('You have no backups yet.')).toBeVisible()
  await backups.getByRole('button', { name: 'Create a backup' }).click()
  const list = backups.getByRole('list', { name: 'Your backups' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByText('Not ready yet')).toBeVisible()
  await backups.scrollIntoViewIfNeeded()
  await shot(page, { path: `${SHOTS}/backup-not-ready-1366.png` })

  // The demo's job takes a couple of seconds and the list is asked for every few.
  const link = list.getByRole('link', { name: /^Download the backup of / })
  await expect(link).toBeVisible({ timeout: 15_000 })
  await expect(list.getByText('Not ready yet')).toHaveCount(0)
  await expect(list.getByText(/^Ready · \d+(\.\d+)? KiB$/)).toBeVisible()
  await shot(page, { path: `${SHOTS}/backup-ready-1366.png` })
  const downloading = page.waitForEvent('download')
  await link.click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^archive-alice-.*\.zip$/)
  const zip = readFileSync(await download.path())
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004')

  // Another one so soon is refused by the server, which says why.
  await backups.getByRole('button', { name: 'Create a backup' }).click()
  await expect(backups.getByRole('alert')).toHaveText(
    'The backup could not be created. The server said: Last export was less than 7 days ago',
  )
})

test('the data tab passes axe at 1366x768', async ({ page }) => {
  await login(page, 'alice')
  const dialog = await openData(page)
  await expect(dialog.getByText('You have no backups yet.')).toBeVisible()
  await shot(page, { path: `${SHOTS}/data-1366.png` })
  await axe(page)
  await dialog.getByRole('button', { name: 'Create a backup' }).click()
  await expect(dialog.getByText('Not ready yet')).toBeVisible()
  await dialog.getByRole('heading', { name: 'Account backups' }).scrollIntoViewIfNeeded()
  await shot(page, { path: `${SHOTS}/data-backups-1366.png` })
  await axe(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the data tab works and passes axe at 390x844', async ({ page }) => {
    await page.goto('/login')
    await fillLogin(page, 'alice')
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    const dialog = await openData(page)
    await expect(dialog.getByText('You have no backups yet.')).toBeVisible()
    await shot(page, { path: `${SHOTS}/data-390.png` })
    await axe(page)
    const mutes = dialog.getByRole('group', { name: 'Mutes' })
    await mutes.getByLabel('File of accounts to mute').setInputFiles(csv('mutes.csv', 'bob\n'))
    await mutes.getByRole('button', { name: 'Import mutes' }).click()
    await expect(mutes.getByRole('status')).toContainText('The server is now muting')
    await mutes.scrollIntoViewIfNeeded()
    await shot(page, { path: `${SHOTS}/data-mutes-390.png` })
    await dialog.getByRole('button', { name: 'Create a backup' }).click()
    const list = dialog.getByRole('list', { name: 'Your backups' })
    await expect(list.getByText('Not ready yet')).toBeVisible()
    await list.scrollIntoViewIfNeeded()
    await shot(page, { path: `${SHOTS}/data-backups-390.png` })
    await axe(page)
  })
})
