/**
 * Profile extras: private account notes (Mastodon's POST
 * /api/v1/accounts/{id}/note, read back as `note` in relationships), the
 * favicons of the remote demo instances, and Akkoma's remote interaction
 * page /main/ostatus (following an account with `nickname`, or replying to,
 * favouriting or repeating a post with `status_id`, from another instance).
 */

import { identityOf } from '../model/instance-identity.ts'
import { Hono } from 'hono'
import { INSTANCE } from '../config.ts'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv, Params } from '../http/plumbing.ts'
import {
  errorJson,
  hostOf,
  originOf,
  readParams,
  unauthorized,
  viewContext,
} from '../http/plumbing.ts'
import { errorBox, errorPage, hidden, page } from './oauth-pages.ts'
import type { AccountRecord, StatusRecord } from '../model/records.ts'
import { acctOf } from '../model/records.ts'
import { accountApId, serializeRelationship, statusUri } from '../render/serializers.ts'
import type { Store } from '../model/store.ts'
import { canView } from '../model/visibility.ts'
import { findAccount } from './accounts.ts'

/** Mastodon caps account notes at 2000 characters. */
const NOTE_MAX_LENGTH = 2000

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** A rounded square with the host's initial, coloured by the host name. */
export function faviconSvg(host: string): string {
  let hash = 0
  for (const ch of host) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const hue = hash % 360
  const letter = escapeHtml((host[0] ?? '?').toUpperCase())
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">' +
    `<rect width="32" height="32" rx="7" fill="hsl(${hue} 55% 45%)"/>` +
    `<text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text>` +
    '</svg>'
  )
}

/** What a visitor is about to interact with from their own instance. */
type InteractionTarget =
  | { kind: 'account'; account: AccountRecord }
  | { kind: 'status'; status: StatusRecord; author: AccountRecord }

const INTERACTION_PATH = '/main/ostatus'

/** The target named by `nickname` or `status_id` (flat, or nested as Akkoma's own forms send them). */
function interactionTarget(store: Store, params: Params): InteractionTarget | null {
  const statusId = params.get('status[status_id]') ?? params.get('status_id')
  if (statusId !== undefined) {
    let status = store.status(statusId)
    if (status?.reblogOfId) status = store.status(status.reblogOfId)
    const author = status ? store.account(status.accountId) : undefined
    // Only what a guest may see can be interacted with from elsewhere.
    if (!status || !author || author.deactivated || !canView(store, status, null)) return null
    return { kind: 'status', status, author }
  }
  const nickname = params.get('user[nickname]') ?? params.get('nickname')
  const account = nickname ? findAccount(store, nickname) : undefined
  return account && account.domain === null ? { kind: 'account', account } : null
}

/** The host of a handle typed as `name@host`, `@name@host`, `host` or a profile address. */
export function handleHost(profile: string): string | null {
  const text = profile.trim().replace(/^@/, '')
  if (text === '') return null
  try {
    if (/^https?:\/\//i.test(text)) return new URL(text).host.toLowerCase()
  } catch {
    return null
  }
  const host = text.includes('@') ? text.slice(text.lastIndexOf('@') + 1) : text
  return /^[a-z0-9.-]+\.[a-z0-9-]+(:\d+)?$/i.test(host) ||
    /^(localhost|\d+(\.\d+){3})(:\d+)?$/i.test(host)
    ? host.toLowerCase()
    : null
}

function interactionPage(
  target: InteractionTarget,
  error: string | null,
  profile = '',
  instanceName: string = INSTANCE.name,
): string {
  const isStatus = target.kind === 'status'
  const author = isStatus ? target.author : target.account
  const name = escapeHtml(`@${acctOf(author)}`)
  // The content warning stands for the post when it has one; markup is dropped, not shown.
  const excerpt = isStatus
    ? target.status.spoilerText || target.status.source.replace(/<[^>]*>/g, '').slice(0, 280)
    : ''
  const heading = isStatus ? `Interact with ${name}’s post` : `Follow ${name}`
  const field = isStatus
    ? hidden('status_id', target.status.id)
    : hidden('nickname', target.account.username)
  const localPath = isStatus ? `/notice/${target.status.id}` : `/users/${target.account.username}`
  return page(
    isStatus ? 'Remote interaction' : 'Remote follow',
    `<h1>${heading}</h1>
<p class="lead">Type the handle of your account on another instance: you go on to your own server, where you can ${isStatus ? 'reply, favourite or repeat' : 'follow'} from there.</p>
${excerpt ? `<p class="quote">${escapeHtml(excerpt)}</p>` : ''}
${errorBox(error)}
<form method="post" action="${INTERACTION_PATH}">
${field}
<label for="profile">Your handle</label>
<input id="profile" type="text" name="profile" value="${escapeHtml(profile)}" placeholder="e.g. lain@social.example" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus>
<button type="submit">${isStatus ? 'Continue on my instance' : `Follow ${name}`}</button>
</form>
<p>Have an account on ${escapeHtml(instanceName)}? <a href="/login?return=${encodeURIComponent(localPath)}">Log in here</a>.</p>`,
  )
}

/**
 * Where the visitor's own server takes over. Akkoma reads that server's
 * interaction template by WebFinger; the demo reaches no other server, so it
 * uses the template Mastodon and most servers publish,
 * `https://{their host}/authorize_interaction?uri={uri}`. A handle on this
 * instance goes straight to the post or profile here.
 */
function interactionRedirect(c: AppContext, store: Store, target: InteractionTarget, host: string) {
  const origin = originOf(c)
  if (host === hostOf(c).toLowerCase()) {
    return target.kind === 'status'
      ? `${origin}/notice/${target.status.id}`
      : `${origin}/users/${target.account.username}`
  }
  const uri =
    target.kind === 'status'
      ? statusUri({ store, origin, viewer: null }, target.status)
      : accountApId(origin, target.account)
  return `https://${host}/authorize_interaction?uri=${encodeURIComponent(uri)}`
}

export function profileRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  app.post('/api/v1/accounts/:id/note', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const target = findAccount(store, c.req.param('id'))
    if (!target) return errorJson(c, 404, "Can't find user")
    const comment = (await readParams(c)).get('comment') ?? ''
    if (comment.length > NOTE_MAX_LENGTH)
      return errorJson(c, 422, 'Validation failed: Comment is too long')
    store.setAccountNote(viewer.id, target.id, comment)
    return c.json(serializeRelationship(viewContext(c, store), target))
  })

  app.get('/media/favicons/:file', (c) => {
    const host = decodeURIComponent(c.req.param('file')).replace(/\.svg$/, '')
    const known = store.accounts().some((a) => a.domain === host)
    if (!known) return errorJson(c, 404, 'Not found')
    c.header('Content-Type', 'image/svg+xml; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=86400')
    return c.body(faviconSvg(host))
  })

  app.get(INTERACTION_PATH, async (c) => {
    const target = interactionTarget(store, await readParams(c))
    if (!target) return c.html(errorPage('Could not find that post or account.'), 404)
    return c.html(interactionPage(target, null, '', identityOf(store).name))
  })

  app.post(INTERACTION_PATH, async (c) => {
    const params = await readParams(c)
    const target = interactionTarget(store, params)
    if (!target) return c.html(errorPage('Could not find that post or account.'), 404)
    const profile = (
      params.get('status[profile]') ??
      params.get('user[profile]') ??
      params.get('profile') ??
      ''
    ).trim()
    // An empty handle is the first step (Pleroma-FE's remote follow posts one): ask for it.
    if (profile === '') return c.html(interactionPage(target, null, '', identityOf(store).name))
    const host = handleHost(profile)
    if (!host) {
      return c.html(
        interactionPage(
          target,
          'Type your handle as name@your.instance.',
          profile,
          identityOf(store).name,
        ),
        422,
      )
    }
    return c.redirect(interactionRedirect(c, store, target, host), 302)
  })

  return app
}
