/**
 * Sign-up as Akkoma answers it: POST /api/v1/accounts (with an app token),
 * GET /api/pleroma/captcha (none, Kocaptcha or native, see model/captcha.ts),
 * invites an admin makes for closed registrations, e-mail activation by a
 * link the outbox receives, and approval by an admin. The mode
 * (controls/server-mode.ts AccountsMode) decides which of these apply, at run time.
 *
 * Akkoma's shapes kept here: a failed sign-up is 400 `{error}` whose text is
 * itself JSON of field → messages for changeset and captcha errors ("For some
 * reason FE expects error message to be a serialized JSON", its code says),
 * or plain words ("Invalid token", "Missing parameter: email"); a pending
 * account gets 200 `{message, identifier}`; anything else the token reply,
 * with `me`.
 */

import { identityOf } from '../model/instance-identity.ts'
import { randomBytes, randomInt } from 'node:crypto'
import { Hono } from 'hono'
import { CaptchaService } from '../model/captcha.ts'
import { RESTRICTED_NICKNAMES } from '../config.ts'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv, Params } from '../http/plumbing.ts'
import { errorJson, originOf, readParams, unauthorized } from '../http/plumbing.ts'
import { hashPassword } from '../model/passwords.ts'
import { accountDefaults, type AccountRecord, type InviteRecord } from '../model/records.ts'
import { issueToken, tokenJson } from './oauth.ts'

/** Akkoma's defaults: `:instance, user_name_length`, `user_bio_length`, `registration_reason_length`. */
const NAME_LIMIT = 100
const BIO_LIMIT = 5000
const REASON_LIMIT = 500
/** Akkoma's local nickname format with `extended_nickname_format` on (its default). */
const NICKNAME_FORMAT = /^[a-zA-Z\d_-]+$/
const EMAIL_FORMAT = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*$/

type FieldErrors = Record<string, string[]>

function inviteJson(invite: InviteRecord) {
  return {
    id: invite.id,
    token: invite.token,
    used: invite.used,
    expires_at: invite.expiresAt,
    uses: invite.uses,
    max_use: invite.maxUse,
    invite_type: invite.inviteType,
  }
}

function inviteValid(invite: InviteRecord, today: string): boolean {
  if (invite.used) return false
  if (invite.expiresAt !== null && today > invite.expiresAt) return false
  return invite.uses < (invite.maxUse ?? 1)
}

function str(params: Params, key: string): string | undefined {
  return params.get(key)
}

/** Akkoma's register_changeset: the checks, in its words. */
function validateSignUp(
  deps: Deps,
  fields: {
    nickname: string
    email: string
    password: string
    name: string
    bio: string
    reason: string
  },
): FieldErrors {
  const errors: FieldErrors = {}
  const add = (field: string, message: string) => (errors[field] ??= []).push(message)
  const { store } = deps
  if (fields.nickname === '') add('nickname', "can't be blank")
  else if (!NICKNAME_FORMAT.test(fields.nickname)) add('nickname', 'has invalid format')
  else if (RESTRICTED_NICKNAMES.includes(fields.nickname.toLowerCase()))
    add('nickname', 'is reserved')
  if (fields.password === '') add('password', "can't be blank")
  if (fields.name.length > NAME_LIMIT) add('name', `should be at most ${NAME_LIMIT} character(s)`)
  if (fields.bio.length > BIO_LIMIT) add('bio', `should be at most ${BIO_LIMIT} character(s)`)
  if (fields.reason.length > REASON_LIMIT)
    add('registration_reason', `should be at most ${REASON_LIMIT} character(s)`)
  if (fields.email === '') {
    if (deps.mode.accounts.registrations === 'activation') add('email', "can't be blank")
  } else if (!EMAIL_FORMAT.test(fields.email)) {
    add('email', 'has invalid format')
  } else if (
    store
      .accounts()
      .some((a) => a.domain === null && a.email?.toLowerCase() === fields.email.toLowerCase())
  ) {
    add('email', 'has already been taken')
  }
  // The database's unique index on the ActivityPub id is what a taken nickname trips.
  if (
    Object.keys(errors).length === 0 &&
    store
      .accounts()
      .some((a) => a.domain === null && a.username.toLowerCase() === fields.nickname.toLowerCase())
  ) {
    add('ap_id', 'has already been taken')
  }
  return errors
}

const fieldErrors = (errors: FieldErrors) => ({ error: JSON.stringify(errors) })

export function registrationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps
  const captchas = new CaptchaService()
  const invites = (): InviteRecord[] => (store.state.invites ??= [])

  app.get('/api/pleroma/captcha', (c) =>
    c.json(captchas.issue(deps.mode.accounts.captcha, originOf(c))),
  )

  // Where the Kocaptcha service would serve its image; the demo is its own Kocaptcha.
  app.get('/captcha/kocaptcha/:file', (c) => {
    const svg = captchas.kocaptchaImage(c.req.param('file').replace(/\.svg$/, ''))
    if (!svg) return errorJson(c, 404, 'Not found')
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' })
  })

  if (deps.faultsEnabled) {
    // Browser tests cannot read the image: the last captcha's answer, for them only.
    app.get('/__demo/captcha', (c) => c.json(captchas.lastIssued()))
  }

  app.post('/api/v1/accounts', async (c) => {
    const token = c.get('token')
    // Akkoma signs up through an app: a client_credentials token (or any token of an app).
    if (!token) return errorJson(c, 403, 'Invalid credentials')
    const params = await readParams(c)
    const mode = deps.mode.accounts
    const email = (str(params, 'email') ?? '').trim()
    if (mode.registrations === 'activation' && params.get('email') === undefined) {
      return errorJson(c, 400, 'Missing parameter: email')
    }

    if (mode.captcha !== 'none') {
      for (const key of ['captcha_solution', 'captcha_token', 'captcha_answer_data']) {
        if (params.get(key) === undefined) {
          return c.json(
            fieldErrors({ captcha: [`Invalid CAPTCHA (Missing parameter: ${key})`] }),
            400,
          )
        }
      }
      const failure = captchas.validate(
        params.get('captcha_token') ?? '',
        params.get('captcha_solution') ?? '',
        params.get('captcha_answer_data') ?? '',
      )
      if (failure) return c.json(fieldErrors({ captcha: [failure] }), 400)
    }

    let invite: InviteRecord | undefined
    if (mode.registrations === 'closed') {
      const inviteToken = params.get('token')
      invite = inviteToken ? invites().find((i) => i.token === inviteToken) : undefined
      if (!invite) return errorJson(c, 400, 'Invalid token')
      if (!inviteValid(invite, new Date().toISOString().slice(0, 10)))
        return errorJson(c, 400, 'Expired token')
    }

    const nickname = (params.get('username') ?? params.get('nickname') ?? '').trim()
    const fields = {
      nickname,
      email,
      password: params.get('password') ?? '',
      name: (params.get('fullname') ?? '').trim() || nickname,
      bio: params.get('bio') ?? '',
      reason: params.get('reason') ?? '',
    }
    const errors = validateSignUp(deps, fields)
    if (Object.keys(errors).length > 0) return c.json(fieldErrors(errors), 400)

    if (invite) {
      invite.uses += 1
      if (invite.uses >= (invite.maxUse ?? 1)) invite.used = true
    }
    const now = Date.now()
    const account: AccountRecord = {
      ...accountDefaults(),
      id: store.ids.account.next(now),
      username: nickname,
      domain: null,
      displayName: fields.name,
      noteSource: fields.bio,
      createdAt: new Date(now).toISOString(),
      email: email || null,
      passwordHash: hashPassword(fields.password),
      art: randomInt(10),
      software: null,
      confirmationPending: mode.registrations === 'activation',
      confirmationToken:
        mode.registrations === 'activation' ? randomBytes(24).toString('base64url') : null,
      approvalPending: mode.registrations === 'approval',
      registrationReason: fields.reason || null,
    }
    store.addAccount(account)
    store.changed()

    const origin = originOf(c)
    if (account.confirmationPending && account.confirmationToken && mode.mailer && account.email) {
      deps.outbox.send({
        to: account.email,
        subject: `${identityOf(store).name} account confirmation`,
        text: [
          `Welcome to ${identityOf(store).name}, @${nickname}!`,
          '',
          'Open this link to activate your account:',
          `${origin}/api/account/confirm_email/${account.id}/${account.confirmationToken}`,
        ].join('\n'),
      })
    }
    if (account.approvalPending && mode.mailer) {
      for (const admin of store
        .accounts()
        .filter((a) => a.domain === null && a.isAdmin && a.email)) {
        deps.outbox.send({
          to: admin.email ?? '',
          subject: `New account up for review on ${identityOf(store).name} (@${nickname})`,
          text: [
            `@${nickname} wants to join ${identityOf(store).name}.`,
            '',
            `Their reason: ${fields.reason || '(none given)'}`,
          ].join('\n'),
        })
      }
    }

    if (account.confirmationPending) {
      return c.json({
        message: 'You have been registered. Please check your email for further instructions.',
        identifier: 'missing_confirmed_email',
      })
    }
    if (account.approvalPending) {
      return c.json({
        message:
          "You have been registered. You'll be able to log in once your account is approved.",
        identifier: 'awaiting_approval',
      })
    }
    const client = store.app(token.appId)
    if (!client) return errorJson(c, 403, 'Invalid credentials')
    return c.json(tokenJson(c, deps, issueToken(deps, client, account, client.scopes)))
  })

  // The activation link of the mail; Akkoma confirms and sends the browser home.
  app.get('/api/account/confirm_email/:id/:token', (c) => {
    const account = store.account(c.req.param('id'))
    if (
      !account ||
      account.domain !== null ||
      !account.confirmationPending ||
      account.confirmationToken !== c.req.param('token')
    ) {
      return errorJson(c, 404, 'Not found')
    }
    account.confirmationPending = false
    account.confirmationToken = null
    store.changed()
    return c.redirect('/', 302)
  })

  // ------------------------------------------------------------- admin API
  const admin = (c: AppContext): AccountRecord | Response => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    if (!viewer.isAdmin && !viewer.isModerator)
      return errorJson(c, 403, 'User is not a staff member.')
    if (!viewer.isAdmin) return errorJson(c, 403, 'User is not an admin.')
    return viewer
  }

  app.post('/api/v1/pleroma/admin/users/invite_token', async (c) => {
    const viewer = admin(c)
    if (viewer instanceof Response) return viewer
    const params = await readParams(c)
    const maxUse = params.int('max_use') ?? null
    const expiresAt = params.get('expires_at') || null
    if (expiresAt !== null && !/^\d{4}-\d{2}-\d{2}$/.test(expiresAt))
      return errorJson(c, 400, 'expires_at - Invalid date. Got: string.')
    const list = invites()
    const invite: InviteRecord = {
      id: list.reduce((max, i) => Math.max(max, i.id), 0) + 1,
      token: randomBytes(24).toString('base64url'),
      used: false,
      uses: 0,
      maxUse,
      expiresAt,
      inviteType:
        maxUse !== null && expiresAt !== null
          ? 'reusable_date_limited'
          : maxUse !== null
            ? 'reusable'
            : expiresAt !== null
              ? 'date_limited'
              : 'one_time',
    }
    list.push(invite)
    store.changed()
    return c.json(inviteJson(invite))
  })

  app.get('/api/v1/pleroma/admin/users/invites', (c) => {
    const viewer = admin(c)
    if (viewer instanceof Response) return viewer
    return c.json({ invites: invites().map(inviteJson) })
  })

  app.post('/api/v1/pleroma/admin/users/revoke_invite', async (c) => {
    const viewer = admin(c)
    if (viewer instanceof Response) return viewer
    const params = await readParams(c)
    const invite = invites().find((i) => i.token === params.get('token'))
    if (!invite) return errorJson(c, 404, 'Not found')
    invite.used = true
    store.changed()
    return c.json(inviteJson(invite))
  })

  /** Akkoma's approve / confirm_email: by nicknames, answering the users. */
  const adminUsers = (change: (account: AccountRecord) => void) => async (c: AppContext) => {
    const viewer = admin(c)
    if (viewer instanceof Response) return viewer
    const params = await readParams(c)
    const accounts = params
      .all('nicknames')
      .map((nickname) => store.localAccountByLogin(nickname))
      .filter((a): a is AccountRecord => a !== undefined && a.domain === null)
    accounts.forEach(change)
    store.changed()
    return c.json({
      users: accounts.map((a) => ({
        id: a.id,
        nickname: a.username,
        is_approved: !a.approvalPending,
        is_confirmed: !a.confirmationPending,
        registration_reason: a.registrationReason ?? null,
      })),
    })
  }
  app.patch(
    '/api/v1/pleroma/admin/users/approve',
    adminUsers((a) => {
      a.approvalPending = false
    }),
  )
  app.patch(
    '/api/v1/pleroma/admin/users/confirm_email',
    adminUsers((a) => {
      a.confirmationPending = false
      a.confirmationToken = null
    }),
  )

  return app
}
