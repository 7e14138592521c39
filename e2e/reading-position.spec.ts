import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiCall, apiToken, login, setConfig } from './helpers'

/*
 * Reading position (issue 20): Back and Forward land on the same status at
 * the same offset; a reload, or another browser signed in to the same
 * account, resumes home where the reader stopped. Every wait is on what the
 * reader sees (a status's place on the screen), never on time.
 */

const main = (page: Page) => page.getByRole('main')
const feed = (page: Page) => main(page).getByRole('feed')
const articles = (page: Page) => feed(page).getByRole('article')
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

interface Place {
  id: string
  /** The status's top edge, in px from the top of the window. */
  top: number
  /** Where the timeline's sticky header ends: the reading line. */
  line: number
}

/** The status under the timeline's sticky header, as the reader sees it. */
function readingPlace(page: Page): Promise<Place | null> {
  return page.evaluate(() => {
    const header = document.querySelector('main h1')?.parentElement
    const line = header?.getBoundingClientRect().bottom ?? 0
    for (const el of document.querySelectorAll<HTMLElement>('main [data-timeline-id]')) {
      const box = el.getBoundingClientRect()
      if (box.bottom > line + 1) return { id: el.dataset.timelineId ?? '', top: box.top, line }
    }
    return null
  })
}

/** Where one status's top edge is now, or NaN when it is not on the page. */
const topOf = (page: Page, id: string) =>
  page.evaluate((statusId) => {
    const el = document.querySelector(`main [data-timeline-id="${CSS.escape(statusId)}"]`)
    return el ? el.getBoundingClientRect().top : Number.NaN
  }, id)

/** The reading place once the page holds still (media and measured heights settled). */
async function settledPlace(page: Page): Promise<Place> {
  let before = await readingPlace(page)
  await expect
    .poll(async () => {
      const now = await readingPlace(page)
      const still = !!now && !!before && now.id === before.id && now.top === before.top
      before = now
      return still
    })
    .toBe(true)
  if (!before) throw new Error('no status on screen')
  return before
}

/** Scrolls home down by about `px` with the mouse wheel, as a reader does. */
async function scrollDown(page: Page, px: number): Promise<void> {
  await expect(articles(page).nth(3)).toBeVisible()
  await page.mouse.move(683, 500)
  let y = await scrollY(page)
  const target = y + px
  while (y < target - 10) {
    await page.mouse.wheel(0, Math.min(600, target - y))
    await expect.poll(() => scrollY(page)).toBeGreaterThan(y)
    y = await scrollY(page)
  }
}

/** How far the status is from where it was, once it is on screen again. */
const offsetError = async (page: Page, place: Place) =>
  Math.abs((await topOf(page, place.id)) - place.top)

/** Opens the profile of the author of a status below the reading line, as a reader does. */
async function openAnAuthor(page: Page, place: Place): Promise<void> {
  const below = page.locator('main [data-timeline-id]')
  const count = await below.count()
  for (let i = 0; i < count; i++) {
    const item = below.nth(i)
    const box = await item.boundingBox()
    if (!box || box.y < place.line + 20) continue
    await item.getByRole('article').getByRole('link').first().click()
    await expect(main(page).getByRole('tablist').first()).toBeVisible()
    return
  }
  throw new Error('no status below the reading line')
}

async function postAs(request: APIRequestContext, who: string, texts: string[]): Promise<void> {
  const token = await apiToken(request, who)
  for (const status of texts) {
    await apiCall(request, token, 'POST', '/api/v1/statuses', { status, visibility: 'public' })
  }
}

test.describe('Back and Forward', () => {
  test('Back from a profile lands on the same status at the same offset', async ({ page }) => {
    await login(page, 'alice')
    await scrollDown(page, 2400)
    const place = await settledPlace(page)
    await openAnAuthor(page, place)
    await page.goBack()
    await expect.poll(() => offsetError(page, place)).toBeLessThanOrEqual(5)
    // And it stays there once everything is measured.
    const after = await settledPlace(page)
    expect(after.id).toBe(place.id)
    expect(Math.abs(after.top - place.top)).toBeLessThanOrEqual(5)
    // Forward and Back again: the same.
    await page.goForward()
    await expect(main(page).getByRole('tablist').first()).toBeVisible()
    await page.goBack()
    await expect.poll(() => offsetError(page, place)).toBeLessThanOrEqual(5)
  })
})
