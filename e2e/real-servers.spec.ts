import { mkdirSync } from 'node:fs'
import { shot } from './shots'
import { axeFor } from './axe'
import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_EMAILS } from '../demo-instance/src/seeds/accounts'
import { recordedGoToSocial as gotoSocial } from '../demo-instance/test/gotosocialFixtures'
import { expect, test } from './fixtures'
import { apiCall, apiToken, fillLogin, loginForm } from './helpers'

/*
 * The client on servers that are not Akkoma: the demo instance behaves like
 * GoToSocial where GoToSocial differs (no password grant, members-only posts
 * and custom emoji, no Pleroma extensions, streaming advertised at an address
 * that cannot connect), and the Akkoma demo refuses the password grant the
 * way GoToSocial does.
 */

/** The sign-in panel of the sidebar. */
function emailOf(nickname: string): string {
  const email = DEMO_EMAILS[nickname]
  if (!email) throw new Error(`no demo e-mail for ${nickname}`)
  return email
}
const ALICE_EMAIL = emailOf('alice')

mkdirSync('/tmp/shots-gts-guest', { recursive: true })

const sidebar = (page: Page) => page.getByRole('region', { name: 'Log in' }).first()

/** Signs in on the demo's own authorisation page, which asks for the e-mail like GoToSocial's. */
async function signInOnServerPage(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/oauth\/authorize/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /sign in|authorize/i }).click()
}

test.describe('on the Akkoma demo', () => {
  test('a password grant refused as GoToSocial refuses it leads to the sign-in page and back', async ({
    page,
    demo,
  }) => {
    const refusal = gotoSocial('POST_oauth_token_password_no_redirect')
    await demo.fault({
      method: 'POST',
      path: '/oauth/token',
      mode: 'status',
      status: refusal.status,
      body: refusal.body,
      times: 1,
    })
    await page.goto('/main/public')
    await fillLogin(page, 'alice')
    await expect(page).toHaveURL(/\/oauth\/authorize/)
    await page.getByLabel(/username or e-mail/i).fill('alice')
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Authorize' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    // The raw server words never reached the reader.
    await expect(page.getByText('redirect_uri was not set')).toHaveCount(0)

    // Signed out again, the form now says sign-in happens on the server's page.
    await page.getByRole('button', { name: 'Log out' }).first().click()
    await page
      .getByRole('dialog', { name: 'Log out?' })
      .getByRole('button', { name: 'Log out' })
      .click()
    const form = sidebar(page)
    await expect(form.getByText(/may ask for your e-mail address/)).toBeVisible()
    await expect(form.getByLabel('Username')).toHaveCount(0)
  })

  test('a wrong password still says so, with no detour', async ({ page }) => {
    await page.goto('/main/public')
    await fillLogin(page, 'alice', 'not-the-password')
    await expect(loginForm(page).getByText('Wrong username or password')).toBeVisible()
    await expect(page).toHaveURL(/\/main\/public/)
  })
})

test.describe('on a server like GoToSocial', () => {
  test.beforeEach(async ({ demo }) => {
    await demo.serverMode('gotosocial')
  })

  test('signs in through the server page, asking for the e-mail, and shows custom emoji', async ({
    page,
  }) => {
    await page.goto('/main/public')
    const form = sidebar(page)
    await expect(form.getByText(/may ask for your e-mail address/)).toBeVisible()
    await expect(form.getByLabel('Username')).toHaveCount(0)
    await form.getByRole('button', { name: 'Continue to the sign-in page' }).click()
    await signInOnServerPage(page, ALICE_EMAIL)
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()

    // Custom emoji need a token on this server: the picker has them after sign-in.
    const postForm = page.getByRole('form', { name: 'Write a post' }).first()
    await postForm.getByRole('button', { name: 'Insert emoji' }).click()
    const picker = page.getByRole('dialog', { name: 'Emoji picker' })
    await picker
      .getByRole('searchbox', { name: 'Search emoji' })
      .or(picker.getByRole('textbox', { name: 'Search emoji' }))
      .fill('cofe')
    await expect(picker.getByRole('button', { name: ':cofe:', exact: true })).toBeVisible()
  })

  test('a guest reads that posts are for members, gets the public page, one way to sign in, and comes back to the post', async ({
    page,
    request,
    demo,
  }) => {
    // Like GoToSocial, this server grants no token for a password: the test's own
    // token is taken while the demo still answers as Akkoma.
    await demo.serverMode('akkoma')
    const token = await apiToken(request, 'alice')
    await demo.serverMode('gotosocial')
    const statuses = (await apiCall(
      request,
      token,
      'GET',
      '/api/v1/timelines/public?local=true&limit=5',
    )) as { id: string; url: string; content: string }[]
    const target = statuses[0]
    if (!target) throw new Error('the demo has no public status')
    // GoToSocial's page for the post, as the server gives it.
    expect(new URL(target.url).pathname).toMatch(new RegExp(`^/@\\w+/statuses/${target.id}$`))

    // A link opened cold: only the id is known.
    await page.goto(`/notice/${target.id}`)
    const main = page.getByRole('main')
    await expect(
      main.getByText('This server shows this only to its signed-in members.'),
    ).toBeVisible()
    await expect(main.getByText('token not supplied')).toHaveCount(0)
    const host = new URL(target.url).host
    const open = main.getByRole('link', { name: `Open it on ${host}` })
    await expect(open).toHaveAttribute('href', target.url)
    // One way to sign in on the screen, not a banner, a form and a link.
    await expect(page.getByRole('link', { name: 'Sign in to see it' })).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Log in to join the conversation' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Continue to the sign-in page' })).toHaveCount(0)
    expect((await axeFor(page).analyze()).violations).toEqual([])
    await shot(page, { path: '/tmp/shots-gts-guest/notice-1366.png' })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(open).toBeVisible()
    await shot(page, { path: '/tmp/shots-gts-guest/notice-390.png' })
    expect((await axeFor(page).analyze()).violations).toEqual([])
    await page.setViewportSize({ width: 1366, height: 768 })

    // The server's own page shows the post to anyone.
    await open.click()
    await expect(page).toHaveURL(target.url)
    await expect(page.getByRole('heading', { level: 1, name: /’s post$/ })).toBeVisible()
    await page.goBack()

    await main.getByRole('link', { name: 'Sign in to see it' }).click()
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Continue to the sign-in page' })
      .click()
    await signInOnServerPage(page, ALICE_EMAIL)
    await expect(page).toHaveURL(new RegExp(`/notice/${target.id}$`))
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  })

  test('from the local timeline, a guest opening a post gets its public page from the post itself', async ({
    page,
  }) => {
    // The lookup by id is not needed (nor made) when the post was on screen.
    const lookups: string[] = []
    page.on('request', (r) => {
      if (/\/api\/v1\/timelines\/public\?.*max_id=/.test(r.url())) lookups.push(r.url())
    })
    await page.goto('/main/public')
    const first = page.getByRole('main').getByRole('feed').getByRole('article').first()
    await expect(first).toBeVisible()
    // The post's timestamp leads to its page here.
    await first.locator('a[href^="/notice/"]').first().click()
    const open = page.getByRole('main').getByRole('link', { name: /^Open it on / })
    await expect(open).toHaveAttribute('href', /\/@\w+\/statuses\/[^/]+$/)
    expect(lookups).toEqual([])
    // The local timeline had the sign-in banner and form; this screen has its one link.
    await expect(page.getByRole('link', { name: 'Log in to join the conversation' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Sign in to see it' })).toHaveCount(1)
  })

  test('offers nothing the server lacks', async ({ page }) => {
    await page.goto('/main/public')
    // Guests: the features panel names no suggestions.
    const features = page.getByRole('region', { name: 'Features' })
    await expect(features.getByText('Text limit', { exact: false })).toBeVisible()
    await expect(features.getByText('Who to follow')).toHaveCount(0)

    await sidebar(page).getByRole('button', { name: 'Continue to the sign-in page' }).click()
    await signInOnServerPage(page, ALICE_EMAIL)
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    const nav = page.getByRole('navigation').first()
    await expect(nav.getByRole('link', { name: 'Local timeline' })).toBeVisible()
    await expect(nav.getByRole('link', { name: /bubble/i })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Bookmarks' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Direct messages' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Who to follow' })).toHaveCount(0)
    const first = page.getByRole('main').getByRole('article').first()
    await expect(first.getByRole('button', { name: 'Reply' })).toBeVisible()
    await expect(first.getByRole('button', { name: 'Add reaction' })).toHaveCount(0)
    // An old bubble link leads home, not to an error.
    await page.goto('/main/bubble')
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('a guest on a hashtag reads that it is for members', async ({ page }) => {
    await page.goto('/tag/cofe')
    const main = page.getByRole('main')
    await expect(
      main.getByText('This server shows this only to its signed-in members.'),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: 'Sign in to see it' })).toHaveAttribute(
      'href',
      '/login?return=%2Ftag%2Fcofe',
    )
    await expect(page.getByText(/Unexpected status/)).toHaveCount(0)
    expect((await axeFor(page).analyze()).violations).toEqual([])
    // The sign-in page of the client says where sign-in happens, on a phone too.
    await page.setViewportSize({ width: 390, height: 844 })
    await main.getByRole('link', { name: 'Sign in to see it' }).click()
    await expect(main.getByText(/may ask for your e-mail address/)).toBeVisible()
    expect((await axeFor(page).analyze()).violations).toEqual([])
  })

  test('streams from the page origin when the advertised address cannot connect', async ({
    page,
    request,
  }) => {
    const sockets: string[] = []
    page.on('websocket', (ws) => sockets.push(ws.url()))
    await page.goto('/main/public')
    await sidebar(page).getByRole('button', { name: 'Continue to the sign-in page' }).click()
    await signInOnServerPage(page, ALICE_EMAIL)
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    const origin = new URL(page.url()).host
    await expect.poll(() => sockets.some((url) => url.startsWith(`ws://${origin}/`))).toBe(true)

    await request.post('/__demo/act', { data: { actor: 'bob', type: 'mention', target: 'alice' } })
    const column = page.getByRole('region', { name: 'Notifications' })
    await expect(column.getByRole('article').first()).toContainText('bob')
    await expect(page.getByText(/Realtime connection lost/)).toHaveCount(0)
  })
})
