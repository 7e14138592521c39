/**
 * The Hollo mode (`--like hollo`): the demo answers as Hollo 0.9.13 does
 * where it differs from Akkoma. This middleware sits where the GoToSocial
 * mode's does (after CORS, authentication and fault injection, before the
 * routes) and, in this mode:
 *
 * 1. answers `404 Not Found` (plain text) for the server paths Hollo has no
 *    route for (served-paths.ts), streaming included;
 * 2. refuses guests what Hollo keeps for token holders (401);
 * 3. answers itself where Hollo's answer is its own: the instance and
 *    NodeInfo, apps, OAuth and its sign-in, notifications (grouped too),
 *    featured tags, preferences, familiar followers, stubs;
 * 4. applies Hollo's reading of form bodies (form-bodies.ts);
 * 5. lets the demo's routes answer the rest, reshaped (entities.ts).
 *
 * Ids become UUIDs at the HTTP boundary (id-boundary.ts), outside all this.
 */

import type { Duplex } from 'node:stream'
import { Hono } from 'hono'
import type { Context, MiddlewareHandler } from 'hono'
import type { Deps } from '../deps.ts'
import {
  BadRequestBody,
  authMiddleware,
  errorJson,
  jsonBodyOf,
  type AppEnv,
} from '../http/plumbing.ts'
import { accountExtraRoutes } from './account-extras.ts'
import { registerHolloApp, verifyHolloApp } from './apps.ts'
import { asHolloEntities, unauthorizedBody } from './entities.ts'
import { featuredTagRoutes } from './featured-tags.ts'
import { holloBodyRules } from './form-bodies.ts'
import { holloNotificationRoutes } from './notifications.ts'
import {
  holloInstanceV1,
  holloInstanceV2,
  holloNodeinfoLinks,
  nodeinfoResponse,
} from './instance.ts'
import { decideConsent, holloToken, oauthMetadata, showConsent, userInfo } from './oauth.ts'
import { holloMembersOnly, holloServes } from './served-paths.ts'
import { showSignIn, signIn } from './sign-in.ts'

export const NOT_FOUND_TEXT = '404 Not Found'

/** Hollo's answer to a path it has no route for. */
export function holloNotFound(c: Context): Response {
  return c.text(NOT_FOUND_TEXT, 404)
}

/** The same, to a WebSocket upgrade (no streaming API at all). */
export function refuseUpgradeAsHollo(socket: Duplex): void {
  if (socket.destroyed) return
  socket.end(
    'HTTP/1.1 404 Not Found\r\n' +
      'Content-Type: text/plain; charset=UTF-8\r\n' +
      `Content-Length: ${NOT_FOUND_TEXT.length}\r\n` +
      'Connection: close\r\n\r\n' +
      NOT_FOUND_TEXT,
  )
}

/** API paths ignore a trailing slash, as the demo's router does. */
function pathOf(request: Request): string {
  const path = new URL(request.url).pathname
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** Marks "not one of Hollo's own answers": the demo's route answers instead. */
const PASS_HEADER = 'x-demo-hollo-pass'

/** The answers the Hollo mode gives itself. */
function holloAnswers(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ getPath: pathOf })
  app.use('*', authMiddleware(deps.store))

  const requireToken: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!c.get('token')) return c.json(unauthorizedBody(c.get('tokenInvalid')), 401)
    await next()
  }

  app.get('/api/v1/instance', (c) => c.json(holloInstanceV1(c, deps)))
  app.get('/api/v2/instance', (c) => c.json(holloInstanceV2(c, deps)))
  app.get('/.well-known/nodeinfo', (c) => c.json(holloNodeinfoLinks(c)))
  app.get('/nodeinfo/2.1', (c) => nodeinfoResponse(c, deps))
  app.get('/nodeinfo/2.0', (c) => c.redirect('/nodeinfo/2.1', 302))

  app.post('/api/v1/apps', (c) => registerHolloApp(c, deps))
  app.get('/api/v1/apps/verify_credentials', (c) => verifyHolloApp(c, deps))
  app.post('/oauth/token', (c) => holloToken(c, deps))
  app.get('/oauth/authorize', (c) => showConsent(c, deps))
  app.post('/oauth/authorize', (c) => decideConsent(c, deps))
  app.get('/.well-known/oauth-authorization-server', oauthMetadata)
  app.get('/oauth/userinfo', userInfo)
  app.post('/oauth/userinfo', userInfo)
  app.get('/login', showSignIn)
  app.post('/login', signIn)

  // What Hollo answers with nothing in it.
  for (const path of [
    '/api/v1/announcements',
    '/api/v1/trends',
    '/api/v1/trends/tags',
    '/api/v1/trends/statuses',
    '/api/v1/trends/links',
  ]) {
    app.get(path, (c) => c.json([]))
  }
  app.get('/api/v1/suggestions', requireToken, (c) => c.json([]))
  app.get('/api/v2/suggestions', requireToken, (c) => c.json([]))

  app.route('/', holloNotificationRoutes(deps))
  app.route('/', featuredTagRoutes(deps))
  app.route('/', accountExtraRoutes(deps))
  app.notFound((c) => c.body(null, 404, { [PASS_HEADER]: '1' }))
  app.onError((err, c) => {
    if (err instanceof BadRequestBody) return errorJson(c, 400, err.message)
    console.error('[demo-instance]', err)
    return errorJson(c, 500, 'Internal server error')
  })
  return app
}

export function holloMode(deps: Deps): MiddlewareHandler<AppEnv> {
  const answers = holloAnswers(deps)
  return async (c, next) => {
    if (deps.mode.like !== 'hollo') return next()
    const path = pathOf(c.req.raw)
    if (path.startsWith('/__demo')) return next()
    const method = c.req.method
    if (!holloServes(method, path)) return holloNotFound(c)
    if (!c.get('token') && holloMembersOnly(method, path))
      return c.json(unauthorizedBody(c.get('tokenInvalid')), 401)

    const own = await answers.fetch(c.req.raw, c.env)
    if (!own.headers.has(PASS_HEADER)) return own

    const refused = await holloBodyRules(c, deps, path)
    if (refused) return refused

    await next()

    const res = c.res
    const body = await jsonBodyOf(res)
    if (body === undefined) return
    const headers = new Headers(res.headers)
    headers.delete('content-length')
    // Hollo processes uploads at once and says so with 200, where Akkoma says 202.
    const status = res.status === 202 && path === '/api/v2/media' ? 200 : res.status
    c.res = new Response(JSON.stringify(asHolloEntities(body, res.status, c.get('tokenInvalid'))), {
      status,
      headers,
    })
  }
}
