/**
 * Sticker packs as Akkoma serves them next to its front end:
 * /static/stickers.json, /static/stickers/{pack}/pack.json and the images.
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { errorJson } from '../http/plumbing.ts'
import { sendBytes } from '../media/serve.ts'
import { stickerIndex, stickerPackJson, stickerPng } from '../media/stickers.ts'

export function stickerRoutes(_deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.get('/static/stickers.json', (c) => c.json(stickerIndex()))

  app.get('/static/stickers/:pack/pack.json', (c) => {
    const pack = stickerPackJson(c.req.param('pack'))
    return pack ? c.json(pack) : errorJson(c, 404, 'Not found')
  })

  app.get('/static/stickers/:pack/:file', (c) => {
    const bytes = stickerPng(c.req.param('pack'), c.req.param('file'))
    if (!bytes) return errorJson(c, 404, 'Not found')
    return sendBytes(c, bytes, 'image/png')
  })

  return app
}
