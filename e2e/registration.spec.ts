import { mkdirSync } from 'node:fs'
import { axeCheck } from './axe'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiToken, fillLogin, login, loginForm } from './helpers'

/*
 * Signing up, walked as a
 * visitor: open, approval, activation and invite-only instances, every
 * captcha type with a wrong and a right answer, each validation message and
 * the server's errors. The demo draws its captchas from dots; the test reads
 * the answer of the last one from GET /__demo/captcha.
 */

const SHOTS = '/tmp/shots-registration'
mkdirSync(SHOTS, { recursive: true })
test.describe.configure({ timeout: 60_000 })

const PHONE = { width: 390, height: 844 }

const axe = axeCheck(SHOTS, { fullPage: true })

const form = (page: Page) => page.getByRole('main')

/** The answer of the captcha the page shows (the demo's last one). */
async function captchaAnswer(page: Page, request: APIRequestContext): Promise<string> {
  await expect(form(page).getByRole('img', { name: /picture of characters/ })).toBeVisible()
  const last = (await (await request.get('/__demo/captcha')).json()) as { answer: string }
  return last.answer
}

interface Person {
  username: string
  fullname?: string
  email?: string
  password?: string
  reason?: string
}

async function fillForm(page: Page, person: Person): Promise<void> {
  const main = form(page)
  await main.getByLabel('Username').fill(person.username)
  await main.getByLabel('Display name').fill(person.fullname ?? 'New Person')
  if (person.email !== undefined) await main.getByLabel('E-mail address').fill(person.email)
  await main.getByLabel(/^Password/).fill(person.password ?? 'a-good-password')
  await main.getByLabel('Repeat the password').fill(person.password ?? 'a-good-password')
  if (person.reason !== undefined)
    await main.getByLabel('Why do you want to join?').fill(person.reason)
  await main.getByRole('checkbox', { name: /agree to them/ }).check()
}

const submit = (page: Page) => form(page).getByRole('button', { name: 'Create account' }).click()

async function expectLoggedInAs(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/main\/friends$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
  await expect(page.getByText(name).first()).toBeVisible()
}

function errorOf(field: Locator): Promise<string | null> {
  return field.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ')
    const error = ids.find((id) => id.endsWith('-error'))
    return error ? (document.getElementById(error)?.textContent ?? null) : null
  })
}

test.describe('registration', () => {
  test('an open instance: the login form links to sign-up, and a visitor lands logged in', async ({
    page,
    request,
  }) => {
    await page.goto('/main/public')
    await loginForm(page).getByRole('link', { name: 'Register' }).click()
    await expect(page).toHaveURL(/\/registration$/)
    await expect(page).toHaveTitle(/Create an account/)
    await expect(
      form(page).getByRole('heading', { name: 'Terms of service' }).first(),
    ).toBeVisible()
    // No reason asked on an open instance; the e-mail is optional.
    await expect(form(page).getByLabel('Why do you want to join?')).toHaveCount(0)
    await expect(form(page).getByLabel('E-mail address')).not.toHaveAttribute(
      'aria-required',
      'true',
    )
    await fillForm(page, { username: ' newbie ', fullname: '  Nova Newbie ' })
    await form(page).getByLabel('About you').fill('I drink tea.')
    await form(page)
      .getByLabel('Characters in the picture')
      .fill(await captchaAnswer(page, request))
    await axe(page, 'registration-desktop')
    await submit(page)
    await expectLoggedInAs(page, 'Nova Newbie')
    // The trimmed username is the account's, and the account is a real one.
    const me = await page.evaluate(async () => {
      const oauth = JSON.parse(
        Object.values(localStorage).find((v) => v.includes('userToken')) ?? '{}',
      ) as { userToken?: string }
      const response = await fetch('/api/v1/accounts/verify_credentials', {
        headers: { Authorization: `Bearer ${oauth.userToken ?? ''}` },
      })
      return (await response.json()) as { username: string; display_name: string; note: string }
    })
    expect(me).toMatchObject({ username: 'newbie', display_name: 'Nova Newbie' })
    expect(me.note).toContain('I drink tea.')
  })

  test('every validation message, then the server errors as sentences', async ({ page, demo }) => {
    await demo.accounts({ captcha: 'none' })
    await page.goto('/registration')
    const main = form(page)
    await submit(page)
    await expect(main.getByLabel('Username')).toBeFocused()
    expect(await errorOf(main.getByLabel('Username'))).toBe('Choose a username.')
    expect(await errorOf(main.getByLabel('Display name'))).toBe('Enter a display name.')
    expect(await errorOf(main.getByLabel(/^Password/))).toBe('Choose a password.')
    expect(await errorOf(main.getByLabel('Repeat the password'))).toBe(
      'Type the password a second time.',
    )
    await expect(main.getByText('Agree to the terms of service to join.')).toBeVisible()
    // Names of spaces are no names: both are trimmed.
    await main.getByLabel('Username').fill('   ')
    await main.getByLabel('Display name').fill('  ')
    await main.getByLabel(/^Password/).fill('one')
    await main.getByLabel('Repeat the password').fill('two')
    await submit(page)
    expect(await errorOf(main.getByLabel('Username'))).toBe('Choose a username.')
    expect(await errorOf(main.getByLabel('Repeat the password'))).toBe(
      'The two passwords are not the same.',
    )
    await page.setViewportSize(PHONE)
    await axe(page, 'registration-errors-phone')
    await page.setViewportSize({ width: 1366, height: 768 })

    // The server's words: a taken name under the username, the rest listed under the form.
    await fillForm(page, { username: 'alice', email: 'someone@example.com' })
    await submit(page)
    await expect(main.getByLabel('Username')).toBeFocused()
    expect(await errorOf(main.getByLabel('Username'))).toBe('Username has already been taken.')
    await fillForm(page, { username: 'fresh', email: 'not-an-address' })
    await submit(page)
    const alert = main.getByRole('alert')
    await expect(alert).toContainText('Your account could not be created:')
    await expect(alert.getByRole('listitem')).toHaveText(['Email has invalid format.'])
    await axe(page, 'registration-server-errors-desktop')
  })

  test('activation and approval ask for their own fields', async ({ page, demo }) => {
    await demo.accounts({ registrations: 'activation', captcha: 'none' })
    await page.goto('/registration')
    const main = form(page)
    await expect(main.getByLabel('E-mail address')).toHaveAttribute('aria-required', 'true')
    await submit(page)
    expect(await errorOf(main.getByLabel('E-mail address'))).toBe(
      'Enter your e-mail address: this instance sends an activation link.',
    )
    await demo.accounts({ registrations: 'approval' })
    await page.goto('/registration')
    await submit(page)
    expect(await errorOf(main.getByLabel('Why do you want to join?'))).toBe(
      'Tell the moderators why you want to join.',
    )
    await expect(main.getByLabel('E-mail address')).not.toHaveAttribute('aria-required', 'true')
  })

  test('a wrong captcha is refused and replaced; the right one gets in (native and Kocaptcha)', async ({
    page,
    request,
    demo,
  }) => {
    await page.goto('/registration')
    const main = form(page)
    const picture = main.getByRole('img', { name: /picture of characters/ })
    await fillForm(page, { username: 'captcha1' })
    await captchaAnswer(page, request)
    const first = await picture.getAttribute('src')
    expect(first).toMatch(/^data:image\/svg\+xml;base64,/)
    await main.getByLabel('Characters in the picture').fill('WRONG')
    await submit(page)
    await expect(main.getByRole('alert').getByRole('listitem')).toHaveText([
      'Captcha Invalid CAPTCHA.',
    ])
    await expect(picture).not.toHaveAttribute('src', first ?? '')
    await expect(main.getByLabel('Characters in the picture')).toHaveValue('')
    await page.setViewportSize(PHONE)
    await axe(page, 'registration-captcha-phone')
    await page.setViewportSize({ width: 1366, height: 768 })
    // "Show another picture" also brings a new one.
    const second = await picture.getAttribute('src')
    await main.getByRole('button', { name: 'Show another picture' }).click()
    await expect(picture).not.toHaveAttribute('src', second ?? '')
    await main.getByLabel('Characters in the picture').fill(await captchaAnswer(page, request))
    await submit(page)
    await expectLoggedInAs(page, 'New Person')

    // A new visitor: the storage is emptied from a page of the same origin
    // that is not the app, so nothing the app still writes as it unloads
    // (the session it just began) comes back after the clearing.
    await page.goto('/favicon.svg')
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await demo.accounts({ captcha: 'kocaptcha' })
    await page.goto('/registration')
    await fillForm(page, { username: 'captcha2', fullname: 'Koca Person' })
    await captchaAnswer(page, request)
    expect(await picture.getAttribute('src')).toMatch(/\/captcha\/kocaptcha\/\w+\.svg$/)
    await main.getByLabel('Characters in the picture').fill('nope')
    await submit(page)
    await expect(main.getByRole('alert').getByRole('listitem')).toHaveText([
      'Captcha Invalid CAPTCHA.',
    ])
    await main.getByLabel('Characters in the picture').fill(await captchaAnswer(page, request))
    await submit(page)
    await expectLoggedInAs(page, 'Koca Person')
  })

  test('an approval instance sends the visitor to the request-sent page; login waits', async ({
    page,
    demo,
  }) => {
    await demo.accounts({ registrations: 'approval', captcha: 'none' })
    await page.goto('/registration')
    await fillForm(page, {
      username: 'waiting',
      reason: 'I roast coffee and want to talk about it.',
    })
    await submit(page)
    await expect(page).toHaveURL(/\/registration-request-sent$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Request sent' })).toBeVisible()
    await expect(page.getByRole('status')).toContainText('moderators of Cofe Demo')
    await axe(page, 'request-sent-desktop')
    await page.setViewportSize(PHONE)
    await axe(page, 'request-sent-phone')
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.getByRole('main').getByRole('link', { name: 'Go to the login page' }).click()
    await fillLogin(page, 'waiting', 'a-good-password')
    await expect(loginForm(page).getByRole('alert')).toHaveText(
      'Your account is currently pending approval',
    )
  })

  test('an activation instance mails a link; the account logs in once it is opened', async ({
    page,
    demo,
  }) => {
    await demo.accounts({ registrations: 'activation', captcha: 'none' })
    await page.goto('/registration')
    await fillForm(page, { username: 'mailme', email: 'mailme@example.com', fullname: 'Mail Me' })
    await submit(page)
    await expect(page).toHaveURL(/\/awaiting-email-confirmation$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Check your e-mail' })).toBeVisible()
    await axe(page, 'awaiting-email-desktop')
    await page.setViewportSize(PHONE)
    await axe(page, 'awaiting-email-phone')
    await page.setViewportSize({ width: 1366, height: 768 })

    await page.goto('/login')
    await fillLogin(page, 'mailme', 'a-good-password')
    await expect(loginForm(page).getByRole('alert')).toHaveText(
      'Your login is missing a confirmed e-mail address',
    )
    const mail = (await demo.outbox()).find((m) => m.to === 'mailme@example.com')
    const link = mail?.links.find((l) => l.includes('/api/account/confirm_email/'))
    expect(link).toBeTruthy()
    await page.goto(new URL(link ?? '').pathname)
    await expect(page).toHaveURL(/\/main\/all$/)
    await fillLogin(page, 'mailme', 'a-good-password')
    await expectLoggedInAs(page, 'Mail Me')
  })

  test('a closed instance: no sign-up link, /registration goes home, an invite lets one in', async ({
    page,
    request,
    demo,
  }) => {
    await demo.accounts({ registrations: 'closed', captcha: 'none' })
    await page.goto('/main/public')
    await expect(loginForm(page).getByRole('link', { name: 'Forgot password?' })).toBeVisible()
    await expect(loginForm(page).getByRole('link', { name: 'Register' })).toHaveCount(0)
    await page.goto('/registration')
    await expect(page).toHaveURL(/\/main\/all$/)

    const admin = await apiToken(request, 'admin')
    const invite = (await (
      await request.post('/api/v1/pleroma/admin/users/invite_token', {
        headers: { Authorization: `Bearer ${admin}` },
        data: {},
      })
    ).json()) as { token: string }
    await page.goto(`/registration/${invite.token}`)
    const code = form(page).getByLabel('Invite code')
    await expect(code).toHaveValue(invite.token)
    await expect(code).toHaveAttribute('readonly', '')
    await fillForm(page, { username: 'invited', fullname: 'Invited Guest' })
    await page.setViewportSize(PHONE)
    await axe(page, 'registration-invite-phone')
    await submit(page)
    await expect(page).toHaveURL(/\/main\/friends$/)
  })

  test('a signed-in member visiting sign-up is sent to the timeline', async ({ page }) => {
    await login(page, 'alice', { at: '/registration' })
    await expect(page).toHaveURL(/\/main\/friends$/)
  })
})
