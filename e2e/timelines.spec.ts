import type { Page } from '@playwright/test'
import { CLICK_BLOCK_AFTER_SHOW_NEW } from '../src/config/constants'
import { expect, test } from './fixtures'
import { apiCall, apiToken, login, postAs, settledPlace } from './helpers'

const feed = (page: Page) => page.getByRole('main').getByRole('feed')
const articles = (page: Page) => feed(page).getByRole('article')
const maxIndex = (page: Page) =>
  page
    .locator('[data-index]')
    .evaluateAll((els) => Math.max(-1, ...els.map((e) => Number(e.getAttribute('data-index')))))

async function pagesOlder(page: Page): Promise<void> {
  await expect(articles(page).first()).toBeVisible()
  await page.getByRole('button', { name: 'Load older statuses' }).click()
  // The second page's items exist past index 19 once scrolled to.
  await expect
    .poll(async () => {
      await page.keyboard.press('End')
      return maxIndex(page)
    })
    .toBeGreaterThan(19)
}

test('the main timelines load and page for a guest', async ({ page }) => {
  for (const [path, title] of [
    ['/main/public', 'Local timeline'],
    ['/main/all', 'Known network'],
    ['/main/bubble', 'Bubble timeline'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(articles(page).first()).toBeVisible()
  }
  await page.goto('/main/public')
  await pagesOlder(page)
})

test('a fast reader at the end of the list gets older statuses without pressing anything', async ({
  page,
}) => {
  await page.goto('/main/all')
  await expect(articles(page).first()).toBeVisible()
  // Scrolling on as fast as the list grows: the end comes into view again
  // within the one-second throttle of older pages, which once stopped it.
  await expect
    .poll(
      async () => {
        await page.mouse.move(683, 400)
        await page.mouse.wheel(0, 20_000)
        return maxIndex(page)
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(100)
})

test('the timeline menu switches timelines', async ({ page }) => {
  await page.goto('/main/public')
  await page.getByRole('button', { name: 'Switch timeline' }).click()
  await page
    .getByRole('group', { name: 'Switch timeline' })
    .getByRole('link', { name: 'Known network' })
    .click()
  await expect(page).toHaveURL(/\/main\/all$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Known network' })).toBeVisible()
})

test('a hashtag timeline loads and can be followed', async ({ page }) => {
  await login(page, 'alice', { at: '/tag/cofe' })
  await expect(page.getByRole('heading', { level: 1, name: '#cofe' })).toBeVisible()
  await expect(articles(page).first()).toContainText('#cofe')
  const follow = page.getByRole('button', { name: 'Follow #cofe' })
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  await follow.click()
  await expect(page.getByRole('button', { name: 'Unfollow #cofe' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.reload()
  await expect(page.getByRole('button', { name: 'Unfollow #cofe' })).toBeVisible()
})

test('a hashtag link in a status opens the hashtag timeline', async ({ page }) => {
  await page.goto('/main/public')
  const tagLink = feed(page).getByRole('link', { name: /^#/ }).first()
  const name = (await tagLink.textContent())!.slice(1).toLowerCase()
  await tagLink.click()
  await expect(page).toHaveURL(new RegExp(`/tag/${name}$`))
  await expect(page.getByRole('heading', { level: 1, name: `#${name}` })).toBeVisible()
})

test('bookmarks and direct messages have their timelines', async ({ page, request }) => {
  const token = await apiToken(request, 'alice')
  const publicPosts = (await apiCall(
    request,
    token,
    'GET',
    '/api/v1/timelines/public?limit=3',
  )) as { id: string }[]
  await apiCall(request, token, 'POST', `/api/v1/statuses/${publicPosts[1]!.id}/bookmark`)
  await login(page, 'alice')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Bookmarks' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible()
  await expect(page.locator(`[data-status-id="${publicPosts[1]!.id}"]`)).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Direct messages' })
    .click()
  await expect(page).toHaveURL(/\/users\/alice\/dms$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Direct messages' })).toBeVisible()
  await expect(articles(page).first()).toBeVisible()
  await expect(articles(page).first().getByRole('img', { name: 'Direct' })).toBeVisible()
})

test('a list timeline shows its members', async ({ page, request }) => {
  const token = await apiToken(request, 'alice')
  const list = (await apiCall(request, token, 'POST', '/api/v1/lists', { title: 'Cyclists' })) as {
    id: string
  }
  const bob = (await apiCall(request, token, 'GET', '/api/v1/accounts/lookup?acct=bob')) as {
    id: string
  }
  await apiCall(request, token, 'POST', `/api/v1/lists/${list.id}/accounts`, {
    'account_ids[]': bob.id,
  })
  await login(page, 'alice', { at: `/lists/${list.id}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Cyclists' })).toBeVisible()
  await expect(articles(page).first()).toContainText('@bob')
})

test('new statuses wait behind "show new", and "." shows them', async ({ page, request }) => {
  await login(page, 'bob')
  await expect(articles(page).first()).toBeVisible()
  const text = `Dot key check ${Date.now()}`
  await postAs(request, 'alice', text)
  await expect(page.getByRole('button', { name: 'Show new (1)' })).toBeVisible({ timeout: 10_000 })
  await expect(articles(page).first()).not.toContainText(text)
  await page.locator('body').press('.')
  await expect(articles(page).first()).toContainText(text)
  await expect(page.getByText('Up to date')).toBeVisible()
})

test('a full page of missed statuses asks for a reload, which shows them all', async ({
  page,
  demo,
  request,
}) => {
  await login(page, 'bob')
  await expect(articles(page).first()).toBeVisible()
  // Keep bob's socket down while alice posts more than a page.
  await demo.fault({ path: '/api/v1/streaming', mode: 'status', status: 503, times: 2 })
  await demo.dropStreaming(4000)
  await postAs(
    request,
    'alice',
    Array.from({ length: 22 }, (_, i) => `Burst ${i} ${Date.now()}`),
  )
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(articles(page).first()).toContainText('Burst 21')
})

test('coming back from a status page keeps the reading position', async ({ page }) => {
  await page.goto('/main/public')
  await expect(articles(page).first()).toBeVisible()
  // Scrolling on, as a reader does, until the tenth status is there.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 800)
      return maxIndex(page)
    })
    .toBeGreaterThan(10)
  // The last wheel turn may still be scrolling and rows below still being
  // measured: the status picked next must stay where it is found.
  await settledPlace(page)
  const top = await page.evaluate(() => {
    const items = [...document.querySelectorAll<HTMLElement>('[data-status-id]')]
    // The first status fully below the sticky headers: its link can be clicked as a reader would.
    const visible = items.find((el) => el.getBoundingClientRect().top > 120)
    return visible?.dataset.statusId
  })
  expect(top).toBeTruthy()
  // In-app navigation to the status page (its timestamp link), then back.
  await page.locator(`[data-status-id="${top}"] a[href="/notice/${top}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`/notice/${top}$`))
  await page.goBack()
  await expect(page.locator(`[data-status-id="${top}"]`)).toBeInViewport()
})

test('quick settings change preferences for every timeline and persist', async ({ page }) => {
  await page.goto('/main/public')
  await page.getByRole('button', { name: 'Timeline settings' }).click()
  const panel = page.getByRole('group', { name: 'Timeline settings' })
  await panel.getByRole('checkbox', { name: 'Show new posts automatically at the top' }).check()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await page.reload()
  await page.getByRole('button', { name: 'Timeline settings' }).click()
  await expect(
    page
      .getByRole('group', { name: 'Timeline settings' })
      .getByRole('checkbox', { name: 'Show new posts automatically at the top' }),
  ).toBeChecked()
})

test('with streaming on, new statuses show by themselves at the top of the page', async ({
  page,
  request,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('akkoma-client:config', JSON.stringify({ streaming: true })),
  )
  await login(page, 'bob')
  await expect(articles(page).first()).toBeVisible()
  const text = `Auto-shown ${Date.now()}`
  await postAs(request, 'alice', text)
  await expect(articles(page).first()).toContainText(text, { timeout: 10_000 })
  await expect(page.getByRole('button', { name: /Show new/ })).toHaveCount(0)
})

test('right after "show new", clicks on the list are held back for a second', async ({
  page,
  request,
}) => {
  await login(page, 'bob')
  await expect(articles(page).first()).toBeVisible()
  await postAs(request, 'alice', `Click block ${Date.now()}`)
  const showNew = page.getByRole('button', { name: 'Show new (1)' })
  await expect(showNew).toBeVisible()
  // The page's clock stands still from here, so the hold lasts until the
  // test moves it on: a busy machine can take longer than the hold to
  // reach the next click, and that click then was not held back.
  await page.clock.install()
  await showNew.click()
  // A tap meant for the button that lands on the list does nothing...
  const link = articles(page).first().locator('a[href^="/notice/"]').first()
  await link.click({ force: true })
  await expect(page).toHaveURL(/\/main\/friends$/)
  // ...and once the hold is over, the list is clickable again.
  await page.clock.runFor(CLICK_BLOCK_AFTER_SHOW_NEW)
  await link.click()
  await expect(page).toHaveURL(/\/notice\//)
})
