/**
 * Test-control endpoints under /__demo (mounted only with --faults):
 * fault injection, dropping streaming sockets, and resetting the data.
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import { parseFaultSpec } from '../faults.ts'
import type { AppEnv } from '../http.ts'
import { errorJson } from '../http.ts'
import { SERVER_LIKES, type ServerLike } from '../server-mode.ts'

async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.trim() === '') return {}
  return JSON.parse(text) as unknown
}

export function controlRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.post('/__demo/faults', async (c) => {
    let body: unknown
    try {
      body = await jsonBody(c.req.raw)
    } catch {
      return errorJson(c, 400, 'Invalid JSON body')
    }
    const spec = parseFaultSpec(body)
    if (typeof spec === 'string') return errorJson(c, 400, spec)
    const fault = deps.faults.add(spec)
    return c.json({ id: fault.id })
  })

  app.get('/__demo/faults', (c) => c.json(deps.faults.list()))

  app.delete('/__demo/faults', (c) => {
    deps.faults.clear()
    return c.json({})
  })

  app.post('/__demo/streaming/drop', async (c) => {
    let body: unknown
    try {
      body = await jsonBody(c.req.raw)
    } catch {
      return errorJson(c, 400, 'Invalid JSON body')
    }
    const raw = (body && typeof body === 'object' ? body : {}) as {
      code?: unknown
      reason?: unknown
    }
    const code = typeof raw.code === 'number' ? raw.code : 4000
    const reason = typeof raw.reason === 'string' ? raw.reason : 'Dropped by the demo instance'
    return c.json({ closed: deps.hub.drop(code, reason) })
  })

  app.get('/__demo/mode', (c) => c.json({ like: deps.mode.like }))

  app.post('/__demo/mode', async (c) => {
    let body: unknown
    try {
      body = await jsonBody(c.req.raw)
    } catch {
      return errorJson(c, 400, 'Invalid JSON body')
    }
    const like = (body && typeof body === 'object' ? body : {}) as { like?: unknown }
    if (!SERVER_LIKES.includes(like.like as ServerLike)) {
      return errorJson(c, 400, `like must be one of ${SERVER_LIKES.join(', ')}`)
    }
    deps.mode.like = like.like as ServerLike
    return c.json({ like: deps.mode.like })
  })

  app.post('/__demo/reset', (c) => {
    deps.reseed()
    return c.json({})
  })

  return app
}
