/**
 * Test-control endpoints under /__demo (mounted only with --faults):
 * fault injection, dropping streaming sockets, and resetting the data.
 */

import { Hono } from 'hono'
import { CORS_MODES, type CorsMode } from '../http/cors.ts'
import type { Deps } from '../deps.ts'
import { parseFaultSpec } from './faults.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { errorJson } from '../http/plumbing.ts'
import {
  CAPTCHA_KINDS,
  REGISTRATION_MODES,
  SERVER_LIKES,
  type CaptchaKind,
  type RegistrationMode,
  type ServerLike,
} from './server-mode.ts'

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

  app.get('/__demo/streaming', (c) => c.json({ open: deps.hub.openSockets() }))

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

  const modeJson = () => ({
    like: deps.mode.like,
    private: deps.mode.privateInstance,
    theme: deps.mode.instanceTheme,
    deployment: deps.mode.deployment,
    cors: deps.mode.cors,
    uploadLimit: deps.mode.uploadLimit,
    ...deps.mode.accounts,
  })
  app.get('/__demo/mode', (c) => c.json(modeJson()))

  app.post('/__demo/mode', async (c) => {
    let body: unknown
    try {
      body = await jsonBody(c.req.raw)
    } catch {
      return errorJson(c, 400, 'Invalid JSON body')
    }
    const asked = (body && typeof body === 'object' ? body : {}) as {
      like?: unknown
      private?: unknown
      registrations?: unknown
      captcha?: unknown
      mailer?: unknown
      theme?: unknown
      deployment?: unknown
      cors?: unknown
      uploadLimit?: unknown
    }
    if (asked.like !== undefined && !SERVER_LIKES.includes(asked.like as ServerLike)) {
      return errorJson(c, 400, `like must be one of ${SERVER_LIKES.join(', ')}`)
    }
    if (asked.private !== undefined && typeof asked.private !== 'boolean') {
      return errorJson(c, 400, 'private must be true or false')
    }
    if (
      asked.registrations !== undefined &&
      !REGISTRATION_MODES.includes(asked.registrations as RegistrationMode)
    ) {
      return errorJson(c, 400, `registrations must be one of ${REGISTRATION_MODES.join(', ')}`)
    }
    if (asked.captcha !== undefined && !CAPTCHA_KINDS.includes(asked.captcha as CaptchaKind)) {
      return errorJson(c, 400, `captcha must be one of ${CAPTCHA_KINDS.join(', ')}`)
    }
    if (asked.mailer !== undefined && typeof asked.mailer !== 'boolean') {
      return errorJson(c, 400, 'mailer must be true or false')
    }
    if (asked.theme !== undefined && asked.theme !== null && typeof asked.theme !== 'string') {
      return errorJson(c, 400, 'theme must be a theme name or null')
    }
    if (
      asked.deployment !== undefined &&
      !(Number.isInteger(asked.deployment) && (asked.deployment as number) >= 0)
    ) {
      return errorJson(c, 400, 'deployment must be a whole number, 0 or more')
    }
    if (
      asked.uploadLimit !== undefined &&
      !(Number.isInteger(asked.uploadLimit) && (asked.uploadLimit as number) > 0)
    ) {
      return errorJson(c, 400, 'uploadLimit must be a whole number of bytes, 1 or more')
    }
    if (asked.cors !== undefined && !CORS_MODES.includes(asked.cors as CorsMode)) {
      return errorJson(c, 400, `cors must be one of ${CORS_MODES.join(', ')}`)
    }
    if (asked.cors !== undefined) deps.mode.cors = asked.cors as CorsMode
    if (typeof asked.deployment === 'number') deps.mode.deployment = asked.deployment
    if (typeof asked.uploadLimit === 'number') deps.mode.uploadLimit = asked.uploadLimit
    if (asked.theme !== undefined) deps.mode.instanceTheme = asked.theme as string | null
    if (asked.registrations !== undefined)
      deps.mode.accounts.registrations = asked.registrations as RegistrationMode
    if (asked.captcha !== undefined) deps.mode.accounts.captcha = asked.captcha as CaptchaKind
    if (typeof asked.mailer === 'boolean') deps.mode.accounts.mailer = asked.mailer
    if (asked.like !== undefined) deps.mode.like = asked.like as ServerLike
    if (typeof asked.private === 'boolean') deps.mode.privateInstance = asked.private
    return c.json(modeJson())
  })

  app.get('/__demo/outbox', (c) => c.json(deps.outbox.list()))

  app.post('/__demo/reset', (c) => {
    deps.reseed()
    return c.json({})
  })

  return app
}
