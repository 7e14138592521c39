/**
 * Generated media: avatars and headers per account, attachments of every
 * format (media/files.ts; served with range support), link-card images,
 * custom emoji, the logo, and the instance thumbnail and background.
 */

import { identityOf } from '../model/instance-identity.ts'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { LOGO_SVG, avatarSvg, customEmoji, headerSvg, thumbnailSvg } from '../media/art.ts'
import { CARD_IMAGE_SIZE, cardSite } from '../render/cards.ts'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { errorJson } from '../http/plumbing.ts'
import { FORMATS, attachmentBytes, attachmentFileName } from '../media/files.ts'
import { encodePng } from '../media/png.ts'
import { landscape } from '../media/raster.ts'
import { sendBytes } from '../media/serve.ts'

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
const cardImages = new Map<string, Buffer>()

function svgResponse(c: Context, svg: string): Response {
  c.header('Content-Type', 'image/svg+xml; charset=utf-8')
  c.header('Cache-Control', 'public, max-age=86400')
  c.header('Content-Security-Policy', SVG_CSP)
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
    const file = c.req.param('file')
    const media = store.media(file.replace(/\.[a-z0-9]+$/i, ''))
    if (!media || attachmentFileName(media) !== file) return missing(c)
    const bytes = attachmentBytes(media)
    if (!bytes) return missing(c)
    const { mimeType } = FORMATS[media.format]
    return media.format === 'svg'
      ? sendBytes(c, bytes, `${mimeType}; charset=utf-8`, { 'Content-Security-Policy': SVG_CSP })
      : sendBytes(c, bytes, mimeType)
  })

  app.get('/media/cards/:file', (c) => {
    const host = c.req.param('file').replace(/\.png$/, '')
    const site = c.req.param('file').endsWith('.png') ? cardSite(host) : undefined
    if (!site) return missing(c)
    let bytes = cardImages.get(site.host)
    if (!bytes) {
      const { width, height } = CARD_IMAGE_SIZE
      bytes = encodePng(landscape(site.art, width, height))
      cardImages.set(site.host, bytes)
    }
    return sendBytes(c, bytes, 'image/png')
  })

  app.get('/emoji/:pack/:file', (c) => {
    const name = baseName(c.req.param('file'))
    const emoji = name ? customEmoji(name) : undefined
    return emoji && emoji.pack === c.req.param('pack')
      ? svgResponse(c, emoji.draw(emoji.shortcode))
      : missing(c)
  })

  app.get('/static/logo.svg', (c) => svgResponse(c, LOGO_SVG))
  const instanceArt = () => {
    const identity = identityOf(deps.store)
    return thumbnailSvg(identity.thumbnailArt, identity.name)
  }
  app.get('/instance/thumbnail.svg', (c) => svgResponse(c, instanceArt()))
  app.get('/instance/background.svg', (c) => svgResponse(c, instanceArt()))

  return app
}
