import { expect, type Locator, type Page } from '@playwright/test'
import { shot } from './shots'
import { test } from './fixtures'
import { GALLERY_POSTS } from '../demo-instance/src/seeds/facts'
import { DEMO_PASSWORD, findPublic, loginForm } from './helpers'
import { axeFor } from './axe'

/** Presses Tab until `target` holds the focus, as a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator, limit = 120, key = 'Tab'): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

const mainArticles = (page: Page) => page.getByRole('main').getByRole('feed').getByRole('article')

test('a whole session with the keyboard only', async ({ page, request }) => {
  test.setTimeout(90_000)
  await page.goto('/main/public')

  // Log in.
  const form = loginForm(page)
  await tabTo(page, form.getByLabel('Username'))
  await page.keyboard.type('alice')
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Password')).toBeFocused()
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
  await expect(mainArticles(page).nth(2)).toBeVisible()

  // Read with j and k: the status in focus is announced with its author and time.
  await page.keyboard.press('j')
  const first = mainArticles(page).first()
  await expect(first).toBeFocused()
  await expect(first).toHaveAttribute('aria-posinset', '1')
  await expect(first).toHaveAccessibleName(/^Post by .+, .+\d/)
  await page.keyboard.press('j')
  await expect(mainArticles(page).nth(1)).toBeFocused()
  await expect(mainArticles(page).nth(1)).toHaveAttribute('aria-posinset', '2')
  await page.keyboard.press('k')
  await expect(first).toBeFocused()

  // Open the thread; favourite and reply there.
  const statusId = await first.getAttribute('data-status-id')
  await page.keyboard.press('o')
  await expect(page).toHaveURL(new RegExp(`/notice/${statusId}$`))
  const opened = page.locator(`main article[data-status-id="${statusId}"]`).first()
  await expect(opened).toBeVisible()
  // j from the top of the thread reaches the opened status.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('j')
    if (await opened.evaluate((el) => el === document.activeElement)) break
  }
  await expect(opened).toBeFocused()
  const favourite = opened.getByRole('button', { name: /^Favourite/ }).first()
  const before = await favourite.getAttribute('aria-pressed')
  await page.keyboard.press('f')
  await expect(favourite).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true')
  await page.keyboard.press('r')
  const reply = page.getByRole('main').getByRole('textbox', { name: /^Reply to @/ })
  await expect(reply).toBeFocused()
  await page.keyboard.type('Answered from the keyboard alone')
  await page.keyboard.press('Control+Enter')
  await expect(
    page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: 'Answered from the keyboard alone' }),
  ).toBeVisible()

  // The media viewer opens and closes, and the focus goes back where it was.
  const gallery = await findPublic<{ id: string; content: string }>(
    request,
    GALLERY_POSTS[2].snippet,
  )
  await page.goto(`/notice/${gallery.id}`)
  const thumbnail = page
    .locator(`main article[data-status-id="${gallery.id}"]`)
    .getByRole('group', { name: '2 attachments' })
    .getByRole('button')
    .first()
  await tabTo(page, thumbnail, 200)
  await page.keyboard.press('Enter')
  const viewer = page.getByRole('dialog', { name: 'Media viewer' })
  await expect(viewer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(thumbnail).toBeFocused()

  // Settings open with g s and close with Escape.
  await page.keyboard.press('g')
  await page.keyboard.press('s')
  const settings = page.getByRole('dialog', { name: 'Settings' })
  await expect(settings).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(settings).toBeHidden()

  // g h goes home.
  await page.keyboard.press('g')
  await page.keyboard.press('h')
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()

  // Log out: the top bar is nearer backwards.
  const logout = page.getByRole('banner').getByRole('button', { name: 'Log out' })
  await tabTo(page, logout, 120, 'Shift+Tab')
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Log out?' })
  await expect(confirm).toBeVisible()
  await tabTo(page, confirm.getByRole('button', { name: 'Log out' }), 10)
  await page.keyboard.press('Enter')
  await expect(loginForm(page)).toBeVisible()
})

test('? shows every shortcut; none fires while typing; Escape gives the focus back', async ({
  page,
}) => {
  await page.goto('/main/public')
  await expect(mainArticles(page).first()).toBeVisible()
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search' })
  await search.click()
  await page.keyboard.type('j?')
  await expect(search).toHaveValue('j?')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.keyboard.press('Escape')
  await page.getByRole('main').getByRole('heading', { level: 1 }).click()
  await page.keyboard.press('j')
  const first = mainArticles(page).first()
  await expect(first).toBeFocused()
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toBeVisible()
  await expect(help.getByRole('table', { name: 'Timeline and posts' })).toBeVisible()
  await expect(help.getByRole('row', { name: /^j Next post$/ })).toBeVisible()
  await expect(help.getByRole('row', { name: /^g then h Home timeline$/ })).toBeVisible()
  const axe = await axeFor(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(axe.violations.map((v) => [v.id, v.nodes.map((n) => n.target)])).toEqual([])
  await shot(page, { path: '/tmp/shots-me/keyboard-help-1366.png' })
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
  await expect(first).toBeFocused()

  // `/` goes to the search field without typing a slash into it.
  await page.keyboard.press('/')
  await expect(search).toBeFocused()
  await expect(search).toHaveValue('')
})
