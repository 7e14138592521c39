import type { APIRequestContext, Page } from '@playwright/test'
import { CARD_POSTS, GALLERY_POSTS, MEDIA_POSTS } from '../demo-instance/src/seeds/facts'
import { expect, test } from './fixtures'
import { findPublic, login, swipe } from './helpers'

interface WireStatus {
  id: string
  content: string
  media_attachments: { description: string | null }[]
}

/** Opens the conversation of the seed status with `snippet`; returns the status and its article. */
async function openStatus(page: Page, request: APIRequestContext, snippet: string) {
  const status = await findPublic<WireStatus>(request, snippet)
  await page.goto(`/notice/${status.id}`)
  const article = page.locator(`article[data-status-id="${status.id}"]`)
  await expect(article).toBeVisible()
  return { status, article }
}

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Media viewer' })

test('a gallery opens the viewer; arrows wrap around, the counter follows, Escape closes', async ({
  page,
  request,
}) => {
  await login(page, 'alice')
  const { status, article } = await openStatus(page, request, GALLERY_POSTS[4].snippet)
  const gallery = article.getByRole('group', { name: '4 attachments' })
  const thumbnails = gallery.getByRole('button')
  await expect(thumbnails).toHaveCount(4)
  const descriptions = status.media_attachments.map(
    (m, i) => m.description || `Image ${i + 1} of 4, no description`,
  )

  await thumbnails.first().click()
  const dialog = viewer(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('1 of 4')).toBeVisible()
  await expect(dialog.getByRole('img', { name: descriptions[0] })).toBeVisible()

  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByText('2 of 4')).toBeVisible()
  await expect(dialog.getByRole('img', { name: descriptions[1] })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByText('4 of 4')).toBeVisible()
  await expect(dialog.getByRole('img', { name: descriptions[3] })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByText('1 of 4')).toBeVisible()

  await dialog.getByRole('button', { name: 'Previous' }).click()
  await expect(dialog.getByText('4 of 4')).toBeVisible()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByText('1 of 4')).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(thumbnails.first()).toBeFocused()
})

test('a swipe of a quarter of the window navigates the viewer', async ({ page, request }) => {
  await login(page, 'alice')
  const { article } = await openStatus(page, request, GALLERY_POSTS[3].snippet)
  await article.getByRole('group', { name: '3 attachments' }).getByRole('button').first().click()
  const dialog = viewer(page)
  await expect(dialog.getByText('1 of 3')).toBeVisible()
  const width = page.viewportSize()?.width ?? 1366
  // Too short: less than a quarter of the width.
  await swipe(page, { x: width / 2 + 100, y: 400 }, { x: width / 2 - 100, y: 400 })
  await expect(dialog.getByText('1 of 3')).toBeVisible()
  await swipe(page, { x: width / 2 + 250, y: 400 }, { x: width / 2 - 250, y: 400 })
  await expect(dialog.getByText('2 of 3')).toBeVisible()
  await swipe(page, { x: width / 2 - 250, y: 400 }, { x: width / 2 + 250, y: 400 })
  await swipe(page, { x: width / 2 - 250, y: 400 }, { x: width / 2 + 250, y: 400 })
  await expect(dialog.getByText('3 of 3')).toBeVisible()
})

test('sensitive media stay hidden until revealed, and can be hidden again', async ({
  page,
  request,
}) => {
  const { article } = await openStatus(page, request, MEDIA_POSTS.sensitiveNoCw.snippet)
  const gallery = article.getByRole('group', { name: /attachment/ })
  const reveal = gallery.getByRole('button', { name: 'Sensitive content — show' })
  await expect(reveal).toBeVisible()
  await expect(gallery.locator('img')).toHaveCount(0)

  await reveal.click()
  await expect(reveal).toBeHidden()
  await expect(gallery.locator('img').first()).toBeVisible()
  const hide = gallery.getByRole('button', { name: 'Hide sensitive content' })
  await expect(hide).toBeFocused()

  await hide.click()
  await expect(gallery.getByRole('button', { name: 'Sensitive content — show' })).toBeFocused()
  await expect(gallery.locator('img')).toHaveCount(0)
})

test('an old-style #nsfw post is hidden too', async ({ page, request }) => {
  const { article } = await openStatus(page, request, MEDIA_POSTS.oldNsfw.snippet)
  await expect(article.getByRole('button', { name: 'Sensitive content — show' })).toBeVisible()
})

test('an animated GIF shows a still frame with a label and plays on hover', async ({
  page,
  request,
}) => {
  const { article } = await openStatus(page, request, MEDIA_POSTS.gif.snippet)
  const gallery = article.getByRole('group', { name: '1 attachment' })
  const thumbnail = gallery.getByRole('button').first()
  await expect(thumbnail.getByText('GIF')).toBeVisible()
  await expect(thumbnail.locator('canvas').last()).toBeVisible()
  await expect(thumbnail.locator('img')).toHaveCount(0)
  await thumbnail.hover()
  await expect(thumbnail.locator('img')).toBeVisible()
})

test('audio plays in place and a plain file is a link to a new tab', async ({ page, request }) => {
  const audioPost = await openStatus(page, request, MEDIA_POSTS.audio.snippet)
  const audio = audioPost.article.locator('audio')
  await expect(audio).toHaveAttribute('controls', '')
  await expect(audio).toHaveAttribute('aria-label', /.+/)

  const filePost = await openStatus(page, request, MEDIA_POSTS.unknown.snippet)
  const link = filePost.article.getByRole('group', { name: '1 attachment' }).getByRole('link')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('href', /\/media\//)
})

test('a link preview card renders as one link opening in a new tab', async ({ page, request }) => {
  const { article } = await openStatus(page, request, CARD_POSTS.slowWeb.snippet)
  const card = article.getByRole('link', { name: new RegExp(CARD_POSTS.slowWeb.title) })
  await expect(card).toBeVisible()
  await expect(card).toHaveAttribute('href', CARD_POSTS.slowWeb.url)
  await expect(card).toHaveAttribute('target', '_blank')
  await expect(card).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
  await expect(card.locator('img')).toHaveAttribute('alt', '')
  await expect(card).toContainText('blog.example')
})

test('a click on the picture keeps the viewer open, a click beside it closes it', async ({
  page,
  request,
}) => {
  const { article } = await openStatus(page, request, GALLERY_POSTS[2].snippet)
  const first = article.getByRole('group', { name: '2 attachments' }).getByRole('button').first()
  await first.click()
  const dialog = viewer(page)
  const picture = dialog.getByRole('img')
  await expect(picture).toBeVisible()
  const box = await picture.boundingBox()
  if (!box) throw new Error('no picture')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  // Had that click begun to close the viewer, it would ignore the steps to
  // the next picture and back (a closing viewer takes no navigation), so the
  // counter following both shows the viewer stayed open.
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByText('2 of 2', { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Previous' }).click()
  await expect(dialog.getByText('1 of 2', { exact: true })).toBeVisible()
  await expect(picture).toBeVisible()
  // The far left of the stage, beside the picture and below the previous button.
  await page.mouse.click(80, box.y + box.height - 20)
  await expect(dialog).toBeHidden()
  await expect(first).toBeFocused()
})

test('a Flash file plays in the viewer through Ruffle', async ({ page, request }) => {
  test.setTimeout(60_000)
  const { article } = await openStatus(page, request, MEDIA_POSTS.flash.snippet)
  await article.getByRole('button', { name: /Flash/ }).first().click()
  const dialog = viewer(page)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Play the Flash animation' }).click()
  await expect(
    dialog.getByRole('status').filter({ hasText: 'The Flash animation is playing' }),
  ).toBeAttached({
    timeout: 40_000,
  })
  await expect(dialog.locator('ruffle-player, ruffle-object').first()).toBeAttached()
})
