/**
 * Hollo's sign-in: one e-mail and password for the whole server (not one
 * per account), a signed session cookie, and forms guarded against posts
 * from other sites (a browser's `Origin`, or `Sec-Fetch-Site: same-origin`).
 *
 * The demo's credential: HOLLO_SIGN_IN_EMAIL with the demo password.
 */

import { randomBytes } from 'node:crypto'
import type { Context, MiddlewareHandler, Next } from 'hono'
import { getSignedCookie, setSignedCookie } from 'hono/cookie'
import { csrf } from 'hono/csrf'
import { HTTPException } from 'hono/http-exception'
import { hostOf } from '../http/plumbing.ts'
import { DEMO_PASSWORD } from '../seeds/accounts.ts'
import { signInPage } from './pages.ts'

/** The one sign-in of the server in the Hollo mode (password: the demo password). */
export const HOLLO_SIGN_IN_EMAIL = 'owner@cofe-demo.invalid'
export const HOLLO_SIGN_IN_PASSWORD = DEMO_PASSWORD

const COOKIE = 'login'
/** Made anew at each start: a restart signs the browser out, as a new secret would. */
const SECRET = randomBytes(32).toString('base64url')

export async function isSignedIn(c: Context): Promise<boolean> {
  const value = await getSignedCookie(c, SECRET, COOKIE)
  return typeof value === 'string' && value !== ''
}

/** To the sign-in page, then back here. */
export function toSignIn(c: Context): Response {
  return c.redirect(`/login?next=${encodeURIComponent(c.req.url)}`, 302)
}

const guard = csrf()

/** Runs `then` if the form comes from this origin; 403 `Forbidden` otherwise. */
export async function sameOriginForm(c: Context, then: () => Promise<Response>): Promise<Response> {
  let allowed = false
  try {
    await guard(c, (async () => {
      allowed = true
    }) as Next)
  } catch (error) {
    if (error instanceof HTTPException) return error.getResponse()
    throw error
  }
  return allowed ? then() : c.text('Forbidden', 403)
}

/** Only a path on this server, so `next` cannot send the browser elsewhere. */
function safeNext(next: string | undefined, requestUrl: string): string {
  if (!next) return '/'
  let target: URL
  try {
    target = new URL(next, requestUrl)
  } catch {
    return '/'
  }
  if (target.origin !== new URL(requestUrl).origin) return '/'
  if (target.pathname.startsWith('//')) return '/'
  // Absolute, as it came: the same origin either way.
  return /^https?:\/\//.test(next) ? target.toString() : `${target.pathname}${target.search}`
}

export const showSignIn: MiddlewareHandler = async (c) =>
  c.html(signInPage({ host: hostOf(c), next: c.req.query('next') }))

export const signIn: MiddlewareHandler = async (c) =>
  sameOriginForm(c, async () => {
    const form = new URLSearchParams(
      (c.req.header('content-type') ?? '').includes('multipart/')
        ? [...(await c.req.raw.clone().formData()).entries()].flatMap(([k, v]) =>
            typeof v === 'string' ? [[k, v] as [string, string]] : [],
          )
        : await c.req.raw.clone().text(),
    )
    const email = form.get('email') ?? undefined
    const password = form.get('password') ?? undefined
    const next = form.get('next') ?? undefined
    if (!email || !password) {
      return c.html(
        signInPage({ host: hostOf(c), next, email, error: 'Enter the e-mail and the password.' }),
        400,
      )
    }
    if (email.trim().toLowerCase() !== HOLLO_SIGN_IN_EMAIL || password !== HOLLO_SIGN_IN_PASSWORD) {
      return c.html(
        signInPage({
          host: hostOf(c),
          next,
          email,
          error: 'That e-mail and password do not match.',
        }),
        400,
      )
    }
    await setSignedCookie(c, COOKIE, new Date().toISOString(), SECRET, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: new URL(c.req.url).protocol === 'https:',
    })
    return c.redirect(safeNext(next, c.req.url), 302)
  })
