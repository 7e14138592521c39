import type { APIRequestContext, Page } from '@playwright/test'
import { LONG_CW_POST } from '../demo-instance/src/seeds/facts'
import { expect, test } from './fixtures'
import { apiCall, apiToken, findPublic, login } from './helpers'

/*
 * Reading faults: content warnings hide their
 * text, and statuses added at the top never move the reader: at the top they
 * appear in view, scrolled down the reader stays on the same status.
 */

const feed = (page: Page) => page.getByRole('main').getByRole('feed')
const articles = (page: Page) => feed(page).getByRole('article')
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

async function bobPosts(request: APIRequestContext, texts: string[]): Promise<void> {
  const bob = await apiToken(request, 'bob')
  for (const status of texts) {
    await apiCall(request, bob, 'POST', '/api/v1/statuses', { status, visibility: 'public' })
  }
}

test('a post with a content warning shows its text only when the reader asks', async ({
  page,
  request,
}) => {
  const status = await findPublic<{ id: string; content: string }>(request, LONG_CW_POST.snippet)
  await page.goto(`/notice/${status.id}`)
  const post = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: 'Long content warning' })
  await expect(post.first()).toBeVisible()
  await expect(page.getByText(LONG_CW_POST.snippet)).toHaveCount(0)
  await post.first().getByRole('button', { name: 'Show content' }).click()
  await expect(page.getByText(LONG_CW_POST.snippet)).toBeVisible()
})

test.describe('with streaming on', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('akkoma-client:config', JSON.stringify({ streaming: true })),
    )
  })

  test('a burst of live statuses at the top all show, and the page stays at the top', async ({
    page,
    request,
  }) => {
    await login(page, 'alice')
    await expect(articles(page).first()).toBeVisible()
    const stamp = Date.now()
    const texts = [1, 2, 3, 4, 5].map((n) => `Burst ${n} of ${stamp}`)
    await bobPosts(request, texts)
    for (const [index, text] of [...texts].reverse().entries()) {
      await expect(articles(page).nth(index)).toContainText(text)
    }
    await expect(articles(page).first()).toBeInViewport()
    expect(await scrollY(page)).toBe(0)
    await expect(page.getByRole('button', { name: /Show new/ })).toHaveCount(0)
  })

  test('a reader scrolled down stays on the same status while new ones wait, and after showing them', async ({
    page,
    request,
  }) => {
    await login(page, 'alice')
    await expect(articles(page).nth(4)).toBeVisible()
    // The first statuses may be drawn again as the list takes over: scroll to whichever is there.
    await expect(async () => {
      await articles(page).nth(4).scrollIntoViewIfNeeded({ timeout: 2_000 })
    }).toPass()
    await page.evaluate(() => window.scrollBy(0, 120))
    // The status being read, by its place in the timeline (its index in the list changes).
    const id = await articles(page)
      .nth(4)
      .evaluate((el) => el.closest('[data-timeline-id]')?.getAttribute('data-timeline-id'))
    const reading = page.locator(`[data-timeline-id="${id}"]`)
    const top = async () => (await reading.boundingBox())?.y ?? Number.NaN
    // Media and measured heights settle first: the place is taken once it holds still.
    let before = await top()
    await expect
      .poll(async () => {
        const now = await top()
        const still = now === before
        before = now
        return still
      })
      .toBe(true)

    const stamp = Date.now()
    await bobPosts(request, [`While away 1 ${stamp}`, `While away 2 ${stamp}`])
    const showNew = page.getByRole('button', { name: 'Show new (2)' })
    await expect(showNew).toBeVisible()
    expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(2)

    await page.keyboard.press('.')
    await expect(showNew).toHaveCount(0)

    // The same status, at the same place on the screen.
    await expect.poll(async () => Math.abs((await top()) - before)).toBeLessThanOrEqual(2)
    expect(await scrollY(page)).toBeGreaterThan(0)
  })
})

test('a new post of one’s own from the top of home appears in view at the top', async ({
  page,
}) => {
  await login(page, 'alice')
  await expect(articles(page).first()).toBeVisible()
  const form = page.getByRole('form', { name: 'Write a post' }).first()
  const text = `My own new post ${Date.now()}`
  await form.getByRole('textbox', { name: 'Write a post' }).fill(text)
  await form.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(articles(page).first()).toContainText(text)
  await expect(articles(page).first()).toBeInViewport()
  expect(await scrollY(page)).toBe(0)
})
