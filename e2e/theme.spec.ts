import { mkdirSync } from 'node:fs'
import { shot } from './shots'
import type { Page } from '@playwright/test'
import { STYLES_JSON, THEME_FILES } from '../demo-instance/src/routes/themes'
import {
  BUILTIN_THEMES,
  generateTheme,
  parseThemeFile,
  themeToCssVariables,
} from '../src/theme/model'
import type { ThemeSource } from '../src/theme/types'
import { expect, test } from './fixtures'

/*
 * The theme engine in the browser: switching
 * built-in themes live, the instance's default theme from styles.json, a
 * theme surviving a reload with no flash of the default, colour contrast in
 * every built-in theme, and no CSP violation while switching.
 */

const SHOTS = '/tmp/shots-theme-apply'
mkdirSync(SHOTS, { recursive: true })

/** The page background a theme source gives, as getComputedStyle reports it. */
function pageBackground(source: ThemeSource): string {
  const hex = themeToCssVariables(generateTheme(source))['--bg'] ?? ''
  const n = parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

const builtin = (id: string): ThemeSource => {
  const preset = BUILTIN_THEMES.find((p) => p.id === id)
  if (!preset) throw new Error(`no built-in theme ${id}`)
  return preset.source
}

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

async function openThemeTab(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await dialog.getByRole('tab', { name: 'Theme' }).click()
  return dialog
}

async function pickTheme(page: Page, value: string) {
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await dialog.getByLabel('Theme in use').selectOption(value)
}

test('dark, light and high contrast switch live, without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/main/public')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  expect(await bodyBackground(page)).toBe(pageBackground(builtin('dark')))
  // A reload would lose this.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))

  await openThemeTab(page)
  for (const id of ['light', 'high-contrast', 'dark']) {
    await pickTheme(page, `preset:${id}`)
    await expect.poll(() => bodyBackground(page)).toBe(pageBackground(builtin(id)))
    const scheme = generateTheme(builtin(id)).scheme
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
      .toBe(scheme)
    if (id !== 'dark') await shot(page, { path: `${SHOTS}/switch-${id}-1366.png` })
  }
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  // Nothing but the adopted stylesheet carries the theme: no <style>, no custom property in a style="".
  expect(await page.locator('style, [style*="--"]').count()).toBe(0)
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBeGreaterThan(0)
})

test('the theme survives a reload with no flash of the default', async ({ page }) => {
  await page.goto('/main/public')
  await openThemeTab(page)
  await pickTheme(page, 'preset:light')
  const light = pageBackground(builtin('light'))
  await expect.poll(() => bodyBackground(page)).toBe(light)

  // Every frame from the first one records the page background.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { frames_: string[] }).frames_ = seen
    const record = () => {
      if (document.body) seen.push(getComputedStyle(document.body).backgroundColor)
      if (seen.length < 30) requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  await page.reload()
  await shot(page, { path: `${SHOTS}/reload-first-1366.png` })
  expect(await bodyBackground(page)).toBe(light)
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  // A status can be laid out before the first frame is drawn (on a busy
  // machine the page may not have painted yet): wait for all 30 frames.
  const frames = () => page.evaluate(() => (window as unknown as { frames_: string[] }).frames_)
  await expect.poll(async () => (await frames()).length).toBe(30)
  expect(new Set(await frames())).toEqual(new Set([light]))
})

test("the instance's default theme from styles.json, in both of its forms", async ({
  page,
  request,
}) => {
  const seaGlass = parseThemeFile(THEME_FILES['sea-glass'])
  await request.post('/__demo/mode', { data: { theme: 'sea-glass' } })
  await page.goto('/main/public')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  expect(await bodyBackground(page)).toBe(pageBackground(seaGlass))
  await shot(page, { path: `${SHOTS}/instance-sea-glass-1366.png` })

  // The old array form; a user's own choice then wins over the instance's.
  await request.post('/__demo/mode', { data: { theme: 'paper' } })
  await page.reload()
  const paper = parseThemeFile((STYLES_JSON as Record<string, unknown>).paper)
  await expect.poll(() => bodyBackground(page)).toBe(pageBackground(paper))

  const dialog = await openThemeTab(page)
  const picker = dialog.getByLabel('Theme in use')
  await expect(picker.locator('option')).toContainText(['Sea glass', 'Midnight plum', 'Paper'])
  await pickTheme(page, 'preset:midnight-plum')
  const plum = parseThemeFile(THEME_FILES['midnight-plum'])
  await expect.poll(() => bodyBackground(page)).toBe(pageBackground(plum))
  await page.reload()
  await expect.poll(() => bodyBackground(page)).toBe(pageBackground(plum))
})

test('an instance theme that fails to load leaves the default dark, with only a warning', async ({
  page,
  request,
  demo,
}) => {
  await request.post('/__demo/mode', { data: { theme: 'sea-glass' } })
  await demo.fault({ path: '/static/styles.json', mode: 'status', status: 500, body: {} })
  await page.goto('/main/public')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  expect(await bodyBackground(page)).toBe(pageBackground(builtin('dark')))
})

test("switching themes under Akkoma's CSP records no violation", async ({ page, request }) => {
  const served = await request.get('/main/public')
  expect(served.headers()['content-security-policy']).toMatch(/style-src 'self'/)
  // Stricter still than Akkoma: no inline styles at all, so a <style> or style="" would show.
  await page.route(
    (url) => url.pathname === '/main/public',
    async (route) => {
      const response = await route.fetch()
      const headers = response.headers()
      const csp = (headers['content-security-policy'] ?? '').replace(
        "style-src 'self' 'unsafe-inline'",
        "style-src 'self'",
      )
      expect(csp).toContain("style-src 'self';")
      await route.fulfill({ response, headers: { ...headers, 'content-security-policy': csp } })
    },
  )
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content.Security.Policy|Refused to/i.test(m.text())) violations.push(m.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Refused to (CSP) ${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  await request.post('/__demo/mode', { data: { theme: 'midnight-plum' } })
  await page.goto('/main/public')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await openThemeTab(page)
  for (const value of [
    'preset:light',
    'preset:high-contrast',
    'preset:sea-glass',
    'system',
    'instance',
  ])
    await pickTheme(page, value)
  await expect
    .poll(() => bodyBackground(page))
    .toBe(pageBackground(parseThemeFile(THEME_FILES['midnight-plum'])))
  await page.reload()
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  expect(violations).toEqual([])
})

test("the instance's logo is masked in the theme's text colour", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/main/public')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: /./ }).first()).toBeVisible()
  const mask = await page.evaluate(() => {
    const el = document.querySelector('header [class*="logoMask"]')
    if (!el) return null
    const style = getComputedStyle(el)
    return {
      image: style.maskImage,
      color: style.backgroundColor,
      visible: el.getClientRects().length,
    }
  })
  expect(mask?.image).toContain('/static/logo.svg')
  expect(mask?.color).toBe(await page.evaluate(() => getComputedStyle(document.body).color))
  await shot(page, {
    path: `${SHOTS}/logo-1366.png`,
    clip: { x: 0, y: 0, width: 1366, height: 60 },
  })
})
