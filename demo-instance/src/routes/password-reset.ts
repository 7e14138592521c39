/**
 * Password reset, as Akkoma does it:
 *
 * - POST /auth/password (`email` or `nickname`) mails a single-use link to a
 *   local, active account that has an address, and always answers 204, so
 *   nobody learns which accounts exist. Akkoma's rate limiter answers 429
 *   "Throttled" after a few requests from one address (config.ts
 *   PASSWORD_RESET). Without a mailer the request is accepted and nothing is
 *   sent, as Akkoma's disabled mailer does.
 * - GET /api/v1/pleroma/password_reset/{token} is the link: a form for the
 *   new password; POST /api/v1/pleroma/password_reset (or the link's own
 *   path) sets it, marks the token used, clears a forced reset and signs
 *   every app out (Akkoma deletes the user's tokens).
 * - PATCH /api/v1/pleroma/admin/users/force_password_reset (admins) makes
 *   accounts reset their password before they can log in again: their
 *   password grant answers 403 `password_reset_required` (routes/oauth.ts).
 */

import { identityOf } from '../model/instance-identity.ts'
import { randomBytes } from 'node:crypto'
import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono } from 'hono'
import { PASSWORD_RESET } from '../config.ts'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { errorJson, originOf, readParams, unauthorized } from '../http/plumbing.ts'
import { hashPassword } from '../model/passwords.ts'
import {
  invalidTokenPage,
  RESET_FORM_PATH,
  resetDonePage,
  resetFormPage,
} from './password-reset-pages.ts'
import type { AccountRecord, DemoState, PasswordResetTokenRecord } from '../model/records.ts'
import type { Store } from '../model/store.ts'

/**
 * Requests per client address in the current window. Kept per state object,
 * so a data reset (which replaces the state) starts every count afresh.
 */
const requestLog = new WeakMap<DemoState, Map<string, number[]>>()

/** Akkoma's rate limiter: true while `key` is under the limit, counting this request. */
export function allowResetRequest(state: DemoState, key: string, now = Date.now()): boolean {
  let log = requestLog.get(state)
  if (!log) {
    log = new Map()
    requestLog.set(state, log)
  }
  const windowStart = now - PASSWORD_RESET.rateLimit.windowSeconds * 1000
  const recent = (log.get(key) ?? []).filter((at) => at > windowStart)
  if (recent.length >= PASSWORD_RESET.rateLimit.requests) {
    log.set(key, recent)
    return false
  }
  recent.push(now)
  log.set(key, recent)
  return true
}

function clientAddress(c: AppContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Requests handed straight to app.fetch (no socket) share one bucket.
    return 'unknown'
  }
}

function tokensOf(store: Store): PasswordResetTokenRecord[] {
  store.state.passwordResetTokens ??= []
  return store.state.passwordResetTokens
}

function resetMail(
  account: AccountRecord,
  link: string,
  instanceName: string,
): { subject: string; text: string } {
  return {
    subject: 'Password reset',
    text: [
      `Someone asked to reset the password of @${account.username} on ${instanceName}.`,
      '',
      `Open this link to choose a new password (it works once, for ${PASSWORD_RESET.tokenValiditySeconds / 3600} hours):`,
      link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  }
}

export function passwordResetRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  /** The token's record and account while the link still works. */
  const usableToken = (value: string | undefined) => {
    if (!value) return null
    const record = tokensOf(store).find((t) => t.token === value)
    if (!record || record.used) return null
    const expiresAt = Date.parse(record.createdAt) + PASSWORD_RESET.tokenValiditySeconds * 1000
    if (expiresAt <= Date.now()) return null
    const account = store.account(record.accountId)
    if (!account || account.deactivated || account.domain !== null) return null
    return { record, account }
  }

  app.post('/auth/password', async (c) => {
    // GoToSocial has no such route.
    if (deps.mode.like === 'gotosocial') return errorJson(c, 404, 'Not found')
    if (!allowResetRequest(store.state, clientAddress(c))) return errorJson(c, 429, 'Throttled')
    const params = await readParams(c)
    const login = (params.get('email') ?? params.get('nickname') ?? '').trim()
    const account = login ? store.localAccountByLogin(login) : undefined
    if (account && !account.deactivated && account.email && deps.mode.accounts.mailer) {
      const record: PasswordResetTokenRecord = {
        token: randomBytes(32).toString('base64url'),
        accountId: account.id,
        createdAt: new Date().toISOString(),
        used: false,
      }
      tokensOf(store).push(record)
      store.changed()
      const link = `${originOf(c)}${RESET_FORM_PATH}/${record.token}`
      deps.outbox.send({
        to: account.email,
        ...resetMail(account, link, identityOf(deps.store).name),
      })
    }
    return c.body(null, 204)
  })

  app.get(`${RESET_FORM_PATH}/:token`, (c) => {
    const found = usableToken(c.req.param('token'))
    if (!found) return c.html(invalidTokenPage(), 404)
    return c.html(
      resetFormPage(found.record.token, found.account.username, null, identityOf(deps.store).name),
    )
  })

  const setPassword = async (c: AppContext, pathToken: string | undefined) => {
    const params = await readParams(c)
    const token = params.get('data[token]') ?? pathToken
    const found = usableToken(token)
    if (!found) return c.html(invalidTokenPage(), 404)
    const password = params.get('data[password]') ?? ''
    const confirmation = params.get('data[password_confirmation]') ?? ''
    const problem =
      password === ''
        ? 'Type a new password.'
        : password !== confirmation
          ? 'The two passwords are not the same.'
          : null
    if (problem) {
      return c.html(
        resetFormPage(
          found.record.token,
          found.account.username,
          problem,
          identityOf(deps.store).name,
        ),
        422,
      )
    }
    const { record, account } = found
    account.passwordHash = hashPassword(password)
    account.passwordResetPending = false
    record.used = true
    for (const token of store.state.tokens.filter((t) => t.accountId === account.id)) {
      store.removeToken(token)
    }
    store.changed()
    return c.html(resetDonePage(identityOf(deps.store).name))
  }

  app.post(RESET_FORM_PATH, (c) => setPassword(c, undefined))
  app.post(`${RESET_FORM_PATH}/:token`, (c) => setPassword(c, c.req.param('token')))

  app.patch('/api/v1/pleroma/admin/users/force_password_reset', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    if (!viewer.isAdmin && !viewer.isModerator)
      return errorJson(c, 403, 'User is not a staff member.')
    if (!viewer.isAdmin) return errorJson(c, 403, 'User is not an admin.')
    const params = await readParams(c)
    for (const nickname of params.all('nicknames')) {
      const account = store.accountByAcct(nickname)
      if (account && account.domain === null) account.passwordResetPending = true
    }
    store.changed()
    return c.body(null, 204)
  })

  return app
}
