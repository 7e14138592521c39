import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { shot } from './shots'
import {
  EDITED_POSTS,
  EXPIRED_POLL,
  FAKE_TRANSLATION,
  OPEN_POLL,
  REACTION_PARTY,
  type SceneFact,
} from '../demo-instance/src/seeds/facts'
import { expect, test } from './fixtures'
import { apiCall, apiToken, login } from './helpers'

/*
 * Polls, emoji reactions, favourite/repeat lists, edit history and
 * translation, on the conversation page of seeded posts.
 */

interface WireStatus {
  id: string
  content: string
}

/** The id of a seeded post: ids change on every reset, author and snippet do not. */
async function findStatus(request: APIRequestContext, fact: SceneFact): Promise<string> {
  const lookup = await request.get('/api/v1/accounts/lookup', { params: { acct: fact.author } })
  expect(lookup.ok()).toBe(true)
  const { id: accountId } = (await lookup.json()) as { id: string }
  let maxId: string | undefined
  for (let page = 0; page < 20; page++) {
    const res = await request.get(`/api/v1/accounts/${accountId}/statuses`, {
      params: { limit: 40, ...(maxId ? { max_id: maxId } : {}) },
    })
    const list = (await res.json()) as WireStatus[]
    const hit = list.find((s) => s.content.includes(fact.snippet))
    if (hit) return hit.id
    if (list.length === 0) break
    maxId = list[list.length - 1]?.id
  }
  throw new Error(`No status by ${fact.author} contains "${fact.snippet}"`)
}

/** Opens the conversation of a status and returns its (focused) article. */
async function openStatus(page: Page, id: string): Promise<Locator> {
  await page.goto(`/notice/${id}`)
  const article = page.locator(`article[data-status-id="${id}"][aria-current="true"]`)
  await expect(article).toBeVisible()
  return article
}

test('alice votes in an open poll and sees the results', async ({ page, request }) => {
  const id = await findStatus(request, OPEN_POLL)
  await login(page, 'alice')
  const article = await openStatus(page, id)

  const choices = article.getByRole('group', { name: 'Choose one option' })
  await expect(choices.getByRole('radio')).toHaveCount(OPEN_POLL.options.length)
  const vote = article.getByRole('button', { name: 'Vote' })
  await expect(vote).toBeDisabled()
  await choices.getByRole('radio', { name: 'AeroPress' }).check()
  await expect(vote).toBeEnabled()
  await vote.click()

  const results = article.getByRole('list', { name: 'Poll results' })
  await expect(results).toBeVisible()
  await expect(article.getByRole('button', { name: 'Vote' })).toHaveCount(0)
  const mine = results.getByRole('listitem').filter({ hasText: '(your choice)' })
  await expect(mine).toHaveCount(1)
  await expect(mine).toContainText('AeroPress')
  await expect(mine).toContainText('%')
  await expect(article.getByText(/^Closes/)).toBeVisible()

  // The vote is the server's too.
  await page.reload()
  await expect(
    page
      .locator(`article[data-status-id="${id}"]`)
      .getByRole('list', { name: 'Poll results' })
      .getByRole('listitem')
      .filter({ hasText: '(your choice)' }),
  ).toContainText('AeroPress')
})

test('guests and closed polls show results, never a vote form', async ({ page, request }) => {
  const open = await findStatus(request, OPEN_POLL)
  const closed = await findStatus(request, EXPIRED_POLL)
  const article = await openStatus(page, open)
  await expect(article.getByRole('list', { name: 'Poll results' })).toBeVisible()
  await expect(article.getByRole('radio')).toHaveCount(0)

  await login(page, 'alice')
  const closedArticle = await openStatus(page, closed)
  await expect(closedArticle.getByRole('list', { name: 'Poll results' })).toBeVisible()
  await expect(closedArticle.getByText(/^Closed/)).toBeVisible()
  await expect(
    closedArticle.getByRole('listitem').filter({ hasText: '(your choice)' }),
  ).toContainText(EXPIRED_POLL.options[0]!)
})

test('alice toggles reactions, expands the overflow and reacts from the picker', async ({
  page,
  request,
}) => {
  const id = await findStatus(request, REACTION_PARTY)
  await login(page, 'alice')
  const article = await openStatus(page, id)
  const reactions = article.getByRole('list', { name: 'Reactions' })

  // 16 reactions: 12 shown, then "+4"; of alice's two only ☕ is among the first 12.
  await expect(reactions.getByRole('button', { pressed: true })).toHaveCount(1)
  const more = reactions.getByRole('button', { name: 'Show 4 more reactions' })
  await expect(more).toHaveText('+4')
  await more.click()
  await expect(reactions.getByRole('button', { name: 'Show fewer reactions' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(reactions.getByRole('button', { pressed: true })).toHaveCount(
    REACTION_PARTY.aliceReacted.length,
  )

  // Her own ☕ reaction goes, a new 👍 one comes.
  const coffee = reactions.getByRole('button', { name: /^☕ \d+$/ })
  await expect(coffee).toHaveAttribute('aria-pressed', 'true')
  await expect(coffee).toHaveText(/4$/)
  await coffee.click()
  await expect(coffee).toHaveAttribute('aria-pressed', 'false')
  await expect(coffee).toHaveText(/3$/)
  const thumbs = reactions.getByRole('button', { name: /^👍 \d+$/ })
  const before = Number((await thumbs.textContent())?.replace(/\D/g, ''))
  await thumbs.click()
  await expect(thumbs).toHaveAttribute('aria-pressed', 'true')
  await expect(thumbs).toHaveText(new RegExp(`${before + 1}$`))

  // Who reacted shows on hover.
  await reactions.getByRole('button', { name: /^:blobcatheart: \d+$/ }).hover()
  await expect(page.getByRole('tooltip')).toContainText('alice')

  // The picker adds a reaction the post did not have yet.
  await article.getByRole('button', { name: 'Add reaction' }).click()
  const picker = page.getByRole('dialog', { name: 'Emoji picker' })
  await expect(picker).toBeVisible()
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('blobcoffee')
  await picker.getByRole('button', { name: ':blobcoffee:' }).first().click()
  await expect(picker).toHaveCount(0)
  await expect(reactions.getByRole('button', { name: ':blobcoffee: 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // All of it is on the server.
  await page.reload()
  const again = page
    .locator(`article[data-status-id="${id}"]`)
    .getByRole('list', { name: 'Reactions' })
  await expect(again.getByRole('button', { name: /^👍 \d+$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await again.getByRole('button', { name: 'Show 5 more reactions' }).click()
  await expect(again.getByRole('button', { name: /^☕ \d+$/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(again.getByRole('button', { name: ':blobcoffee: 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('guests see reactions as a plain list', async ({ page, request }) => {
  const id = await findStatus(request, REACTION_PARTY)
  const article = await openStatus(page, id)
  const reactions = article.getByRole('list', { name: 'Reactions' })
  await expect(reactions.getByText('👍')).toBeVisible()
  // No toggles: only the "+4" expander is a button in the list.
  await expect(reactions.getByRole('button')).toHaveCount(1)
  await expect(reactions.getByRole('button', { name: /^👍/ })).toHaveCount(0)
  await expect(article.getByRole('button', { name: 'Add reaction' })).toHaveCount(0)
})

test('the focused post shows the faces of who favourited; the count opens the list, and Escape closes it', async ({
  page,
  request,
}) => {
  const id = await findStatus(request, OPEN_POLL)
  for (const user of ['bob', 'moderator']) {
    await apiCall(
      request,
      await apiToken(request, user),
      'POST',
      `/api/v1/statuses/${id}/favourite`,
    )
  }
  await login(page, 'alice')
  const article = await openStatus(page, id)
  const count = article.getByRole('button', { name: /^\d+ favourites?$/ })
  await expect(count).toBeVisible()
  // One face for each favourite the count says (fewer than 15 here).
  const favourites = Number((await count.textContent())?.match(/\d+/)?.[0])
  const faces = article.getByRole('list', { name: 'Favourited by' })
  await expect(faces.getByRole('link')).toHaveCount(favourites)
  await expect(faces.getByRole('link', { name: /Bob/ })).toHaveAttribute('href', '/users/bob')
  await shot(article, { path: '/tmp/shots-status-extras-faces.png' })
  await count.click()
  const popover = page.getByRole('dialog', { name: 'Favourited by' })
  await expect(popover.getByRole('link', { name: /bob/ })).toBeVisible()
  await expect(popover.getByRole('link', { name: /moderator/ })).toBeVisible()
  await expect(popover.getByRole('link', { name: /bob/ })).toHaveAttribute('href', '/users/bob')
  await expect(count).toHaveAttribute('aria-expanded', 'true')

  await page.keyboard.press('Escape')
  await expect(popover).toHaveCount(0)
  await expect(count).toBeFocused()
})

test('the edited marker opens the edit history, oldest version first', async ({
  page,
  request,
}) => {
  const fact = EDITED_POSTS[0]!
  const id = await findStatus(request, fact)
  await login(page, 'alice')
  const article = await openStatus(page, id)
  await article.getByRole('button', { name: /^Edited/ }).click()

  const dialog = page.getByRole('dialog', { name: /^Edit history/ })
  await expect(dialog).toBeVisible()
  const versions = dialog.getByRole('listitem')
  await expect(versions).toHaveCount(fact.versions.length)
  await expect(versions.first()).toContainText(fact.versions[0]!)
  await expect(versions.first().getByRole('heading')).toContainText('Original')
  await expect(versions.last()).toContainText(fact.versions[fact.versions.length - 1]!)
  await expect(versions.last().getByRole('heading')).toContainText('Current version')

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('alice translates a post and goes back to the original', async ({ page, request }) => {
  const id = await findStatus(request, OPEN_POLL)
  await login(page, 'alice')
  const article = await openStatus(page, id)
  await article.getByRole('button', { name: 'More actions' }).click()
  const reply = page.waitForResponse((r) =>
    r.url().includes(`/api/v1/statuses/${id}/translations/`),
  )
  // The keyboard, as the menu may be drawn partly outside the panel.
  await page.getByRole('menuitem', { name: 'Translate' }).press('Enter')
  // Into the interface language (no translationLanguage preference set).
  expect(new URL((await reply).url()).pathname).toBe(`/api/v1/statuses/${id}/translations/en`)

  const translation = article.getByRole('region', { name: 'Translation' })
  await expect(translation).toBeVisible()
  await expect(translation).toContainText(FAKE_TRANSLATION.prefix('en').trim())
  await expect(translation).toContainText(/Translated (from .+ )?to English/)

  await translation.getByRole('button', { name: 'Show original' }).click()
  await expect(translation).toHaveCount(0)
  await expect(article).toContainText(OPEN_POLL.snippet)
})
