import { mkdirSync } from 'node:fs'
import { shot } from './shots'
import { axeFor } from './axe'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiCall, apiToken, DEMO_PASSWORD, fillLogin, loginForm } from './helpers'

/*
 * Getting back in: a visitor asks for a reset link, follows the
 * link from the demo's outbox, sets a new password and logs in with it; the
 * throttled, failed and disabled variants; a login the server refuses until
 * the password is reset; and a guest's "favourite from your own instance"
 * button, whose dialog sends the handle through the remote interaction page.
 */

const SHOTS = '/tmp/shots-reset'
mkdirSync(SHOTS, { recursive: true })

const SIZES = [
  { name: '1366', width: 1366, height: 768 },
  { name: '390', width: 390, height: 844 },
] as const

const NEW_PASSWORD = 'a new and longer secret'

async function noAxeViolations(page: Page): Promise<void> {
  const result = await axeFor(page).analyze()
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([])
}

/** Screenshots of the current screen at both sizes, with axe at each. */
async function lookAt(page: Page, label: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height })
    await noAxeViolations(page)
    await shot(page, { path: `${SHOTS}/${label}-${size.name}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1366, height: 768 })
}

const resetHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Reset your password' })
const addressField = (page: Page) =>
  page.getByRole('textbox', { name: 'E-mail address or user name' })
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send the reset link' })

/** Follows the newest mailed link and sets `password` on the demo's own form. */
async function setPasswordFromMail(
  page: Page,
  demo: { outbox(): Promise<{ to: string; links: string[] }[]> },
  to: string,
  password: string,
): Promise<void> {
  const mails = await demo.outbox()
  const mail = mails.filter((m) => m.to === to).at(-1)
  expect(mail, `a mail to ${to}`).toBeDefined()
  const link = mail?.links[0] ?? ''
  expect(link).toContain('/api/v1/pleroma/password_reset/')
  await page.goto(link)
  await shot(page, { path: `${SHOTS}/demo-form.png` })
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Repeat the new password').fill(password)
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible()
}

async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
}

test('reset a password with the mailed link, then log in with the new one', async ({
  page,
  demo,
}) => {
  await page.goto('/main/public')
  await loginForm(page).getByRole('link', { name: 'Forgot password?' }).click()
  await expect(resetHeading(page)).toBeVisible()
  await expect(page).toHaveURL(/\/password-reset$/)
  await lookAt(page, 'form')

  await addressField(page).fill('alice@cofe-demo.invalid')
  await sendButton(page).click()
  const done = page.getByRole('status').filter({ hasText: 'Check your e-mail' })
  await expect(done).toBeVisible()
  await expect(done).toBeFocused()
  await expect(addressField(page)).toHaveCount(0)
  await lookAt(page, 'sent')

  await setPasswordFromMail(page, demo, 'alice@cofe-demo.invalid', NEW_PASSWORD)
  await shot(page, { path: `${SHOTS}/demo-form-done.png` })
  await page.getByRole('link', { name: 'Log in to Cofe Demo' }).click()

  // The old password no longer works; the new one does.
  await fillLogin(page, 'alice', DEMO_PASSWORD)
  await expect(loginForm(page).getByRole('alert')).toBeVisible()
  await fillLogin(page, 'alice', NEW_PASSWORD)
  await expectLoggedIn(page)
})

test('the mailed link works once', async ({ page, demo, request }) => {
  expect((await request.post('/auth/password?email=bob')).status()).toBe(204)
  await setPasswordFromMail(page, demo, 'bob@cofe-demo.invalid', NEW_PASSWORD)
  const [mail] = await demo.outbox()
  await page.goto(mail?.links[0] ?? '')
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
  await page.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(resetHeading(page)).toBeVisible()
})

async function exhaustResetRequests(request: APIRequestContext): Promise<void> {
  // The demo allows five requests a minute from one address (demo config PASSWORD_RESET).
  for (let i = 0; i < 5; i += 1) {
    expect((await request.post('/auth/password?email=nobody')).status()).toBe(204)
  }
}

test('too many requests: the throttled notice, dismissible, and the field cleared', async ({
  page,
  request,
}) => {
  await exhaustResetRequests(request)
  await page.goto('/password-reset')
  await addressField(page).fill('alice')
  await sendButton(page).click()
  const alert = page.getByRole('alert')
  await expect(alert).toHaveText(
    'You asked for too many reset links. Wait a few minutes, then try again.',
  )
  await expect(addressField(page)).toHaveValue('')
  await expect(page.getByRole('status')).toHaveCount(0)
  await lookAt(page, 'throttled')
  await page.getByRole('button', { name: 'Dismiss' }).click()
  await expect(alert).toHaveCount(0)
})

test('any other failure shows the generic error, and the next try can succeed', async ({
  page,
  demo,
}) => {
  await demo.fault({
    method: 'POST',
    path: '/auth/password',
    mode: 'status',
    status: 500,
    times: 1,
  })
  await page.goto('/password-reset')
  await addressField(page).fill('carol')
  await sendButton(page).click()
  await expect(page.getByRole('alert')).toHaveText('An error occurred')
  await expect(addressField(page)).toHaveValue('')
  await addressField(page).fill('carol')
  await sendButton(page).click()
  await expect(page.getByRole('status')).toContainText('Check your e-mail')
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect((await demo.outbox()).map((m) => m.to)).toEqual(['carol@cofe-demo.invalid'])
})

test('an instance without a mailer shows the disabled variant', async ({ page, demo }) => {
  await demo.accounts({ mailer: false })
  await page.goto('/password-reset')
  await expect(resetHeading(page)).toBeVisible()
  await expect(page.getByText(/Password reset is turned off on this instance/)).toBeVisible()
  await expect(addressField(page)).toHaveCount(0)
  await lookAt(page, 'disabled')
  await page.getByRole('link', { name: 'Who runs this instance' }).click()
  await expect(page).toHaveURL(/\/about$/)
})

test('a signed-in member visiting the page is sent to root', async ({ page }) => {
  await page.goto('/main/public')
  await fillLogin(page, 'bob')
  await expectLoggedIn(page)
  await page.goto('/password-reset')
  await expect(resetHeading(page)).toHaveCount(0)
  await expect(page).not.toHaveURL(/password-reset/)
})

test('a login the server refuses until the password is reset leads to the reset form', async ({
  page,
  demo,
  request,
}) => {
  const admin = await apiToken(request, 'admin')
  const forced = await request.patch('/api/v1/pleroma/admin/users/force_password_reset', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { nicknames: ['alice'] },
  })
  expect(forced.status()).toBe(204)

  await page.goto('/main/public')
  await fillLogin(page, 'alice')
  await expect(resetHeading(page)).toBeVisible()
  await expect(page.getByText(/must be changed before you can log in again/)).toBeVisible()
  await expect(addressField(page)).toHaveValue('alice')
  await lookAt(page, 'required')
  await sendButton(page).click()
  await expect(page.getByRole('status')).toContainText('Check your e-mail')

  await setPasswordFromMail(page, demo, 'alice@cofe-demo.invalid', NEW_PASSWORD)
  await page.goto('/main/public')
  await fillLogin(page, 'alice', NEW_PASSWORD)
  await expectLoggedIn(page)
})

test('the reset-required variant without a mailer says to contact the administrator', async ({
  page,
  demo,
  request,
}) => {
  await demo.accounts({ mailer: false })
  const admin = await apiToken(request, 'admin')
  await request.patch('/api/v1/pleroma/admin/users/force_password_reset', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { nicknames: ['bob'] },
  })
  await page.goto('/main/public')
  await fillLogin(page, 'bob')
  await expect(
    page.getByText(/must be changed before you can log in again, but this instance cannot send/),
  ).toBeVisible()
  await noAxeViolations(page)
})

/** A fresh public post by alice, on top of the local timeline. */
async function alicePost(
  request: APIRequestContext,
  text: string,
): Promise<{ id: string; uri: string }> {
  const token = await apiToken(request, 'alice')
  return (await apiCall(request, token, 'POST', '/api/v1/statuses', {
    status: text,
    visibility: 'public',
  })) as { id: string; uri: string }
}

const statusWith = (page: Page, text: string) =>
  page.getByRole('main').getByRole('feed').getByRole('article').filter({ hasText: text }).first()

test("a guest's favourite button asks for their handle, and the server sends them on", async ({
  page,
  context,
  request,
}) => {
  // The visitor's own instance is elsewhere: answer for it here (nothing leaves the machine).
  const theirs: string[] = []
  await context.route('https://social.example/**', async (route) => {
    theirs.push(route.request().url())
    await route.fulfill({ contentType: 'text/html', body: '<title>social.example</title>ok' })
  })
  const text = 'Favourite this from wherever you are'
  const posted = await alicePost(request, text)

  await page.goto('/main/public')
  const status = statusWith(page, text)
  const favourite = status.getByRole('button', { name: /^Favourite from your own instance/ })
  await favourite.click()
  const dialog = page.getByRole('dialog', { name: 'Favourite from your own instance' })
  await expect(dialog.getByText(/Type the handle of your account/)).toBeVisible()
  await shot(dialog, { path: `${SHOTS}/guest-dialog-1366.png` })
  await noAxeViolations(page)

  // A handle that cannot be read is explained in the dialog, and nothing is sent.
  const handle = dialog.getByRole('textbox', { name: 'Your handle' })
  await handle.fill('just a name')
  await dialog.getByRole('button', { name: 'Continue on my instance' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Type your handle as name@your.instance.')
  await expect(handle).toHaveAttribute('aria-invalid', 'true')

  // The server's remote interaction page looks the handle up and sends them on, in a new tab.
  await handle.fill('@lain@social.example')
  const popupPromise = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue on my instance' }).click()
  const popup = await popupPromise
  await expect(popup).toHaveURL(/^https:\/\/social\.example\/authorize_interaction\?uri=/)
  expect(new URL(popup.url()).searchParams.get('uri')).toBe(posted.uri)
  expect(theirs).toHaveLength(1)
  // This page stays, the dialog closed and focus back on the button.
  await expect(dialog).toBeHidden()
  await expect(favourite).toBeFocused()
})

test('the remote interaction page itself explains and checks the handle', async ({
  page,
  request,
}) => {
  const text = 'Open the interaction page straight away'
  const posted = await alicePost(request, text)
  await page.goto(`/main/ostatus?status_id=${encodeURIComponent(posted.id)}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Interact with @alice’s post' }),
  ).toBeVisible()
  await expect(page.getByText(text)).toBeVisible()
  await shot(page, { path: `${SHOTS}/interaction-1366.png` })
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, { path: `${SHOTS}/interaction-390.png` })
  await noAxeViolations(page)
  await page.getByLabel('Your handle').fill('just a name')
  await page.getByRole('button', { name: 'Continue on my instance' }).click()
  await expect(page.getByRole('alert')).toHaveText('Type your handle as name@your.instance.')
})

test('a visitor with a handle on this instance is taken to the post here', async ({
  page,
  request,
  baseURL,
}) => {
  const text = 'Come and reply from this very server'
  const posted = await alicePost(request, text)
  await page.goto(`/main/ostatus?status_id=${posted.id}`)
  await page.getByLabel('Your handle').fill(`bob@${new URL(baseURL ?? '').host}`)
  await page.getByRole('button', { name: 'Continue on my instance' }).click()
  await expect(page).toHaveURL(new RegExp(`/notice/${posted.id}$`))
  await expect(page.getByRole('main').getByText(text).first()).toBeVisible()
})
