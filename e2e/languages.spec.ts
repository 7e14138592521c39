import { mkdirSync } from 'node:fs'
import { shot } from './shots'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { login, openSettings, setConfig } from './helpers'
import { pushToWorker, shownNotifications } from './push'
import { logIn, word } from './words'

/*
 * The interface in other scripts: each language's own words (read from its
 * message files, so the test checks that the screen shows what the
 * translators wrote, not English) on the timeline, the post form and a
 * modal; Arabic mirrored; screenshots of the home timeline for the review.
 */

const SHOTS = '/tmp/shots-languages'
mkdirSync(SHOTS, { recursive: true })

async function expectTranslated(page: Page, lang: string): Promise<void> {
  expect(word(lang, 'nav.home_timeline')).not.toBe(word('en', 'nav.home_timeline'))
  await expect(
    page.getByRole('heading', { level: 1, name: word(lang, 'nav.home_timeline') }),
  ).toBeVisible()
  // The post form (its own lazy chunk, translated before its first render).
  await expect(
    page.getByRole('textbox', { name: word(lang, 'post_status.label'), exact: true }),
  ).toBeVisible()
  // A modal: the settings.
  await page
    .getByRole('banner')
    .getByRole('button', { name: word(lang, 'nav.settings') })
    .click()
  const dialog = page.getByRole('dialog', { name: word(lang, 'settings.title') })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('tab', { name: word(lang, 'settings.tab_general') })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

test.describe('a browser in Japanese', () => {
  test.use({ locale: 'ja-JP' })
  test('gets the interface in Japanese (CJK) from its language', async ({ page }) => {
    await logIn(page, 'ja')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expectTranslated(page, 'ja')
  })
})

test.describe('a browser in Russian', () => {
  test.use({ locale: 'ru-RU' })
  test('gets the interface in Russian (Cyrillic) from its language', async ({ page }) => {
    await logIn(page, 'ru')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expectTranslated(page, 'ru')
  })
})

test('German chosen in the settings applies at once, without a reload', async ({ page }) => {
  await login(page, 'alice')
  const dialog = await openSettings(page)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
  await dialog.getByLabel('Interface language').selectOption({ label: 'Deutsch' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  // The open dialog changes its words in place.
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('dialog', { name: word('de', 'settings.title') })).toBeVisible()
  await page.keyboard.press('Escape')
  await expectTranslated(page, 'de')
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
})

for (const size of [
  { name: '1366', viewport: { width: 1366, height: 768 } },
  { name: '390', viewport: { width: 390, height: 844 } },
]) {
  test(`Arabic mirrors the layout at ${size.name} px`, async ({ page }) => {
    await page.setViewportSize(size.viewport)
    await setConfig(page, { interfaceLanguage: 'ar' })
    await logIn(page, 'ar', size.name === '1366' ? '/main/public' : '/login')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    const heading = page.getByRole('heading', { level: 1, name: word('ar', 'nav.home_timeline') })
    await expect(heading).toBeVisible()
    const article = page.getByRole('main').getByRole('feed').getByRole('article').first()
    await expect(article).toBeVisible()
    // The avatar sits at the right of the post, the text to its left. Asked
    // anew until it holds: the list may draw the post again meanwhile.
    await expect
      .poll(async () => {
        const avatar = await article.locator('img').first().boundingBox()
        const text = await article.getByRole('link').first().boundingBox()
        return !!avatar && !!text && avatar.x > text.x
      })
      .toBe(true)
    if (size.name === '1366') {
      // The side panel (post form, navigation) is on the right of the timeline.
      await expect
        .poll(async () => {
          const main = await page.getByRole('main').boundingBox()
          const form = await page
            .getByRole('textbox', { name: word('ar', 'post_status.label'), exact: true })
            .boundingBox()
          return !!main && !!form && form.x > main.x + main.width - 1
        })
        .toBe(true)
    }
    await shot(page, { path: `${SHOTS}/home-ar-${size.name}.png` })
  })

  for (const lang of ['ja', 'de']) {
    test(`the home timeline in ${lang} at ${size.name} px, for the visual review`, async ({
      page,
    }) => {
      await page.setViewportSize(size.viewport)
      await setConfig(page, { interfaceLanguage: lang })
      await logIn(page, lang, '/login')
      await expect(
        page.getByRole('main').getByRole('feed').getByRole('article').nth(1),
      ).toBeVisible()
      await shot(page, { path: `${SHOTS}/home-${lang}-${size.name}.png` })
    })
  }
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('push notifications are titled in the reader’s language', async ({ page, context }) => {
    await context.grantPermissions(['notifications'])
    await setConfig(page, { interfaceLanguage: 'de' })
    await logIn(page, 'de')
    const push = await pushToWorker(page, context)
    const title = word('de', 'push.titles.follow_request')
    expect(title).not.toBe(word('en', 'push.titles.follow_request'))
    // The page hands the worker its titles after start-up: push until one shows in German.
    await expect
      .poll(async () => {
        await push({
          title: '',
          body: 'bob',
          notification_type: 'follow_request',
          notification_id: '78',
        })
        return (await shownNotifications(page)).map((n) => n.title)
      })
      .toEqual([title])
  })
})
