import { mkdirSync, readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { axeCheck } from './axe'
import { expect, test } from './fixtures'
import {
  apiCall,
  apiToken,
  login,
  openSettings,
  postAs,
  setConfig,
  settingsDialog,
  storedSession,
  unique,
} from './helpers'

/*
 * Server-side keyword filters against the demo instance (Akkoma's v1
 * filters): a filter made in the settings' Filters tab puts a matching post
 * of the home timeline behind "Filtered: …" with Show anyway, a hiding one
 * takes it out, and deleting it brings it back; axe on the tab, the form
 * and the warning at a desktop and a phone size, in English and Arabic.
 * A filter made or deleted in another client (the API) reaches the page on
 * screen through the stream's filters_changed, with no reload.
 */

const SHOTS = '/tmp/shots-filters'
mkdirSync(SHOTS, { recursive: true })
test.describe.configure({ timeout: 90_000 })

const axe = axeCheck(SHOTS)
const feed = (page: Page) => page.getByRole('main').getByRole('feed')

const words = (lang: string) =>
  (
    JSON.parse(readFileSync(`src/i18n/locales/${lang}/filters.lazy.json`, 'utf8')) as {
      filters: { [key: string]: string } & { warning: string }
    }
  ).filters

async function filtersTab(page: Page): Promise<Locator> {
  const dialog = await openSettings(page, 'Filters')
  return dialog.getByRole('tabpanel', { name: 'Filters' })
}

test('a filter made in the settings warns, then hides, a matching post in home; deleting it brings the post back', async ({
  page,
  request,
}) => {
  const word = unique('zebracorn')
  await postAs(request, 'bob', `A ${word} ending, with spoilers`)
  await login(page, 'alice')
  // The post itself: the warning standing for it is an article too, around it once shown.
  const post = feed(page)
    .getByRole('article', { name: /^Post by Bob/ })
    .filter({ hasText: word })
  await expect(post).toBeVisible()

  const tab = await filtersTab(page)
  await expect(tab.getByText('You have no filters yet.')).toBeVisible()
  await tab.getByRole('button', { name: 'New filter' }).click()
  // An empty word is refused before anything is sent.
  await tab.getByRole('button', { name: 'Save' }).click()
  await expect(tab.getByRole('alert')).toHaveText('Enter at least one word or phrase.')
  await tab.getByRole('textbox', { name: 'Word or phrase 1' }).fill(word)
  await expect(tab.getByRole('checkbox', { name: 'Home and lists' })).toBeChecked()
  await expect(tab.getByRole('radio', { name: 'Show behind a warning' })).toBeChecked()
  await tab.getByRole('button', { name: 'Save' }).click()
  const row = tab.getByRole('listitem').filter({ hasText: word })
  await expect(row).toContainText('Home and lists')
  await expect(row).toContainText('Never expires')
  await settingsDialog(page).getByRole('button', { name: 'Close settings' }).click()

  // The warning names the filter; the post is behind it until asked for.
  await expect(feed(page).getByText(`Filtered: ${word}`)).toBeVisible()
  await expect(post).toHaveCount(0)
  const show = feed(page).getByRole('button', { name: 'Show anyway' })
  await show.click()
  await expect(post).toBeVisible()
  await feed(page).getByRole('button', { name: 'Hide again' }).click()
  await expect(post).toHaveCount(0)

  // The filter is on the server: a reload (another device) finds it.
  await page.reload()
  await expect(feed(page).getByText(`Filtered: ${word}`)).toBeVisible()

  // Hide completely: the server drops it, and the client too.
  let panel = await filtersTab(page)
  await panel.getByRole('button', { name: `Edit ${word}` }).click()
  await panel.getByRole('radio', { name: 'Hide completely' }).check()
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(panel.getByRole('listitem').filter({ hasText: word })).toContainText(
    'Hide completely',
  )
  await settingsDialog(page).getByRole('button', { name: 'Close settings' }).click()
  await expect(feed(page).getByText(`Filtered: ${word}`)).toHaveCount(0)
  await expect(post).toHaveCount(0)

  panel = await filtersTab(page)
  await panel.getByRole('button', { name: `Delete ${word}` }).click()
  await expect(panel.getByText('You have no filters yet.')).toBeVisible()
  await settingsDialog(page).getByRole('button', { name: 'Close settings' }).click()
  await page.reload()
  await expect(post).toBeVisible()
})

test('a filter made in another client warns about a post already on screen, and deleting it there brings the post back, without a reload', async ({
  page,
  request,
  demo,
}) => {
  const word = unique('quokka')
  await postAs(request, 'bob', `A ${word} selfie`)
  await login(page, 'alice')
  const post = feed(page)
    .getByRole('article', { name: /^Post by Bob/ })
    .filter({ hasText: word })
  await expect(post).toBeVisible()
  // The change reaches this page through its socket: it listens first.
  await demo.streamingOpenFor('alice')

  // Another client of Alice's (the API, as a phone's app would call it).
  const token = await apiToken(request, 'alice')
  const created = (await apiCall(request, token, 'POST', '/api/v1/filters', {
    phrase: word,
    'context[]': 'home',
    whole_word: 'true',
  })) as { id: string }
  await expect(feed(page).getByText(`Filtered: ${word}`)).toBeVisible()
  await expect(post).toHaveCount(0)

  await apiCall(request, token, 'DELETE', `/api/v1/filters/${created.id}`)
  await expect(post).toBeVisible()
  await expect(feed(page).getByText(`Filtered: ${word}`)).toHaveCount(0)
})

test('on a server that judges posts itself (GoToSocial’s v2 filters), another client’s new filter hides a post it had let through', async ({
  page,
  request,
  demo,
}) => {
  const word = unique('wombat')
  // Like GoToSocial, the server grants no token for a password: the tokens
  // and the post are had while the demo still answers as Akkoma.
  await postAs(request, 'bob', `A ${word} burrow`)
  const token = await apiToken(request, 'alice')
  const origin = new URL((await request.get('/api/v1/instance')).url()).origin
  const session = await storedSession(page.request, origin, 'alice')
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
  }, session)
  await demo.serverMode('gotosocial')
  await page.goto('/main/friends')
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
  const post = feed(page)
    .getByRole('article', { name: /^Post by Bob/ })
    .filter({ hasText: word })
  await expect(post).toBeVisible()
  await demo.streamingOpenFor('alice')

  const response = await request.post('/api/v2/filters', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `No ${word}`,
      context: ['home'],
      filter_action: 'warn',
      keywords_attributes: [{ keyword: word, whole_word: true }],
    },
  })
  expect(response.ok()).toBe(true)
  // The post came with the server's word that no filter matched; the new list judges it now.
  await expect(feed(page).getByText(`Filtered: No ${word}`)).toBeVisible()
  await expect(post).toHaveCount(0)
})

test('the Mutes tab says its words stay in this browser', async ({ page }) => {
  await login(page, 'alice')
  const dialog = await openSettings(page, 'Mutes and blocks')
  const mutes = dialog.getByRole('tabpanel', { name: 'Mutes and blocks' })
  await mutes.getByRole('tab', { name: 'Muted words' }).click()
  await expect(mutes.getByText(/^Kept only in this browser\./)).toBeVisible()
})

test('axe finds nothing on the Filters tab, its form and the warning, at both sizes, in English and Arabic', async ({
  page,
  request,
}) => {
  const word = unique('okapi')
  const token = await apiToken(request, 'alice')
  await apiCall(request, token, 'POST', '/api/v1/filters', {
    phrase: word,
    'context[]': 'home',
    whole_word: 'true',
  })
  await postAs(request, 'bob', `An ${word} at the zoo`)
  for (const lang of ['en', 'ar'] as const) {
    const t = words(lang)
    if (lang === 'ar') await setConfig(page, { interfaceLanguage: 'ar' })
    await login(page, 'alice', { at: '/main/friends' })
    for (const [name, viewport] of [
      ['1366', { width: 1366, height: 768 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport)
      const warning = feed(page).getByText(t.warning.replace('{{titles}}', word))
      await expect(warning).toBeVisible()
      await feed(page).getByRole('button', { name: t.show_anyway }).click()
      await axe(page, `warning-${lang}-${name}`)
      await feed(page).getByRole('button', { name: t.hide_again }).click()

      const settingsName = lang === 'ar' ? 'الإعدادات' : 'Settings'
      if (name === '390') {
        await page
          .getByRole('button', { name: lang === 'ar' ? 'فتح القائمة' : 'Open menu' })
          .click()
        await page.getByRole('dialog').getByRole('button', { name: settingsName }).click()
      } else {
        await page
          .getByRole('banner')
          .getByRole('button', { name: settingsName, exact: true })
          .click()
      }
      const dialog = page.getByRole('dialog', { name: settingsName })
      await dialog.getByRole('tab', { name: t.title, exact: true }).click()
      const tab = dialog.getByRole('tabpanel', { name: t.title })
      await expect(tab.getByRole('listitem').filter({ hasText: word })).toBeVisible()
      await axe(page, `list-${lang}-${name}`)
      await tab.getByRole('button', { name: t.new }).click()
      await tab.getByRole('button', { name: t.save }).click()
      await expect(tab.getByRole('alert')).toBeVisible()
      await axe(page, `form-${lang}-${name}`)
      await tab.getByRole('button', { name: t.cancel }).click()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
  }
})
