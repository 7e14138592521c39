import { mkdirSync } from 'node:fs'
import { shot } from './shots'
import { axeFor } from './axe'
import type { Page } from '@playwright/test'
import { BUILTIN_THEMES, generateTheme, themeToCssVariables } from '../src/theme/model'
import { expect, test } from './fixtures'
import { findPublic, login, visitScreen } from './helpers'

/*
 * Colour contrast: axe's color-contrast rule finds nothing on every kind
 * of route a member reaches, in each built-in theme. The default (dark)
 * theme is checked by the route sweep (a11y-routes.spec.ts), with every
 * other WCAG rule, at both sizes and in two languages; here the other two.
 * One test per theme, in a file of its own, so they run beside the other
 * theme tests.
 */

const SHOTS = '/tmp/shots-theme-apply'
mkdirSync(SHOTS, { recursive: true })

function pageBackground(id: string): string {
  const preset = BUILTIN_THEMES.find((p) => p.id === id)
  if (!preset) throw new Error(`no built-in theme ${id}`)
  const hex = themeToCssVariables(generateTheme(preset.source))['--bg'] ?? ''
  const n = parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

for (const id of ['light', 'high-contrast']) {
  test(`colour contrast holds on every kind of route in the ${id} theme`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1366, height: 768 })
    await login(page, 'alice')
    const thread = await findPublic<{ id: string; content: string }>(request, 'Sketchbook page')
    // One route of each kind of screen: the other timelines (public, the
    // whole network, a hashtag) draw the same columns as home, and the
    // interactions the same rows as the notifications.
    const routes = [
      '/main/friends',
      '/bob',
      `/notice/${thread.id}`,
      '/alice/notifications',
      '/search?query=bob',
      '/who-to-follow',
      '/announcements',
      '/about',
      '/lists',
    ]
    await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Settings' })
    await dialog.getByRole('tab', { name: 'Theme' }).click()
    await dialog.getByLabel('Theme in use').selectOption(`preset:${id}`)
    await expect.poll(() => bodyBackground(page)).toBe(pageBackground(id))
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    for (const [index, route] of routes.entries()) {
      await visitScreen(page, route)
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
      // The side columns are the same on every route: the first scans them.
      const axe = axeFor(page).withRules(['color-contrast'])
      if (index > 0) axe.include('header').include('main')
      const result = await axe.analyze()
      const found = result.violations.flatMap((v) =>
        v.nodes.map((n) => `${id} ${route}: ${n.target.join(' ')} ${n.failureSummary ?? ''}`),
      )
      expect(found).toEqual([])
    }
    await shot(page, { path: `${SHOTS}/about-${id}-1366.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/main/friends')
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await shot(page, { path: `${SHOTS}/friends-${id}-390.png` })
  })
}
