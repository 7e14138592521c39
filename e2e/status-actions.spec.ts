import { axeFor } from './axe'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { login, postAs, setConfig, unique } from './helpers'

/*
 * Status actions: each test posts its own status through
 * the API, with a unique text, and acts on it in the browser.
 */

const feed = (page: Page) => page.getByRole('main').getByRole('feed')
const statusWith = (page: Page, text: string): Locator =>
  feed(page).getByRole('article').filter({ hasText: text }).first()
const actionButton = (article: Locator, name: string) =>
  article.getByRole('button', { name: new RegExp(`^${name}`) })

test('favourite shows at once, counts, and stays after a reload', async ({ page, request }) => {
  const text = unique('Favourite me')
  await postAs(request, 'bob', text)
  await login(page, 'alice')
  const status = statusWith(page, text)
  const favourite = actionButton(status, 'Favourite')
  await expect(favourite).toHaveAttribute('aria-pressed', 'false')
  await favourite.click()
  await expect(favourite).toHaveAttribute('aria-pressed', 'true')
  await expect(favourite).toContainText('1')
  await page.reload()
  await expect(actionButton(statusWith(page, text), 'Favourite')).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(actionButton(statusWith(page, text), 'Favourite')).toContainText('1')
})

test('a failed favourite is rolled back with a dismissable banner', async ({
  page,
  request,
  demo,
}) => {
  const text = unique('Server trouble')
  await postAs(request, 'bob', text)
  await login(page, 'alice')
  const status = statusWith(page, text)
  const favourite = actionButton(status, 'Favourite')
  await expect(favourite).toBeVisible()
  await demo.fault({ method: 'POST', path: '/api/v1/statuses/*', mode: 'status', status: 500 })
  await favourite.click()
  const banner = status.getByRole('alert')
  await expect(banner).toContainText('Could not change the favourite')
  await expect(favourite).toHaveAttribute('aria-pressed', 'false')
  await expect(favourite).not.toContainText('1')
  // The next success clears the banner.
  await demo.clearFaults()
  await favourite.click()
  await expect(favourite).toHaveAttribute('aria-pressed', 'true')
  await expect(banner).toBeHidden()
})

test('repeat and bookmark toggle and persist', async ({ page, request }) => {
  const text = unique('Share and keep')
  await postAs(request, 'bob', text)
  await login(page, 'alice')
  const status = statusWith(page, text)
  await actionButton(status, 'Repeat').click()
  await expect(actionButton(status, 'Repeat')).toHaveAttribute('aria-pressed', 'true')
  await expect(actionButton(status, 'Repeat')).toContainText('1')
  await actionButton(status, 'Bookmark').click()
  await expect(actionButton(status, 'Bookmark')).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  const again = statusWith(page, text)
  await expect(actionButton(again, 'Repeat')).toHaveAttribute('aria-pressed', 'true')
  await expect(actionButton(again, 'Bookmark')).toHaveAttribute('aria-pressed', 'true')
  // Undo works the same way.
  await actionButton(again, 'Bookmark').click()
  await expect(actionButton(again, 'Bookmark')).toHaveAttribute('aria-pressed', 'false')
})

test('repeat is locked on someone else’s followers-only post', async ({ page, request }) => {
  const text = unique('Followers only')
  await postAs(request, 'bob', text, { visibility: 'private' })
  await login(page, 'alice')
  const repeat = actionButton(statusWith(page, text), 'Repeat')
  await expect(repeat).toHaveAttribute('aria-disabled', 'true')
  await expect(repeat).toHaveAttribute('title', /only be repeated by their author/)
  await expect(statusWith(page, text).getByRole('button', { name: /^Quote/ })).toHaveCount(0)
})

test('delete asks first, then the status disappears', async ({ page, request }) => {
  const text = unique('Delete me')
  await postAs(request, 'alice', text)
  await login(page, 'alice')
  const status = statusWith(page, text)
  const more = status.getByRole('button', { name: 'More actions' })
  await more.click()
  await page
    .getByRole('menu', { name: 'More actions' })
    .getByRole('menuitem', { name: 'Delete', exact: true })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Delete this post?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(feed(page).getByRole('article').filter({ hasText: text })).toHaveCount(0)
  await page.reload()
  await expect(feed(page).getByRole('article').first()).toBeVisible()
  await expect(feed(page).getByRole('article').filter({ hasText: text })).toHaveCount(0)
})

test('the more menu works from the keyboard and pins', async ({ page, request }) => {
  const text = unique('Pin me')
  await postAs(request, 'alice', text)
  await login(page, 'alice')
  const more = statusWith(page, text).getByRole('button', { name: 'More actions' })
  const menu = page.getByRole('menu', { name: 'More actions' })
  // Pressed again if the first press came as the first statuses' plain list
  // gave way to the virtual list, which draws the status (and its button) anew.
  await expect(async () => {
    await more.focus()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem').first()).toBeFocused({ timeout: 5_000 })
  }).toPass()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(more).toBeFocused()
  await page.keyboard.press('Enter')
  await menu.getByRole('menuitem', { name: 'Pin to profile' }).click()
  await more.click()
  await expect(menu.getByRole('menuitem', { name: 'Unpin from profile' })).toBeVisible()
})

test('redraft opens the form prefilled, removes the original and posts anew', async ({
  page,
  request,
}) => {
  const text = unique('Redraft me')
  await postAs(request, 'alice', text, { spoilerText: 'coffee talk' })
  await setConfig(page, { collapseMessageWithSubject: false })
  await login(page, 'alice')
  await statusWith(page, text).getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete and redraft' }).click()
  await page
    .getByRole('dialog', { name: 'Delete and redraft this post?' })
    .getByRole('button', { name: 'Delete and redraft' })
    .click()
  const modal = page.getByRole('dialog', { name: 'Redraft post' })
  const box = modal.getByRole('textbox', { name: 'Write a post' })
  await expect(box).toHaveValue(text)
  await expect(modal.getByRole('textbox', { name: 'Content warning (optional)' })).toHaveValue(
    'coffee talk',
  )
  await expect(feed(page).getByRole('article').filter({ hasText: text })).toHaveCount(0)
  await box.fill(`${text} (second take)`)
  await modal.getByRole('button', { name: 'Post' }).click()
  await expect(modal).toBeHidden()
  await expect(statusWith(page, `${text} (second take)`)).toBeVisible()
})

test('reply inline with the mention prefilled', async ({ page, request }) => {
  const text = unique('Reply to me')
  await postAs(request, 'bob', text)
  await login(page, 'alice')
  const status = statusWith(page, text)
  await actionButton(status, 'Reply').click()
  const form = page.getByRole('form', { name: 'Reply to @bob' })
  const box = form.getByRole('textbox', { name: 'Reply to @bob' })
  await expect(box).toBeFocused()
  await expect(box).toHaveValue('@bob ')
  const reply = unique('sounds good')
  await box.pressSequentially(reply)
  await form.getByRole('button', { name: 'Post' }).click()
  await expect(form).toBeHidden()
  // The leading mention moves from the text to the mentions line.
  const posted = statusWith(page, reply)
  await expect(posted).toBeVisible()
  await expect(posted.getByRole('link', { name: '@bob' }).first()).toBeVisible()
  await expect(actionButton(status, 'Reply')).toContainText('1')
})

test('quote a public post', async ({ page, request }) => {
  const text = unique('Quote me')
  await postAs(request, 'bob', text)
  await login(page, 'alice')
  await actionButton(statusWith(page, text), 'Quote').click()
  const form = page.getByRole('form', { name: 'Quote post by @bob' })
  await form.getByRole('textbox', { name: 'Quote post by @bob' }).fill('Look at this')
  await form.getByRole('button', { name: 'Post' }).click()
  await expect(form).toBeHidden()
  const quote = statusWith(page, 'Look at this')
  await expect(quote).toBeVisible()
  // The new post carries the quoted one.
  await expect(quote).toContainText(text)
})

test('edit an own post in the modal', async ({ page, request }) => {
  const text = unique('Edit me')
  await postAs(request, 'alice', text)
  await login(page, 'alice')
  await statusWith(page, text).getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const modal = page.getByRole('dialog', { name: 'Edit post' })
  const box = modal.getByRole('textbox', { name: 'Edit post' })
  await expect(box).toHaveValue(text)
  await expect(modal.getByRole('combobox', { name: 'Visibility' })).toBeDisabled()
  await box.fill(`${text}, edited`)
  await modal.getByRole('button', { name: 'Save' }).click()
  await expect(modal).toBeHidden()
  await expect(statusWith(page, `${text}, edited`)).toBeVisible()
})

test('a guest gets the action buttons, each opening a dialog to act from their instance', async ({
  page,
}) => {
  await page.goto('/main/public')
  const status = feed(page).getByRole('article').first()
  await expect(status).toBeVisible()
  // No explanation under every post: the dialog holds it.
  await expect(feed(page).getByText(/Not signed in here/)).toHaveCount(0)
  await expect(status.getByRole('link', { name: /on your instance/ })).toHaveCount(0)
  await expect(actionButton(status, 'Reply from your own instance')).toBeVisible()
  await expect(actionButton(status, 'Repeat from your own instance')).toBeVisible()
  const favourite = actionButton(status, 'Favourite from your own instance')
  await expect(status.getByRole('button', { name: 'More actions' })).toHaveCount(0)
  const counted = await favourite.textContent()

  await favourite.click()
  const dialog = page.getByRole('dialog', { name: 'Favourite from your own instance' })
  await expect(dialog.getByText(/Not signed in here\? Type the handle/)).toBeVisible()
  const handle = dialog.getByRole('textbox', { name: 'Your handle' })
  await expect(handle).toBeFocused()
  // Focus stays in the dialog, going round its controls.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab')
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  const results = await axeFor(page).include('dialog[open]').analyze()
  expect(results.violations).toEqual([])

  // Escape closes it and the button that opened it has focus again; nothing was counted.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(favourite).toBeFocused()
  await expect(favourite).toHaveText(counted ?? '')

  // The keyboard shortcut presses the same button.
  await status.focus()
  await page.keyboard.press('r')
  await expect(page.getByRole('dialog', { name: 'Reply from your own instance' })).toBeVisible()
})

test('the open menu and the inline form pass an accessibility check', async ({ page, request }) => {
  const text = unique('Accessible actions')
  await postAs(request, 'alice', text)
  await login(page, 'alice')
  const status = statusWith(page, text)
  await actionButton(status, 'Reply').click()
  await status.getByRole('button', { name: 'More actions' }).click()
  await expect(page.getByRole('menu', { name: 'More actions' })).toBeVisible()
  const id = await status.getAttribute('data-status-id')
  const results = await axeFor(page).include(`[data-status-id="${id}"]`).analyze()
  expect(results.violations).toEqual([])
})
