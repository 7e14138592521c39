import { expect, type Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { CAROL_TOTP_SECRET, DEMO_PASSWORD } from '../demo-instance/src/seed-accounts'

export { DEMO_PASSWORD }

/** The sidebar's login form, found as a screen reader finds it. */
export function loginForm(page: Page) {
  return page.getByRole('form', { name: 'Log in' })
}

export async function fillLogin(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const form = loginForm(page)
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Log in' }).click()
}

/** Logs in through the UI and waits for the home timeline. */
export async function login(page: Page, username: string): Promise<void> {
  await page.goto('/main/public')
  await fillLogin(page, username)
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
}

export function totpNow(): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(CAROL_TOTP_SECRET),
    digits: 6,
    period: 30,
  }).generate()
}

/** A real touch swipe through the DevTools protocol (Playwright's touchscreen only taps). */
export async function swipe(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  const steps = 6
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps
    const y = from.y + ((to.y - from.y) * i) / steps
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}
