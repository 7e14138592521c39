import { mkdirSync } from 'node:fs'
import { shot } from './shots'
import { axeCheck } from './axe'
import type { Locator, Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { expect, test } from './fixtures'
import {
  apiToken,
  fillLogin,
  login,
  loginForm,
  loginWithForm,
  openSettings,
  settingsDialog,
} from './helpers'

/*
 * The settings modal's Security tab:
 * two-factor set-up and sign-in with a code and a backup code, revoking a
 * token (another app's, then this session's), changing the password and the
 * e-mail, aliases and moving, deleting the account; every catalogued error
 * text; axe and screenshots at both sizes.
 */

const SHOTS = '/tmp/shots-security'
mkdirSync(SHOTS, { recursive: true })
test.describe.configure({ timeout: 90_000 })

const CHANGE_ERROR = 'There was an issue changing your email or password'
const DELETE_ERROR = 'There was an issue deleting your account'
const ALIAS_MOVE_ERROR = 'Error adding an alias, a backup or moving the account'

async function openSecurity(page: Page): Promise<Locator> {
  const dialog = await openSettings(page, 'Security')
  await expect(dialog.getByRole('heading', { name: 'Two-factor login' })).toBeVisible()
  return dialog
}

function section(dialog: Locator, name: string): Locator {
  return dialog.getByRole('region', { name })
}

function codeFor(secret: string): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  }).generate()
}

/** The modal footer's logout, which closes the settings. */
async function logOutFromSettings(page: Page): Promise<void> {
  await settingsDialog(page).getByRole('button', { name: 'Log out' }).click()
  await page
    .getByRole('dialog', { name: 'Log out?' })
    .getByRole('button', { name: 'Log out' })
    .click()
  await expect(settingsDialog(page)).toBeHidden()
  await expect(loginForm(page)).toBeVisible()
}

/** A global notice (the settings dialog keeps a hidden copy of the list). */
function notice(page: Page, text: string): Locator {
  return page.getByText(text).filter({ visible: true })
}

const axe = axeCheck()

test('two-factor: set up with the key, sign in with a code, then with a backup code', async ({
  page,
}) => {
  await loginWithForm(page, 'alice')
  const dialog = await openSecurity(page)
  const mfa = section(dialog, 'Two-factor login')
  await expect(mfa.getByText('Two-factor login is off.')).toBeVisible()
  await mfa.getByRole('button', { name: 'Set up two-factor login' }).click()
  await expect(mfa.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const key = (await mfa.locator('code').textContent())?.trim() ?? ''
  expect(key).toMatch(/^[A-Z2-7]{16,}$/)

  // A wrong code, then a wrong password: each says what went wrong.
  await mfa.getByLabel('Code from the app').fill('000000')
  await mfa.getByLabel('Current password').fill('password')
  await mfa.getByRole('button', { name: 'Turn on two-factor login' }).click()
  await expect(mfa.getByRole('alert')).toContainText('That code is not right')
  await mfa.getByLabel('Code from the app').fill(codeFor(key))
  await mfa.getByLabel('Current password').fill('wrong')
  await mfa.getByRole('button', { name: 'Turn on two-factor login' }).click()
  await expect(mfa.getByRole('alert')).toContainText('Two-factor login could not be turned on.')
  await expect(mfa.getByRole('alert')).toContainText('The server said: Invalid password.')
  await axe(page)
  await shot(page, { path: `${SHOTS}/security-error-1366.png` })

  await mfa.getByLabel('Code from the app').fill(codeFor(key))
  await mfa.getByLabel('Current password').fill('password')
  await mfa.getByRole('button', { name: 'Turn on two-factor login' }).click()
  const codes = mfa.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(5)
  const backupCodes = (await codes.allTextContents()).map((c) => c.trim())
  await axe(page)
  await mfa.getByRole('button', { name: 'I have saved them' }).scrollIntoViewIfNeeded()
  await shot(page, { path: `${SHOTS}/security-codes-1366.png` })
  await mfa.getByRole('button', { name: 'I have saved them' }).click()
  await expect(mfa.getByText('Two-factor login is on.')).toBeVisible()
  // Shown once: gone now.
  await expect(mfa.getByRole('list', { name: 'Backup codes' })).toHaveCount(0)

  await logOutFromSettings(page)
  await fillLogin(page, 'alice')
  const totpForm = page.getByRole('form', { name: 'Two-factor authentication' })
  await totpForm.getByLabel('Authentication code').fill(codeFor(key))
  await totpForm.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()

  await openSecurity(page)
  await logOutFromSettings(page)
  await fillLogin(page, 'alice')
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  const recovery = page.getByRole('form', { name: 'Two-factor recovery' })
  await recovery.getByLabel('Recovery code').fill(backupCodes[0]!)
  await recovery.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()

  // New codes replace the old; then two-factor goes off with the password.
  const again = section(await openSecurity(page), 'Two-factor login')
  await again.getByRole('button', { name: 'New backup codes' }).click()
  await page
    .getByRole('dialog', { name: 'Make new backup codes?' })
    .getByRole('button', { name: 'Make new codes' })
    .click()
  await expect(again.getByText('The old ones no longer work')).toBeVisible()
  const fresh = (
    await again.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allTextContents()
  ).map((c) => c.trim())
  expect(fresh).not.toContain(backupCodes[1])
  await again.getByRole('button', { name: 'I have saved them' }).click()
  await again.getByRole('button', { name: 'Turn off two-factor login' }).click()
  await again.getByLabel('Current password').fill('wrong')
  await again.getByRole('button', { name: 'Turn off', exact: true }).click()
  await expect(again.getByRole('alert')).toContainText('Two-factor login could not be turned off.')
  await again.getByLabel('Current password').fill('password')
  await again.getByRole('button', { name: 'Turn off', exact: true }).click()
  await expect(
    again.getByRole('status').filter({ hasText: 'Two-factor login is off.' }),
  ).toBeVisible()
  await logOutFromSettings(page)
  await login(page, 'alice')
})

test("revoking another app's token ends it; revoking this session's signs out here", async ({
  page,
  request,
}) => {
  const other = await apiToken(request, 'bob')
  await login(page, 'bob')
  const dialog = await openSecurity(page)
  const tokens = section(dialog, 'Apps and sessions')
  const e2eToken = tokens.getByRole('listitem').filter({ hasText: 'e2e' })
  await expect(e2eToken).toHaveCount(1)
  await e2eToken.getByRole('button', { name: /^Revoke e2e/ }).click()
  await expect(tokens.getByRole('status')).toHaveText('e2e is signed out.')
  await expect(tokens.getByRole('listitem').filter({ hasText: 'e2e' })).toHaveCount(0)
  const refused = await request.get('/api/v1/accounts/verify_credentials', {
    headers: { Authorization: `Bearer ${other}` },
  })
  expect(refused.status()).toBe(401)

  await tokens
    .getByRole('listitem')
    .filter({ hasText: 'Akkoma Web Client' })
    .getByRole('button', { name: /^Revoke/ })
    .click()
  await expect(loginForm(page)).toBeVisible()
  await expect(
    notice(page, "You revoked this session's token, so you are signed out."),
  ).toBeVisible()
  await expect(settingsDialog(page)).toBeHidden()
})

test('changing the password: errors, then signed out and in with the new one', async ({ page }) => {
  await login(page, 'bob')
  const password = section(await openSecurity(page), 'Password')
  await password.getByLabel('Current password').fill('wrong')
  await password.getByLabel('New password', { exact: true }).fill('n3w-secret')
  await password.getByLabel('Repeat the new password').fill('n3w-secret')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByRole('alert')).toContainText(CHANGE_ERROR)
  await expect(password.getByRole('alert')).toContainText('The server said: Invalid password.')
  // Fields are cleared of the password after a try.
  await expect(password.getByLabel('Current password')).toHaveValue('')

  await password.getByLabel('Current password').fill('password')
  await password.getByLabel('Repeat the new password').fill('something-else')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByRole('alert')).toHaveText(
    'The new password and its repetition differ.',
  )

  await password.getByLabel('Repeat the new password').fill('n3w-secret')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(loginForm(page)).toBeVisible()
  await expect(
    notice(page, 'Your password is changed and every session was signed out.'),
  ).toBeVisible()

  await fillLogin(page, 'bob', 'password')
  await expect(loginForm(page).getByRole('alert')).toBeVisible()
  await fillLogin(page, 'bob', 'n3w-secret')
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
})

test('changing the e-mail address needs the password', async ({ page }) => {
  await login(page, 'alice')
  const email = section(await openSecurity(page), 'E-mail address')
  await expect(email.getByText(/^Your address now: /)).toBeVisible()
  await email.getByLabel('New e-mail address').fill('alice@new.example')
  await email.getByLabel('Current password').fill('wrong')
  await email.getByRole('button', { name: 'Change e-mail' }).click()
  await expect(email.getByRole('alert')).toContainText(CHANGE_ERROR)
  await email.getByLabel('Current password').fill('password')
  await email.getByRole('button', { name: 'Change e-mail' }).click()
  await expect(email.getByRole('status')).toHaveText(
    'Your e-mail address is now alice@new.example.',
  )
  await expect(email.getByText('Your address now: alice@new.example')).toBeVisible()
})

test('aliases and moving the account', async ({ page, request, baseURL }) => {
  const host = new URL(baseURL ?? '').host
  await login(page, 'alice')
  const dialog = await openSecurity(page)
  const aliases = section(dialog, 'Aliases')
  await expect(aliases.getByText('No aliases yet.')).toBeVisible()
  await aliases.getByLabel('Account to add, as user@instance').fill('nobody-at-all')
  await aliases.getByRole('button', { name: 'Add alias' }).click()
  await expect(aliases.getByRole('alert')).toContainText(ALIAS_MOVE_ERROR)
  await expect(aliases.getByRole('alert')).toContainText('Target account does not exist.')
  await aliases.getByLabel('Account to add, as user@instance').fill('@carol')
  await aliases.getByRole('button', { name: 'Add alias' }).click()
  await expect(aliases.getByRole('list', { name: 'Your aliases' })).toHaveText(
    `carol@${host}Remove`,
  )
  await aliases.getByRole('button', { name: `Remove the alias carol@${host}` }).click()
  await expect(aliases.getByText('No aliases yet.')).toBeVisible()

  // Moving needs the target to name alice among its aliases first.
  const move = section(dialog, 'Move account')
  await move.getByLabel('Account to move to, as user@instance').fill('bob')
  await move.getByLabel('Current password').fill('password')
  await move.getByRole('button', { name: 'Move account' }).click()
  await expect(move.getByRole('alert')).toContainText(ALIAS_MOVE_ERROR)
  await expect(move.getByRole('alert')).toContainText('alsoKnownAs')

  const bob = await apiToken(request, 'bob')
  const added = await request.put('/api/pleroma/aliases', {
    headers: { Authorization: `Bearer ${bob}` },
    data: { alias: 'alice' },
  })
  expect(added.status()).toBe(200)
  await move.getByLabel('Current password').fill('password')
  await move.getByRole('button', { name: 'Move account' }).click()
  await expect(move.getByRole('status')).toContainText('Your account moved to bob.')
})

test('deleting the account signs out, and it cannot sign in again', async ({ page }) => {
  await login(page, 'alice')
  const remove = section(await openSecurity(page), 'Delete account')
  const submit = remove.getByRole('button', { name: 'Delete my account' })
  await expect(submit).toBeDisabled()
  await remove.getByLabel('Current password').fill('wrong')
  await remove.getByLabel('I understand that my account and posts will be gone for good').check()
  await submit.click()
  await expect(remove.getByRole('alert')).toContainText(DELETE_ERROR)
  await remove.getByLabel('Current password').fill('password')
  await submit.click()
  await expect(loginForm(page)).toBeVisible()
  await expect(notice(page, 'Your account was deleted.')).toBeVisible()
  await fillLogin(page, 'alice')
  await expect(loginForm(page).getByRole('alert')).toBeVisible()
})

test('the tab passes axe, with the QR code, at both sizes', async ({ page }) => {
  await login(page, 'bob')
  let dialog = await openSecurity(page)
  await expect(dialog.getByRole('list', { name: 'Apps and sessions' })).toBeVisible()
  await section(dialog, 'Two-factor login')
    .getByRole('button', { name: 'Set up two-factor login' })
    .click()
  await expect(
    dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible()
  await axe(page)
  await shot(page, { path: `${SHOTS}/security-1366.png` })
  await dialog.getByRole('heading', { name: 'Delete account' }).scrollIntoViewIfNeeded()
  await shot(page, { path: `${SHOTS}/security-1366-bottom.png` })

  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  dialog = await openSecurity(page)
  await section(dialog, 'Two-factor login')
    .getByRole('button', { name: 'Set up two-factor login' })
    .click()
  await expect(
    dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible()
  await axe(page)
  await dialog
    .getByRole('img', { name: 'QR code for your authenticator app' })
    .scrollIntoViewIfNeeded()
  await shot(page, { path: `${SHOTS}/security-390.png` })
  await dialog.getByRole('heading', { name: 'Delete account' }).scrollIntoViewIfNeeded()
  await shot(page, { path: `${SHOTS}/security-390-bottom.png` })
})
