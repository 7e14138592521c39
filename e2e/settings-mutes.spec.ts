import { mkdirSync } from 'node:fs'
import { shot } from './shots'
import { axeCheck } from './axe'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { ALICE_BLOCKED_ACCOUNTS, ALICE_MUTED_ACCOUNTS } from '../demo-instance/src/seeds/facts'
import { expect, test } from './fixtures'
import {
  apiCall,
  apiToken,
  closeSettings,
  fillLogin,
  login,
  openSettings,
  settingsDialog,
} from './helpers'

/*
 * The settings' Notifications and Mutes and blocks tabs against the demo
 * instance: notification types and the column, the server-side options
 * (kept across a reload, and put back when the server refuses), the muted
 * and blocked lists with paging, selection and the progress label, muted
 * domains and words reaching the timelines at once, and axe on both tabs
 * at a desktop and a phone size.
 */

const SHOTS = '/tmp/shots-mutes'
mkdirSync(SHOTS, { recursive: true })
test.describe.configure({ timeout: 90_000 })

const column = (page: Page) => page.getByRole('region', { name: 'Notifications' })
/** The save notice in the modal's header. */
const saveNotice = (page: Page, text: string) =>
  settingsDialog(page).getByRole('status').filter({ hasText: text })
const feed = (page: Page) => page.getByRole('main').getByRole('feed')
const articleWith = (page: Page, text: string): Locator =>
  feed(page).getByRole('article').filter({ hasText: text })

let counter = 0
const unique = (label: string) => `${label}${Date.now().toString(36)}${++counter}`

async function openTab(page: Page, tab: 'Notifications' | 'Mutes and blocks'): Promise<Locator> {
  const dialog = await openSettings(page, tab)
  return dialog.getByRole('tabpanel', { name: tab })
}

const axe = axeCheck(SHOTS)

async function idOf(request: APIRequestContext, acct: string): Promise<string> {
  const res = await request.get('/api/v1/accounts/lookup', { params: { acct } })
  return ((await res.json()) as { id: string }).id
}

async function muteAs(request: APIRequestContext, token: string, accts: readonly string[]) {
  for (const acct of accts)
    await apiCall(request, token, 'POST', `/api/v1/accounts/${await idOf(request, acct)}/mute`)
}

test.describe('notifications tab', () => {
  test('turning a type off takes it out of the notifications column', async ({ page, request }) => {
    await request.post('/__demo/act', { data: { actor: 'bob', type: 'mention', target: 'alice' } })
    await login(page, 'alice')
    const mentions = column(page).getByRole('article', { name: /mentioned you$/ })
    await expect(mentions.first()).toBeVisible()

    const tab = await openTab(page, 'Notifications')
    const box = tab.getByRole('checkbox', { name: 'Mentions', exact: true })
    await expect(box).toBeChecked()
    await box.uncheck()
    await expect(saveNotice(page, 'Settings saved')).toBeVisible()
    await closeSettings(page, 'escape')
    await expect(mentions).toHaveCount(0)
    // The other types stay.
    await expect(column(page).getByRole('article').first()).toBeVisible()

    await (
      await openTab(page, 'Notifications')
    )
      .getByRole('checkbox', { name: 'Mentions', exact: true })
      .check()
    await closeSettings(page, 'escape')
    await expect(mentions.first()).toBeVisible()
  })

  test('block from strangers is kept on the server; a refused change is put back', async ({
    page,
    request,
    demo,
  }) => {
    await login(page, 'alice')
    let tab = await openTab(page, 'Notifications')
    const strangers = () =>
      tab.getByRole('checkbox', { name: "Block notifications from accounts you don't follow" })
    await expect(strangers()).not.toBeChecked()
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes('/api/pleroma/notification_settings') && r.request().method() === 'PUT',
    )
    await strangers().check()
    expect((await saved).status()).toBe(200)
    await expect(saveNotice(page, 'Settings saved')).toBeVisible()
    const token = await apiToken(request, 'alice')
    const me = (await apiCall(request, token, 'GET', '/api/v1/accounts/verify_credentials')) as {
      pleroma: { notification_settings: { block_from_strangers: boolean } }
    }
    expect(me.pleroma.notification_settings.block_from_strangers).toBe(true)

    // Kept across a reload.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
    tab = await openTab(page, 'Notifications')
    await expect(strangers()).toBeChecked()

    // The server refuses the next change: the box goes back and the header says so.
    await demo.fault({
      method: 'PUT',
      path: '/api/pleroma/notification_settings',
      mode: 'status',
      status: 500,
      body: { error: 'Internal server error' },
    })
    // A click, not uncheck(): the box is meant to end up as it was.
    await strangers().click()
    await expect(saveNotice(page, 'Your settings could not be saved')).toBeVisible()
    await expect(strangers()).toBeChecked()
    await expect(strangers()).toBeEnabled()
  })
})

test.describe('mutes and blocks tab', () => {
  test('the lists page; two unmuted at once bring a hidden post back', async ({
    page,
    request,
  }) => {
    const alice = await apiToken(request, 'alice')
    const moderator = await apiToken(request, 'moderator')
    // Nineteen more mutes make two pages; the moderator's (newest) has posts.
    await muteAs(request, alice, [
      ...ALICE_BLOCKED_ACCOUNTS.slice(0, 17),
      'frank@misskey.example',
      'moderator',
    ])
    const text = unique('The moderator says something quiet ')
    await apiCall(request, moderator, 'POST', '/api/v1/statuses', { status: text })

    await login(page, 'alice', { at: '/main/public' })
    await expect(feed(page).getByRole('article').first()).toBeVisible()
    await expect(articleWith(page, text)).toHaveCount(0)

    const tab = await openTab(page, 'Mutes and blocks')
    await expect(tab.getByRole('tab', { name: 'Muted users' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const muted = tab.getByRole('list', { name: 'Muted users' })
    await expect(muted.getByRole('listitem')).toHaveCount(20)
    await tab.getByRole('button', { name: 'Load more' }).click()
    await expect(muted.getByRole('listitem')).toHaveCount(21)
    await expect(tab.getByRole('button', { name: 'Load more' })).toHaveCount(0)
    await expect(muted.getByText(`@${ALICE_MUTED_ACCOUNTS[0]}`)).toBeVisible()

    // The filter searches what is loaded.
    const search = tab.getByRole('searchbox', { name: 'Search muted users' })
    await search.fill('misskey')
    await expect(muted.getByRole('listitem')).toHaveCount(1)
    await search.fill('')
    await expect(muted.getByRole('listitem')).toHaveCount(21)

    await tab.getByRole('checkbox', { name: 'Select @moderator' }).check()
    await tab.getByRole('checkbox', { name: 'Select @frank@misskey.example' }).check()
    await expect(tab.getByText('2 selected')).toBeVisible()

    // Hold the answers until the progress labels are seen.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/v1/accounts/*/unmute', async (route) => {
      await held
      await route.continue()
    })
    await tab.getByRole('button', { name: 'Unmute selected' }).click()
    await expect(tab.getByRole('button', { name: 'Unmuting…' })).toHaveCount(3)
    release()
    await expect(muted.getByRole('listitem')).toHaveCount(19)
    await expect(tab.getByText('0 selected')).toBeVisible()
    await expect(saveNotice(page, 'Settings saved')).toBeVisible()

    // The timeline underneath started over, with the moderator's post.
    await closeSettings(page, 'escape')
    await expect(articleWith(page, text)).toBeVisible()

    // Blocked users: the seeded spam wave, over two pages.
    const again = await openTab(page, 'Mutes and blocks')
    await again.getByRole('tab', { name: 'Blocked users' }).click()
    const blocked = again.getByRole('list', { name: 'Blocked users' })
    await expect(blocked.getByRole('listitem')).toHaveCount(20)
    await again.getByRole('button', { name: 'Load more' }).click()
    await expect(blocked.getByRole('listitem')).toHaveCount(ALICE_BLOCKED_ACCOUNTS.length)
    await again.getByRole('checkbox', { name: 'Select all shown' }).check()
    await expect(again.getByText(`${ALICE_BLOCKED_ACCOUNTS.length} selected`)).toBeVisible()
  })

  test('a muted domain leaves the known network timeline at once', async ({ page, request }) => {
    const act = await request.post('/__demo/act', {
      data: { actor: 'frank@misskey.example', type: 'mention', target: 'bob' },
    })
    expect(act.ok()).toBe(true)
    await login(page, 'alice', { at: '/main/all' })
    const frank = feed(page).getByRole('article').filter({ hasText: 'Frank N. Stein' })
    await expect(frank.first()).toBeVisible()

    const tab = await openTab(page, 'Mutes and blocks')
    await tab.getByRole('tab', { name: 'Muted domains' }).click()
    await expect(tab.getByText('You have not muted any domain.')).toBeVisible()
    const field = tab.getByRole('textbox', { name: 'Domain to mute' })
    await field.fill('not a domain')
    await field.press('Enter')
    await expect(tab.getByRole('alert')).toHaveText(/That is not a domain/)
    await field.fill('https://misskey.example/@frank')
    await tab.getByRole('button', { name: 'Mute domain' }).click()
    const list = tab.getByRole('list', { name: 'Muted domains' })
    await expect(list.getByText('misskey.example')).toBeVisible()
    await expect(field).toHaveValue('')
    await closeSettings(page, 'escape')
    await expect(frank).toHaveCount(0)

    // Kept on the server.
    const token = await apiToken(request, 'alice')
    expect(await apiCall(request, token, 'GET', '/api/v1/domain_blocks')).toEqual([
      'misskey.example',
    ])

    // And unmuted again: the timeline starts over with frank's posts.
    const again = await openTab(page, 'Mutes and blocks')
    await again.getByRole('tab', { name: 'Muted domains' }).click()
    await again.getByRole('button', { name: 'Unmute misskey.example' }).click()
    await expect(again.getByText('You have not muted any domain.')).toBeVisible()
    await closeSettings(page, 'escape')
    await expect(frank.first()).toBeVisible()
  })

  test('a mute word hides a post behind a notice, or removes it', async ({ page, request }) => {
    const word = unique('quokka')
    const text = `Bob saw a ${word} at the cycling club`
    await apiCall(request, await apiToken(request, 'bob'), 'POST', '/api/v1/statuses', {
      status: text,
    })
    await login(page, 'alice')
    await expect(articleWith(page, text)).toBeVisible()

    const tab = await openTab(page, 'Mutes and blocks')
    await tab.getByRole('tab', { name: 'Muted words' }).click()
    const field = tab.getByRole('textbox', { name: 'Word or phrase to mute' })
    await field.fill(word.toUpperCase())
    await field.press('Enter')
    await expect(
      tab.getByRole('list', { name: 'Muted words' }).getByText(word.toUpperCase()),
    ).toBeVisible()
    await closeSettings(page, 'escape')

    // Behind a notice that can still reveal it.
    await expect(feed(page).getByText(text)).toHaveCount(0)
    const notice = feed(page).getByText(new RegExp(`^Muted: @bob · .*${word}`, 'i'))
    await expect(notice).toBeVisible()

    const again = await openTab(page, 'Mutes and blocks')
    await again.getByRole('tab', { name: 'Muted words' }).click()
    await again
      .getByRole('checkbox', { name: 'Remove posts with a muted word instead of showing a notice' })
      .check()
    await closeSettings(page, 'escape')
    await expect(notice).toHaveCount(0)
    await expect(feed(page).getByRole('article').first()).toBeVisible()
  })
})

for (const size of [
  { name: '1366', viewport: { width: 1366, height: 768 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: size.viewport })

    test('both tabs pass axe (screenshots)', async ({ page, request }) => {
      const alice = await apiToken(request, 'alice')
      await apiCall(request, alice, 'POST', '/api/v1/domain_blocks', { domain: 'shouting.example' })
      if (size.name === '390') {
        await page.goto('/login')
        await fillLogin(page, 'alice')
        await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
      } else {
        await login(page, 'alice')
      }

      const notifications = await openTab(page, 'Notifications')
      await expect(
        notifications.getByRole('checkbox', {
          name: "Block notifications from accounts you don't follow",
        }),
      ).toBeVisible()
      await axe(page, `notifications-${size.name}`)
      await notifications.getByRole('heading', { name: 'On the server' }).scrollIntoViewIfNeeded()
      await shot(page, { path: `${SHOTS}/notifications-server-${size.name}.png` })

      const mutes = await openTab(page, 'Mutes and blocks')
      const list = mutes.getByRole('list', { name: 'Muted users' })
      await expect(list.getByRole('listitem')).toHaveCount(ALICE_MUTED_ACCOUNTS.length)
      await mutes.getByRole('checkbox', { name: `Select @${ALICE_MUTED_ACCOUNTS[0]}` }).check()
      await axe(page, `mutes-${size.name}`)
      await mutes.getByRole('tab', { name: 'Blocked users' }).click()
      await expect(
        mutes.getByRole('list', { name: 'Blocked users' }).getByRole('listitem'),
      ).toHaveCount(20)
      await axe(page, `blocks-${size.name}`)
      await mutes.getByRole('tab', { name: 'Muted domains' }).click()
      await expect(mutes.getByRole('list', { name: 'Muted domains' })).toBeVisible()
      await mutes.getByRole('textbox', { name: 'Domain to mute' }).fill('nope')
      await mutes.getByRole('button', { name: 'Mute domain' }).click()
      await expect(mutes.getByRole('alert')).toBeVisible()
      await axe(page, `domains-${size.name}`)
      await mutes.getByRole('tab', { name: 'Muted words' }).click()
      await mutes.getByRole('textbox', { name: 'Word or phrase to mute' }).fill('crypto')
      await mutes.getByRole('button', { name: 'Mute word' }).click()
      await expect(mutes.getByRole('list', { name: 'Muted words' })).toBeVisible()
      await axe(page, `filters-${size.name}`)
    })
  })
}
