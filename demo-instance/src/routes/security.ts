/**
 * Account security, as Akkoma answers it: change password and
 * e-mail, the OAuth tokens list and revocation, two-factor (TOTP) set-up,
 * confirmation, backup codes and removal, aliases, moving and deleting the
 * account.
 *
 * Akkoma's quirk, kept on purpose: change_password, change_email,
 * move_account and delete_account answer a wrong password with status 200
 * and `{"error": "Invalid password."}`; only `{"status": "success"}` means
 * it worked. The MFA endpoints answer 422 with `{"error": ...}`.
 */

import { identityOf } from '../model/instance-identity.ts'
import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { Secret, TOTP } from 'otpauth'
import { notify, unfollow } from '../model/actions.ts'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv, Params } from '../http/plumbing.ts'
import { errorJson, hostOf, readParams, unauthorized } from '../http/plumbing.ts'
import { hashPassword, verifyPassword } from '../model/passwords.ts'
import type { AccountRecord } from '../model/records.ts'
import { verifyTotp } from './oauth.ts'

const INVALID_PASSWORD = 'Invalid password.'
/** Pleroma makes five backup codes at a time. */
const BACKUP_CODE_COUNT = 5
/** Akkoma's e-mail check (User.email_regex), loose on purpose. */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*$/

/** A code like the seeded ones (`c0fe-7a3d-91e2`): three groups of four hex digits. */
function backupCode(): string {
  const hex = randomBytes(6).toString('hex')
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`
}

function signedIn(c: AppContext): AccountRecord | null {
  const viewer = c.get('viewer')
  return viewer && viewer.domain === null ? viewer : null
}

/**
 * An account named the way Akkoma's aliases and moves name one:
 * `nick`, `@nick`, `nick@this-host` (local) or `nick@other.host`.
 */
function accountByHandle(deps: Deps, c: Context, handle: string): AccountRecord | undefined {
  const cleaned = handle.trim().replace(/^@/, '')
  if (!cleaned) return undefined
  const [nick, host] = cleaned.split('@')
  if (nick && (!host || host.toLowerCase() === hostOf(c).toLowerCase())) {
    return deps.store
      .accounts()
      .find((a) => a.domain === null && a.username.toLowerCase() === nick.toLowerCase())
  }
  return deps.store.accountByAcct(cleaned)
}

/** Akkoma's `full_nickname`: local accounts get this host. */
function fullNickname(c: Context, account: AccountRecord): string {
  return account.domain
    ? `${account.username}@${account.domain}`
    : `${account.username}@${hostOf(c)}`
}

function passwordOk(account: AccountRecord, params: Params): boolean {
  return verifyPassword(params.get('password') ?? '', account.passwordHash)
}

/** Every token of the account goes (Akkoma's User.reset_password deletes them all). */
function revokeAllTokens(deps: Deps, account: AccountRecord): void {
  for (const token of deps.store.state.tokens.filter((t) => t.accountId === account.id)) {
    deps.store.removeToken(token)
  }
}

export function securityRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  // ------------------------------------------------------ password, e-mail

  app.post('/api/pleroma/change_password', async (c) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    const params = await readParams(c)
    if (!passwordOk(account, params)) return c.json({ error: INVALID_PASSWORD })
    const next = params.get('new_password') ?? ''
    if (next === '') return c.json({ error: "New password can't be blank." })
    if (next !== (params.get('new_password_confirmation') ?? ''))
      return c.json({ error: 'New password does not match confirmation.' })
    account.passwordHash = hashPassword(next)
    store.changed()
    revokeAllTokens(deps, account)
    return c.json({ status: 'success' })
  })

  app.post('/api/pleroma/change_email', async (c) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    const params = await readParams(c)
    if (!passwordOk(account, params)) return c.json({ error: INVALID_PASSWORD })
    const email = (params.get('email') ?? '').trim()
    if (email === '') return c.json({ error: "Email can't be blank." })
    if (!EMAIL.test(email)) return c.json({ error: 'Email has invalid format.' })
    const taken = store
      .accounts()
      .some((a) => a.id !== account.id && a.email?.toLowerCase() === email.toLowerCase())
    if (taken) return c.json({ error: 'Email has already been taken.' })
    account.email = email
    store.changed()
    return c.json({ status: 'success' })
  })

  // ------------------------------------------------------------ tokens

  const listTokens = (c: AppContext) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    const now = Date.now()
    return c.json(
      store.state.tokens
        .filter((t) => t.accountId === account.id && Date.parse(t.validUntil) > now)
        .map((t) => ({
          id: t.id,
          app_name: store.app(t.appId)?.name ?? '',
          valid_until: t.validUntil,
        })),
    )
  }
  app.get('/api/oauth_tokens', listTokens)
  app.get('/api/oauth_tokens.json', listTokens)

  app.delete('/api/oauth_tokens/:id', (c) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    const id = Number.parseInt(c.req.param('id'), 10)
    const token = store.state.tokens.find((t) => t.id === id && t.accountId === account.id)
    if (token) store.removeToken(token)
    // Akkoma answers 201 with an empty body, whether or not the token existed.
    return c.body('', 201)
  })

  // ------------------------------------------------------- two-factor

  const mfaError = (c: AppContext, error: string) => c.json({ error }, 422)

  app.get('/api/pleroma/accounts/mfa', (c) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    const totp = account.totpSecret !== null
    return c.json({ settings: { enabled: totp, totp } })
  })

  app.get('/api/pleroma/accounts/mfa/setup/totp', (c) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    const secret = new Secret({ size: 20 })
    account.pendingTotpSecret = secret.base32
    store.changed()
    const totp = new TOTP({
      issuer: identityOf(store).name,
      label: account.email ?? account.username,
      secret,
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    })
    return c.json({ key: secret.base32, provisioning_uri: totp.toString() })
  })

  app.post('/api/pleroma/accounts/mfa/confirm/totp', async (c) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    const params = await readParams(c)
    if (!passwordOk(account, params)) return mfaError(c, INVALID_PASSWORD)
    const pending = account.pendingTotpSecret
    if (!pending) return mfaError(c, 'TOTP is not set up')
    if (!verifyTotp(pending, params.get('code') ?? '')) return mfaError(c, 'invalid_token')
    account.totpSecret = pending
    account.pendingTotpSecret = null
    store.changed()
    return c.json({})
  })

  app.get('/api/pleroma/accounts/mfa/backup_codes', (c) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    // New codes replace the old ones, which stop working.
    account.recoveryCodes = Array.from({ length: BACKUP_CODE_COUNT }, backupCode)
    store.changed()
    return c.json({ codes: account.recoveryCodes })
  })

  app.delete('/api/pleroma/accounts/mfa/totp', async (c) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    const params = await readParams(c)
    if (!passwordOk(account, params)) return mfaError(c, INVALID_PASSWORD)
    account.totpSecret = null
    account.pendingTotpSecret = null
    account.recoveryCodes = []
    store.changed()
    return c.json({})
  })

  // ----------------------------------------------------------- aliases

  app.get('/api/pleroma/aliases', (c) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    const aliases = (account.aliasIds ?? []).flatMap((id) => {
      const alias = store.account(id)
      return alias ? [fullNickname(c, alias)] : []
    })
    return c.json({ aliases })
  })

  app.put('/api/pleroma/aliases', async (c) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    const params = await readParams(c)
    const target = accountByHandle(deps, c, params.get('alias') ?? '')
    if (!target) return errorJson(c, 404, 'Target account does not exist.')
    const ids = account.aliasIds ?? []
    if (!ids.includes(target.id)) account.aliasIds = [...ids, target.id]
    store.changed()
    return c.json({ status: 'success' })
  })

  app.delete('/api/pleroma/aliases', async (c) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    const params = await readParams(c)
    const target = accountByHandle(deps, c, params.get('alias') ?? '')
    if (!target) return errorJson(c, 404, 'Target account does not exist.')
    const ids = account.aliasIds ?? []
    if (!ids.includes(target.id)) return errorJson(c, 404, 'Account has no such alias.')
    account.aliasIds = ids.filter((id) => id !== target.id)
    store.changed()
    return c.json({ status: 'success' })
  })

  // -------------------------------------------------------- move, delete

  app.post('/api/pleroma/move_account', async (c) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    const params = await readParams(c)
    if (!passwordOk(account, params)) return c.json({ error: INVALID_PASSWORD })
    const target = accountByHandle(deps, c, params.get('target_account') ?? '')
    if (!target || target.id === account.id) return errorJson(c, 404, 'Target account not found.')
    // Akkoma checks that the target names the origin among its aliases.
    if (!(target.aliasIds ?? []).includes(account.id)) {
      return c.json({ error: 'Target account must have the origin in `alsoKnownAs`' })
    }
    account.movedToId = target.id
    store.changed()
    // Followers who allow it follow the new account instead, and hear of the move.
    for (const record of [...store.followersOf(account.id)]) {
      const follower = store.account(record.followerId)
      if (!follower || follower.domain !== null || !follower.allowFollowingMove) continue
      unfollow(deps, follower, account)
      if (follower.id !== target.id && !store.follow(follower.id, target.id)) {
        store.addFollow({
          id: store.ids.follow.next(Date.now()),
          followerId: follower.id,
          followingId: target.id,
          state: target.locked ? 'pending' : 'accepted',
          showingReblogs: true,
          notify: false,
          createdAt: new Date().toISOString(),
        })
      }
      notify(deps, {
        accountId: follower.id,
        type: 'move',
        fromAccountId: account.id,
        statusId: null,
        targetAccountId: target.id,
      })
    }
    return c.json({ status: 'success' })
  })

  app.post('/api/pleroma/delete_account', async (c) => {
    const account = signedIn(c)
    if (!account) return unauthorized(c)
    const params = await readParams(c)
    if (!passwordOk(account, params)) return c.json({ error: INVALID_PASSWORD })
    // Akkoma deactivates the account and purges its credentials, then
    // deletes its posts in the background: it can no longer sign in.
    account.deactivated = true
    account.passwordHash = null
    account.email = null
    account.totpSecret = null
    account.pendingTotpSecret = null
    account.recoveryCodes = []
    revokeAllTokens(deps, account)
    for (const status of [...store.statusesOf(account.id)]) {
      deps.hub.publish({ type: 'delete', status })
      store.removeStatus(status.id)
    }
    store.changed()
    return c.json({ status: 'success' })
  })

  return app
}
