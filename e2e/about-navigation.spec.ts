import { mkdirSync } from 'node:fs'
import { axeCheck } from './axe'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { login } from './helpers'

/*
 * The about page and every navigation entry, as a
 * guest, a member and an admin, at a desktop and a phone size. Each entry is
 * followed to make sure it leads to a real screen.
 */

const SHOTS = '/tmp/shots-about-nav'
mkdirSync(SHOTS, { recursive: true })
test.describe.configure({ timeout: 90_000 })

const PHONE = { width: 390, height: 844 }

const axe = axeCheck(SHOTS, { fullPage: true })

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/** The labels of a navigation's links, in order (a badge's count and words left out). */
async function entryNames(nav: Locator): Promise<string[]> {
  const links = nav.getByRole('link')
  await expect(links.first()).toBeVisible()
  return (await links.allInnerTexts()).map((t) => (t.split('\n')[0] ?? '').trim())
}

async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('link', { name: 'About' })).toBeVisible()
  return drawer
}

test.describe('about page', () => {
  test('shows its panels in their order, with staff by role and each policy reason', async ({
    page,
  }) => {
    await page.goto('/about')
    const main = page.getByRole('main')
    await expect(page).toHaveTitle(/About Cofe Demo/)
    await expect(main.getByRole('heading', { level: 3, name: 'Administrator' })).toBeVisible()
    const headings = await main.getByRole('heading', { level: 2 }).allInnerTexts()
    expect(headings.filter((h) => !h.startsWith('Welcome'))).toEqual([
      'Staff',
      'Terms of service',
      'Local bubble',
      'Federation policy',
      'Features',
    ])
    // The administrator-supplied panel comes first.
    await expect(main.getByRole('region', { name: 'About this instance' })).toBeVisible()

    const staff = main.getByRole('region', { name: 'Staff' })
    await expect(staff.getByRole('heading', { name: 'Moderator' })).toBeVisible()
    await staff
      .getByRole('link', { name: /Cofe Admin/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/users\/admin$/)
    await page.goBack()

    const policy = page.getByRole('region', { name: 'Federation policy' })
    const rejected = policy.getByRole('table', { name: /Rejected/ })
    await expect(rejected.getByRole('row', { name: /spam\.example/ })).toContainText(
      'Floods every server with advertising',
    )
    await expect(
      policy
        .getByRole('table', { name: /Media marked sensitive/ })
        .getByRole('row')
        .nth(1),
    ).toContainText('No reason given')
    await expect(policy.getByRole('table', { name: /Quarantined/ })).toContainText('leaky.example')
    await expect(policy).toContainText('the cloud becomes someone else’s computer')
    await expect(page.getByRole('region', { name: 'Local bubble' })).toContainText(
      'social.bubble.example',
    )
    // Shown in the main column, so the sidebar leaves it out.
    await expect(page.getByRole('region', { name: 'About this instance' })).toHaveCount(1)
    await axe(page, 'about-guest-1366')
  })

  test('at phone size, with axe', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 3, name: 'Moderator' })).toBeVisible()
    await axe(page, 'about-guest-390')
  })

  test('the staff that failed to load can be asked for again', async ({ page, demo }) => {
    await demo.fault({ path: '/api/v1/accounts/lookup', mode: 'status', status: 500 })
    await demo.fault({ path: '/api/v1/accounts/admin', mode: 'status', status: 500 })
    await demo.fault({ path: '/api/v1/accounts/moderator', mode: 'status', status: 500 })
    await page.goto('/about')
    const staff = page.getByRole('region', { name: 'Staff' })
    await expect(staff.getByRole('alert')).toContainText('The staff could not be loaded.')
    // The rest of the page does not wait for the staff.
    await expect(page.getByRole('region', { name: 'Federation policy' })).toBeVisible()
    await demo.clearFaults()
    await staff.getByRole('button', { name: 'Try again' }).click()
    await expect(staff.getByRole('heading', { name: 'Administrator' })).toBeVisible()
  })

  test('a server without Akkoma staff lists shows its contact account', async ({ page, demo }) => {
    await demo.serverMode('gotosocial')
    await page.goto('/about')
    const contact = page.getByRole('region', { name: 'Contact' })
    await expect(contact.getByRole('link', { name: /Cofe Admin/ }).first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Federation policy' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Local bubble' })).toHaveCount(0)
  })
})

test.describe('navigation at 1366x768', () => {
  test('a guest has the visible timelines and about; every entry opens a screen', async ({
    page,
  }) => {
    await page.goto('/main/public')
    const nav = mainNav(page)
    expect(await entryNames(nav)).toEqual([
      'Local timeline',
      'Bubble timeline',
      'Known network',
      'About',
    ])
    await expect(page.getByRole('search').getByRole('searchbox', { name: 'Search' })).toBeVisible()
    await nav.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('region', { name: 'Staff' })).toBeVisible()
  })

  test('a member has lists, interactions, about and announcements, each a real screen', async ({
    page,
  }) => {
    await login(page, 'alice')
    const nav = mainNav(page)
    await expect(nav.getByRole('link', { name: /^Announcements/ })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Interactions' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Lists', exact: true })).toBeVisible()
    const names = await entryNames(nav)
    for (const name of ['Home timeline', 'Lists', 'Interactions', 'About', 'Announcements']) {
      expect(names).toContain(name)
    }
    // The order: lists, interactions, then about and announcements.
    expect(names.indexOf('Lists')).toBeLessThan(names.indexOf('Interactions'))
    expect(names.indexOf('Interactions')).toBeLessThan(names.indexOf('About'))
    expect(names.indexOf('About')).toBeLessThan(names.indexOf('Announcements'))

    for (const [name, url] of [
      ['Lists', /\/lists$/],
      ['Interactions', /\/users\/alice\/interactions$/],
      ['About', /\/about$/],
      ['Announcements', /\/announcements$/],
    ] as const) {
      await nav
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .first()
        .click()
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
    }
  })

  test('an admin has the administration link, opening a new tab', async ({ page }) => {
    await login(page, 'admin')
    const admin = page.getByRole('banner').getByRole('link', { name: 'Administration' })
    await expect(admin).toHaveAttribute('target', '_blank')
    await expect(admin).toHaveAttribute('href', '/pleroma/admin/')
  })
})

test.describe('navigation at 390x844 (the drawer)', () => {
  test.use({ viewport: PHONE })

  test('a guest: log in, timelines, search and about; opened and closed by tap', async ({
    page,
  }) => {
    await page.goto('/main/public')
    const drawer = await openDrawer(page)
    expect(await entryNames(drawer)).toEqual([
      'Log in',
      'Local timeline',
      'Bubble timeline',
      'Known network',
      'Search',
      'About',
    ])
    await expect(drawer.getByRole('button', { name: 'Settings' })).toBeVisible()
    await axe(page, 'drawer-guest-390')
    await drawer.getByRole('button', { name: 'Close menu' }).click()
    await expect(drawer).toBeHidden()

    await (await openDrawer(page)).getByRole('link', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
  })

  test('a member: every navigation entry leads to a screen', async ({ page }) => {
    await page.goto('/login')
    const form = page.getByRole('form', { name: 'Log in' })
    await form.getByLabel('Username').fill('alice')
    await form.getByLabel('Password').fill('password')
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()

    const drawer = await openDrawer(page)
    await expect(drawer.getByRole('link', { name: /^Announcements/ })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Interactions' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Lists', exact: true })).toBeVisible()
    const names = await entryNames(drawer)
    const expected = [
      'Home timeline',
      'Lists',
      'Interactions',
      'Search',
      'Who to follow',
      'About',
      'Announcements',
    ]
    for (const name of expected) expect(names).toContain(name)
    expect(names).not.toContain('Administration')
    expect(names.indexOf('Search')).toBeLessThan(names.indexOf('Who to follow'))
    expect(names.indexOf('Who to follow')).toBeLessThan(names.indexOf('About'))
    await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible()
    await axe(page, 'drawer-member-390')
    await drawer.getByRole('button', { name: 'Close menu' }).click()

    for (const name of expected.slice(1)) {
      const opened = await openDrawer(page)
      await opened
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .first()
        .click()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
    }
  })

  test('an admin also has the administration link', async ({ page }) => {
    await page.goto('/login')
    const form = page.getByRole('form', { name: 'Log in' })
    await form.getByLabel('Username').fill('admin')
    await form.getByLabel('Password').fill('password')
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    const drawer = await openDrawer(page)
    const admin = drawer.getByRole('link', { name: 'Administration' })
    await expect(admin).toHaveAttribute('target', '_blank')
    await expect(admin).toHaveAttribute('href', '/pleroma/admin/')
  })
})

test.describe('a private instance', () => {
  test('guests get no search: no field, no drawer entry, and the route goes to the landing page', async ({
    page,
    demo,
  }) => {
    await demo.privateInstance()
    await page.goto('/about')
    await expect(page.getByRole('region', { name: 'Staff' })).toBeVisible()
    await expect(page.getByRole('search')).toHaveCount(0)
    // No timelines for guests there either: about is their one entry.
    expect(await entryNames(mainNav(page))).toEqual(['About'])
    await page.goto('/search?query=cofe')
    await expect(page).toHaveURL(/\/main\/all$/)

    await page.setViewportSize(PHONE)
    await page.goto('/about')
    const drawer = await openDrawer(page)
    expect(await entryNames(drawer)).toEqual(['Log in', 'About'])
  })

  test('members of a private instance search as usual', async ({ page, demo }) => {
    await demo.privateInstance()
    await login(page, 'alice')
    const field = page.getByRole('search').getByRole('searchbox', { name: 'Search' })
    await field.fill('cofe')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/search\?query=cofe$/)
    await expect(page.getByRole('tab', { name: /Posts \(\d+\)/ })).toBeVisible()
  })
})
