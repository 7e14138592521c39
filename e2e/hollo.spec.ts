import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { HOLLO_SIGN_IN_EMAIL, HOLLO_SIGN_IN_PASSWORD } from '../demo-instance/src/hollo/sign-in'
import { OPEN_POLL } from '../demo-instance/src/seeds/facts'
import { expect, test } from './fixtures'
import { apiCall, apiToken, openSettings, unique } from './helpers'

/*
 * The client on a server like Hollo 0.9.13 (the demo's hollo mode): one
 * sign-in for the whole server on its own pages, then a choice of account;
 * no password grant, no streaming (polling carries the timelines), UUIDs for
 * ids, timelines for members only, notifications only from federation (so
 * none here), and no domain blocks, filters or Pleroma calls. Every step
 * goes through the interface as a person does it.
 */

const main = (page: Page) => page.getByRole('main')
const sidebarForm = (page: Page) => page.getByRole('form', { name: 'Write a post' }).first()
const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Home timeline' })
const articleWith = (scope: Locator, text: string) =>
  scope.getByRole('article').filter({ hasText: text }).first()
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * Arranges what the test needs while the demo still answers as Akkoma (it
 * grants tokens for a password, Hollo does not), then switches to Hollo:
 * alice's notifications are cleared, as a Hollo with no federation has none.
 * Returns the tokens, which keep working in the hollo mode.
 */
async function arrange(
  request: APIRequestContext,
  demo: { serverMode(like: 'akkoma' | 'gotosocial' | 'hollo'): Promise<void> },
): Promise<{ alice: string; bob: string }> {
  const alice = await apiToken(request, 'alice')
  const bob = await apiToken(request, 'bob')
  await apiCall(request, alice, 'POST', '/api/v1/notifications/clear')
  await demo.serverMode('hollo')
  return { alice, bob }
}

/** From the client's sign-in button: the server's sign-in page, its consent page, back home. */
async function signInOnServerPages(page: Page, start: Locator): Promise<void> {
  await start.click()
  await expect(page).toHaveURL(/\/login\?next=/)
  await page.getByLabel('E-mail address').fill(HOLLO_SIGN_IN_EMAIL)
  await page.getByLabel('Password').fill(HOLLO_SIGN_IN_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: /in\?$/ })).toBeVisible()
  await page.getByRole('radio', { name: /@alice@/ }).check()
  await page.getByRole('button', { name: 'Allow' }).click()
}

test.describe('on a server like Hollo', () => {
  test('a guest reads that the timeline is for members and signs in on the server pages', async ({
    page,
    request,
    demo,
  }) => {
    await arrange(request, demo)
    await page.goto('/main/public')
    const notice = main(page).getByRole('status').filter({ hasText: 'signed-in members' })
    await expect(notice).toHaveText(/This server shows this only to its signed-in members\./)
    // The notice is the screen's one way in: the sidebar's sign-in steps aside.
    await expect(page.getByRole('link', { name: 'Sign in to see it' })).toHaveCount(1)
    await expect(page.getByRole('region', { name: 'Log in' })).toHaveCount(0)

    // The notice's own way in, which comes back to this timeline. No password
    // for this server: the sign-in page offers the server's own page only.
    await notice.getByRole('link', { name: 'Sign in to see it' }).click()
    const start = main(page).getByRole('button', { name: 'Continue to the sign-in page' })
    await expect(start).toBeVisible()
    await expect(main(page).getByLabel('Password')).toHaveCount(0)
    await signInOnServerPages(page, start)
    await expect(page).toHaveURL(/\/main\/public$/)
    await expect(main(page).getByRole('feed').getByRole('article').first()).toBeVisible()
    await expect(notice).toHaveCount(0)
  })

  test('a guest searching is told the search is for members, with a way in', async ({
    page,
    request,
    demo,
  }) => {
    await arrange(request, demo)
    await page.goto('/main/public')
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search' })
    await search.fill('bob')
    await search.press('Enter')
    const notice = main(page).getByRole('status').filter({ hasText: 'signed-in members' })
    await expect(notice.getByRole('link', { name: 'Sign in to see it' })).toBeVisible()
    await expect(main(page).getByRole('button', { name: 'Try again' })).toHaveCount(0)
  })

  test('a member posts, votes, favourites, reads notifications, searches, makes a list, edits the name and logs out', async ({
    page,
    request,
    demo,
  }) => {
    test.setTimeout(240_000)
    const tokens = await arrange(request, demo)
    const sockets: string[] = []
    page.on('websocket', (ws) => sockets.push(ws.url()))

    await test.step('signs in through the server pages', async () => {
      // A page with no members-only notice, where the sidebar offers the sign-in.
      await page.goto('/about')
      const sidebar = page.getByRole('region', { name: 'Log in' }).first()
      await signInOnServerPages(
        page,
        sidebar.getByRole('button', { name: 'Continue to the sign-in page' }),
      )
      await expect(homeHeading(page)).toBeVisible()
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
    })

    const text = unique('Tide pools')
    await test.step('posts with a content warning, an image and a poll', async () => {
      const form = sidebarForm(page)
      await form.getByRole('textbox', { name: 'Write a post' }).fill(text)
      await form.getByRole('textbox', { name: 'Content warning (optional)' }).fill('sea life')
      await form
        .locator('input[type=file]')
        .setInputFiles({ name: 'pool.png', mimeType: 'image/png', buffer: PNG })
      await form.getByRole('textbox', { name: 'Description for pool.png' }).fill('A rock pool')
      await form.getByRole('button', { name: 'Poll' }).click()
      await form.getByRole('textbox', { name: 'Option 1' }).fill('Crabs')
      await form.getByRole('textbox', { name: 'Option 2' }).fill('Starfish')
      await form.getByRole('button', { name: 'Post' }).click()
      await expect(form.getByRole('textbox', { name: 'Write a post' })).toHaveValue('')

      const posted = articleWith(main(page).getByRole('feed'), 'sea life')
      await expect(posted).toBeVisible()
      await posted.getByRole('button', { name: /Show/ }).first().click()
      await expect(posted.getByText(text)).toBeVisible()
      // A content warning marks the image sensitive: it shows on request.
      await posted.getByRole('button', { name: /^Sensitive content/ }).click()
      await expect(posted.getByRole('img', { name: 'A rock pool' })).toBeVisible()
      await expect(posted.getByRole('group', { name: 'Poll' })).toContainText('Starfish')

      // The server has it all, under a UUID.
      const mine = (await apiCall(
        request,
        tokens.alice,
        'GET',
        '/api/v1/timelines/home?limit=5',
      )) as {
        id: string
        content: string
        spoiler_text: string
        media_attachments: { description: string | null }[]
        poll: { options: { title: string }[] } | null
      }[]
      const status = mine.find((s) => s.content.includes(text))
      expect(status?.id).toMatch(UUID)
      expect(status?.spoiler_text).toBe('sea life')
      expect(status?.media_attachments.map((m) => m.description)).toEqual(['A rock pool'])
      expect(status?.poll?.options.map((o) => o.title)).toEqual(['Crabs', 'Starfish'])
    })

    const news = unique('Low tide at noon')
    await test.step('a post by someone followed arrives by polling, with no socket', async () => {
      await apiCall(request, tokens.bob, 'POST', '/api/v1/statuses', {
        status: news,
        visibility: 'public',
      })
      // The home timeline asks for what is new every 20 seconds.
      await page.getByRole('button', { name: /^Show new/ }).click({ timeout: 45_000 })
      await expect(articleWith(main(page).getByRole('feed'), news)).toBeVisible()
      expect(sockets).toEqual([])
      await expect(page.getByText(/connection|reconnect/i)).toHaveCount(0)
    })

    await test.step('favourites that post', async () => {
      const favourite = articleWith(main(page).getByRole('feed'), news)
        .getByRole('group', { name: 'Post actions' })
        .getByRole('button', { name: /^Favourite/ })
      await expect(favourite).toHaveAttribute('aria-pressed', 'false')
      await favourite.click()
      await expect(favourite).toHaveAttribute('aria-pressed', 'true')
      await expect(favourite).toContainText('1')
      // Its menu names nothing the server lacks: no muting of the conversation.
      const post = articleWith(main(page).getByRole('feed'), news)
      await post.getByRole('button', { name: 'More actions' }).click()
      const menu = page.getByRole('menu', { name: 'More actions' })
      await expect(menu.getByRole('menuitem', { name: 'Copy link to post' })).toBeVisible()
      await expect(menu.getByRole('menuitem', { name: /conversation/ })).toHaveCount(0)
      await page.keyboard.press('Escape')
      await expect(menu).toHaveCount(0)
    })

    await test.step('opens notifications: none yet, said as normal', async () => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /^Notifications/ })
        .click()
      const panel = main(page).getByRole('region', { name: 'Notifications' })
      await expect(panel.getByText('No notifications yet')).toBeVisible()
      await expect(panel.getByRole('alert')).toHaveCount(0)
      await expect(panel.getByRole('button', { name: 'Try again' })).toHaveCount(0)
    })

    await test.step('searches for a post and votes in its poll', async () => {
      const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search' })
      await search.fill('brew method')
      await search.press('Enter')
      const found = articleWith(page.getByRole('list', { name: 'Posts found' }), OPEN_POLL.snippet)
      await expect(found).toBeVisible()
      await found.getByRole('radio', { name: 'AeroPress' }).check()
      await found.getByRole('button', { name: 'Vote' }).click()
      const results = found.getByRole('list', { name: 'Poll results' })
      await expect(
        results.getByRole('listitem').filter({ hasText: '(your choice)' }),
      ).toContainText('AeroPress')
    })

    await test.step('searches for an account and opens the profile', async () => {
      const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search' })
      await search.fill('bob')
      await search.press('Enter')
      await page.getByRole('tab', { name: /^People/ }).click()
      await page
        .getByRole('list', { name: 'People found' })
        .getByRole('link', { name: 'Bob 🚲' })
        .first()
        .click()
      await expect(main(page).getByText('@bob', { exact: true }).first()).toBeVisible()
      // What Hollo lacks or ignores is not offered: no private note, no feed,
      // no new-post notices or hidden repeats for someone followed.
      await expect(main(page).getByRole('textbox', { name: /note/i })).toHaveCount(0)
      await expect(main(page).getByRole('link', { name: 'RSS feed' })).toHaveCount(0)
      await main(page).getByRole('button', { name: 'More actions for Bob 🚲' }).click()
      const menu = page.getByRole('menu')
      await expect(menu.getByRole('menuitem', { name: 'Mute' })).toBeVisible()
      await expect(menu.getByRole('menuitem', { name: 'Notify me of new posts' })).toHaveCount(0)
      await expect(menu.getByRole('menuitem', { name: /repeats/ })).toHaveCount(0)
      await page.keyboard.press('Escape')
    })

    await test.step('makes a list', async () => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Lists', exact: true })
        .click()
      await main(page).getByRole('button', { name: 'New list' }).click()
      const form = page.getByRole('form', { name: 'New list' })
      await form.getByRole('textbox', { name: 'Title' }).fill('Rock poolers')
      await form.getByRole('button', { name: 'Create' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Rock poolers' })).toBeVisible()
      await expect(
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Rock poolers', exact: true }),
      ).toBeVisible()
    })

    await test.step('edits the display name', async () => {
      const dialog = await openSettings(page, 'Profile')
      // No Security tab: this server has no password or sessions to manage from here.
      await expect(dialog.getByRole('tab', { name: 'Security' })).toHaveCount(0)
      const panel = dialog.getByRole('tabpanel', { name: 'Profile' })
      // A new avatar replaces the old one; Hollo cannot remove it.
      await expect(panel.getByRole('button', { name: 'Choose a new avatar' })).toBeVisible()
      await expect(panel.getByRole('button', { name: 'Remove the avatar' })).toHaveCount(0)
      await panel.getByRole('textbox', { name: 'Display name' }).fill('Alice at the shore')
      await panel.getByRole('button', { name: 'Save profile' }).click()
      await expect(dialog.getByRole('status').filter({ hasText: /saved/i }).first()).toBeVisible()
      await dialog.getByRole('button', { name: 'Close' }).first().click()
      await expect(
        page
          .getByRole('region', { name: 'Your account' })
          .getByRole('link', { name: 'Alice at the shore' }),
      ).toBeVisible()
    })

    await test.step('logs out', async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
      await page
        .getByRole('dialog', { name: 'Log out?' })
        .getByRole('button', { name: 'Log out' })
        .click()
      // Back on the local timeline as a guest, whose one way in is the notice's.
      await expect(
        main(page)
          .getByRole('status')
          .filter({ hasText: 'signed-in members' })
          .getByRole('link', { name: 'Sign in to see it' }),
      ).toBeVisible()
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toHaveCount(0)
    })
  })
})
