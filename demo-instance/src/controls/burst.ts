/**
 * POST /__demo/burst (only with --faults): stream a flow of new public
 * statuses, as a large instance's federated timeline sees them. Body:
 * `{ rate: statuses per second (1-200), seconds: 1-600, replies?: 0-1 }`;
 * at most 20,000 statuses per burst and one burst at a time (409
 * otherwise). `GET /__demo/burst` tells how many were sent; `DELETE` stops.
 * Authors are the instance's remote accounts; a share of the posts carry
 * custom emoji, content warnings and images, like the seed.
 */

import { Hono } from 'hono'
import { buildStatus, publishStatus } from '../model/actions.ts'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { errorJson } from '../http/plumbing.ts'
import { mediaBlurhash } from '../media/files.ts'
import type { MediaRecord, StatusRecord } from '../model/records.ts'

const MAX_TOTAL = 20_000
const LINES = [
  'Morning coffee and a long list of things to read :cofe: #cofe',
  'Just shipped a small fix, feels good. #akkoma',
  'The garden is finally waking up after the rain',
  'Anyone else reading something good this week? #books',
  'New drawing in progress :blobcatheart: #art',
  'The bike ride home was beautiful today #cycling',
  'Thread about federation, moderation and small servers, 1/n',
]

interface Burst {
  sent: number
  target: number
  timer: NodeJS.Timeout
}

export function burstRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  let burst: Burst | null = null
  const stop = () => {
    if (burst) clearInterval(burst.timer)
  }

  app.get('/__demo/burst', (c) =>
    c.json(burst ? { sent: burst.sent, target: burst.target } : { sent: 0, target: 0 }),
  )
  app.delete('/__demo/burst', (c) => {
    stop()
    return c.json(burst ? { sent: burst.sent } : { sent: 0 })
  })
  app.post('/__demo/burst', async (c) => {
    let body: { rate?: unknown; seconds?: unknown; replies?: unknown }
    try {
      const text = await c.req.text()
      body = (text.trim() ? JSON.parse(text) : {}) as typeof body
    } catch {
      return errorJson(c, 400, 'Invalid JSON body')
    }
    const rate = typeof body.rate === 'number' ? Math.floor(body.rate) : 100
    const seconds = typeof body.seconds === 'number' ? Math.floor(body.seconds) : 30
    const replies = typeof body.replies === 'number' ? Math.min(1, Math.max(0, body.replies)) : 0
    if (rate < 1 || rate > 200) return errorJson(c, 400, 'rate must be 1-200')
    if (seconds < 1 || seconds > 600) return errorJson(c, 400, 'seconds must be 1-600')
    if (burst && burst.sent < burst.target) return errorJson(c, 409, 'A burst is running')
    const target = Math.min(MAX_TOTAL, rate * seconds)
    const authors = deps.store.accounts().filter((a) => a.domain !== null && !a.deactivated)
    if (authors.length === 0) return errorJson(c, 422, 'No remote accounts')
    const started = Date.now()
    let n = 0
    let lastSent: StatusRecord | undefined
    // Ticks of 50 ms; each sends what is due so the rate holds when a tick is late.
    const tick = () => {
      const current = burst
      if (!current) return
      const due = Math.min(target, Math.floor(((Date.now() - started) / 1000) * rate))
      while (current.sent < due) {
        n += 1
        const author = authors[n % authors.length]
        if (!author) break
        const now = Date.now()
        const mediaIds: string[] = []
        if (n % 6 === 0) {
          const art = n % 1000
          const media: MediaRecord = {
            id: deps.store.ids.media.next(now),
            accountId: author.id,
            type: 'image',
            mimeType: 'image/svg+xml',
            format: 'svg',
            description: 'A generated picture',
            width: 1200,
            height: 800,
            art,
            blurhash: mediaBlurhash('svg', art, 1200, 800),
            createdAt: new Date(now).toISOString(),
          }
          deps.store.addMedia(media)
          mediaIds.push(media.id)
        }
        const parent =
          replies > 0 && n % Math.max(1, Math.round(1 / replies)) === 0 ? lastSent : undefined
        const status = buildStatus(
          deps,
          author,
          {
            source: `${LINES[n % LINES.length] ?? ''} (${n}) ${n % 3 === 0 ? ':blobcat:' : ''}`,
            visibility: 'public',
            spoilerText: n % 9 === 0 ? 'long thread' : '',
            sensitive: false,
            contentType: 'text/plain',
            language: 'en',
            inReplyToId: parent?.id ?? null,
            mediaIds,
            application: null,
          },
          now,
        )
        publishStatus(deps, status)
        lastSent = status
        current.sent += 1
      }
      if (current.sent >= target) clearInterval(current.timer)
    }
    stop()
    burst = { sent: 0, target, timer: setInterval(tick, 50) }
    return c.json({ target, rate, seconds })
  })
  return app
}
