/** Signing in to the demo in the Hollo mode, as a browser and a client would. */

import { createHash, randomBytes } from 'node:crypto'
import { HOLLO_SIGN_IN_EMAIL, HOLLO_SIGN_IN_PASSWORD } from '../src/hollo/sign-in.ts'
import { call, json } from './helpers.ts'

export const REDIRECT_URI = 'http://client.example/oauth-callback'

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
export const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

export interface HolloApp {
  id: string
  client_id: string
  client_secret: string
}

export async function registerHolloApp(
  base: string,
  scopes = 'read write follow push',
): Promise<HolloApp> {
  const response = await call(base, '/api/v1/apps', {
    form: { client_name: 'vitest', redirect_uris: REDIRECT_URI, scopes },
  })
  if (response.status !== 200) throw new Error(`apps: ${response.status} ${await response.text()}`)
  return json<HolloApp>(response)
}

/** The session cookie (`name=value`) of the server's one sign-in. */
export async function signInCookie(base: string): Promise<string> {
  const response = await call(base, '/login', {
    form: { email: HOLLO_SIGN_IN_EMAIL, password: HOLLO_SIGN_IN_PASSWORD, next: '/' },
    headers: { Origin: base },
  })
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (response.status !== 302 || !cookie) throw new Error(`login: ${response.status}`)
  return cookie
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export function authorizeQuery(app: HolloApp, challenge?: string, extra = {}): string {
  return new URLSearchParams({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: REDIRECT_URI,
    scope: 'read write follow push',
    state: 'xyz',
    ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
    ...extra,
  }).toString()
}

/** The account's UUID, as a guest may look it up. */
export async function accountUuid(base: string, acct: string): Promise<string> {
  const response = await call(base, `/api/v1/accounts/lookup?acct=${acct}`)
  return (await json<{ id: string }>(response)).id
}

/** Allows the app on the consent page for `acct`; the code from the redirect. */
export async function consentCode(
  base: string,
  cookie: string,
  app: HolloApp,
  acct: string,
  challenge?: string,
): Promise<string> {
  const response = await call(base, '/oauth/authorize', {
    form: {
      account_id: await accountUuid(base, acct),
      application_id: app.id,
      redirect_uri: REDIRECT_URI,
      scopes: 'read write follow push',
      state: 'xyz',
      ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
      decision: 'allow',
    },
    headers: { Origin: base, Cookie: cookie },
  })
  const code = new URL(response.headers.get('location') ?? 'http://x/').searchParams.get('code')
  if (response.status !== 302 || !code) throw new Error(`consent: ${response.status}`)
  return code
}

/** A user token for `acct` through the whole authorization-code flow with PKCE. */
export async function holloLogin(base: string, acct: string): Promise<string> {
  const app = await registerHolloApp(base)
  const cookie = await signInCookie(base)
  const { verifier, challenge } = pkcePair()
  const code = await consentCode(base, cookie, app, acct, challenge)
  const response = await call(base, '/oauth/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      client_id: app.client_id,
      client_secret: app.client_secret,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    },
  })
  if (response.status !== 200) throw new Error(`token: ${response.status}`)
  return (await json<{ access_token: string }>(response)).access_token
}

/** The issues in a Hollo validation error (`zod_error` or `error` object). */
export function issuesOf(body: Record<string, unknown>): Record<string, unknown>[] {
  const error = (body.zod_error ?? body.error) as { name?: string; message?: string }
  return JSON.parse(error.message ?? '[]') as Record<string, unknown>[]
}
