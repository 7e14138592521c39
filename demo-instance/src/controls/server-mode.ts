/**
 * Which server the demo behaves like. `akkoma` is the default; `gotosocial`
 * answers like GoToSocial 0.19 where it differs from Akkoma (replies recorded
 * from a real one are in src/api/fixtures/gotosocial/), so the client's
 * browser tests can check it works on such servers:
 *
 * - the password grant is refused (400 invalid_request without redirect_uri,
 *   400 unsupported_grant_type with it) and the sign-in page asks for the
 *   e-mail address;
 * - guests get 401 "token not supplied" for custom emoji, single statuses,
 *   profiles and tag timelines;
 * - no Pleroma/Akkoma extensions (404), no suggestions, trends or bubble
 *   timeline; nodeinfo only through /.well-known/nodeinfo, without metadata;
 * - no `pleroma`/`akkoma` objects in any entity;
 * - the instance advertises streaming at `wss://<host>`, which cannot connect
 *   to the plain-http demo (GoToSocial served over http does the same);
 * - errors carry the HTTP reason ("Bad Request: ..."), and an empty post is
 *   400, not 422;
 * - a local status's `url` is its public web page, `/@{username}/statuses/{id}`,
 *   which the demo serves (routes/public-pages.ts).
 */

import { INSTANCE } from '../config.ts'
import type { CorsMode } from '../http/cors.ts'
import type { Context, MiddlewareHandler } from 'hono'
import { jsonBodyOf, type AppEnv } from '../http/plumbing.ts'

/** `hollo` answers like Hollo 0.9.13: see src/hollo/mode.ts. */
export type ServerLike = 'akkoma' | 'gotosocial' | 'hollo'

export const SERVER_LIKES: readonly ServerLike[] = ['akkoma', 'gotosocial', 'hollo']

/** How people join (Akkoma's registrations_open, account_approval_required, account_activation_required). */
export type RegistrationMode = 'open' | 'closed' | 'approval' | 'activation'
export const REGISTRATION_MODES: readonly RegistrationMode[] = [
  'open',
  'closed',
  'approval',
  'activation',
]

/** Akkoma's `Pleroma.Captcha` services: none, Kocaptcha (an image + answer), Native. */
export type CaptchaKind = 'none' | 'kocaptcha' | 'native'
export const CAPTCHA_KINDS: readonly CaptchaKind[] = ['none', 'kocaptcha', 'native']

/** The account life-cycle settings; start-up flags choose them, tests switch them at run time. */
export interface AccountsMode {
  registrations: RegistrationMode
  captcha: CaptchaKind
  /** Whether the instance can send mail (here: into the outbox folder, see model/outbox.ts). */
  mailer: boolean
}

export const DEFAULT_ACCOUNTS_MODE: Readonly<AccountsMode> = {
  registrations: 'open',
  captcha: 'native',
  mailer: true,
}

export interface ServerMode {
  like: ServerLike
  /** What the server was started as; a data reset returns to it. */
  readonly initial: ServerLike
  /**
   * A private instance (Akkoma's `:instance, public: false`): nodeinfo says
   * so and guests get no timelines, statuses, accounts or search. Tests turn
   * it on at run time; a data reset turns it off.
   */
  privateInstance: boolean
  /** The instance's default theme (a styles.json key); null: 'pleroma-dark'. A data reset clears it. */
  instanceTheme: string | null
  /**
   * How many times the front end was "deployed anew" since start: each one
   * changes the service worker script's bytes, as installing a new build on
   * an instance does, so a test can see the update offered. A reset: 0.
   */
  deployment: number
  accounts: AccountsMode
  /** What the server was started with; a data reset returns to it. */
  readonly initialAccounts: Readonly<AccountsMode>
  /**
   * The largest upload in bytes (Akkoma's `:instance, upload_limit`), which
   * the instance advertises and the upload routes enforce. Tests lower it to
   * send a file over it without megabytes of data; a data reset returns to
   * INSTANCE.uploadLimit.
   */
  uploadLimit: number
  /** Whether other origins may read the API (http/cors.ts); a data reset returns to initialCors. */
  cors: CorsMode
  readonly initialCors: CorsMode
}

export function createServerMode(
  initial: ServerLike = 'akkoma',
  accounts: Partial<AccountsMode> = {},
  initialCors: CorsMode = 'allow',
): ServerMode {
  const initialAccounts = { ...DEFAULT_ACCOUNTS_MODE, ...accounts }
  return {
    cors: initialCors,
    initialCors,
    like: initial,
    initial,
    privateInstance: false,
    instanceTheme: null,
    deployment: 0,
    uploadLimit: INSTANCE.uploadLimit,
    accounts: { ...initialAccounts },
    initialAccounts,
  }
}

/** What a private Akkoma refuses a guest (its EnsurePublicOrAuthenticatedPlug). */
const PRIVATE_INSTANCE_PATHS = [
  /^\/api\/v1\/timelines\//,
  /^\/api\/v1\/statuses\//,
  /^\/api\/v1\/accounts\/(?!verify_credentials)/,
  /^\/api\/v1\/tags\//,
  /^\/api\/v2\/search$/,
  /^\/api\/v1\/trends/,
]

/** Refuses guests what a private instance keeps for its members, as Akkoma words it. */
export function privateInstanceGuard(mode: ServerMode): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!mode.privateInstance || c.get('token') || c.req.method !== 'GET') return next()
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path
    if (!PRIVATE_INSTANCE_PATHS.some((re) => re.test(path))) return next()
    return c.json({ error: 'This resource requires authentication.' }, 403)
  }
}

/** The path of a local status's public page, as GoToSocial builds it. */
export const publicStatusPath = (username: string, id: string): string =>
  `/@${encodeURIComponent(username)}/statuses/${encodeURIComponent(id)}`

export const GTS_VERSION = '0.19.2'

const TOKEN_NOT_SUPPLIED = 'Unauthorized: token not supplied'

/** Paths GoToSocial has no route for (prefixes end with `/`). */
const ABSENT = [
  '/api/pleroma/',
  '/api/v1/pleroma/',
  '/api/v1/akkoma/',
  '/api/v1/timelines/bubble',
  '/api/v1/suggestions',
  '/api/v2/suggestions',
  '/api/v1/accounts/suggestions',
  '/api/v1/trends',
  '/static/styles.json',
  '/static/config.json',
  '/static/stickers.json',
  '/static/terms-of-service.html',
  '/instance/panel.html',
  '/nodeinfo/2.0.json',
  '/nodeinfo/2.1.json',
  '/main/ostatus',
]

function isAbsent(path: string): boolean {
  return ABSENT.some((p) =>
    p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`),
  )
}

/** GET paths a guest may not read on GoToSocial (its public timeline stays open). */
const MEMBERS_ONLY = [
  /^\/api\/v1\/custom_emojis$/,
  /^\/api\/v1\/statuses\/[^/]+$/,
  /^\/api\/v1\/statuses\/[^/]+\/context$/,
  /^\/api\/v1\/accounts\/lookup$/,
  /^\/api\/v1\/accounts\/[^/]+$/,
  /^\/api\/v1\/accounts\/[^/]+\/statuses$/,
  /^\/api\/v1\/timelines\/tag\/[^/]+$/,
]

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Request Entity Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
}

function gtsError(c: Context<AppEnv>, status: 400 | 401 | 404, error: string): Response {
  return c.json({ error }, status)
}

/** Drops `pleroma` and `akkoma` keys everywhere in an entity tree. */
export function withoutExtensions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutExtensions)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    if (key === 'pleroma' || key === 'akkoma') continue
    out[key] = withoutExtensions(child)
  }
  return out
}

/**
 * GoToSocial gives a local status the `url` of its public web page,
 * `/@{username}/statuses/{id}` (routes/public-pages.ts), where Akkoma gives
 * `/notice/{id}`, the front end's own page: rewritten wherever a status is.
 */
export function withPublicPageUrls(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withPublicPageUrls(v, origin))
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) out[key] = withPublicPageUrls(child, origin)
  const account = out.account as { username?: unknown; acct?: unknown } | undefined
  if (
    typeof out.id === 'string' &&
    out.url === `${origin}/notice/${out.id}` &&
    typeof account?.username === 'string' &&
    account.acct === account.username
  ) {
    out.url = `${origin}${publicStatusPath(account.username, out.id)}`
  }
  return out
}

/** The instance replies as GoToSocial shapes them (no Pleroma metadata, its version, wss://). */
function instanceAsGoToSocial(body: Record<string, unknown>, host: string, v2: boolean) {
  const out = withoutExtensions(body) as Record<string, unknown>
  const streaming = `wss://${host}`
  out.version = `v${GTS_VERSION}`
  const configuration = { ...((out.configuration as Record<string, unknown> | undefined) ?? {}) }
  configuration.statuses = {
    ...((configuration.statuses as Record<string, unknown> | undefined) ?? {}),
    supported_mime_types: ['text/plain', 'text/markdown'],
  }
  if (v2) {
    configuration.urls = { streaming }
    configuration.translation = { enabled: false }
  } else {
    out.urls = { streaming_api: streaming }
    delete out.poll_limits
    delete out.upload_limit
    delete out.avatar_upload_limit
    delete out.background_upload_limit
    delete out.banner_upload_limit
  }
  out.configuration = configuration
  return out
}

function nodeinfoAsGoToSocial(users: number): Record<string, unknown> {
  return {
    version: '2.0',
    software: { name: 'gotosocial', version: `v${GTS_VERSION}` },
    protocols: ['activitypub'],
    services: { inbound: [], outbound: [] },
    openRegistrations: false,
    usage: { users: { total: users } },
    metadata: {},
  }
}

async function passwordGrant(c: Context<AppEnv>): Promise<Response | null> {
  const type = c.req.header('content-type') ?? ''
  let params: URLSearchParams
  if (type.includes('application/json')) {
    const json = (await c.req.raw
      .clone()
      .json()
      .catch(() => ({}))) as Record<string, unknown>
    params = new URLSearchParams(
      Object.entries(json).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]),
    )
  } else {
    params = new URLSearchParams(await c.req.raw.clone().text())
  }
  if (params.get('grant_type') !== 'password') return null
  // GoToSocial checks redirect_uri before it looks at the grant type.
  if (!params.get('redirect_uri')) {
    return c.json(
      {
        error: 'invalid_request',
        error_description: 'Bad Request: redirect_uri was not set in the token request form',
      },
      400,
    )
  }
  return c.json(
    {
      error: 'unsupported_grant_type',
      error_description:
        'Bad Request: The authorization grant type is not supported by the authorization server.',
    },
    400,
  )
}

/** Reshapes Akkoma's answers into GoToSocial's when the mode says so. */
export function gotoSocialMode(
  mode: ServerMode,
  countUsers: () => number,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (mode.like !== 'gotosocial') return next()
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path
    const method = c.req.method
    if (path.startsWith('/__demo')) return next()
    if (isAbsent(path) || path.includes('/reactions')) return gtsError(c, 404, 'Not Found')

    const host = c.req.header('host') ?? 'localhost'
    const origin = new URL(c.req.url).protocol + '//' + host
    if (method === 'GET' && path === '/.well-known/nodeinfo') {
      return c.json({
        links: [
          {
            rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
            href: `${origin}/nodeinfo/2.0`,
          },
          {
            rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
            href: `${origin}/nodeinfo/2.1`,
          },
        ],
      })
    }
    if (method === 'GET' && (path === '/nodeinfo/2.0' || path === '/nodeinfo/2.1')) {
      return c.json(nodeinfoAsGoToSocial(countUsers()))
    }
    if (method === 'POST' && path === '/oauth/token') {
      const refused = await passwordGrant(c)
      if (refused) return refused
    }
    if (method === 'GET' && !c.get('token') && MEMBERS_ONLY.some((re) => re.test(path))) {
      return gtsError(c, 401, TOKEN_NOT_SUPPLIED)
    }

    await next()

    const res = c.res
    const body = await jsonBodyOf(res)
    if (body === undefined) return
    let out: unknown
    if (path === '/api/v1/instance' || path === '/api/v2/instance') {
      out = instanceAsGoToSocial(body as Record<string, unknown>, host, path === '/api/v2/instance')
    } else if (res.status >= 400 && body && typeof body === 'object' && 'error' in body) {
      out = { error: gtsErrorText(res.status, String((body as { error: unknown }).error), path) }
    } else {
      out = withPublicPageUrls(withoutExtensions(body), origin)
    }
    // An empty post is 400 on GoToSocial, where Akkoma says 422.
    const status =
      res.status === 422 && method === 'POST' && path === '/api/v1/statuses' ? 400 : res.status
    const headers = new Headers(res.headers)
    headers.delete('content-length')
    c.res = new Response(JSON.stringify(out), { status, headers })
  }
}

/** GoToSocial puts the HTTP reason before its words. */
function gtsErrorText(status: number, text: string, path: string): string {
  if (status === 422 && path === '/api/v1/statuses' && /blank|empty/i.test(text)) {
    return 'Bad Request: status contains no text, media or poll'
  }
  if (status === 404) return /not found/i.test(text) ? 'Not Found' : `Not Found: ${text}`
  // OAuth error codes stay codes.
  if (/^[a-z_]+$/.test(text)) return text
  // An invalid filter is a real 422 there (routes/filters.ts).
  if (status === 422 && path.includes('/filters')) return `Unprocessable Entity: ${text}`
  const reason = REASONS[status === 422 ? 400 : status]
  return reason ? `${reason}: ${text}` : text
}
