import { mkdirSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { axeFor } from './axe'
import { expect, test } from './fixtures'
import { apiCall, apiToken, login, setConfig, unique } from './helpers'
import { shot } from './shots'

/*
 * Scheduled posts: the post form's Schedule control (the five-minute rule,
 * the submit button's time, the draft cleared and nothing in the timeline),
 * the Scheduled posts screen (reschedule, the server's refusal in its own
 * words, edit as delete and re-create, cancel with a confirmation), a post
 * going out when the demo's clock reaches its time, and axe on the screen
 * at both sizes in English and Arabic.
 */

const SHOTS = '/tmp/shots-scheduled'
mkdirSync(SHOTS, { recursive: true })

const HOUR = 3_600_000
const main = (page: Page) => page.getByRole('main')
const scheduledList = (page: Page) => main(page).getByRole('list', { name: 'Scheduled posts' })
const itemWith = (page: Page, text: string) =>
  scheduledList(page).getByRole('article').filter({ hasText: text })

/** The picker's value `ms` from now, in the browser's own time zone. */
const pickerValueIn = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const d = new Date(Date.now() + ahead)
    const p = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`
  }, ms)

async function scheduleByApi(request: APIRequestContext, fields: Record<string, string>) {
  const token = await apiToken(request, 'alice')
  return (await apiCall(request, token, 'POST', '/api/v1/statuses', {
    // Far enough that moving the demo's clock on by a few hours leaves it waiting.
    scheduled_at: new Date(Date.now() + 8 * HOUR).toISOString(),
    ...fields,
  })) as { id: string }
}

test.describe('scheduled posts', () => {
  test.afterEach(async ({ request }) => {
    await request.delete('/__demo/clock')
  })

  test('schedules from the post form, reschedules, and the post goes out at its time', async ({
    page,
    demo,
  }) => {
    const text = unique('See you at the meetup')
    await login(page, 'alice')
    const form = page.getByRole('form', { name: 'Write a post' }).first()
    await form.getByRole('textbox', { name: 'Write a post' }).fill(text)
    await form.getByRole('button', { name: 'Schedule' }).click()
    const picker = form.getByRole('group', { name: 'Schedule this post' })
    await expect(
      picker.getByText(/In your time zone, .+; at least 5 minutes from now\./),
    ).toBeVisible()

    // Too soon: refused here, before the server is asked.
    const when = picker.getByLabel('Date and time')
    await when.fill(await pickerValueIn(page, 2 * 60_000))
    await expect(picker.getByRole('alert')).toHaveText('Choose a time at least 5 minutes from now.')
    await when.fill(await pickerValueIn(page, 2 * HOUR))
    await expect(picker.getByRole('alert')).toHaveCount(0)
    const submit = form.getByRole('button', { name: /^Schedule for / })
    await expect(submit).toBeVisible()
    await shot(page, { path: `${SHOTS}/form-1366.png` })
    await submit.click()

    // Said and cleared, and not in the timeline.
    await expect(page.getByText(/^Scheduled for /)).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Write a post' })).toHaveValue('')
    await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeVisible()
    await expect(main(page).getByText(text)).toHaveCount(0)

    // The screen, through the navigation.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Scheduled posts' })
      .click()
    const item = itemWith(page, text)
    await expect(item).toBeVisible()
    await expect(item.getByText(/^Goes out /)).toBeVisible()

    await item.getByRole('button', { name: 'Reschedule' }).click()
    await item.getByLabel('Date and time').fill(await pickerValueIn(page, 3 * HOUR))
    await item.getByRole('button', { name: 'Save the new time' }).click()
    await expect(page.getByText(/^Rescheduled for /)).toBeVisible()
    await expect(item.getByRole('button', { name: 'Save the new time' })).toHaveCount(0)

    // The demo's clock reaches it: the post goes out, streamed to the home timeline.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home timeline' })
      .click()
    await demo.streamingOpenFor('alice')
    const moved = await page.request.post('/__demo/clock', { data: { advanceMs: 4 * HOUR } })
    expect(((await moved.json()) as { published: number }).published).toBeGreaterThanOrEqual(1)
    await main(page)
      .getByRole('button', { name: /^Show new/ })
      .click()
    await expect(main(page).getByRole('article').filter({ hasText: text })).toBeVisible()
  })

  test('edits by deleting and re-creating, shows the server’s refusal, and cancels after asking', async ({
    page,
    request,
  }) => {
    const first = unique('Draft of the announcement')
    const edited = unique('Final announcement')
    const doomed = unique('Never mind this one')
    await scheduleByApi(request, { status: first, spoiler_text: 'news' })
    await scheduleByApi(request, { status: doomed })
    await login(page, 'alice', { at: '/scheduled' })

    const item = itemWith(page, first)
    await expect(item.getByText('Content warning: news')).toBeVisible()
    await expect(main(page).getByText(/Editing deletes this scheduled post/)).toBeVisible()

    // The server's own words: its clock is two hours on, so a time one hour ahead is past.
    await page.request.post('/__demo/clock', { data: { advanceMs: 2 * HOUR } })
    await item.getByRole('button', { name: 'Reschedule' }).click()
    await item.getByLabel('Date and time').fill(await pickerValueIn(page, HOUR))
    await item.getByRole('button', { name: 'Save the new time' }).click()
    await expect(item.getByRole('alert')).toHaveText(
      'Validation failed: Scheduled at The scheduled date must be in the future',
    )
    await page.request.delete('/__demo/clock')
    await item.getByRole('button', { name: 'Cancel', exact: true }).click()

    // Edit: the form says what sending does, starts at the post's time, and replaces it.
    await item.getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog')
    await expect(
      dialog.getByText('Sending this deletes your scheduled post and schedules a new one'),
    ).toBeVisible()
    const text = dialog.getByRole('textbox', { name: 'Write a post' })
    await expect(text).toHaveValue(first)
    await text.fill(edited)
    await dialog.getByRole('button', { name: /^Schedule for / }).click()
    await expect(dialog).toBeHidden()
    await expect(itemWith(page, edited)).toBeVisible()
    await expect(itemWith(page, edited).getByText('Content warning: news')).toBeVisible()
    await expect(itemWith(page, first)).toHaveCount(0)

    // Cancel: asked first; keeping it keeps it.
    const gone = itemWith(page, doomed)
    await gone.getByRole('button', { name: 'Cancel post' }).click()
    const confirm = page.getByRole('dialog', { name: 'Cancel this scheduled post?' })
    await confirm.getByRole('button', { name: 'Keep it' }).click()
    await expect(gone).toBeVisible()
    await gone.getByRole('button', { name: 'Cancel post' }).click()
    await confirm.getByRole('button', { name: 'Cancel the post' }).click()
    await expect(gone).toHaveCount(0)
    await expect(page.getByText('The scheduled post was cancelled.')).toBeVisible()
    await page.reload()
    await expect(itemWith(page, edited)).toBeVisible()
    await expect(itemWith(page, doomed)).toHaveCount(0)
  })

  test('the screen passes axe at both sizes, in English and Arabic', async ({ page, request }) => {
    await scheduleByApi(request, { status: unique('Axe check'), spoiler_text: 'cw' })
    for (const lang of ['en', 'ar'] as const) {
      if (lang === 'ar') await setConfig(page, { interfaceLanguage: 'ar' })
      for (const size of [
        { name: '1366', viewport: { width: 1366, height: 768 } },
        { name: '390', viewport: { width: 390, height: 844 } },
      ]) {
        await page.setViewportSize(size.viewport)
        if (lang === 'en' && size.name === '1366') await login(page, 'alice', { at: '/scheduled' })
        else await page.goto('/scheduled')
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        const first = main(page).getByRole('article').first()
        await expect(first).toBeVisible()
        // The reschedule form open, so its field is scanned too.
        await first.getByRole('button').first().click()
        await expect(first.locator('input[type="datetime-local"]')).toBeVisible()
        await shot(page, { path: `${SHOTS}/screen-${lang}-${size.name}.png`, fullPage: true })
        const result = await axeFor(page).analyze()
        expect(
          result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
        ).toEqual([])
        if (lang === 'en' && size.name === '390') {
          // On a phone the entry is in the drawer.
          await page.getByRole('button', { name: 'Open menu' }).click()
          const drawer = page.getByRole('dialog', { name: 'Menu' })
          await expect(drawer.getByRole('link', { name: 'Scheduled posts' })).toHaveAttribute(
            'aria-current',
            'page',
          )
        }
      }
    }
  })

  test('a server without scheduled posts (Hollo) shows no Schedule control and no screen', async ({
    page,
    demo,
  }) => {
    await login(page, 'alice')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Scheduled posts' })).toBeVisible()
    // The session's token keeps working when the demo answers like Hollo.
    await demo.serverMode('hollo')
    await page.reload()
    const form = page.getByRole('form', { name: 'Write a post' }).first()
    await expect(form.getByRole('button', { name: 'Poll' })).toBeVisible()
    await expect(form.getByRole('button', { name: 'Schedule' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Lists' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Scheduled posts' })).toHaveCount(0)
    // Its address, typed in, is no screen there (and then the entry has surely had its chance).
    await page.goto('/scheduled')
    await expect(main(page).getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Scheduled posts' })).toHaveCount(0)
  })
})
