// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../api/errors'
import { gotoSocial } from '../../api/fixtures/gotoSocialFixture'
import { isMembersOnly } from './membersOnly'
import { safeReturnPath, loginPathReturningTo } from './returnPath'

const apiError = (status: number, body: unknown) =>
  new ApiError({ status, statusText: '', body, url: '/api/v1/statuses/1' })

describe('members-only reads', () => {
  it("takes GoToSocial's 401 to a guest as members-only", () => {
    const recorded = gotoSocial('GET_api_v1_statuses_id_guest')
    expect(recorded.status).toBe(401)
    expect(isMembersOnly(apiError(recorded.status, recorded.body), false)).toBe(true)
  })

  it("takes Akkoma's restrict_unauthenticated 403 as members-only", () => {
    const error = apiError(403, { error: 'authorization required for timeline view' })
    expect(isMembersOnly(error, false)).toBe(true)
  })

  it('leaves other failures, and signed-in readers, to the usual error', () => {
    expect(isMembersOnly(apiError(401, { error: 'Unauthorized' }), true)).toBe(false)
    expect(isMembersOnly(apiError(403, { error: 'Forbidden: you are blocked' }), false)).toBe(false)
    expect(isMembersOnly(apiError(404, { error: 'Record not found' }), false)).toBe(false)
    expect(isMembersOnly(new NetworkError('/x'), false)).toBe(false)
  })
})

describe('return paths', () => {
  it('keeps only this site’s own paths', () => {
    expect(safeReturnPath('/notice/01ABC')).toBe('/notice/01ABC')
    expect(safeReturnPath('//evil.example/x')).toBeNull()
    expect(safeReturnPath('/\\evil.example')).toBeNull()
    expect(safeReturnPath('https://evil.example')).toBeNull()
    expect(safeReturnPath('/login?return=/x')).toBeNull()
    expect(safeReturnPath(null)).toBeNull()
  })

  it('builds the login address that comes back', () => {
    expect(loginPathReturningTo('/tag/cofe')).toBe('/login?return=%2Ftag%2Fcofe')
    expect(loginPathReturningTo('//evil')).toBe('/login')
  })
})
