import { mkdirSync } from 'node:fs'
import { shot } from './shots'
import type { Locator, Page } from '@playwright/test'
import { DEEP_THREAD } from '../demo-instance/src/seeds/facts'
import { findPublic, login, postAs, settledPlace, unique } from './helpers'
import { expect, test } from './fixtures'

/*
 * One's own post, seen: a member who posts from a timeline read further
 * down, or replies deep in a thread, is told the post went ("Posted") with a
 * link to it, and the place they were reading stays where it was. Every wait
 * is on what the reader sees.
 */

const SHOTS = '/tmp/shots-own-post'
mkdirSync(SHOTS, { recursive: true })

const main = (page: Page) => page.getByRole('main')
const notices = (page: Page) => page.getByRole('region', { name: 'Notices' })
const sidebarForm = (page: Page) => page.getByRole('form', { name: 'Write a post' }).first()
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Scrolls down by about `px` with the mouse wheel, a turn at a time, as a reader does. */
async function wheelDown(page: Page, px: number): Promise<void> {
  await expect(page.locator('main [data-timeline-id]').nth(2)).toBeVisible()
  await page.mouse.move(683, 500)
  const target = (await scrollY(page)) + px
  for (let turn = 0; turn < 20 && (await scrollY(page)) < target - 10; turn++) {
    const from = await scrollY(page)
    // A turn the page did not take (the list may still be taking over from
    // the first statuses drawn) is turned again, as a reader would.
    await expect(async () => {
      if ((await scrollY(page)) === from) await page.mouse.wheel(0, Math.min(600, target - from))
      await expect.poll(() => scrollY(page), { timeout: 2_000 }).toBeGreaterThan(from)
    }).toPass()
  }
}

/** Whether a post holding `text` is drawn within the window (false when it is not drawn at all). */
const onScreen = (page: Page, text: string) =>
  page.evaluate(
    (snippet) =>
      [...document.querySelectorAll('main article')].some((article) => {
        const box = article.getBoundingClientRect()
        return !!article.textContent?.includes(snippet) && box.bottom > 0 && box.top < innerHeight
      }),
    text,
  )

const topOf = (page: Page, id: string) =>
  page.evaluate((statusId) => {
    const el = document.querySelector(`main [data-timeline-id="${CSS.escape(statusId)}"]`)
    return el ? el.getBoundingClientRect().top : Number.NaN
  }, id)

/** Writes `text` in the form and posts it; the form empties once it went. */
async function post(form: Locator, text: string, box = 'Write a post'): Promise<void> {
  await form.getByRole('textbox', { name: box }).fill(text)
  await form.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(form.getByRole('textbox', { name: box })).toHaveValue('')
}

test('alice posts from home read further down: told it went, her place kept, a link to the post', async ({
  page,
}) => {
  await login(page, 'alice')
  await wheelDown(page, 2000)
  const place = await settledPlace(page)
  const text = unique('Posted from further down')
  await post(sidebarForm(page), text)

  const notice = notices(page).getByRole('listitem').filter({ hasText: 'Posted' })
  await expect(notice.getByRole('status')).toHaveText('Posted')
  const view = notice.getByRole('link', { name: 'View post' })
  await expect(view).toBeVisible()
  // The reader stays where they were; the new post went above, out of sight.
  await expect.poll(async () => Math.abs((await topOf(page, place.id)) - place.top)).toBeLessThan(5)
  expect(await onScreen(page, text)).toBe(false)
  await shot(page, { path: `${SHOTS}/home-posted-1366.png` })

  await view.click()
  await expect(page).toHaveURL(/\/notice\/[^/]+$/)
  await expect(main(page).getByRole('article').filter({ hasText: text })).toBeVisible()
  await expect(notice).toHaveCount(0)
})

test('home resumed with new posts above: posting keeps them counted and unread', async ({
  page,
  request,
}) => {
  await login(page, 'alice')
  await wheelDown(page, 2400)
  const place = await settledPlace(page)
  // The place is saved as the reader stops; then bob posts, and alice comes back later.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) =>
          k.startsWith('akkoma-client:reading:home:'),
        )
        const value = key ? localStorage.getItem(key) : null
        return value ? (JSON.parse(value) as { id: string }).id : null
      }),
    )
    .toBe(place.id)
  const fromBob = unique('While alice was away')
  await postAs(request, 'bob', fromBob)
  await page.reload()
  const unread = main(page).getByText(/^\d+\+? new above$/)
  await expect(unread).toBeVisible()
  const before = await unread.textContent()

  const text = unique('Posted on resuming')
  await post(sidebarForm(page), text)
  await expect(
    notices(page).getByRole('listitem').filter({ hasText: 'Posted' }).getByRole('link', {
      name: 'View post',
    }),
  ).toBeVisible()
  // Her own post is not one more to catch up on, and the place she resumed at stays.
  await expect(unread).toHaveText(before ?? '')
  expect(await onScreen(page, text)).toBe(false)

  // Up to the newest: bob's post and hers, hers on top.
  await main(page).getByRole('button', { name: 'Jump to newest' }).click()
  const first = main(page).getByRole('feed').getByRole('article').first()
  await expect(first).toContainText(text)
  await expect(main(page).getByRole('feed').getByRole('article').nth(1)).toContainText(fromBob)
})

test('a reply deep in a thread: told it went, with a link to it', async ({ page, request }) => {
  const root = await findPublic<{ id: string; content: string }>(request, DEEP_THREAD.root.snippet)
  await login(page, 'alice', { at: `/notice/${root.id}` })
  const first = main(page)
    .getByRole('article')
    .filter({ hasText: DEEP_THREAD.root.snippet })
    .first()
  await first
    .getByRole('button', { name: /^Reply/ })
    .first()
    .click()
  const form = main(page).getByRole('form', { name: /^Reply to/ })
  const text = unique('A reply at the root of the story')
  const box = form.getByRole('textbox', { name: /^Reply to/ })
  await box.fill(`${(await box.inputValue()).trim()} ${text}`)
  await form.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(form).toBeHidden()

  const notice = notices(page).getByRole('listitem').filter({ hasText: 'Posted' })
  await expect(notice.getByRole('status')).toHaveText('Posted')
  await shot(page, { path: `${SHOTS}/thread-posted-1366.png` })
  await notice.getByRole('link', { name: 'View post' }).click()
  await expect(page).toHaveURL(/\/notice\/[^/]+$/)
  expect(page.url()).not.toContain(root.id)
  await expect(main(page).getByRole('article').filter({ hasText: text })).toBeInViewport()
})
