import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { AUTOCOMPLETE_USER_WAIT } from '../src/config/constants'
import { login } from './helpers'

/*
 * The post form's autocomplete and emoji button against the demo instance
 *: accounts from the server's account search, hashtags
 * from search v2, MFM effects, the picker with the instance's few hundred
 * custom emoji, and stickers that become attachments.
 */

const sidebarForm = (page: Page) => page.getByRole('form', { name: 'Write a post' }).first()
const textBox = (form: Locator) => form.getByRole('textbox', { name: 'Write a post' })
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' })

test('an account only the server knows is suggested after the wait and picked with a click', async ({
  page,
}) => {
  await login(page, 'alice')
  const box = textBox(sidebarForm(page))
  await box.click()
  await box.pressSequentially('Ping @gwe')
  const option = suggestions(page).getByRole('option', { name: /^@gwen@social\.bubble\.example/ })
  await expect(option).toBeVisible()
  await option.click()
  await expect(box).toHaveValue('Ping @gwen@social.bubble.example ')
  await expect(box).toBeFocused()
  await expect(suggestions(page)).toHaveCount(0)
})

test('hashtags come from search v2; Escape closes only the list', async ({ page }) => {
  await login(page, 'alice')
  const box = textBox(sidebarForm(page))
  await box.click()
  await box.pressSequentially('Morning #cof')
  await expect(suggestions(page).getByRole('option', { name: '#cofe' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(suggestions(page)).toHaveCount(0)
  await expect(box).toHaveValue('Morning #cof')
  await box.pressSequentially('e')
  await expect(suggestions(page).getByRole('option', { name: '#cofe' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(box).toHaveValue('Morning #cofe ')
})

test('a lone @ suggests nothing, a lone $ lists the MFM effects', async ({ page }) => {
  await login(page, 'alice')
  const box = textBox(sidebarForm(page))
  await box.click()
  const searched: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/search')) searched.push(r.url())
  })
  // The page's clock is the test's from here (it runs on as usual), so the
  // pause after which a typed word is searched can be passed at once.
  await page.clock.install()
  await box.pressSequentially('@')
  await page.clock.fastForward(AUTOCOMPLETE_USER_WAIT + 100)
  await expect(suggestions(page)).toHaveCount(0)
  // A search the lone @ had started would have gone out before the one
  // "@a" starts now: the only search is that one.
  const next = page.waitForRequest((r) => r.url().includes('/search'))
  await box.pressSequentially('a')
  await page.clock.fastForward(AUTOCOMPLETE_USER_WAIT + 100)
  const atA = await next
  expect(searched).toEqual([atA.url()])
  await box.fill('')
  await box.pressSequentially('$')
  await expect(suggestions(page).getByRole('option')).toHaveCount(16)
  await box.pressSequentially('ta')
  await page.keyboard.press('Tab')
  await expect(box).toHaveValue('$[tada ]')
})

test('generated emoji packs are suggested and shown in the picker', async ({ page }) => {
  await login(page, 'alice')
  const form = sidebarForm(page)
  const box = textBox(form)
  await box.click()
  await box.pressSequentially('Roll :dice_gr')
  const list = suggestions(page)
  await expect(list.getByRole('option', { name: ':dice_green_1:' })).toBeVisible()
  await expect(list.getByRole('option')).toHaveCount(6)
  // The first row is chosen as the list opens; one step down is the second.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(box).toHaveValue('Roll :dice_green_2: ')

  await form.getByRole('button', { name: 'Insert emoji' }).click()
  const picker = page.getByRole('dialog', { name: 'Emoji picker' })
  const jumps = picker.getByRole('toolbar', { name: 'Emoji groups' })
  for (const pack of ['arrows', 'dice', 'faces', 'flags', 'gems', 'numbers']) {
    await expect(jumps.getByRole('button', { name: pack, exact: true })).toBeVisible()
  }
  // The grid is windowed: far fewer emoji buttons than emoji.
  const rendered = await picker.getByRole('grid').getByRole('button').count()
  expect(rendered).toBeGreaterThan(0)
  expect(rendered).toBeLessThan(300)
  // A jump made while a heavily loaded page still settles the picker was
  // lost once (the grid stayed at its top); the reader then jumps again.
  await expect(async () => {
    await jumps.getByRole('button', { name: 'numbers', exact: true }).click()
    await expect(picker.getByRole('button', { name: ':num_00:' })).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 40_000 })
  await picker.getByRole('button', { name: ':num_00:' }).click()
  await expect(picker).toHaveCount(0)
  await expect(box).toHaveValue('Roll :dice_green_2: :num_00: ')
})

test('a sticker becomes an attachment', async ({ page }) => {
  await login(page, 'alice')
  const form = sidebarForm(page)
  const button = form.getByRole('button', { name: 'Insert emoji' })
  await button.click()
  const picker = page.getByRole('dialog', { name: 'Emoji picker' })
  await picker.getByRole('tab', { name: 'Stickers' }).click()
  await expect(picker.getByRole('heading', { name: 'Demo cats' })).toBeVisible()
  await expect(picker.getByRole('heading', { name: 'Cofe break' })).toBeVisible()
  await picker.getByRole('button', { name: 'happy cat' }).click()
  await expect(picker).toHaveCount(0)
  await expect(button).toBeFocused()
  await expect(form.getByRole('list', { name: 'Attached files' })).toContainText('happy_cat.png')
})
