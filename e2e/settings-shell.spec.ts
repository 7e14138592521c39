import { mkdirSync } from 'node:fs'
import { axeCheck } from './axe'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillLogin, login, loginForm, settingsDialog } from './helpers'

/*
 * The settings modal itself: opened from the top
 * bar and the drawer, its tabs for guests and members, peek to a bar and
 * back, close, the save notice, and the footer. The tabs' contents have
 * their own specs (settings-*.spec.ts).
 */

const SHOTS = '/tmp/shots-settings-shell'
mkdirSync(SHOTS, { recursive: true })
test.describe.configure({ timeout: 60_000 })

async function openFromTopBar(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click()
  await expect(settingsDialog(page)).toBeVisible()
  return settingsDialog(page)
}

const axe = axeCheck(SHOTS)

test('a guest opens the settings with the general and theme tabs, and closes them', async ({
  page,
}) => {
  await page.goto('/main/public')
  const dialog = await openFromTopBar(page)
  const tabs = dialog.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab')
  await expect(tabs).toHaveText(['General', 'Theme'])
  await expect(dialog.getByRole('button', { name: 'Log out' })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Backup and restore' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a member moves through the tabs with the arrow keys', async ({ page }) => {
  await login(page, 'alice')
  const dialog = await openFromTopBar(page)
  const list = dialog.getByRole('tablist', { name: 'Settings sections' })
  await expect(list.getByRole('tab')).toHaveText([
    'General',
    'Profile',
    'Security',
    'Notifications',
    'Mutes and blocks',
    'Filters',
    'Data',
    'Theme',
  ])
  await expect(list).toHaveAttribute('aria-orientation', 'vertical')
  await list.getByRole('tab', { name: 'General' }).focus()
  await page.keyboard.press('ArrowDown')
  const profile = list.getByRole('tab', { name: 'Profile' })
  await expect(profile).toBeFocused()
  await expect(profile).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.getByRole('tabpanel', { name: 'Profile' })).toBeVisible()
  await page.keyboard.press('End')
  await expect(list.getByRole('tab', { name: 'Theme' })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.getByRole('button', { name: 'Log out' })).toBeVisible()
  await axe(page, 'member-1366')
})

test('peek minimizes to a bar that restores the same tab, and close hides it', async ({ page }) => {
  await login(page, 'alice')
  const dialog = await openFromTopBar(page)
  await dialog.getByRole('tab', { name: 'Mutes and blocks' }).click()
  await dialog.getByRole('button', { name: 'Minimize settings' }).click()
  await expect(dialog).toBeHidden()
  const bar = page.getByRole('region', { name: 'Settings, minimized' })
  await expect(bar).toBeVisible()
  // The page behind is usable while the settings are minimized.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await bar.getByRole('button', { name: 'Restore settings' }).click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('tab', { name: 'Mutes and blocks' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(bar).toBeHidden()
  await dialog.getByRole('button', { name: 'Close settings' }).click()
  await expect(dialog).toBeHidden()
  await expect(bar).toBeHidden()
})

test('a change shows the save notice, which clears itself', async ({ page }) => {
  await page.goto('/main/public')
  const dialog = await openFromTopBar(page)
  const expert = dialog.getByRole('checkbox', { name: 'Expert mode' })
  await expect(expert).not.toBeChecked()
  await expert.check()
  const notice = dialog.getByRole('status').filter({ hasText: 'Settings saved' })
  await expect(notice).toBeVisible()
  await expect(notice).toBeHidden()
  // Kept across a reload.
  await page.reload()
  await expect(
    await openFromTopBar(page).then((d) => d.getByRole('checkbox', { name: 'Expert mode' })),
  ).toBeChecked()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the drawer opens the settings, which fill the screen', async ({ page }) => {
    await page.goto('/login')
    await fillLogin(page, 'alice')
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer.getByRole('button', { name: 'Settings' }).click()
    await expect(drawer).toBeHidden()
    const dialog = settingsDialog(page)
    await expect(dialog).toBeVisible()
    const box = await dialog.boundingBox()
    expect(box?.width).toBe(390)
    expect(box?.height).toBe(844)
    const list = dialog.getByRole('tablist', { name: 'Settings sections' })
    await expect(list).toHaveAttribute('aria-orientation', 'horizontal')
    await list.getByRole('tab', { name: 'General' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(list.getByRole('tab', { name: 'Profile' })).toBeFocused()
    await axe(page, 'member-390')
  })
})

test('logging out from the footer closes the settings and leaves a guest', async ({ page }) => {
  await login(page, 'alice')
  const dialog = await openFromTopBar(page)
  await dialog.getByRole('button', { name: 'Log out' }).click()
  const confirm = page.getByRole('dialog', { name: 'Log out?' })
  await confirm.getByRole('button', { name: 'Log out' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/main\/public$/)
  await expect(loginForm(page)).toBeVisible()
})
