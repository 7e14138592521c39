import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiToken, findPublic, login, postAs, setConfig, unique } from './helpers'

/*
 * The post form: posting with a content warning, a poll
 * and described images, upload limits, replies, quotes, edits, redrafts,
 * drafts that survive reloads and failures, autocomplete and the emoji
 * picker. Each test writes its own unique text.
 */

const feed = (page: Page) => page.getByRole('main').getByRole('feed')
const statusWith = (page: Page, text: string): Locator =>
  feed(page).getByRole('article').filter({ hasText: text }).first()
const sidebarForm = (page: Page) => page.getByRole('form', { name: 'Write a post' }).first()
const textBox = (form: Locator, name = 'Write a post') => form.getByRole('textbox', { name })

/** A 1×1 PNG; each test names its copies. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

interface StatusJson {
  id: string
  content: string
  spoiler_text: string
  sensitive: boolean
  media_attachments: { id: string; description: string | null }[]
  poll: { options: { title: string }[]; multiple: boolean } | null
}

test('posts with a content warning, a poll and two described images', async ({ page, request }) => {
  const text = unique('Holiday pictures')
  await login(page, 'alice')
  const form = sidebarForm(page)
  await textBox(form).fill(text)
  await form.getByRole('textbox', { name: 'Content warning (optional)' }).fill('beach photos')
  // Starting a subject marks the media sensitive (sensitiveIfSubject).
  await expect(form.getByRole('checkbox', { name: 'Mark media as sensitive' })).toBeChecked()
  await form.locator('input[type=file]').setInputFiles([png('sea.png'), png('sand.png')])
  await form.getByRole('textbox', { name: 'Description for sea.png' }).fill('Blue sea')
  await form.getByRole('textbox', { name: 'Description for sand.png' }).fill('Yellow sand')
  await form.getByRole('button', { name: 'Poll' }).click()
  await form.getByRole('textbox', { name: 'Option 1' }).fill('Sea')
  await form.getByRole('textbox', { name: 'Option 2' }).fill('Sand')
  await form.getByRole('button', { name: 'Post' }).click()
  await expect(textBox(form)).toHaveValue('')
  await expect(statusWith(page, 'beach photos')).toBeVisible()

  const posted = await findPublic<StatusJson>(request, text)
  expect(posted.spoiler_text).toBe('beach photos')
  expect(posted.sensitive).toBe(true)
  expect(posted.media_attachments.map((m) => m.description)).toEqual(['Blue sea', 'Yellow sand'])
  expect(posted.poll?.options.map((o) => o.title)).toEqual(['Sea', 'Sand'])
})

test('a file over the upload limit shows the size error and nothing is sent', async ({
  page,
  demo,
}) => {
  // A limit of 100 kB, so the file over it need not be megabytes pushed through the browser.
  await demo.uploadLimit(100_000)
  await login(page, 'alice')
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/v[12]\/(media|statuses)/.test(r.url())) sent.push(r.url())
  })
  const form = sidebarForm(page)
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(120_000) })
  await expect(page.getByText(/The file is too big/)).toBeVisible()
  // The failed file is not attached: the post is still empty.
  await form.getByRole('button', { name: 'Post' }).click()
  await expect(
    form.getByRole('alert').filter({ hasText: "You can't post an empty status with no files" }),
  ).toBeVisible()
  expect(sent).toEqual([])
})

test('an empty post is refused with a message', async ({ page }) => {
  await login(page, 'alice')
  const form = sidebarForm(page)
  await form.getByRole('button', { name: 'Post' }).click()
  await expect(form.getByRole('alert')).toHaveText("You can't post an empty status with no files")
})

test("a 422 shows the server's error text, and the post goes out after dismissing it", async ({
  page,
  demo,
}) => {
  const text = unique('Refused once')
  await login(page, 'alice')
  const form = sidebarForm(page)
  await textBox(form).fill(text)
  await demo.fault({
    method: 'POST',
    path: '/api/v1/statuses',
    mode: 'status',
    status: 422,
    body: { error: 'Validation failed: Text is not welcome today' },
    times: 1,
  })
  await form.getByRole('button', { name: 'Post' }).click()
  await expect(form.getByRole('alert')).toHaveText(
    'Error: Validation failed: Text is not welcome today',
  )
  await expect(textBox(form)).toHaveValue(text)
  await form.getByRole('button', { name: 'Dismiss' }).click()
  await expect(form.getByRole('alert')).toHaveCount(0)
  await form.getByRole('button', { name: 'Post' }).click()
  await expect(textBox(form)).toHaveValue('')
  // Said once, by the "Posted" notice, not by the form as well.
  await expect(
    page.getByRole('region', { name: 'Notices' }).getByRole('status').filter({ hasText: 'Posted' }),
  ).toHaveCount(1)
  await expect(form.getByRole('status').filter({ hasText: 'Posted' })).toHaveCount(0)
  await expect(statusWith(page, text)).toBeVisible()
})

test('a reply starts with the mentions and offers only narrower scopes', async ({
  page,
  request,
}) => {
  const text = unique('Followers only from bob')
  await postAs(request, 'bob', `${text} @dana@mastodon.example`, { visibility: 'private' })
  await login(page, 'alice')
  await statusWith(page, text)
    .getByRole('button', { name: /^Reply/ })
    .click()
  const form = page.getByRole('form', { name: 'Reply to @bob' })
  await expect(textBox(form, 'Reply to @bob')).toHaveValue('@bob @dana@mastodon.example ')
  const scope = form.getByRole('combobox', { name: 'Visibility' })
  await expect(scope).toHaveValue('private')
  await expect(scope.getByRole('option')).toHaveText(['Followers only', 'Direct'])
  await expect(form.getByRole('note').first()).toContainText('not locked')
  await textBox(form, 'Reply to @bob').pressSequentially('agreed')
  await form.getByRole('button', { name: 'Post' }).click()
  await expect(form).toBeHidden()
})

test('quotes a post', async ({ page, request }) => {
  const text = unique('Quotable')
  await postAs(request, 'bob', text)
  await login(page, 'alice')
  await statusWith(page, text)
    .getByRole('button', { name: /^Quote/ })
    .click()
  const form = page.getByRole('form', { name: 'Quote post by @bob' })
  const mine = unique('My take')
  await textBox(form, 'Quote post by @bob').fill(mine)
  await form.getByRole('button', { name: 'Post' }).click()
  await expect(form).toBeHidden()
  await expect(statusWith(page, mine)).toContainText(text)
})

test('edits a post and the timeline shows the new text', async ({ page, request }) => {
  const text = unique('Typo here')
  await postAs(request, 'alice', text, { spoilerText: 'old cw' })
  // The text under the subject stays open, so the edit can be seen in place.
  await setConfig(page, { collapseMessageWithSubject: false })
  await login(page, 'alice')
  await statusWith(page, text).getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const modal = page.getByRole('dialog', { name: 'Edit post' })
  const box = textBox(modal, 'Edit post')
  await expect(box).toHaveValue(text)
  await expect(modal.getByRole('combobox', { name: 'Visibility' })).toBeDisabled()
  await expect(modal.getByRole('button', { name: 'Poll' })).toHaveCount(0)
  await expect(modal.getByRole('note').first()).toContainText('Other instances')
  const fixed = text.replace('Typo', 'Fixed')
  await box.fill(fixed)
  await modal.getByRole('button', { name: 'Save' }).click()
  await expect(modal).toBeHidden()
  await expect(statusWith(page, fixed)).toBeVisible()
})

test('redraft brings back the media and the poll and posts anew', async ({ page, request }) => {
  const text = unique('Redraft with media')
  const token = await apiToken(request, 'alice')
  const upload = await request.post('/api/v1/media', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: png('kept.png'), description: 'Kept picture' },
  })
  const media = (await upload.json()) as { id: string }
  const created = await request.post('/api/v1/statuses', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      status: text,
      visibility: 'public',
      media_ids: [media.id],
      poll: { options: ['Yes', 'No'], expires_in: 3600 },
    },
  })
  expect(created.ok()).toBe(true)
  await login(page, 'alice')
  await statusWith(page, text).getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete and redraft' }).click()
  await page
    .getByRole('dialog', { name: 'Delete and redraft this post?' })
    .getByRole('button', { name: 'Delete and redraft' })
    .click()
  const modal = page.getByRole('dialog', { name: 'Redraft post' })
  await expect(textBox(modal)).toHaveValue(text)
  await expect(
    modal.getByRole('list', { name: 'Attached files' }).getByRole('listitem'),
  ).toHaveCount(1)
  await expect(modal.getByRole('textbox', { name: 'Option 2' })).toHaveValue('No')
  await textBox(modal).fill(`${text} again`)
  await modal.getByRole('button', { name: 'Post' }).click()
  await expect(modal).toBeHidden()
  await expect(statusWith(page, `${text} again`)).toBeVisible()
  const posted = await findPublic<StatusJson>(request, `${text} again`)
  expect(posted.media_attachments.map((m) => m.id)).toEqual([media.id])
  expect(posted.poll?.options.map((o) => o.title)).toEqual(['Yes', 'No'])
})

test('the draft survives a reload and a failed post', async ({ page, demo }) => {
  const text = unique('Unfinished thought')
  await login(page, 'alice')
  await textBox(sidebarForm(page)).fill(text)
  await sidebarForm(page).getByRole('combobox', { name: 'Visibility' }).selectOption('unlisted')
  await sidebarForm(page).locator('input[type=file]').setInputFiles(png('kept.png'))
  await sidebarForm(page).getByRole('textbox', { name: 'Description for kept.png' }).fill('Alt')
  const files = sidebarForm(page)
    .getByRole('list', { name: 'Attached files' })
    .getByRole('listitem')
  await expect(files).toHaveCount(1)
  await expect(sidebarForm(page).getByRole('button', { name: 'Post' })).toBeEnabled()
  await page.reload()
  await expect(textBox(sidebarForm(page))).toHaveValue(text)
  // The uploaded file comes back with the draft.
  await expect(files).toHaveCount(1)
  await expect(sidebarForm(page).getByRole('combobox', { name: 'Visibility' })).toHaveValue(
    'unlisted',
  )

  await demo.fault({
    method: 'POST',
    path: '/api/v1/statuses',
    mode: 'status',
    status: 500,
    body: { error: 'Something broke' },
    times: 1,
  })
  await sidebarForm(page).getByRole('button', { name: 'Post' }).click()
  await expect(sidebarForm(page).getByRole('alert')).toHaveText('Error: Something broke')
  await expect(textBox(sidebarForm(page))).toHaveValue(text)
  await page.reload()
  await expect(textBox(sidebarForm(page))).toHaveValue(text)
  await sidebarForm(page).getByRole('button', { name: 'Post' }).click()
  await expect(textBox(sidebarForm(page))).toHaveValue('')
  await expect(statusWith(page, text)).toBeVisible()
  await page.reload()
  await expect(textBox(sidebarForm(page))).toHaveValue('')
})

test('autocomplete picks a user and an emoji with the keyboard', async ({ page }) => {
  await login(page, 'alice')
  const box = textBox(sidebarForm(page))
  await box.click()
  await box.pressSequentially('Hi @bo')
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  // The first suggestion is chosen as the list opens: Enter takes it.
  await expect(list.getByRole('option').first()).toContainText('bob')
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(box).toHaveValue('Hi @bob ')
  await box.pressSequentially('have a :cof')
  await expect(list.getByRole('option').first()).toContainText('cofe')
  await page.keyboard.press('Tab')
  await expect(box).toHaveValue(/^Hi @bob have a :cofe\w*: $/)
  // With the list closed Enter is a line break, and Ctrl+Enter posts.
  await box.pressSequentially('#cof')
  await expect(list.getByRole('option').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(list).toHaveCount(0)
  await page.keyboard.press('Enter')
  const last = unique('bye')
  await box.pressSequentially(last)
  await expect(box).toHaveValue(new RegExp(`^Hi @bob have a :cofe\\w*: #cof\\n${last}$`))
  await page.keyboard.press('Control+Enter')
  await expect(box).toHaveValue('')
  await expect(statusWith(page, last)).toBeVisible()
})

test('the emoji picker searches and inserts at the caret', async ({ page }) => {
  await login(page, 'alice')
  const form = sidebarForm(page)
  const box = textBox(form)
  await box.fill('coffee  please')
  // Caret between the two spaces.
  await box.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(7, 7))
  await form.getByRole('button', { name: 'Insert emoji' }).click()
  const picker = page.getByRole('dialog', { name: 'Emoji picker' })
  await picker
    .getByRole('searchbox', { name: 'Search emoji' })
    .or(picker.getByRole('textbox', { name: 'Search emoji' }))
    .fill('cofe')
  await picker.getByRole('button', { name: ':cofe:', exact: true }).click()
  await expect(box).toHaveValue('coffee :cofe: please')
})

test('preview shows the server rendering of markdown', async ({ page }) => {
  await login(page, 'alice')
  const form = sidebarForm(page)
  await form.getByRole('button', { name: 'Preview' }).click()
  const region = form.getByRole('region', { name: 'Preview' })
  await expect(region).toContainText('There is nothing to preview yet')
  await form.getByRole('combobox', { name: 'Text format' }).selectOption('text/markdown')
  await textBox(form).fill('**strong words**')
  await expect(region.locator('strong')).toHaveText('strong words')
})

test('a ?message= link opens the post modal with that text', async ({ page }) => {
  await login(page, 'alice', { at: '/main/friends?message=Shared%20from%20elsewhere' })
  const modal = page.getByRole('dialog', { name: 'New post' })
  await expect(textBox(modal)).toHaveValue('Shared from elsewhere')
})
