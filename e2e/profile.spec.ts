import type { Page } from '@playwright/test'
import { shot, shotsWanted } from './shots'
import { mkdirSync } from 'node:fs'
import { ALICE_FOLLOWED_TAGS } from '../demo-instance/src/seeds/facts'
import { expect, test } from './fixtures'
import { login } from './helpers'

const SHOTS = '/tmp/shots-profile'

async function accountId(page: Page, acct: string): Promise<string> {
  const res = await page.request.get(`/api/v1/accounts/lookup?acct=${acct}`)
  return ((await res.json()) as { id: string }).id
}

const card = (page: Page, name: string) => page.getByRole('region', { name: `Profile of ${name}` })
const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name })

test.describe('profile screen', () => {
  test('a guest sees the full card of a local user with fields, background and remote follow', async ({
    page,
  }) => {
    await page.goto('/alice')
    const alice = card(page, 'Alice Liddell')
    await expect(alice.getByRole('heading', { level: 1, name: 'Alice Liddell' })).toBeVisible()
    await expect(alice.getByText('@alice', { exact: true })).toBeVisible()
    await expect(alice.getByRole('img', { name: /Verified link/ })).toHaveCount(1)
    await expect(alice.getByRole('button', { name: 'Follow from your server' })).toBeVisible()
    await expect(page.locator('img[data-profile-background]')).toHaveCount(1)
    await expect(tab(page, /^Posts \(\d+\)$/)).toHaveAttribute('aria-selected', 'true')
    await expect(tab(page, 'Favorites')).toHaveCount(0)
    // The background goes when the profile is left.
    await page.getByRole('link', { name: 'Local timeline' }).first().click()
    await expect(page.locator('img[data-profile-background]')).toHaveCount(0)
  })

  test('tabs switch by the URL hash and write it back', async ({ page }) => {
    await page.goto('/users/bob#media')
    await expect(tab(page, 'Media')).toHaveAttribute('aria-selected', 'true')
    await tab(page, 'With replies').click()
    await expect(page).toHaveURL(/#replies$/)
    await expect(tab(page, 'With replies')).toHaveAttribute('aria-selected', 'true')
    await tab(page, 'Followers').click()
    await expect(page).toHaveURL(/#followers$/)
    const followers = page.getByRole('region', { name: /Followers/ })
    await expect(followers.getByRole('link', { name: 'Alice Liddell' })).toBeVisible()
    // The basic card in the list expands to the full card on avatar click.
    const avatar = followers.getByRole('button', { name: 'Avatar of Alice Liddell', exact: true })
    await avatar.click()
    await expect(avatar).toHaveAttribute('aria-expanded', 'true')
    await expect(followers.getByRole('region', { name: 'Profile of Alice Liddell' })).toBeVisible()
    // Counts on the card switch tabs too.
    await card(page, 'Bob 🚲')
      .getByRole('button', { name: /^Posts/ })
      .click()
    await expect(page).toHaveURL(/#statuses$/)
  })

  test('hidden follows and followers show as hidden to others', async ({ page }) => {
    await login(page, 'alice', { at: '/users/moderator' })
    const mod = card(page, 'Mod Squad')
    // The lists are hidden too, so the counts are plain text rather than dead buttons.
    await expect(mod.getByText(/^Following\s*Hidden$/)).toBeVisible()
    await expect(mod.getByText(/^Followers\s*Hidden$/)).toBeVisible()
    await expect(mod.getByRole('button', { name: /Hidden/ })).toHaveCount(0)
    await expect(tab(page, 'Following')).toHaveCount(0)
    await expect(tab(page, 'Followers')).toHaveCount(0)
  })

  test('a missing profile shows the catalogued error with a retry', async ({ page }) => {
    await page.goto('/users/nobody-at-all')
    await expect(page.getByRole('alert')).toContainText('Sorry, this profile does not exist.')
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test('own profile has favorites and followed hashtags; another has neither', async ({ page }) => {
    await login(page, 'alice', { at: '/users/alice' })
    const own = card(page, 'Alice Liddell')
    await expect(own.getByRole('button', { name: 'Edit profile' })).toBeVisible()
    await expect(tab(page, 'Favorites')).toBeVisible()
    await tab(page, 'Following').click()
    await tab(page, 'Hashtags').click()
    for (const tag of ALICE_FOLLOWED_TAGS) {
      await expect(page.getByRole('link', { name: `#${tag}` })).toBeVisible()
    }
    await tab(page, 'Favorites').click()
    await expect(page).toHaveURL(/#favorites$/)

    await page.goto('/users/bob')
    await expect(card(page, 'Bob 🚲')).toBeVisible()
    await expect(tab(page, 'Favorites')).toHaveCount(0)
    await tab(page, 'Following').click()
    await expect(tab(page, 'Hashtags')).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'Private note' })).toBeVisible()
  })

  test('the private note saves as typed and survives a reload', async ({ page }) => {
    await login(page, 'alice', { at: '/users/bob' })
    const note = page.getByRole('textbox', { name: 'Private note' })
    await note.fill('Lends me his grinder')
    await expect(page.getByRole('status').filter({ hasText: 'Note saved' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Private note' })).toHaveValue(
      'Lends me his grinder',
    )
  })

  test('followers are paged with a load-more button', async ({ page }) => {
    // Two per page so the seed's handful of followers spans several pages.
    await page.route('**/api/v1/accounts/*/followers?*', (route) => {
      const url = new URL(route.request().url())
      url.searchParams.set('limit', '2')
      return route.continue({ url: url.toString() })
    })
    await page.goto('/users/carol#followers')
    const list = page.getByRole('region', { name: /Followers/ })
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await list.getByRole('button', { name: 'Load more' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(4)
    const loadMore = list.getByRole('button', { name: 'Load more' })
    const count = Number(
      (
        await card(page, 'Carol Danvers-Smith')
          .getByRole('button', { name: /^Followers/ })
          .innerText()
      ).replace(/\D/g, ''),
    )
    // Each click brings the next two, until every follower the card counts
    // is listed; each page's answer is awaited, as the button is away while
    // a page loads.
    for (let shown = 4; shown < count; ) {
      const answer = page.waitForResponse((r) => r.url().includes('/followers?'))
      await loadMore.click()
      await answer
      shown = Math.min(shown + 2, count)
      await expect(list.getByRole('listitem')).toHaveCount(shown)
    }
    // The server's last page still links onward; the next answer is empty,
    // and then the button goes.
    await loadMore.click()
    await expect(loadMore).toBeHidden()
    await expect(list.getByRole('listitem')).toHaveCount(count)
  })
})

test.describe('user card and highlight', () => {
  test('the avatar in a status expands the full card', async ({ page }) => {
    await page.goto('/users/bob')
    // Held by its id: the first of Bob's posts can change while the profile
    // still loads (its pinned posts come on top), and the card opens in the
    // post that was clicked.
    const first = page.getByRole('article', { name: /Bob/ }).first()
    await expect(first).toBeVisible()
    const id = await first.getAttribute('data-status-id')
    const status = page.locator(`article[data-status-id="${id}"]`).first()
    const avatar = status.getByRole('button', { name: 'Avatar of Bob 🚲', exact: true })
    await avatar.click()
    await expect(avatar).toHaveAttribute('aria-expanded', 'true')
    await expect(status.getByRole('region', { name: 'Profile of Bob 🚲' })).toBeVisible()
    await avatar.click()
    await expect(status.getByRole('region', { name: 'Profile of Bob 🚲' })).toHaveCount(0)
  })

  test('a highlight colours that user’s posts everywhere and is kept', async ({ page }) => {
    await login(page, 'alice')
    const bobId = await accountId(page, 'bob')
    await page.goto('/users/bob')
    const bob = card(page, 'Bob 🚲')
    await bob.getByLabel('Highlight style').selectOption('solid')
    await bob.getByLabel('Highlight colour').fill('#ff0000')

    await page.goto('/main/public')
    const post = page.locator(`article[data-highlight-user="${bobId}"]`).first()
    await expect(post).toHaveAttribute('data-highlight', 'solid')
    await expect
      .poll(() =>
        post.evaluate((el) => ({
          colour: getComputedStyle(el).getPropertyValue('--user-highlight').trim(),
          background: getComputedStyle(el).backgroundColor,
        })),
      )
      .toEqual({ colour: '#ff0000', background: expect.stringMatching(/(255, 0, 0|1 0 0)/) })
    // Other authors are not highlighted.
    await expect(
      page.locator('article[data-highlight]:not([data-highlight-user="' + bobId + '"])'),
    ).toHaveCount(0)
    // Side stripe after a reload, from local storage.
    await page.goto('/users/bob')
    await card(page, 'Bob 🚲').getByLabel('Highlight style').selectOption('side')
    await page.reload()
    await expect(page.locator(`article[data-highlight-user="${bobId}"]`).first()).toHaveAttribute(
      'data-highlight',
      'side',
    )
  })
})

test.describe('screenshots', () => {
  // Only pictures for a person to look at: what they show is checked by the
  // tests above (the highlight, remote profiles) and by the route sweep (the
  // card at both sizes).
  test.skip(!shotsWanted, 'takes screenshots only, with E2E_SHOTS=1')
  test('mobile and desktop profile', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true })
    await login(page, 'alice')
    // Bob's posts striped, to see a highlight in the shots too.
    const bobId = await accountId(page, 'bob')
    await page.evaluate((id) => {
      localStorage.setItem(
        'akkoma-client:highlight',
        JSON.stringify({ [id]: { color: '#e04040', type: 'striped' } }),
      )
    }, bobId)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/users/bob')
    await expect(card(page, 'Bob 🚲')).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    await shot(page, { path: `${SHOTS}/profile-mobile.png` })
    await shot(page, { path: `${SHOTS}/profile-mobile-full.png`, fullPage: true })
    await tab(page, 'With replies').click()
    await page.getByRole('article').first().scrollIntoViewIfNeeded()
    await shot(page, { path: `${SHOTS}/profile-mobile-highlight.png` })
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto('/alice')
    await expect(card(page, 'Alice Liddell')).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    await shot(page, { path: `${SHOTS}/profile-desktop.png` })
    await page.goto('/users/dana@mastodon.example')
    await expect(page.getByRole('article').first()).toBeVisible()
    await shot(page, { path: `${SHOTS}/profile-desktop-remote.png` })
  })
})

test.describe('history, counts and guests', () => {
  test('back and forward switch the profile tabs', async ({ page }) => {
    await page.goto('/users/bob')
    await expect(tab(page, /^Posts/)).toHaveAttribute('aria-selected', 'true')
    await tab(page, 'Media').click()
    await tab(page, 'Followers').click()
    await expect(page).toHaveURL(/#followers$/)
    await page.goBack()
    await expect(page).toHaveURL(/#media$/)
    await expect(tab(page, 'Media')).toHaveAttribute('aria-selected', 'true')
    await page.goBack()
    await expect(tab(page, /^Posts/)).toHaveAttribute('aria-selected', 'true')
    await page.goForward()
    await expect(tab(page, 'Media')).toHaveAttribute('aria-selected', 'true')
  })

  test('following and unfollowing update the followers count at once', async ({ page }) => {
    await login(page, 'alice')
    // gwen is unlocked and alice does not follow her in the seed.
    await page.goto('/users/gwen@social.bubble.example')
    const gwen = page.getByRole('region', { name: /^Profile of / }).first()
    const followers = gwen.getByRole('button', { name: /^Followers/ })
    const countOf = async () => Number((await followers.innerText()).replace(/\D/g, ''))
    await expect(gwen.getByRole('button', { name: 'Follow', exact: true })).toBeEnabled()
    const before = await countOf()
    await gwen.getByRole('button', { name: 'Follow', exact: true }).click()
    await expect(gwen.getByRole('button', { name: 'Following', exact: true })).toBeVisible()
    await expect.poll(countOf).toBe(before + 1)
    await gwen.getByRole('button', { name: 'Following', exact: true }).click()
    const confirm = page.getByRole('dialog')
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Unfollow' }).click()
    await expect(gwen.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()
    await expect.poll(countOf).toBe(before)
  })

  test('a guest sees local and remote profiles without member controls (screenshots)', async ({
    page,
  }) => {
    const SHOTS_REV = '/tmp/shots-rev-people'
    mkdirSync(SHOTS_REV, { recursive: true })
    for (const [name, size] of [
      ['desktop', { width: 1366, height: 768 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size)
      await page.goto('/alice')
      const alice = card(page, 'Alice Liddell')
      await expect(alice.getByRole('button', { name: 'Follow from your server' })).toBeVisible()
      await expect(page.getByRole('article').first()).toBeVisible()
      for (const control of [/^Follow$/, /^More actions/, /^Following$/]) {
        await expect(page.getByRole('button', { name: control })).toHaveCount(0)
      }
      await expect(page.getByRole('textbox', { name: 'Private note' })).toHaveCount(0)
      await expect(alice.getByLabel('Highlight style')).toHaveCount(0)
      await shot(page, { path: `${SHOTS_REV}/guest-alice-${name}.png` })

      await page.goto('/users/dana@mastodon.example')
      const dana = page.getByRole('region', { name: /^Profile of / }).first()
      await expect(dana.getByText('@dana@mastodon.example', { exact: true })).toBeVisible()
      await expect(page.getByRole('article').first()).toBeVisible()
      // Remote follow is for local users only; no member controls either.
      await expect(dana.getByRole('button', { name: 'Follow from your server' })).toHaveCount(0)
      await expect(
        dana.getByRole('button', { name: /^(Follow|Following|Requested)$|^More actions/ }),
      ).toHaveCount(0)
      await shot(page, { path: `${SHOTS_REV}/guest-remote-dana-${name}.png` })

      // The avatar in a status opens the full card for guests too, still without controls.
      const status = page.getByRole('article').first()
      const avatar = status.getByRole('button', { name: /^Avatar of / }).first()
      await avatar.click()
      const inStatus = status.getByRole('region', { name: /^Profile of / })
      await expect(inStatus).toBeVisible()
      await expect(
        inStatus.getByRole('button', { name: /^(Follow|Following|Requested)$|^More actions/ }),
      ).toHaveCount(0)
    }
  })

  test('a member sees a remote profile with its controls (screenshots)', async ({ page }) => {
    const SHOTS_REV = '/tmp/shots-rev-people'
    mkdirSync(SHOTS_REV, { recursive: true })
    await login(page, 'alice')
    for (const [name, size] of [
      ['desktop', { width: 1366, height: 768 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size)
      await page.goto('/remote-users/@dana@mastodon.example')
      await expect(page).toHaveURL(/\/users\/[^/@]+$/)
      const dana = page.getByRole('region', { name: /^Profile of / }).first()
      await expect(dana.getByRole('button', { name: 'Following', exact: true })).toBeVisible()
      await expect(page.getByRole('article').first()).toBeVisible()
      await shot(page, { path: `${SHOTS_REV}/member-remote-dana-${name}.png` })
    }
  })
})
