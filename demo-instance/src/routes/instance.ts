/**
 * Instance information: /api/v1|v2/instance, nodeinfo, frontend
 * configurations, custom emoji, the instance panel and terms of service,
 * and the static files an Akkoma instance serves next to its front end
 * (/static/config.json, /static/logo.svg, /static/emoji.json, ...).
 */

import { Hono } from 'hono'
import type { Context } from 'hono'
import { CUSTOM_EMOJI } from '../media/art.ts'
import { TERMS_OF_SERVICE_HTML } from '../config.ts'
import { panelHtmlOf } from '../model/instance-identity.ts'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { originOf } from '../http/plumbing.ts'
import {
  frontendConfigurations,
  instanceV1,
  instanceV2,
  nodeinfo,
  nodeinfoLinks,
  staticConfig,
} from '../render/instance-info.ts'
import type { Json } from '../render/view.ts'
import { serializeCustomEmoji } from '../render/serializers.ts'
import { unicodeEmojiMap } from '../media/unicode-emoji.ts'

const NODEINFO_TYPE = (version: string) =>
  `application/json; profile="http://nodeinfo.diaspora.software/ns/schema/${version}#"`

export function instanceRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  app.get('/api/v1/instance', (c) =>
    c.json(instanceV1(store, originOf(c), deps.mode.accounts, deps.mode.uploadLimit)),
  )
  app.get('/api/v2/instance', (c) =>
    c.json(instanceV2(store, originOf(c), deps.mode.accounts, deps.mode.uploadLimit)),
  )
  app.get('/api/v1/instance/rules', (c) => c.json([]))
  app.get('/.well-known/nodeinfo', (c) => c.json(nodeinfoLinks(originOf(c))))
  for (const version of ['2.0', '2.1'] as const) {
    const handler = (c: Context) => {
      c.header('Content-Type', NODEINFO_TYPE(version))
      return c.body(
        JSON.stringify(
          nodeinfo(
            store,
            originOf(c),
            version,
            deps.mode.privateInstance,
            deps.mode.accounts,
            deps.mode.uploadLimit,
          ),
        ),
      )
    }
    app.get(`/nodeinfo/${version}.json`, handler)
    app.get(`/nodeinfo/${version}`, handler)
  }
  app.get('/api/pleroma/frontend_configurations', (c) =>
    c.json(frontendConfigurations(deps.mode.instanceTheme)),
  )
  app.get('/api/v1/custom_emojis', (c) => {
    const origin = originOf(c)
    const list = CUSTOM_EMOJI.map((e) => serializeCustomEmoji(origin, e.shortcode, true)).filter(
      (e): e is Json => e !== null,
    )
    return c.json(list)
  })
  app.get('/api/pleroma/emoji', (c) => {
    const result: Record<string, { image_url: string; tags: string[] }> = {}
    for (const emoji of CUSTOM_EMOJI) {
      result[emoji.shortcode] = {
        image_url: `/emoji/${emoji.pack}/${emoji.shortcode}.svg`,
        tags: [emoji.pack],
      }
    }
    return c.json(result)
  })

  app.get('/instance/panel.html', (c) => c.html(panelHtmlOf(deps.store)))
  app.get('/static/terms-of-service.html', (c) => c.html(TERMS_OF_SERVICE_HTML))
  app.get('/static/config.json', (c) => c.json(staticConfig()))
  app.get('/static/emoji.json', (c) => c.json(unicodeEmojiMap()))

  return app
}
