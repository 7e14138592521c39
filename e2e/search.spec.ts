import { mkdirSync, writeFileSync } from 'node:fs'
import { shot } from './shots'
import { axeFor } from './axe'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillLogin, login } from './helpers'

/*
 * The search page: words, handles and links, as a
 * member (resolving) and as a guest, empty results, a failing server, paging,
 * the top bar's field, and an axe scan with screenshots at both sizes.
 */

const SHOTS = '/tmp/shots-search'
mkdirSync(SHOTS, { recursive: true })

const pageField = (page: Page) =>
  page.getByRole('main').getByRole('searchbox', { name: 'Search posts, people and hashtags' })
const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name })
const panel = (page: Page) => page.getByRole('tabpanel')

/** Where the page's search goes: the route with the query. */
const isSearchFor = (query: string) => (url: URL) =>
  url.pathname === '/search' && url.searchParams.get('query') === query

/** Types a query into the page's form and submits it with Enter. */
async function searchFor(page: Page, query: string): Promise<void> {
  await pageField(page).fill(query)
  await pageField(page).press('Enter')
  await expect(page).toHaveURL(isSearchFor(query))
}

/** The next GET /api/v2/search the page sends, as its query parameters. */
function nextSearch(page: Page): Promise<URLSearchParams> {
  return page
    .waitForRequest((r) => new URL(r.url()).pathname === '/api/v2/search')
    .then((r) => new URL(r.url()).searchParams)
}

interface WireStatus {
  id: string
  url: string
  visibility: string
}

test('a member searches a word: posts first with their count, then people and hashtags', async ({
  page,
}) => {
  await login(page, 'alice', { at: '/search' })
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  const sent = nextSearch(page)
  await searchFor(page, 'cofe')
  const params = await sent
  expect(params.get('resolve')).toBe('true')
  expect(params.get('limit')).toBe('20')

  await expect(tab(page, 'Posts (20)')).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('list', { name: 'Posts found' }).getByRole('article')).toHaveCount(20)
  await expect(page).toHaveTitle(/Search: cofe/)

  // Arrow keys move along the tabs.
  await tab(page, 'Posts (20)').focus()
  await page.keyboard.press('ArrowRight')
  const people = tab(page, /^People \(\d+\)$/)
  await expect(people).toHaveAttribute('aria-selected', 'true')
  await expect(people).toBeFocused()
  const found = page.getByRole('list', { name: 'People found' })
  await expect(found.getByRole('link', { name: 'Cofe Admin' })).toBeVisible()
  await expect(found.getByRole('button', { name: 'Follow' }).first()).toBeVisible()

  await tab(page, /^Hashtags \(\d+\)$/).click()
  const hashtags = page.getByRole('list', { name: 'Hashtags found' })
  const cofe = hashtags.getByRole('link', { name: '#cofe', exact: true })
  await expect(cofe).toHaveAttribute('href', '/tag/cofe')
  const cofeRow = hashtags
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: '#cofe', exact: true }) })
  await expect(cofeRow).toContainText(/\d+ (person|people) talking/)
  await cofe.click()
  await expect(page).toHaveURL(/\/tag\/cofe$/)

  // Back shows the same search, on the tab the user picked.
  await page.goBack()
  await expect(tab(page, /^Hashtags \(\d+\)$/)).toHaveAttribute('aria-selected', 'true')
  await expect(pageField(page)).toHaveValue('cofe')
})

test('Enter pushes the search route, so Back returns to the previous search', async ({ page }) => {
  await login(page, 'alice', { at: '/search' })
  // A blank query never searches.
  await pageField(page).fill('   ')
  await expect(page.getByRole('main').getByRole('button', { name: 'Search' })).toBeDisabled()
  await pageField(page).press('Enter')
  await expect(page).toHaveURL(/\/search$/)

  await searchFor(page, 'sourdough')
  await expect(tab(page, /^Posts \(\d+\)$/)).toHaveAttribute('aria-selected', 'true')
  await searchFor(page, '@dana@mastodon.example')
  await expect(tab(page, /^People \(\d+\)$/)).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(isSearchFor('sourdough'))
  await expect(pageField(page)).toHaveValue('sourdough')
  await expect(tab(page, /^Posts \(\d+\)$/)).toHaveAttribute('aria-selected', 'true')
})

test('Load more pages in the next results of the tab', async ({ page }) => {
  await login(page, 'alice', { at: '/search?query=cofe' })
  await expect(tab(page, 'Posts (20)')).toHaveAttribute('aria-selected', 'true')
  const more = page.getByRole('button', { name: 'Load more posts' })
  await more.scrollIntoViewIfNeeded()
  await shot(page, { path: `${SHOTS}/1366-load-more.png` })
  const sent = nextSearch(page)
  await more.click()
  const params = await sent
  expect(params.get('type')).toBe('statuses')
  expect(params.get('offset')).toBe('20')
  await expect(tab(page, 'Posts (40)')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Posts found' }).getByRole('article')).toHaveCount(40)
})

test('a member resolves a remote-looking handle and profile link to the account', async ({
  page,
}) => {
  await login(page, 'alice', { at: '/search' })
  await searchFor(page, '@dana@mastodon.example')
  await tab(page, /^People \(\d+\)$/).click()
  const first = page.getByRole('list', { name: 'People found' }).getByRole('listitem').first()
  await expect(first).toContainText('@dana@mastodon.example')

  // A profile link matches no words: only resolving finds it.
  await searchFor(page, 'https://mastodon.example/@dana')
  await expect(tab(page, 'People (1)')).toHaveAttribute('aria-selected', 'true')
  const dana = page.getByRole('list', { name: 'People found' }).getByRole('listitem')
  await expect(dana).toContainText('@dana@mastodon.example')
  await dana.getByRole('link', { name: /Dana/ }).first().click()
  await expect(page).toHaveURL(/\/users\//)
})

test('a member pastes a post link, opens the post and answers it', async ({ page, request }) => {
  const dana = (await (
    await request.get('/api/v1/accounts/lookup', { params: { acct: 'dana@mastodon.example' } })
  ).json()) as { id: string }
  const statuses = (await (
    await request.get(`/api/v1/accounts/${dana.id}/statuses`, {
      params: { exclude_reblogs: 'true', exclude_replies: 'true', limit: '10' },
    })
  ).json()) as WireStatus[]
  const target = statuses.find((s) => s.visibility === 'public')
  if (!target) throw new Error('dana has no public post')
  expect(target.url).toMatch(/^https:\/\/mastodon\.example\//)

  await login(page, 'alice', { at: '/search' })
  await searchFor(page, target.url)
  await expect(tab(page, 'Posts (1)')).toHaveAttribute('aria-selected', 'true')
  const article = page.getByRole('list', { name: 'Posts found' }).getByRole('article')
  await expect(article).toHaveCount(1)
  await article.locator('time').click()
  await expect(page).toHaveURL(new RegExp(`/notice/${target.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible()

  const focused = page.locator(`article[data-status-id="${target.id}"]`)
  const replyButton = focused.getByRole('button', { name: /^Reply/ })
  const repliesBefore = Number((await replyButton.textContent())?.replace(/\D/g, '') || '0')
  await replyButton.click()
  const form = page.getByRole('form', { name: 'Reply to @dana@mastodon.example' })
  const box = form.getByRole('textbox', { name: 'Reply to @dana@mastodon.example' })
  await expect(box).toHaveValue('@dana@mastodon.example ')
  await box.pressSequentially('Found this through search')
  await form.getByRole('button', { name: 'Post' }).click()
  await expect(form).toBeHidden()
  await expect(replyButton).toContainText(String(repliesBefore + 1))
})

test('a guest searches without resolving', async ({ page }) => {
  const sent = nextSearch(page)
  await page.goto('/search?query=cofe')
  const params = await sent
  expect(params.get('resolve')).toBe('false')
  expect(params.has('with_relationships')).toBe(false)
  // Posts are searched for members only here (as on Mastodon): the people tab comes first.
  await expect(tab(page, /^People \(\d+\)$/)).toHaveAttribute('aria-selected', 'true')
  await expect(tab(page, 'Posts')).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'People found' }).getByRole('link', { name: 'Cofe Admin' }),
  ).toBeVisible()

  // What only resolving would find stays unfound for a guest.
  await searchFor(page, 'https://mastodon.example/@dana')
  await expect(panel(page).getByRole('heading', { name: 'No results' })).toBeVisible()
})

test('a search without results says so in each tab', async ({ page }) => {
  await login(page, 'alice', { at: '/search?query=zzqxnothinghere' })
  for (const name of ['Posts', 'People', 'Hashtags']) {
    await tab(page, name).click()
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true')
    await expect(panel(page).getByRole('heading', { level: 2, name: 'No results' })).toBeVisible()
  }
})

test('a failing search shows the error, keeps the typed text, and Try again recovers', async ({
  page,
  demo,
}) => {
  await login(page, 'alice')
  await demo.fault({ path: '/api/v2/search', mode: 'status', status: 500, times: 1 })
  await page.goto('/search?query=cofe')
  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert).toContainText('could not complete the search')
  await shot(page, { path: `${SHOTS}/1366-error.png` })
  await pageField(page).fill('half a thought')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(tab(page, 'Posts (20)')).toHaveAttribute('aria-selected', 'true')
  await expect(alert).toBeHidden()
  await expect(pageField(page)).toHaveValue('half a thought')
})

test('top bar search field submits to the search page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/main/public')
  const field = page.getByRole('search').getByRole('searchbox', { name: 'Search' })
  await expect(field).toBeVisible()
  await field.fill('cofe')
  await field.press('Enter')
  await expect(page).toHaveURL(isSearchFor('cofe'))
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  await expect(field).toHaveValue('cofe')
  await expect(pageField(page)).toHaveValue('cofe')
  await page.goBack()
  await expect(page).toHaveURL(/\/main\/public$/)
  await expect(field).toHaveValue('')
})

const SIZES = [
  { name: '1366', viewport: { width: 1366, height: 768 }, mobile: false },
  { name: '390', viewport: { width: 390, height: 844 }, mobile: true },
] as const

for (const size of SIZES) {
  test(`search page with results passes axe at ${size.name}`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(size.viewport)
    if (size.mobile) {
      await page.goto('/login')
      await fillLogin(page, 'alice')
      await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    } else {
      await login(page, 'alice')
    }
    await page.goto('/search?query=cofe')
    await expect(page.getByRole('list', { name: 'Posts found' }).getByRole('article')).toHaveCount(
      20,
    )
    await shot(page, { path: `${SHOTS}/${size.name}-posts.png` })
    await tab(page, /^People/).click()
    await expect(page.getByRole('list', { name: 'People found' })).toBeVisible()
    await shot(page, { path: `${SHOTS}/${size.name}-people.png` })
    await tab(page, /^Hashtags/).click()
    await expect(page.getByRole('list', { name: 'Hashtags found' })).toBeVisible()
    await shot(page, { path: `${SHOTS}/${size.name}-hashtags.png` })
    await tab(page, /^Posts/).click()
    await expect(page.getByRole('list', { name: 'Posts found' })).toBeVisible()
    const result = await axeFor(page).analyze()
    const serious = result.violations
    if (serious.length > 0) {
      writeFileSync(
        `${SHOTS}/${size.name}.violations.json`,
        JSON.stringify(
          serious.map((v) => ({
            id: v.id,
            nodes: v.nodes.map((n) => [n.target, n.failureSummary]),
          })),
          null,
          2,
        ),
      )
    }
    expect(serious).toEqual([])

    await page.goto('/search?query=zzqxnothinghere')
    await expect(panel(page).getByRole('heading', { name: 'No results' })).toBeVisible()
    await shot(page, { path: `${SHOTS}/${size.name}-empty.png` })
  })
}
