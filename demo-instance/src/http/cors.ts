/**
 * CORS as Akkoma answers it. Akkoma puts CORSPlug in front of its API
 * (config :cors_plug): any origin, reflected because credentials are
 * allowed, with the headers a client must read (Link for paging, the rate
 * limits, the request id). A client served from another origin (a
 * standalone site) therefore reads the API, the token endpoint, nodeinfo and
 * the files it shows. The HTML authorize page gets none: the browser
 * navigates to it, it is never fetched.
 *
 * `--cors refuse` (or POST /__demo/mode {"cors": "refuse"}) stands in for a
 * server that does not allow other origins: no Access-Control-* header at
 * all, so a browser blocks every cross-origin reply, while the request is
 * still served as it would be.
 */

import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './plumbing.ts'

export const CORS_MODES = ['allow', 'refuse'] as const
export type CorsMode = (typeof CORS_MODES)[number]

/** Akkoma's config :cors_plug values. */
export const CORS_ALLOW_METHODS = 'GET, POST, PUT, DELETE, PATCH, OPTIONS'
export const CORS_ALLOW_HEADERS = 'Authorization, Content-Type, Idempotency-Key'
export const CORS_EXPOSE_HEADERS =
  'Link, X-RateLimit-Reset, X-RateLimit-Limit, X-RateLimit-Remaining, X-Request-Id, Idempotency-Key'
export const CORS_MAX_AGE = '86400'

/** Paths a standalone client fetches: the API and the files its pages show. */
const CORS_PATHS: RegExp[] = [
  /^\/api\//,
  /^\/oauth\/(token|revoke|mfa\/challenge)\/?$/,
  /^\/nodeinfo\//,
  /^\/\.well-known\//,
  /^\/instance\//,
  /^\/static\//,
  /^\/media\//,
  /^\/emoji\//,
  /^\/images\//,
  /^\/captcha\//,
  /^\/favicon\.png$/,
]

/** The test controls are not part of the server being imitated: always open to tests. */
const CONTROL_PATH = /^\/__demo\//

export function corsApplies(path: string): boolean {
  return CORS_PATHS.some((re) => re.test(path))
}

function setCorsHeaders(headers: Headers, origin: string | undefined): void {
  // CORSPlug reflects the request's origin when credentials are allowed
  // (a literal * would make browsers refuse credentialed requests).
  headers.set('Access-Control-Allow-Origin', origin || '*')
  headers.set('Access-Control-Allow-Credentials', 'true')
  headers.set('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS)
  const vary = headers.get('Vary')
  if (!vary) headers.set('Vary', 'Origin')
  else if (!/\borigin\b/i.test(vary)) headers.set('Vary', `${vary}, Origin`)
}

export function corsMiddleware(mode: () => CorsMode): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname
    const control = CONTROL_PATH.test(path)
    if (!control && !corsApplies(path)) return next()
    const origin = c.req.header('origin')
    const refused = !control && mode() === 'refuse'
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      // A preflight. Refused: a bare 204, which the browser takes as "no".
      if (refused) return c.body(null, 204)
      const headers = new Headers()
      setCorsHeaders(headers, origin)
      headers.delete('Access-Control-Expose-Headers')
      headers.set('Access-Control-Allow-Methods', CORS_ALLOW_METHODS)
      headers.set('Access-Control-Allow-Headers', CORS_ALLOW_HEADERS)
      headers.set('Access-Control-Max-Age', CORS_MAX_AGE)
      return new Response(null, { status: 204, headers })
    }
    await next()
    if (refused) return
    try {
      setCorsHeaders(c.res.headers, origin)
    } catch {
      // Some replies (a fetched Response passed through) have immutable headers: copy them.
      c.res = new Response(c.res.body, c.res)
      setCorsHeaders(c.res.headers, origin)
    }
  }
}
