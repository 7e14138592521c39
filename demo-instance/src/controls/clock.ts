/**
 * The scheduled posts' clock (POST /__demo/clock, mounted only with
 * --faults): `{ "advanceMs": N }` moves it N ms forward and publishes at
 * once what is then due, so a test sees a scheduled post go out without
 * waiting; `DELETE` puts it back to the real time.
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { errorJson } from '../http/plumbing.ts'
import {
  advanceScheduledClock,
  publishDueScheduled,
  resetScheduledClock,
  scheduledNow,
} from '../routes/scheduled.ts'

export function clockRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.get('/__demo/clock', (c) => c.json({ now: new Date(scheduledNow(deps)).toISOString() }))

  app.post('/__demo/clock', async (c) => {
    let body: unknown
    try {
      body = JSON.parse((await c.req.text()) || '{}') as unknown
    } catch {
      return errorJson(c, 400, 'Invalid JSON body')
    }
    const advance = (body as { advanceMs?: unknown } | null)?.advanceMs
    if (typeof advance !== 'number' || !Number.isFinite(advance) || advance < 0) {
      return errorJson(c, 400, 'advanceMs must be a number of milliseconds, 0 or more')
    }
    advanceScheduledClock(deps, advance)
    const published = publishDueScheduled(deps)
    return c.json({ now: new Date(scheduledNow(deps)).toISOString(), published })
  })

  app.delete('/__demo/clock', (c) => {
    resetScheduledClock(deps)
    return c.json({ now: new Date(scheduledNow(deps)).toISOString() })
  })

  return app
}
