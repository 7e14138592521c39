/**
 * Profile extras: private account notes (Mastodon's POST
 * /api/v1/accounts/{id}/note, read back as `note` in relationships), the
 * favicons of the remote demo instances, and Akkoma's remote-follow page
 * (POST /main/ostatus).
 */

import { Hono } from 'hono'
import type { Context } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http.ts'
import { errorJson, readParams, unauthorized, viewContext } from '../http.ts'
import { acctOf } from '../records.ts'
import { serializeRelationship } from '../serializers.ts'
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

function remoteFollowPage(c: Context, nickname: string, profile: string): Response {
  const name = escapeHtml(nickname)
  const message = profile
    ? `<p>Remote following from <b>${escapeHtml(profile)}</b> is not possible on this demo instance: nothing leaves this machine.</p>`
    : `<form method="POST" action="/main/ostatus"><input type="hidden" name="nickname" value="${name}"><label>Your handle or instance <input name="profile" autofocus></label> <button type="submit">Follow ${name}</button></form>`
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Remote follow</title></head>` +
      `<body><h1>Remote follow of ${name}</h1>${message}</body></html>`,
  )
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

  app.post('/main/ostatus', async (c) => {
    const params = await readParams(c)
    const nickname = params.get('nickname') ?? ''
    const account = findAccount(store, nickname)
    if (!account || account.domain !== null) return errorJson(c, 404, 'Not found')
    return remoteFollowPage(c, acctOf(account), (params.get('profile') ?? '').trim())
  })

  return app
}
