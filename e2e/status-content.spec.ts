import type { APIRequestContext, Locator, Page } from '@playwright/test'
import {
  EDITED_POSTS,
  GREENTEXT_POST,
  LONG_CW_POST,
  MANY_MENTIONS_POST,
  MFM_POSTS,
  TALL_POST,
} from '../demo-instance/src/seeds/facts'
import { expect, test } from './fixtures'
import { apiCall, apiToken, findPublic, login, setConfig } from './helpers'

interface WireStatus {
  id: string
  content: string
  spoiler_text: string
}

/** Posts as `username` through the API; returns the new status. */
async function post(
  request: APIRequestContext,
  username: string,
  form: Record<string, string>,
): Promise<WireStatus> {
  const token = await apiToken(request, username)
  return (await apiCall(request, token, 'POST', '/api/v1/statuses', {
    visibility: 'public',
    ...form,
  })) as WireStatus
}

/** The status (in the local timeline) whose text contains `text`. */
async function inLocalTimeline(page: Page, text: string): Promise<Locator> {
  await page.goto('/main/public')
  const article = page
    .getByRole('main')
    .getByRole('feed')
    .getByRole('article')
    .filter({ hasText: text })
    .first()
  await expect(article).toBeVisible()
  return article
}

/**
 * Hovers a "Reply to" link until its preview shows the text. The preview
 * opens after a short delay, and a timeline still settling (the post form,
 * images, a new post above) can move the link out from under a pointer that
 * stays put, which hides it: the reader then moves the mouse onto it again.
 */
async function hoverForPreview(link: Locator, preview: Locator, text: string): Promise<void> {
  await expect(async () => {
    await link.page().mouse.move(0, 0)
    await link.hover()
    await expect(preview).toContainText(text, { timeout: 5_000 })
  }).toPass({ timeout: 40_000 })
}

/** The focused status of a conversation page. */
async function focusedStatus(page: Page, id: string): Promise<Locator> {
  await page.goto(`/notice/${id}`)
  const article = page.locator(`article[aria-current="true"][data-status-id="${id}"]`)
  await expect(article).toBeVisible()
  return article
}

test('a content warning hides the text until revealed, and hides it again', async ({
  page,
  request,
}) => {
  await post(request, 'alice', {
    spoiler_text: 'Plot details for the e2e film',
    status: 'The butler did it, in the library, with the candlestick.',
  })
  await setConfig(page, { collapseMessageWithSubject: true })
  await login(page, 'alice')
  const status = await inLocalTimeline(page, 'Plot details for the e2e film')

  const body = status.getByText('The butler did it')
  await expect(body).toHaveCount(0)
  const show = status.getByRole('button', { name: 'Show content' })
  await expect(show).toHaveAttribute('aria-expanded', 'false')
  await show.click()
  await expect(body).toBeVisible()
  const hide = status.getByRole('button', { name: 'Hide content' })
  await expect(hide).toHaveAttribute('aria-expanded', 'true')
  await expect(hide).toBeFocused()
  await hide.click()
  await expect(body).toHaveCount(0)
})

test('without the collapse preference the text shows under its subject', async ({
  page,
  request,
}) => {
  await post(request, 'alice', {
    spoiler_text: 'Mild subject for e2e',
    status: 'Nothing dramatic under this subject.',
  })
  await setConfig(page, { collapseMessageWithSubject: false })
  await login(page, 'alice')
  const status = await inLocalTimeline(page, 'Mild subject for e2e')
  await expect(status.getByText('Nothing dramatic under this subject.')).toBeVisible()
  await status.getByRole('button', { name: 'Hide content' }).click()
  await expect(status.getByText('Nothing dramatic under this subject.')).toHaveCount(0)
})

test('a tall post is collapsed with show more and show less', async ({ page, request }) => {
  const lines = Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of the e2e tall post.`)
  await post(request, 'alice', { status: lines.join('\n') })
  await login(page, 'alice')
  const status = await inLocalTimeline(page, 'Line 1 of the e2e tall post.')

  const more = status.getByRole('button', { name: 'Show more' })
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  // Collapsed, the post's last line is cut off below the button; shown whole, it is above it.
  // (Asked anew each time: the list may draw the status again.)
  const toggle = status.getByRole('button', { name: /^Show (more|less)$/ })
  const lastLine = status.getByText('Line 30 of the e2e tall post.')
  const lastLineAboveButton = async () => {
    const line = await lastLine.boundingBox({ timeout: 2_000 })
    const button = await toggle.boundingBox({ timeout: 2_000 })
    return !!line && !!button && line.y + line.height <= button.y
  }
  await expect.poll(lastLineAboveButton).toBe(false)

  await more.click()
  const less = status.getByRole('button', { name: 'Show less' })
  await expect(less).toHaveAttribute('aria-expanded', 'true')
  await expect.poll(lastLineAboveButton).toBe(true)
  await less.click()
  await expect(status.getByRole('button', { name: 'Show more' })).toBeVisible()
})

test('the seeded tall post is shown whole when it is the focused status', async ({
  page,
  request,
}) => {
  const tall = await findPublic<WireStatus>(request, TALL_POST.snippet)
  const status = await focusedStatus(page, tall.id)
  await expect(status.getByRole('button', { name: 'Show less' })).toBeVisible()
  await expect(status.getByRole('button', { name: 'Show more' })).toHaveCount(0)
})

test('a long subject is shortened with show and hide full subject', async ({ page, request }) => {
  const subject = `${'A rather long content warning for the e2e test, '.repeat(6)}THE VERY END`
  await post(request, 'alice', { spoiler_text: subject, status: 'Behind the long subject.' })
  await login(page, 'alice')
  const status = await inLocalTimeline(page, 'A rather long content warning')

  await expect(status.getByText(/THE VERY END/)).toHaveCount(0)
  const full = status.getByRole('button', { name: 'Show full subject' })
  await full.click()
  await expect(status.getByText(/THE VERY END/)).toBeVisible()
  await status.getByRole('button', { name: 'Hide full subject' }).click()
  await expect(status.getByText(/THE VERY END/)).toHaveCount(0)
})

test('the seeded long subject shows whole in its conversation, behind the warning', async ({
  page,
  request,
}) => {
  await setConfig(page, { collapseMessageWithSubject: true })
  const seeded = await findPublic<WireStatus>(request, LONG_CW_POST.snippet)
  const status = await focusedStatus(page, seeded.id)
  await expect(status.getByText(/marble statues and tides/)).toBeVisible()
  await expect(status.getByText(LONG_CW_POST.snippet)).toHaveCount(0)
  await status.getByRole('button', { name: 'Show content' }).click()
  await expect(status.getByText(LONG_CW_POST.snippet)).toBeVisible()
})

test('MFM posts render their effects, and stop moving for reduced motion', async ({
  page,
  request,
}) => {
  const mfm = MFM_POSTS.find((p) => p.author === 'alice')!
  const seeded = await findPublic<WireStatus>(request, mfm.snippet)
  const status = await focusedStatus(page, seeded.id)

  const bounce = status.getByText('Inktober is done', { exact: true })
  await expect(bounce).toBeVisible()
  await expect(status).not.toContainText('$[')
  const animation = () => bounce.evaluate((el) => getComputedStyle(el.parentElement!).animationName)
  await expect.poll(animation).not.toBe('none')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect.poll(animation).toBe('none')
  await expect(status.getByText('31 drawings', { exact: true })).toBeVisible()
})

test('with MFM rendering off, the post shows as the server sent it', async ({ page, request }) => {
  await setConfig(page, { renderMisskeyMarkdown: false })
  const mfm = MFM_POSTS[0]!
  const seeded = await findPublic<WireStatus>(request, mfm.snippet)
  const status = await focusedStatus(page, seeded.id)
  await expect(status).toContainText('$[spin Weekend mode engaged]')
})

test('the mentions line shows five accounts, then the rest on request', async ({
  page,
  request,
}) => {
  const seeded = await findPublic<WireStatus>(request, MANY_MENTIONS_POST.snippet)
  const status = await focusedStatus(page, seeded.id)
  const line = status.getByRole('list', { name: 'Mentioned accounts' })
  await expect(line.getByRole('link')).toHaveCount(5)
  const more = status.getByRole('button', { name: '+3 more mentioned accounts' })
  await expect(more).toHaveText('+3 more')
  await more.click()
  await expect(line.getByRole('link')).toHaveCount(MANY_MENTIONS_POST.mentions.length)
  await line.getByRole('link', { name: '@bob', exact: true }).click()
  await expect(page).toHaveURL(/\/users\/bob$/)
})

test('greentext lines are coloured when the preference is on', async ({ page, request }) => {
  await setConfig(page, { greentext: true })
  const seeded = await findPublic<WireStatus>(request, GREENTEXT_POST.snippet)
  const status = await focusedStatus(page, seeded.id)
  const green = status.getByText(`> ${GREENTEXT_POST.snippet}`)
  const cyan = status.getByText('< fresh beans fixed everything')
  await expect(green).toBeVisible()
  const colour = (l: Locator) => l.evaluate((el) => getComputedStyle(el).color)
  const textColour = await colour(status)
  expect(await colour(green)).not.toBe(textColour)
  expect(await colour(cyan)).not.toBe(textColour)
  expect(await colour(cyan)).not.toBe(await colour(green))
})

test('the reply-to line previews the parent on hover and focus', async ({ page, request }) => {
  const parent = await post(request, 'alice', {
    status: 'Parent for the e2e preview: who has the map?',
  })
  await post(request, 'bob', {
    status: '@alice I have the map, it is in the glovebox.',
    in_reply_to_id: parent.id,
  })
  await login(page, 'alice')
  const reply = await inLocalTimeline(page, 'it is in the glovebox')

  const link = reply.getByRole('link', { name: 'Reply to @alice' })
  await expect(link).toHaveAttribute('href', `/notice/${parent.id}`)
  const preview = reply.getByRole('tooltip')
  await hoverForPreview(link, preview, 'who has the map?')
  await page.mouse.move(0, 0)
  await expect(preview).toHaveCount(0)

  await link.focus()
  await expect(preview).toContainText('who has the map?')
  await page.keyboard.press('Escape')
  await expect(preview).toHaveCount(0)

  await link.click()
  await expect(page).toHaveURL(new RegExp(`/notice/${parent.id}$`))
})

test('a parent that is not on screen is fetched for the preview, or said to be unavailable', async ({
  page,
  request,
  demo,
}) => {
  // Unlisted parents are not in the local timeline, so the preview has to fetch them.
  const found = await post(request, 'alice', {
    status: 'An unlisted parent the preview fetches',
    visibility: 'unlisted',
  })
  const gone = await post(request, 'alice', {
    status: 'An unlisted parent that fails to load',
    visibility: 'unlisted',
  })
  await post(request, 'bob', {
    status: '@alice reply to the fetched parent',
    in_reply_to_id: found.id,
  })
  await post(request, 'bob', {
    status: '@alice reply to the failing parent',
    in_reply_to_id: gone.id,
  })
  await demo.fault({
    method: 'GET',
    path: `/api/v1/statuses/${gone.id}`,
    mode: 'status',
    status: 404,
  })
  await login(page, 'alice')

  const fetched = await inLocalTimeline(page, 'reply to the fetched parent')
  await hoverForPreview(
    fetched.getByRole('link', { name: 'Reply to @alice' }),
    fetched.getByRole('tooltip'),
    'An unlisted parent the preview fetches',
  )

  const failing = page
    .getByRole('main')
    .getByRole('feed')
    .getByRole('article')
    .filter({ hasText: 'reply to the failing parent' })
  await hoverForPreview(
    failing.getByRole('link', { name: 'Reply to @alice' }),
    failing.getByRole('tooltip'),
    'This post is not available',
  )
})

test('an edited post is marked, and the marker opens its history', async ({ page, request }) => {
  const edited = EDITED_POSTS[0]!
  const seeded = await findPublic<WireStatus>(request, edited.snippet)
  const status = await focusedStatus(page, seeded.id)
  const marker = status.getByRole('button', { name: /^Edited/ })
  await expect(marker).toHaveAttribute('title', /^Edited /)
  await marker.click()
  await expect(page.getByRole('dialog')).toBeVisible()
})
