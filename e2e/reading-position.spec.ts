import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { DEEP_THREAD } from '../demo-instance/src/seeds/facts'
import { expect, test } from './fixtures'
import {
  apiCall,
  apiToken,
  findPublic,
  login,
  openSettings,
  postAs,
  readingPlace,
  type ReadingPlace,
  settledPlace,
} from './helpers'

/*
 * Reading position: Back and Forward land on the same status at
 * the same offset; a reload, or another browser signed in to the same
 * account, resumes home where the reader stopped. Every wait is on what the
 * reader sees (a status's place on the screen), never on time.
 */

const main = (page: Page) => page.getByRole('main')
const feed = (page: Page) => main(page).getByRole('feed')
const articles = (page: Page) => feed(page).getByRole('article')
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Where one status's top edge is now, or NaN when it is not on the page. */
const topOf = (page: Page, id: string) =>
  page.evaluate((statusId) => {
    const el = document.querySelector(`main [data-timeline-id="${CSS.escape(statusId)}"]`)
    return el ? el.getBoundingClientRect().top : Number.NaN
  }, id)

/** Scrolls home down by about `px` with the mouse wheel, as a reader does. */
async function scrollDown(page: Page, px: number): Promise<void> {
  await expect(page.locator('main [data-timeline-id]').nth(2)).toBeVisible()
  await wheelDown(page, px)
}

/** How far the status is from where it was, once it is on screen again. */
const offsetError = async (page: Page, place: ReadingPlace) =>
  Math.abs((await topOf(page, place.id)) - place.top)

/** Opens the profile of the author of a status below the reading line, as a reader does. */
async function openAnAuthor(page: Page, place: ReadingPlace): Promise<void> {
  const posts = page.locator('main [data-timeline-id]').getByRole('article')
  await clickLinkOnScreen(page, posts, place.line + 20)
  await expect(main(page).getByRole('tablist').first()).toBeVisible()
}

/**
 * Clicks the first link of the first item whose link lies wholly on screen
 * below `minTop`: a link off screen would be scrolled into view by the click,
 * and the reader's place would move just before it is left.
 */
async function clickLinkOnScreen(
  page: Page,
  items: Locator,
  minTop: number,
  linkOf = (item: Locator) => item.getByRole('link').first(),
): Promise<void> {
  const height = page.viewportSize()?.height ?? 768
  const count = await items.count()
  for (let i = 0; i < count; i++) {
    const link = linkOf(items.nth(i))
    const box = await link.boundingBox()
    if (!box || box.y < minTop || box.y + box.height > height) continue
    await link.click()
    return
  }
  throw new Error('no link on screen below the reading line')
}

/** What the client saved locally as home's place (the id), polled until it is `id`. */
async function savedLocally(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('akkoma-client:reading:home:'))
    const value = key ? localStorage.getItem(key) : null
    return value ? (JSON.parse(value) as { id: string }).id : null
  })
}

/**
 * How many statuses of the account's home are newer than `id` (from the API),
 * leaving out the account's own: nobody has to catch up on their own posts.
 */
async function newerThan(request: APIRequestContext, token: string, id: string): Promise<number> {
  const me = (await apiCall(request, token, 'GET', '/api/v1/accounts/verify_credentials')) as {
    id: string
  }
  let count = 0
  let maxId: string | undefined
  for (;;) {
    const query = new URLSearchParams({
      since_id: id,
      limit: '40',
      ...(maxId ? { max_id: maxId } : {}),
    })
    const page = (await apiCall(request, token, 'GET', `/api/v1/timelines/home?${query}`)) as {
      id: string
      account: { id: string }
    }[]
    count += page.filter((status) => status.account.id !== me.id).length
    if (page.length < 40) return count
    maxId = page[page.length - 1]?.id
  }
}

/** The status's top edge sits at the reading line (the place home resumes at). */
/** Where a status's top edge is from the reading line (negative: scrolled past it), rounded. */
const offsetFromLine = async (page: Page, id: string) => {
  const place = await readingPlace(page)
  return place ? Math.round((await topOf(page, id)) - place.line) : Number.NaN
}

const atLine = async (page: Page, id: string) => {
  const place = await readingPlace(page)
  return place ? Math.abs((await topOf(page, id)) - place.line) : Number.NaN
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
    // A reload a moment later resumes home at that very status and offset:
    // the place left, not one recorded while the list was laying itself out.
    await settledPlace(page)
    await page.reload()
    const leftAt = place.top - place.line
    await expect
      .poll(async () => Math.abs((await offsetFromLine(page, place.id)) - leftAt))
      .toBeLessThanOrEqual(2)
    const resumed = await settledPlace(page)
    expect(resumed.id).toBe(place.id)
    expect(Math.abs(resumed.top - resumed.line - leftAt)).toBeLessThanOrEqual(2)
  })
})

test.describe('Back and Forward', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('akkoma-client:config', JSON.stringify({ streaming: true })),
    )
  })

  test('Back lands on the same status even after a burst of live statuses meanwhile', async ({
    page,
    request,
  }) => {
    await login(page, 'alice')
    await scrollDown(page, 2400)
    const place = await settledPlace(page)
    await openAnAuthor(page, place)
    const stamp = Date.now()
    await postAs(
      request,
      'bob',
      [1, 2, 3, 4, 5].map((n) => `Live while away ${n} ${stamp}`),
    )
    await page.goBack()
    // They wait behind "show new"; the reader is where they were.
    await expect(page.getByRole('button', { name: 'Show new (5)' })).toBeVisible()
    await expect.poll(() => offsetError(page, place)).toBeLessThanOrEqual(5)
    const after = await settledPlace(page)
    expect(after.id).toBe(place.id)
    expect(Math.abs(after.top - place.top)).toBeLessThanOrEqual(5)
  })
})

test.describe('resuming home', () => {
  test('a reload resumes at the status on top, new ones counted above, announced, one key from the newest', async ({
    page,
    request,
  }) => {
    await login(page, 'alice')
    await scrollDown(page, 2400)
    const place = await settledPlace(page)
    await expect.poll(() => savedLocally(page)).toBe(place.id)
    const stamp = Date.now()
    const texts = [1, 2, 3].map((n) => `Posted since ${n} ${stamp}`)
    await postAs(request, 'bob', texts)
    const alice = await apiToken(request, 'alice')
    const count = await newerThan(request, alice, place.id)
    expect(count).toBeGreaterThan(3)

    await page.reload()
    const leftAt = place.top - place.line
    await expect
      .poll(async () => Math.abs((await offsetFromLine(page, place.id)) - leftAt))
      .toBeLessThanOrEqual(2)
    const header = main(page).getByRole('region', { name: 'Home timeline' })
    await expect(main(page).getByText(`${count} new above`)).toBeVisible()
    // Screen readers hear where they are, and the status under the divider
    // says what is above it (a feed holds nothing but articles).
    await expect(main(page).getByRole('status')).toHaveText(
      `Resumed where you left off. ${count} new posts above.`,
    )
    await expect(main(page).getByText('New since you left off')).toBeVisible()
    await expect(
      main(page).locator(`article[data-status-id="${place.id}"]`),
    ).toHaveAccessibleDescription('Newer posts you have not read are above this line')
    // The status stays put, at the offset it was left at, while the reader has not moved.
    const resumed = await settledPlace(page)
    expect(resumed.id).toBe(place.id)
    expect(Math.abs(resumed.top - resumed.line - leftAt)).toBeLessThanOrEqual(2)

    // Jump to newest, from the keyboard.
    const jump = main(page).getByRole('button', { name: 'Jump to newest' })
    await jump.focus()
    await page.keyboard.press('Enter')
    await expect(articles(page).first()).toContainText(texts[2] ?? '')
    await expect(articles(page).first()).toBeInViewport()
    await expect.poll(() => scrollY(page)).toBe(0)
    await expect(header.getByText(/new above/)).toHaveCount(0)
  })

  test('another browser signed in to the same account resumes there (server marker)', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    await login(page, 'alice')
    await scrollDown(page, 2000)
    const place = await settledPlace(page)
    const alice = await apiToken(request, 'alice')
    // The server holds the place once the client saved it.
    await expect
      .poll(async () => {
        const markers = (await apiCall(
          request,
          alice,
          'GET',
          '/api/v1/markers?timeline[]=home',
        )) as {
          home?: { last_read_id: string }
        }
        return markers.home?.last_read_id
      })
      .toBe(place.id)
    const count = await newerThan(request, alice, place.id)

    const other = await browser.newContext({ baseURL })
    const second = await other.newPage()
    await login(second, 'alice')
    await expect.poll(() => atLine(second, place.id)).toBeLessThanOrEqual(5)
    await expect(main(second).getByText(`${count} new above`)).toBeVisible()
    await other.close()
  })

  test('with the preference off, a reload starts at the top', async ({ page }) => {
    await login(page, 'alice')
    await scrollDown(page, 2400)
    const place = await settledPlace(page)
    await expect.poll(() => savedLocally(page)).toBe(place.id)
    const dialog = await openSettings(page, 'General')
    const box = dialog.getByRole('checkbox', { name: 'Resume home where I left off' })
    await expect(box).toBeChecked()
    await box.uncheck()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.reload()
    await expect(articles(page).first()).toBeInViewport()
    expect(await scrollY(page)).toBe(0)
    await expect(main(page).getByText(/new above/)).toHaveCount(0)
    await expect(page.locator(`main [data-timeline-id="${place.id}"]`)).not.toBeInViewport()
  })

  test('a saved status that was deleted resumes at the next older one', async ({
    page,
    request,
  }) => {
    // Scrolls until a status of a password-only author is the place, signs them
    // in through the API and reloads: more steps than most tests.
    test.setTimeout(60_000)
    interface StatusJson {
      account: { acct: string }
      reblog: { id: string } | null
    }
    const statusOf = async (id: string) =>
      (await (await request.get(`/api/v1/statuses/${id}`)).json()) as StatusJson
    await login(page, 'alice')
    await scrollDown(page, 2400)
    // A status whose author can sign in with a password alone (carol has a second factor).
    const canSignIn = (acct: string) => ['alice', 'bob', 'admin'].includes(acct)
    let place = await settledPlace(page)
    let status = await statusOf(place.id)
    while (!canSignIn(status.account.acct)) {
      await scrollDown(page, 150)
      place = await settledPlace(page)
      status = await statusOf(place.id)
    }
    await expect.poll(() => savedLocally(page)).toBe(place.id)
    const next = await page.evaluate((id) => {
      const all = [...document.querySelectorAll<HTMLElement>('main [data-timeline-id]')]
      const index = all.findIndex((el) => el.dataset.timelineId === id)
      return all[index + 1]?.dataset.timelineId ?? null
    }, place.id)
    expect(next).toBeTruthy()

    // The reader leaves; meanwhile its author deletes it (a repeat is undone
    // by its repeater); the reader comes back.
    await page.goto('about:blank')
    const author = await apiToken(request, status.account.acct)
    if (status.reblog) {
      await apiCall(request, author, 'POST', `/api/v1/statuses/${status.reblog.id}/unreblog`)
    } else {
      await apiCall(request, author, 'DELETE', `/api/v1/statuses/${place.id}`)
    }

    await page.goto('/main/friends')
    await expect.poll(() => atLine(page, next ?? '')).toBeLessThanOrEqual(5)
    await expect(page.locator(`main [data-timeline-id="${place.id}"]`)).toHaveCount(0)
  })
})

/** The item the top bar's bottom crosses on a screen without a sticky header of its own. */
function placeBelowTopBar(page: Page, attribute: string): Promise<ReadingPlace | null> {
  return page.evaluate((attr) => {
    const value = getComputedStyle(document.documentElement).getPropertyValue('--topbar-height')
    const line = parseFloat(value) || 0
    const boxes = [...document.querySelectorAll<HTMLElement>(`main [${attr}]`)]
      .map((el) => ({ id: el.getAttribute(attr) ?? '', box: el.getBoundingClientRect() }))
      .filter((item) => item.box.height > 0)
      .sort((a, b) => a.box.top - b.box.top)
    const hit = boxes.find((item) => item.box.bottom > line + 1)
    return hit ? { id: hit.id, top: hit.box.top, line } : null
  }, attribute)
}

async function settledBelowTopBar(page: Page, attribute: string): Promise<ReadingPlace> {
  let before = await placeBelowTopBar(page, attribute)
  await expect
    .poll(async () => {
      const now = await placeBelowTopBar(page, attribute)
      const still = !!now && !!before && now.id === before.id && now.top === before.top
      before = now
      return still
    })
    .toBe(true)
  if (!before) throw new Error('nothing on screen')
  return before
}

const itemTop = (page: Page, attribute: string, id: string) =>
  page.evaluate(
    ([attr, itemId]) => {
      const el = document.querySelector(`main [${attr}="${CSS.escape(itemId)}"]`)
      return el ? el.getBoundingClientRect().top : Number.NaN
    },
    [attribute, id] as const,
  )

/** Scrolls the page by about `px` with the wheel. */
async function wheelDown(page: Page, px: number): Promise<void> {
  await page.mouse.move(683, 500)
  let y = await scrollY(page)
  const target = y + px
  while (y < target - 10) {
    const from = y
    await page.mouse.wheel(0, Math.min(600, target - from))
    // The next turn waits until this one has moved the page and it holds
    // still: a turn sent while one is still on its way would go past the
    // target after the test has read the place. A turn the page did not
    // take (the list may still be taking over from the first statuses
    // drawn) is turned again, as a reader would.
    let last = Number.NaN
    await expect
      .poll(
        async () => {
          const now = await scrollY(page)
          const still = now > from && now === last
          last = now
          return still
        },
        { timeout: 3_000 },
      )
      .toBe(true)
      .catch(() => undefined)
    y = await scrollY(page)
  }
}

/** Clicks the first link of an item fully below the line, then comes Back. */
async function openAndComeBack(page: Page, attribute: string, place: ReadingPlace): Promise<void> {
  const url = page.url()
  await clickLinkOnScreen(page, page.locator(`main [${attribute}]`), place.line + 40)
  await expect(page).not.toHaveURL(url)
  await page.goBack()
  await expect(page).toHaveURL(url)
}

test('Back to a profile’s posts lands on the same post', async ({ page }) => {
  await login(page, 'alice')
  await page.goto('/bob')
  // Below the tall profile card only a few posts are on the page at first.
  await expect(page.locator('main [data-timeline-id]').nth(2)).toBeVisible()
  await scrollDown(page, 1500)
  const place = await settledPlace(page)
  // Its timestamp opens the post; then Back.
  await clickLinkOnScreen(page, page.locator('main [data-timeline-id]'), place.line + 40, (item) =>
    item.locator('a[href^="/notice/"]').first(),
  )
  await expect(page).toHaveURL(/\/notice\//)
  await page.goBack()
  await expect.poll(() => offsetError(page, place)).toBeLessThanOrEqual(5)
})

test.describe('Back to other screens', () => {
  test('the notifications screen lands on the same notification', async ({ page }) => {
    await login(page, 'alice')
    await page.goto('/alice/notifications')
    const list = main(page).getByRole('article')
    await expect(list.first()).toBeVisible()
    // Likes of one post are one row: older pages until there is a screen's
    // worth to scroll. A page may add no row at all (its likes join rows
    // already shown), so each load is waited for by its answer.
    for (let pages = 0; pages < 10 && (await list.count()) <= 20; pages++) {
      const older = page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/notifications') && r.url().includes('max_id'),
      )
      await main(page).getByRole('button', { name: 'Load older' }).click()
      await older
    }
    await expect(list.nth(20)).toBeAttached()
    await wheelDown(page, 900)
    const attribute = 'data-notification-id'
    const place = await settledBelowTopBar(page, attribute)
    await openAndComeBack(page, attribute, place)
    await expect
      .poll(async () => Math.abs((await itemTop(page, attribute, place.id)) - place.top))
      .toBeLessThanOrEqual(5)
  })

  test('a thread lands on the same post, not on the one it opened at', async ({
    page,
    request,
  }) => {
    const root = await findPublic<{ id: string; content: string }>(
      request,
      DEEP_THREAD.root.snippet,
    )
    await login(page, 'alice')
    await page.goto(`/notice/${root.id}`)
    const attribute = 'data-status-id'
    await expect(main(page).getByText(`${DEEP_THREAD.replyPrefix} 5:`)).toBeVisible()
    await wheelDown(page, 500)
    const place = await settledBelowTopBar(page, attribute)
    await openAndComeBack(page, attribute, place)
    await expect
      .poll(async () => Math.abs((await itemTop(page, attribute, place.id)) - place.top))
      .toBeLessThanOrEqual(5)
  })

  test('search results land on the same post', async ({ page }) => {
    await login(page, 'alice')
    await page.goto('/search?query=the')
    await expect(main(page).getByRole('article').nth(15)).toBeAttached()
    await wheelDown(page, 1200)
    const attribute = 'data-status-id'
    const place = await settledBelowTopBar(page, attribute)
    await openAndComeBack(page, attribute, place)
    await expect
      .poll(async () => Math.abs((await itemTop(page, attribute, place.id)) - place.top))
      .toBeLessThanOrEqual(5)
  })
})

test('more than five pages newer: counted as more than 100, loaded above as the reader scrolls up', async ({
  page,
  request,
}) => {
  await login(page, 'alice')
  await scrollDown(page, 600)
  const place = await settledPlace(page)
  await expect.poll(() => savedLocally(page)).toBe(place.id)
  const stamp = Date.now()
  await postAs(
    request,
    'bob',
    Array.from({ length: 105 }, (_, i) => `Catching up ${i + 1} ${stamp}`),
  )
  await page.reload()
  const leftAt = place.top - place.line
  await expect
    .poll(async () => Math.abs((await offsetFromLine(page, place.id)) - leftAt))
    .toBeLessThanOrEqual(2)
  // Five pages are counted at once; the rest may already have loaded above (then counted exactly).
  await expect(main(page).getByText(/^1\d\d\+? new above$/)).toBeVisible()
  await expect(main(page).getByRole('status')).toHaveText(
    'Resumed where you left off. More than 100 new posts above.',
  )

  // Scrolling up reaches the newest post; the statuses above load on the way.
  await page.mouse.move(683, 500)
  const newest = articles(page).filter({ hasText: `Catching up 105 ${stamp}` })
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, -1500)
        return newest.count()
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0)
  await expect(main(page).getByText(/new above/)).toHaveCount(0)
})

test('Back after the statuses above were evicted from memory loads them again around the place', async ({
  page,
}) => {
  // The memory keeper trims a timeline nobody looked at for two minutes:
  // the test moves the page's clock on instead of waiting.
  await page.clock.install()
  await login(page, 'alice')
  // Deeper than the one page a trimmed timeline keeps.
  await scrollDown(page, 6000)
  const place = await settledPlace(page)
  await openAnAuthor(page, place)
  await page.clock.runFor('05:00')
  // They were: the statuses above the place are asked for again (newer than it).
  const around = page.waitForRequest(
    (r) => r.url().includes('/api/v1/timelines/home') && r.url().includes('min_id='),
  )
  await page.goBack()
  await around
  await expect.poll(() => offsetError(page, place)).toBeLessThanOrEqual(5)
  const after = await settledPlace(page)
  expect(after.id).toBe(place.id)
  expect(Math.abs(after.top - place.top)).toBeLessThanOrEqual(5)
})
