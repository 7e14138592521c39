/**
 * Generated media: avatars and headers per account, seeded image
 * attachments, custom emoji, the logo, and the instance thumbnail and
 * background. All are SVGs computed on request.
 */

import { Hono } from 'hono'
import type { Context } from 'hono'
import { LOGO_SVG, attachmentSvg, avatarSvg, customEmoji, headerSvg, thumbnailSvg } from '../art.ts'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http.ts'
import { errorJson } from '../http.ts'

function svgResponse(c: Context, svg: string): Response {
  c.header('Content-Type', 'image/svg+xml; charset=utf-8')
  c.header('Cache-Control', 'public, max-age=86400')
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  return c.body(svg)
}

/** `alice.svg` → `alice`; null when the extension is not .svg. */
function baseName(file: string): string | null {
  return file.endsWith('.svg') ? decodeURIComponent(file.slice(0, -4)) : null
}

export function mediaRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps
  const missing = (c: Context) => errorJson(c, 404, 'Not found')

  app.get('/media/avatars/:file', (c) => {
    const name = baseName(c.req.param('file'))
    const account = name ? store.accountByAcct(name) : undefined
    return account
      ? svgResponse(c, avatarSvg(account.displayName || account.username, account.art))
      : missing(c)
  })

  app.get('/media/headers/:file', (c) => {
    const name = baseName(c.req.param('file'))
    const account = name ? store.accountByAcct(name) : undefined
    return account
      ? svgResponse(c, headerSvg(account.displayName || account.username, account.art))
      : missing(c)
  })

  app.get('/media/attachments/:file', (c) => {
    const id = baseName(c.req.param('file'))
    const media = id ? store.media(id) : undefined
    return media
      ? svgResponse(c, attachmentSvg(media.art, media.width, media.height, media.description))
      : missing(c)
  })

  app.get('/emoji/:pack/:file', (c) => {
    const name = baseName(c.req.param('file'))
    const emoji = name ? customEmoji(name) : undefined
    return emoji && emoji.pack === c.req.param('pack')
      ? svgResponse(c, emoji.draw(emoji.shortcode))
      : missing(c)
  })

  app.get('/static/logo.svg', (c) => svgResponse(c, LOGO_SVG))
  app.get('/instance/thumbnail.svg', (c) => svgResponse(c, thumbnailSvg()))
  app.get('/instance/background.svg', (c) => svgResponse(c, thumbnailSvg()))

  return app
}
