import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { DEMO_PASSWORD, fillLogin, loginForm } from './helpers'

/*
 * Scopes at sign-in: a server that refuses the admin scopes (as Hollo does)
 * still signs the admin in, with the base scopes; the moderation screens
 * then explain what is missing and grant it through the server's own page.
 * A refusal reads as the server's words, never as a bare OAuth code.
 */

test.describe.configure({ timeout: 90_000 })

/** Hollo 0.9's answer to scopes it does not know (zod 4 puts the issues in `message`). */
const zodRefusal = (issues: unknown[]) => ({
  error: 'invalid_request',
  zod_error: { name: 'ZodError', message: JSON.stringify(issues) },
})

const moderationDialog = (page: Page) => page.getByRole('dialog', { name: 'Moderation' })

test('an admin signed in without the admin scopes grants them from the moderation screen', async ({
  page,
  demo,
}) => {
  // The first registration (with the admin scopes) is refused; the retry asks for the base ones.
  await demo.fault({
    method: 'POST',
    path: '/api/v1/apps',
    mode: 'status',
    status: 422,
    body: zodRefusal([
      { code: 'invalid_value', received: 'admin:read', path: ['scopes'], message: 'Invalid' },
    ]),
    times: 1,
  })
  await page.goto('/main/public')
  await fillLogin(page, 'admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Moderation/ })
    .click()
  const dialog = moderationDialog(page)
  const notice = dialog.getByRole('region', { name: 'Moderation needs more access' })
  await expect(notice).toBeVisible()
  await expect(dialog.getByRole('tab', { name: 'Reports' })).toHaveCount(0)
  await notice.getByRole('button', { name: 'Allow moderation access' }).click()

  // The server's own authorization page, asking for the admin scopes.
  await expect(page).toHaveURL(/\/oauth\/authorize\?.*scope=[^&]*admin%3Aread/)
  await page.getByLabel(/username/i).fill('admin')
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /authorize/i }).click()

  // Back where the admin was, signed in with a token that has them.
  await expect(page).toHaveURL(/\/main\/friends$/)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Moderation/ })
    .click()
  await expect(moderationDialog(page).getByRole('tab', { name: 'Reports' })).toBeVisible()
  await expect(
    moderationDialog(page).getByRole('region', { name: 'Moderation needs more access' }),
  ).toHaveCount(0)
})

test("a refused registration reads as the server's words, not as its error code", async ({
  page,
  demo,
}) => {
  await demo.fault({
    method: 'POST',
    path: '/api/v1/apps',
    mode: 'status',
    status: 422,
    body: zodRefusal([
      { code: 'unrecognized_keys', keys: ['foo'], path: [], message: 'Unrecognized key: "foo"' },
    ]),
    times: 1,
  })
  await page.goto('/main/public')
  await fillLogin(page, 'alice')
  const alert = loginForm(page).getByRole('alert')
  await expect(alert).toHaveText('Unrecognized key: "foo"')
  await expect(alert).not.toContainText('invalid_request')
})
