import { mkdirSync } from 'node:fs'
import { shot } from './shots'
import { axeFor } from './axe'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiCall, apiToken, login, setConfig, visitScreen } from './helpers'
import { word } from './words'

/*
 * axe (WCAG 2.0–2.2 A and AA) over every route a guest and a member can
 * open, at a desktop and a phone size, in English and in Arabic (right to
 * left): nothing may be found. Screens with their own deeper checks (the
 * post form's popovers, the settings tabs, moderation) have them in their
 * own spec files; this sweep makes sure no route is left out.
 */

const SHOTS = '/tmp/shots-a11y-routes'
mkdirSync(SHOTS, { recursive: true })
// A route's load and scan take a few seconds each; a busy machine may take several times that.
test.describe.configure({ timeout: 240_000 })

const SIZES = [
  { name: '1366', viewport: { width: 1366, height: 768 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * The whole page, or only the parts a route changes: the columns beside
 * the main one (the account's card or the login form, navigation, panels)
 * are the same on every route of a sweep, so the first route scans them and
 * the others scan the top bar and the main column. A scan of a whole
 * timeline page takes seconds of CPU; the side columns are over half of it.
 */
async function scan(page: Page, label: string, whole: boolean): Promise<void> {
  const axe = axeFor(page).withTags(TAGS)
  if (!whole) axe.include('header').include('main')
  const result = await axe.analyze()
  const found = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  )
  if (found.length > 0) await shot(page, { path: `${SHOTS}/${label}.png` })
  expect(found, label).toEqual([])
}

/** Opens a route and waits until its main heading is there (the screen has loaded). */
async function open(page: Page, path: string, lang: string): Promise<void> {
  await visitScreen(page, path)
  // Wait out the loading of the screen's own data.
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(
    page.getByRole('main').getByText(word(lang, 'general.loading'), { exact: true }),
  ).toHaveCount(0)
}

const GUEST_ROUTES = [
  '/main/public',
  '/main/all',
  '/main/bubble',
  '/about',
  '/announcements',
  '/search?query=art',
  '/registration',
  '/password-reset',
  '/login',
  '/tag/art',
  '/alice',
]

const MEMBER_ROUTES = [
  '/main/friends',
  '/main/public',
  '/main/all',
  '/bookmarks',
  '/users/alice/dms',
  '/alice/notifications',
  '/users/alice/interactions',
  '/friend-requests',
  '/lists',
  '/who-to-follow',
  '/search?query=art',
  '/about',
  '/announcements',
  '/tag/art',
  '/bob',
  '/alice',
]

// One test per language and size, so the sweep spreads over the workers.
for (const lang of ['en', 'ar'] as const) {
  for (const size of SIZES) {
    test(`every guest route, in ${lang}, at ${size.name}`, async ({ page, request }) => {
      const status = (await (await request.get('/api/v1/timelines/public?limit=1')).json()) as {
        id: string
      }[]
      const routes = [...GUEST_ROUTES, `/notice/${status[0]?.id}`]
      if (lang !== 'en') await setConfig(page, { interfaceLanguage: lang })
      await page.setViewportSize(size.viewport)
      for (const [index, route] of routes.entries()) {
        await open(page, route, lang)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await scan(page, `guest-${lang}-${size.name}-${route.replace(/\W+/g, '_')}`, index === 0)
      }
    })

    test(`every member route, in ${lang}, at ${size.name}`, async ({ page, request }) => {
      const token = await apiToken(request, 'alice')
      const list = (await apiCall(request, token, 'POST', '/api/v1/lists', {
        title: `Sweep ${lang}`,
      })) as { id: string }
      const status = (await (await request.get('/api/v1/timelines/public?limit=1')).json()) as {
        id: string
      }[]
      const routes = [
        ...MEMBER_ROUTES,
        `/lists/${list.id}`,
        `/lists/${list.id}/edit`,
        `/notice/${status[0]?.id}`,
      ]
      if (lang !== 'en') await setConfig(page, { interfaceLanguage: lang })
      await page.setViewportSize(size.viewport)
      await login(page, 'alice', { homeHeading: word(lang, 'nav.home_timeline') })
      for (const [index, route] of routes.entries()) {
        await open(page, route, lang)
        await scan(page, `member-${lang}-${size.name}-${route.replace(/\W+/g, '_')}`, index === 0)
      }
    })
  }
}
