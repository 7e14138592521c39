/**
 * Paths Akkoma serves that its own front end asks for: the default avatar
 * and banner (`/images/avi.png`, `/images/banner.png`), `/favicon.png`, and
 * Pleroma's emoji map at `/api/v1/pleroma/emoji`. Drawn here as small PNGs.
 */

import { Hono, type Context } from 'hono'
import { CUSTOM_EMOJI } from '../media/art.ts'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { encodePng } from '../media/png.ts'
import {
  createRaster,
  fillCircle,
  fillVerticalGradient,
  hexToRgb,
  type Raster,
} from '../media/raster.ts'

/** A grey head and shoulders on a lighter ground: a "no avatar set" picture. */
function defaultAvatar(): Raster {
  const r = createRaster(128, 128)
  fillVerticalGradient(r, hexToRgb('#c9d1d9'), hexToRgb('#aeb8c2'))
  fillCircle(r, 64, 50, 24, hexToRgb('#6e7681'))
  fillCircle(r, 64, 128, 46, hexToRgb('#6e7681'))
  return r
}

function defaultBanner(): Raster {
  const r = createRaster(600, 200)
  fillVerticalGradient(r, hexToRgb('#1b2735'), hexToRgb('#3a4a5c'))
  return r
}

/** A coffee cup seen from above, the demo's mark. */
function favicon(): Raster {
  const r = createRaster(32, 32)
  fillCircle(r, 16, 16, 15, hexToRgb('#d8a070'))
  fillCircle(r, 16, 16, 10, hexToRgb('#5b3a1e'))
  return r
}

const cache = new Map<string, Buffer>()
function png(name: string, draw: () => Raster): Buffer {
  let bytes = cache.get(name)
  if (!bytes) {
    bytes = encodePng(draw())
    cache.set(name, bytes)
  }
  return bytes
}

export function akkomaAssetRoutes(_deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const image = (name: string, draw: () => Raster) => (c: Context<AppEnv>) =>
    c.body(new Uint8Array(png(name, draw)), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
    })
  app.get('/images/avi.png', image('avi', defaultAvatar))
  app.get('/images/banner.png', image('banner', defaultBanner))
  app.get('/favicon.png', image('favicon', favicon))

  // Pleroma's emoji map, with each emoji's pack as a `pack:` tag.
  app.get('/api/v1/pleroma/emoji', (c) => {
    const result: Record<string, { image_url: string; tags: string[] }> = {}
    for (const emoji of CUSTOM_EMOJI) {
      result[emoji.shortcode] = {
        image_url: `/emoji/${emoji.pack}/${emoji.shortcode}.svg`,
        tags: [`pack:${emoji.pack}`],
      }
    }
    return c.json(result)
  })
  return app
}
