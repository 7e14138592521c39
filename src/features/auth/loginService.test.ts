import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { InstanceConfig } from '../../api/types'
import { ADMIN_SCOPE_SET } from '../../api/scopes'
import { OAUTH_BASE_SCOPES } from '../../config/constants'
import { reloadRegistry } from '../../store/accounts'
import { useSession } from '../../store/session'
import { leaveFor } from './leave'
import {
  handleAuthorizeRefusal,
  loginWithCode,
  loginWithPassword,
  reauthorizeForAdmin,
  redirectToAuthorize,
} from './loginService'
import { loadOAuth, saveOAuth, emptyOAuth } from './oauthStorage'
import { readPending } from './pkce'
import { takeReturnPath } from './returnPath'
import { signIn } from './sessionRestore'

vi.mock('./leave', () => ({ leaveFor: vi.fn() }))
vi.mock('./sessionRestore', () => ({ signIn: vi.fn() }))

interface Call {
  method: string
  path: string
  body: Record<string, unknown>
}

type Reply = { status?: number; body: unknown }

let calls: Call[] = []
let reply: (call: Call) => Reply

/** Hollo 0.9: admin scopes refused with a zod 4 validation error. */
const holloRefusesAdmin = {
  status: 422,
  body: {
    error: 'invalid_request',
    zod_error: {
      name: 'ZodError',
      message: JSON.stringify([
        { code: 'invalid_value', received: 'admin:read', path: ['scopes'], message: 'Invalid' },
      ]),
    },
  },
}
const app = { body: { client_id: 'cid', client_secret: 'secret' } }
const me = { body: { id: 'u1', username: 'alice', acct: 'alice' } }

/** The scopes of the authorize address the browser was sent to. */
function authorizeScope(): string | null {
  const url = vi.mocked(leaveFor).mock.lastCall?.[0]
  return url ? new URL(url, 'http://client.example').searchParams.get('scope') : null
}

function withAdminApi(adminApi: boolean): void {
  // Only `features.adminApi` is read by the sign-in; the rest of the instance does not matter here.
  useSession.setState({ instance: { features: { adminApi } } as unknown as InstanceConfig })
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  reloadRegistry()
  calls = []
  vi.mocked(leaveFor).mockClear()
  vi.mocked(signIn).mockClear()
  useSession.setState({ loginError: null })
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = {
      method: init.method ?? 'GET',
      path: url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
    }
    calls.push(call)
    const { status = 200, body } = reply(call)
    return new Response(JSON.stringify(body), { status })
  })
})

afterEach(() => vi.unstubAllGlobals())

describe('app registration', () => {
  it('asks a server without the admin API for the base scopes, with the standard fields only', async () => {
    withAdminApi(false)
    reply = () => app
    await redirectToAuthorize()
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/apps' })
    expect(calls[0]?.body.scopes).toBe(OAUTH_BASE_SCOPES)
    expect(Object.keys(calls[0]?.body ?? {}).sort()).toEqual([
      'client_name',
      'redirect_uris',
      'scopes',
      'website',
    ])
    expect(authorizeScope()).toBe(OAUTH_BASE_SCOPES)
    expect(loadOAuth().scopes).toBe(OAUTH_BASE_SCOPES)
  })

  it('registers again with the base scopes when the admin ones are refused', async () => {
    withAdminApi(true)
    reply = (call) => (call.body.scopes === ADMIN_SCOPE_SET ? holloRefusesAdmin : app)
    await redirectToAuthorize()
    expect(calls.map((c) => c.body.scopes)).toEqual([ADMIN_SCOPE_SET, OAUTH_BASE_SCOPES])
    expect(authorizeScope()).toBe(OAUTH_BASE_SCOPES)
    expect(loadOAuth()).toMatchObject({ scopes: OAUTH_BASE_SCOPES, adminScopesRefused: true })
    // The next sign-in asks for the base scopes at once, with the app it has.
    calls = []
    await redirectToAuthorize()
    expect(calls).toEqual([])
  })

  it("shows the server's words when even the base scopes are refused", async () => {
    withAdminApi(false)
    reply = () => ({ status: 422, body: { error: 'invalid_request', rejected: ['push'] } })
    expect(await loginWithPassword('alice', 'pw')).toBe('failed')
    expect(useSession.getState().loginError).toEqual({
      key: 'login.scopes_rejected',
      args: { scopes: 'push' },
    })
  })
})

describe('password grant', () => {
  it('asks for the scopes and keeps those the server granted', async () => {
    withAdminApi(true)
    reply = (call) => {
      if (call.path === '/api/v1/apps') return app
      if (call.path === '/oauth/token')
        return { body: { access_token: 'AT', scope: 'read write follow push' } }
      return me
    }
    expect(await loginWithPassword('alice', 'pw')).toBe('logged-in')
    expect(calls[1]?.body).toMatchObject({ grant_type: 'password', scope: ADMIN_SCOPE_SET })
    expect(vi.mocked(signIn)).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'u1' }),
      'read write follow push',
    )
  })

  it('asks again with the base scopes when the token is refused over the admin ones', async () => {
    withAdminApi(true)
    reply = (call) => {
      if (call.path === '/api/v1/apps') return app
      if (call.path === '/oauth/token')
        return call.body.scope === ADMIN_SCOPE_SET
          ? { status: 400, body: { error: 'invalid_scope' } }
          : { body: { access_token: 'AT' } }
      return me
    }
    expect(await loginWithPassword('alice', 'pw')).toBe('logged-in')
    const grants = calls.filter((c) => c.path === '/oauth/token').map((c) => c.body.scope)
    expect(grants).toEqual([ADMIN_SCOPE_SET, OAUTH_BASE_SCOPES])
    // The reply named no scope: what was asked for was granted.
    expect(vi.mocked(signIn)).toHaveBeenCalledWith(expect.anything(), OAUTH_BASE_SCOPES)
  })
})

describe('authorization code flow', () => {
  it('asks again with the base scopes when the page refuses the admin ones, once', async () => {
    withAdminApi(true)
    reply = () => app
    await redirectToAuthorize()
    expect(authorizeScope()).toBe(ADMIN_SCOPE_SET)
    const first = readPending()
    expect(await handleAuthorizeRefusal('invalid_scope', null, first?.state ?? null)).toBe(
      'redirected',
    )
    expect(authorizeScope()).toBe(OAUTH_BASE_SCOPES)
    const second = readPending()
    expect(second).toMatchObject({ scope: OAUTH_BASE_SCOPES, retried: true })
    expect(
      await handleAuthorizeRefusal('invalid_scope', 'No such scope', second?.state ?? null),
    ).toBe('failed')
    expect(useSession.getState().loginError).toEqual({ text: 'No such scope' })
  })

  it('shows a refusal in catalogued words, never the bare code', async () => {
    withAdminApi(false)
    reply = () => app
    await redirectToAuthorize()
    await handleAuthorizeRefusal('access_denied', null, readPending()?.state ?? null)
    expect(useSession.getState().loginError).toEqual({ key: 'login.oauth_access_denied' })
    expect(vi.mocked(leaveFor)).toHaveBeenCalledTimes(1)
  })

  it('exchanges the code with the stored app and keeps the granted scopes', async () => {
    withAdminApi(false)
    reply = (call) =>
      call.path === '/api/v1/apps'
        ? app
        : call.path === '/oauth/token'
          ? { body: { access_token: 'AT', scope: 'read write follow push' } }
          : me
    await redirectToAuthorize()
    const pending = readPending()
    expect(await loginWithCode('CODE', pending?.state ?? null)).toBe('logged-in')
    const exchange = calls.find((c) => c.path === '/oauth/token')
    expect(exchange?.body).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'cid',
      code: 'CODE',
      code_verifier: pending?.verifier,
    })
    expect(vi.mocked(signIn)).toHaveBeenCalledWith(expect.anything(), 'read write follow push')
  })
})

describe('granting the admin scopes later', () => {
  it('registers an app that can grant them and sends the admin to the server page', async () => {
    withAdminApi(true)
    saveOAuth({
      ...emptyOAuth(),
      clientId: 'old',
      clientSecret: 'old-secret',
      redirectUri: `${window.location.origin}/oauth-callback`,
      scopes: OAUTH_BASE_SCOPES,
      adminScopesRefused: true,
    })
    reply = () => ({ body: { client_id: 'new', client_secret: 'new-secret' } })
    expect(await reauthorizeForAdmin('/main/friends')).toBeNull()
    expect(calls[0]?.body.scopes).toBe(ADMIN_SCOPE_SET)
    expect(authorizeScope()).toBe(ADMIN_SCOPE_SET)
    expect(readPending()).toMatchObject({ scope: ADMIN_SCOPE_SET, purpose: 'admin' })
    expect(takeReturnPath()).toBe('/main/friends')
  })

  it('does not fall back to fewer scopes when the admin asked for them', async () => {
    withAdminApi(true)
    reply = () => app
    await reauthorizeForAdmin('/main/friends')
    const pending = readPending()
    expect(await handleAuthorizeRefusal('invalid_scope', null, pending?.state ?? null)).toBe(
      'failed',
    )
    expect(vi.mocked(leaveFor)).toHaveBeenCalledTimes(1)
    expect(useSession.getState().loginError).toEqual({ key: 'login.oauth_invalid_scope' })
  })

  it('says why it could not start', async () => {
    withAdminApi(true)
    reply = () => holloRefusesAdmin
    expect(await reauthorizeForAdmin('/main/friends')).toEqual({
      key: 'login.scopes_rejected',
      args: { scopes: 'admin:read' },
    })
    expect(vi.mocked(leaveFor)).not.toHaveBeenCalled()
  })
})
