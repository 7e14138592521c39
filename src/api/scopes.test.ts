// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { OAUTH_BASE_SCOPES } from '../config/constants'
import { ApiError } from './errors'
import { detectFeatures } from './features'
import { gotoSocial } from './fixtures/gotoSocialFixture'
import {
  ADMIN_SCOPE_SET,
  grantsAdmin,
  includesAdminScopes,
  isScopeErrorCode,
  isScopeRefusal,
  joinScopes,
  scopeList,
  scopesCover,
  scopesFor,
} from './scopes'

const refusal = (status: number, body: unknown) =>
  new ApiError({ status, statusText: '', body, url: '/api/v1/apps' })

/** Hollo 0.9's reply to admin scopes: zod 4 puts the issues in `message` as JSON text. */
const holloRefusal = {
  error: 'invalid_request',
  zod_error: {
    name: 'ZodError',
    message: JSON.stringify([
      {
        code: 'invalid_value',
        values: ['read', 'write', 'follow', 'push', 'profile'],
        received: 'admin:read',
        path: ['scopes'],
        message: 'Invalid option: expected one of "read"|"write"|"follow"|"push"|"profile"',
      },
    ]),
  },
}

describe('scopes', () => {
  it('splits and joins scope lists the ways servers write them', () => {
    expect(scopeList(' read  write+follow,push read')).toEqual(['read', 'write', 'follow', 'push'])
    expect(joinScopes('read write', 'write admin:read')).toBe('read write admin:read')
    expect(ADMIN_SCOPE_SET).toBe('read write follow push admin:read admin:write')
  })

  it('asks for the admin scopes only where the server has the admin API', () => {
    const akkoma = detectFeatures({ nodeinfo: { software: { name: 'akkoma' } } })
    const hollo = detectFeatures({ nodeinfo: { software: { name: 'hollo' } } })
    const gts = detectFeatures({ nodeinfo: { software: { name: 'gotosocial' } } })
    expect(scopesFor(akkoma)).toBe(ADMIN_SCOPE_SET)
    expect(scopesFor(hollo)).toBe(OAUTH_BASE_SCOPES)
    expect(scopesFor(gts)).toBe(OAUTH_BASE_SCOPES)
    // Before the server is known: nothing a server could refuse.
    expect(scopesFor(null)).toBe(OAUTH_BASE_SCOPES)
    expect(includesAdminScopes(ADMIN_SCOPE_SET)).toBe(true)
    expect(includesAdminScopes(OAUTH_BASE_SCOPES)).toBe(false)
  })

  it('lets a scope cover its narrower ones', () => {
    expect(scopesCover('read write', 'read:statuses write')).toBe(true)
    expect(scopesCover('read:statuses', 'read')).toBe(false)
    expect(grantsAdmin(ADMIN_SCOPE_SET)).toBe(true)
    // Pleroma's umbrella scope.
    expect(grantsAdmin('read admin')).toBe(true)
    expect(grantsAdmin('read write follow push admin:read')).toBe(false)
    expect(grantsAdmin(OAUTH_BASE_SCOPES)).toBe(false)
  })

  it('knows a refusal over scopes from other refusals', () => {
    expect(isScopeRefusal(refusal(422, holloRefusal))).toBe(true)
    // zod 3 serialises the issues as a list.
    expect(
      isScopeRefusal(
        refusal(422, { error: 'invalid_request', zod_error: { issues: [{ path: ['scopes'] }] } }),
      ),
    ).toBe(true)
    expect(
      isScopeRefusal(refusal(422, { error: 'invalid_request', rejected: ['admin:read'] })),
    ).toBe(true)
    expect(isScopeRefusal(refusal(422, { error: 'Validation failed: Scopes are invalid' }))).toBe(
      true,
    )
    expect(isScopeRefusal(refusal(400, { error: 'invalid_scope' }))).toBe(true)
    // Not cured by asking for less.
    expect(isScopeRefusal(refusal(401, { error: 'invalid_scope' }))).toBe(false)
    expect(isScopeRefusal(refusal(429, 'slow down: scopes'))).toBe(false)
    expect(isScopeRefusal(refusal(500, { error: 'scope' }))).toBe(false)
    expect(isScopeRefusal(new Error('scope'))).toBe(false)
    const gts = gotoSocial('POST_oauth_token_password_no_redirect')
    expect(isScopeRefusal(refusal(gts.status, gts.body))).toBe(false)
  })

  it('reads an authorization refusal sent back to the callback', () => {
    expect(isScopeErrorCode('invalid_scope', null)).toBe(true)
    expect(isScopeErrorCode('invalid_request', 'unknown scope admin:write')).toBe(true)
    expect(isScopeErrorCode('access_denied', 'The user said no')).toBe(false)
  })
})
