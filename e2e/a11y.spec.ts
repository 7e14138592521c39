import { mkdirSync, writeFileSync } from 'node:fs'
import { shot } from './shots'
import { axeFor } from './axe'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { login, setConfig, visitScreen } from './helpers'

/*
 * Accessibility of what opens on the member screens: the post form with its
 * poll, media and emoji picker, the mobile notifications drawer, a locked
 * account's follow requests and a profile's account menu, each scanned with
 * axe at a desktop and a phone size, with a screenshot for the visual
 * review, plus keyboard checks of the popovers. (The routes themselves are
 * swept by a11y-routes.spec.ts.)
 */

const SHOTS = '/tmp/shots-a11y'
// Two axe scans after a login take longer than the default 30 s on a shared machine.
test.describe.configure({ timeout: 90_000 })
mkdirSync(SHOTS, { recursive: true })

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const SIZES = [
  { name: '1366', viewport: { width: 1366, height: 768 }, mobile: false },
  { name: '390', viewport: { width: 390, height: 844 }, mobile: true },
] as const

/** Scans the page as foundation.spec.ts does, and keeps a screenshot for the visual review. */
async function scan(page: Page, label: string): Promise<void> {
  await shot(page, { path: `${SHOTS}/${label}.png` })
  const result = await axeFor(page).analyze()
  const serious = result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
  if (serious.length > 0) {
    writeFileSync(
      `${SHOTS}/${label}.violations.json`,
      JSON.stringify(
        serious.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => [n.target, n.failureSummary]) })),
        null,
        2,
      ),
    )
  }
  expect(serious, label).toEqual([])
}

const feed = (page: Page) => page.getByRole('main').getByRole('feed')

/** The post form: in the sidebar on a desktop, behind the new-post button on a phone. */
async function openPostForm(page: Page, mobile: boolean): Promise<Locator> {
  if (!mobile) return page.getByRole('form', { name: 'Write a post' }).first()
  await page.getByRole('button', { name: 'New post' }).click()
  return page.getByRole('dialog', { name: 'New post' }).getByRole('form', { name: 'Write a post' })
}

for (const size of SIZES) {
  test.describe(`at ${size.name}`, () => {
    test.use(
      size.mobile
        ? { viewport: size.viewport, hasTouch: true, isMobile: true }
        : { viewport: size.viewport },
    )

    // The routes themselves (notifications, interactions, profiles, who to
    // follow, a guest's profile) are swept by a11y-routes.spec.ts in both
    // sizes and languages; here, what only opens on them: the account menu, the post form with a poll and an
    // image, and the emoji picker. The post form last, as its dialog covers
    // the page on a phone.
    test("alice's open menus and post form: the account menu, the post form with a poll, an image and the emoji picker", async ({
      page,
    }) => {
      test.setTimeout(240_000)
      await login(page, 'alice')
      await visitScreen(page, '/users/bob')
      await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible()
      await page.getByRole('button', { name: 'More actions for Bob 🚲' }).click()
      await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Block' })).toBeVisible()
      await scan(page, `profile-bob-menu-${size.name}`)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menu')).toHaveCount(0)
      await visitScreen(page, '/who-to-follow')
      const list = page.getByRole('list', { name: 'Suggested accounts' })
      await expect(
        list.getByRole('listitem').first().getByRole('button', { name: 'Follow', exact: true }),
      ).toBeEnabled()
      await scan(page, `who-to-follow-${size.name}`)
      await visitScreen(page, '/main/friends')
      await expect(feed(page).getByRole('article').first()).toBeVisible()
      const form = await openPostForm(page, size.mobile)
      await form.getByRole('textbox', { name: 'Write a post' }).fill('Which one, @bob?')
      await form
        .locator('input[type=file]')
        .setInputFiles({ name: 'sea.png', mimeType: 'image/png', buffer: PNG })
      await expect(form.getByRole('textbox', { name: 'Description for sea.png' })).toBeVisible()
      await form.getByRole('button', { name: 'Poll' }).click()
      await form.getByRole('textbox', { name: 'Option 1' }).fill('Sea')
      await form.getByRole('textbox', { name: 'Option 2' }).fill('Sand')
      await scan(page, `compose-${size.name}`)

      await form.getByRole('button', { name: 'Insert emoji' }).click()
      const picker = page.getByRole('dialog', { name: 'Emoji picker' })
      // Found as a user finds it: the grid renders only the rows near its scroll
      // position, so a custom emoji far down is not in the page until searched for.
      await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('cofe')
      await expect(picker.getByRole('button', { name: ':cofe:', exact: true })).toBeVisible()
      // The whole picker is on screen, on a phone too.
      const box = await picker.boundingBox()
      expect(box).not.toBeNull()
      expect(box!.y).toBeGreaterThanOrEqual(0)
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.y + box!.height).toBeLessThanOrEqual(size.viewport.height)
      expect(box!.x + box!.width).toBeLessThanOrEqual(size.viewport.width)
      await scan(page, `emoji-picker-${size.name}`)
    })

    test('follow requests of the locked account', async ({ page }) => {
      await login(page, 'bob', { at: '/friend-requests' })
      const requests = page.getByRole('region', { name: 'Follow requests' })
      await expect(
        requests.getByRole('button', {
          name: 'Approve the follow request from @dana@mastodon.example',
        }),
      ).toBeVisible()
      await scan(page, `friend-requests-${size.name}`)
    })
  })
}

test.describe('phone only', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the notifications drawer and the new-post dialog: scanned, opened and closed by keyboard, the focus given back', async ({
    page,
  }) => {
    await login(page, 'alice')
    const button = page.getByRole('button', { name: /^Open notifications/ })
    await button.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Notifications' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('article').first()).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await scan(page, 'notifications-drawer-390')
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(
      page.getByRole('button', { name: 'Open notifications', exact: true }),
    ).toBeFocused()

    const newPost = page.getByRole('button', { name: 'New post' })
    await newPost.focus()
    await page.keyboard.press('Enter')
    const modal = page.getByRole('dialog', { name: 'New post' })
    await expect(modal.getByRole('textbox', { name: 'Write a post' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(newPost).toBeFocused()
  })
})

test.describe('keyboard', () => {
  test('the emoji picker, the notifications filter and the account menu open and close by keyboard and give the focus back', async ({
    page,
  }) => {
    await login(page, 'alice')
    // Opened once the page is settled, as a member usually opens it: the
    // picker's code and data were loaded ahead in an idle moment, so it
    // appears at once, in the same commit as its panel (where its search
    // field once asked for the focus before the panel could give it).
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const form = page.getByRole('form', { name: 'Write a post' }).first()
    const trigger = form.getByRole('button', { name: 'Insert emoji' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const picker = page.getByRole('dialog', { name: 'Emoji picker' })
    await expect(picker).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    // The focus moves into the picker.
    await expect.poll(() => picker.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(picker).toBeHidden()
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    const panel = page.getByRole('region', { name: 'Notifications' })
    const filterTrigger = panel.getByRole('button', { name: 'Filter' })
    await filterTrigger.focus()
    await page.keyboard.press('Enter')
    await expect(filterTrigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(filterTrigger).toHaveAttribute('aria-expanded', 'false')
    await expect(filterTrigger).toBeFocused()

    await visitScreen(page, '/users/bob')
    const menuTrigger = page.getByRole('button', { name: 'More actions for Bob 🚲' })
    // The page is settled once the card knows the relationship and the posts are
    // there; before that a re-render could take the focus away from the button.
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible()
    await expect(
      page
        .getByRole('region', { name: /^Posts/ })
        .getByRole('article')
        .first(),
    ).toBeVisible()
    await menuTrigger.focus()
    await expect(menuTrigger).toBeFocused()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem').first()).toBeFocused()
    await expect(menuTrigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await expect(menuTrigger).toBeFocused()
  })

  test('the unfollow confirmation closes with Escape and gives the focus back', async ({
    page,
  }) => {
    await setConfig(page, { modalOnUnfollow: true })
    await login(page, 'alice', { at: '/users/bob' })
    const following = page.getByRole('button', { name: 'Following', exact: true })
    await following.focus()
    await page.keyboard.press('Enter')
    const dialog = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: 'Unfollow' }) })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(following).toBeFocused()
  })
})
