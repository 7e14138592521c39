import { mkdirSync, readFileSync } from 'node:fs'
import { shot } from './shots'
import { axeFor } from './axe'
import type { Browser, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openSettings } from './helpers'

/*
 * The settings modal's theme tab: an edited
 * accent shows on the page at once, a theme file saved in one browser and
 * loaded in another, bad files refused, the keep checkboxes of a preset
 * switch, reset, a settings backup with theme restored elsewhere, and axe and
 * screenshots at both sizes. Guests have the tab too, so no login is needed.
 */

const SHOTS = '/tmp/shots-theme-editor'
mkdirSync(SHOTS, { recursive: true })
test.describe.configure({ timeout: 60_000 })

async function openTheme(page: Page): Promise<Locator> {
  await page.goto('/main/public')
  const dialog = await openSettings(page, 'Theme')
  await expect(dialog.getByRole('heading', { name: 'Edit the theme' })).toBeVisible()
  return dialog
}

/** A custom property as the page computes it now. */
const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name)

/** The colour an element really paints its background with. */
const background = (locator: Locator) =>
  locator.evaluate((el) => getComputedStyle(el).backgroundColor)

const picker = (dialog: Locator) => dialog.getByRole('combobox', { name: 'Theme in use' })

async function saveThemeFile(page: Page, dialog: Locator): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Save theme to a file' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^theme-.*\.json$/)
  const path = test.info().outputPath(download.suggestedFilename())
  await download.saveAs(path)
  return path
}

async function loadThemeFile(
  page: Page,
  dialog: Locator,
  file: string | { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Load theme from a file' }).click(),
  ])
  await chooser.setFiles(file)
}

async function secondBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  return context.newPage()
}

const jsonFile = (name: string, text: string) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(text),
})

test('an edited accent shows on the page at once and is kept over a reload', async ({ page }) => {
  const dialog = await openTheme(page)
  const before = await cssVar(page, '--accent')
  await dialog.getByLabel('Accent', { exact: true }).fill('#22aa66')
  await expect.poll(() => cssVar(page, '--accent')).toBe('#22aa66')
  expect(before).not.toBe('#22aa66')
  // The preview's avatar is painted with the accent: the page itself changed, not only a field.
  await expect
    .poll(() =>
      background(dialog.getByRole('article', { name: 'Sample post' }).locator('span').first()),
    )
    .toBe('rgb(34, 170, 102)')
  await expect(picker(dialog).locator('option:checked')).toHaveText(
    "My own theme (started from this instance's default)",
  )
  // The hex field follows the picker, and typing a code works the other way.
  const hex = dialog.getByRole('textbox', { name: 'Accent as hex code' })
  await expect(hex).toHaveValue('#22aa66')
  await hex.fill('#3366ff')
  await expect.poll(() => cssVar(page, '--accent')).toBe('#3366ff')

  await page.reload()
  await expect.poll(() => cssVar(page, '--accent')).toBe('#3366ff')
})

test('a contrast badge beside each text colour warns below 4.5', async ({ page }) => {
  const dialog = await openTheme(page)
  const contrast = dialog.getByRole('list').filter({ hasText: 'Text on Background' }).last()
  await expect(contrast.getByText('Hard to read')).toHaveCount(0)
  await dialog.getByLabel('Text', { exact: true }).fill('#333333')
  const item = contrast.getByRole('listitem').filter({ hasText: 'Text on Background' }).first()
  await expect(item.getByText('below level AA')).toBeVisible()
  await expect(item.getByText('Hard to read')).toBeVisible()
  await dialog.getByLabel('Text', { exact: true }).fill('#ffffff')
  await expect(item.getByText('level AAA', { exact: true })).toBeVisible()
  await expect(item.getByText('Hard to read')).toHaveCount(0)
})

test('a theme file saved here is loaded in another browser', async ({ page, browser, baseURL }) => {
  const dialog = await openTheme(page)
  await picker(dialog).selectOption({ label: 'Light' })
  await dialog.getByLabel('Links', { exact: true }).fill('#7a1fa2')
  await dialog.getByRole('tab', { name: 'Roundness' }).click()
  await dialog.getByRole('spinbutton', { name: 'Buttons' }).fill('14')
  await expect.poll(() => cssVar(page, '--radius-btn')).toBe('14px')
  const lightBg = await cssVar(page, '--bg')
  const path = await saveThemeFile(page, dialog)
  const file = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
  expect(file._pleroma_theme_version).toBe(2)

  const other = await secondBrowser(browser, baseURL)
  const otherDialog = await openTheme(other)
  expect(await cssVar(other, '--link')).not.toBe('#7a1fa2')
  await loadThemeFile(other, otherDialog, path)
  await expect(
    other.getByRole('status').filter({ hasText: 'The theme from the file is now in use' }).first(),
  ).toBeVisible()
  await expect.poll(() => cssVar(other, '--link')).toBe('#7a1fa2')
  await expect.poll(() => cssVar(other, '--radius-btn')).toBe('14px')
  expect(await cssVar(other, '--bg')).toBe(lightBg)
  await other.context().close()
})

test("the instance's themes are offered beside the built-in ones", async ({ page }) => {
  const dialog = await openTheme(page)
  const instanceGroup = picker(dialog).locator('optgroup[label="From this instance"]')
  await expect(instanceGroup.locator('option')).toHaveText(
    ['Sea glass', 'Midnight plum', 'Paper'],
    {
      useInnerText: true,
    },
  )
  const before = await cssVar(page, '--bg')
  await picker(dialog).selectOption({ label: 'Sea glass' })
  await expect.poll(() => cssVar(page, '--bg')).not.toBe(before)
  await expect(picker(dialog).locator('option:checked')).toHaveText('Sea glass')
})

test('files that are no theme are refused, saying why', async ({ page }) => {
  const dialog = await openTheme(page)
  const accent = await cssVar(page, '--accent')
  await loadThemeFile(page, dialog, jsonFile('broken.json', '{ this is not json'))
  await expect(dialog.getByRole('alert').filter({ hasText: 'it is not JSON' })).toBeVisible()
  await loadThemeFile(page, dialog, jsonFile('future.json', '{"_pleroma_theme_version": 99}'))
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'a version this client does not support' }),
  ).toBeVisible()
  await loadThemeFile(page, dialog, jsonFile('other.json', '{"hello": "world"}'))
  await expect(dialog.getByRole('alert').filter({ hasText: 'not a theme file' })).toBeVisible()
  expect(await cssVar(page, '--accent')).toBe(accent)
  await expect(picker(dialog).locator('option:checked')).toHaveText("This instance's default")
})

test('the keep checkboxes choose what a theme switch keeps, and reset drops edits', async ({
  page,
}) => {
  const dialog = await openTheme(page)
  await dialog.getByRole('tab', { name: 'Roundness' }).click()
  const buttons = dialog.getByRole('spinbutton', { name: 'Buttons' })
  await buttons.fill('20')
  await expect.poll(() => cssVar(page, '--radius-btn')).toBe('20px')
  const darkBg = await cssVar(page, '--bg')

  // Roundness kept: the light colours come, the round buttons stay.
  await dialog.getByRole('checkbox', { name: 'Roundness' }).check()
  await picker(dialog).selectOption({ label: 'Light' })
  await expect.poll(() => cssVar(page, '--bg')).not.toBe(darkBg)
  await expect(buttons).toHaveValue('20')
  expect(await cssVar(page, '--radius-btn')).toBe('20px')
  await expect(picker(dialog).locator('option:checked')).toHaveText(
    'My own theme (started from Light)',
  )

  // Nothing kept: high contrast comes whole.
  await dialog.getByRole('checkbox', { name: 'Roundness' }).uncheck()
  await picker(dialog).selectOption({ label: 'High contrast' })
  await expect(buttons).not.toHaveValue('20')
  await expect.poll(() => cssVar(page, '--radius-btn')).toBe(`${await buttons.inputValue()}px`)
  await expect(picker(dialog).locator('option:checked')).toHaveText('High contrast')
  const reset = dialog.getByRole('button', { name: 'Reset to the theme I started from' })
  await expect(reset).toBeDisabled()

  // Reset: the edits go, the preset stays.
  await dialog.getByRole('tab', { name: 'Colours', exact: true }).click()
  const hcAccent = await cssVar(page, '--accent')
  await dialog.getByLabel('Accent', { exact: true }).fill('#ff00ff')
  await expect.poll(() => cssVar(page, '--accent')).toBe('#ff00ff')
  await reset.click()
  await expect.poll(() => cssVar(page, '--accent')).toBe(hcAccent)
  await expect(picker(dialog).locator('option:checked')).toHaveText('High contrast')
})

test('a settings backup with theme puts the theme in use where it is restored', async ({
  page,
  browser,
  baseURL,
}) => {
  const dialog = await openTheme(page)
  await dialog.getByLabel('Accent', { exact: true }).fill('#c0392b')
  await expect.poll(() => cssVar(page, '--accent')).toBe('#c0392b')
  await dialog.getByRole('button', { name: 'Backup and restore' }).click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('menuitem', { name: 'Back up settings with theme' }).click(),
  ])
  const path = test.info().outputPath(download.suggestedFilename())
  await download.saveAs(path)

  const other = await secondBrowser(browser, baseURL)
  const otherDialog = await openTheme(other)
  await otherDialog.getByRole('button', { name: 'Backup and restore' }).click()
  const [chooser] = await Promise.all([
    other.waitForEvent('filechooser'),
    otherDialog.getByRole('menuitem', { name: 'Restore settings' }).click(),
  ])
  await chooser.setFiles(path)
  await expect.poll(() => cssVar(other, '--accent')).toBe('#c0392b')
  await expect(picker(otherDialog).locator('option:checked')).toHaveText(/My own theme/)
  await other.context().close()
})

test('the shadow editor adds, edits and removes layers', async ({ page }) => {
  const dialog = await openTheme(page)
  await dialog.getByRole('tab', { name: 'Shadows' }).click()
  await dialog.getByRole('combobox', { name: 'Shadow of' }).selectOption({ label: 'Panels' })
  const layers = dialog.getByRole('group', { name: /^Panels: layer/ })
  const count = await layers.count()
  await dialog.getByRole('button', { name: 'Add a layer' }).click()
  await expect(layers).toHaveCount(count + 1)
  const added = dialog.getByRole('group', { name: `Panels: layer ${count + 1}` })
  await added.getByRole('spinbutton', { name: 'Blur' }).fill('9')
  await added.getByRole('checkbox', { name: 'Inside the box' }).check()
  await expect.poll(() => cssVar(page, '--shadow')).toMatch(/inset 0(px)? 2px 9px/)
  await added.getByRole('button', { name: /^Remove layer/ }).click()
  await expect(layers).toHaveCount(count)
  await expect.poll(() => cssVar(page, '--shadow')).not.toMatch(/inset 0(px)? 2px 9px/)
})

for (const [label, size] of [
  ['desktop', { width: 1366, height: 768 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`axe finds nothing on the theme tab (${label})`, async ({ page }) => {
    await page.setViewportSize(size)
    const dialog = await openTheme(page)
    const check = async (name: string) => {
      await shot(page, { path: `${SHOTS}/${label}-${name}.png` })
      const result = await axeFor(page).include('dialog').analyze()
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([])
    }
    await check('top')
    await dialog.getByRole('heading', { name: 'Edit the theme' }).scrollIntoViewIfNeeded()
    await check('colours')
    for (const tab of ['Advanced colours', 'Opacity', 'Roundness', 'Shadows', 'Fonts']) {
      await dialog.getByRole('tab', { name: tab }).click()
      await check(tab.toLowerCase().replace(/ /g, '-'))
    }
    await picker(dialog).selectOption({ label: 'Follow the system (light or dark)' })
    await expect(dialog.getByRole('combobox', { name: 'When the system is dark' })).toBeVisible()
    await dialog.getByRole('heading', { name: 'Theme', exact: true }).scrollIntoViewIfNeeded()
    await check('system')
    await picker(dialog).selectOption({ label: 'Light' })
    await dialog.getByRole('heading', { name: 'Preview' }).scrollIntoViewIfNeeded()
    await check('light')
  })
}
