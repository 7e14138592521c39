// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import { findCachedAccount, profileLoadError } from './profileLoad'

const apiError = (status: number, body: unknown) =>
  new ApiError({ status, statusText: '', body, url: '/api/v1/accounts/x' })

describe('profile load errors', () => {
  it('says the profile does not exist for the server text or a 404', () => {
    expect(profileLoadError(apiError(400, { error: 'No user with such user_id' })).messageKey).toBe(
      'user_profile.profile_does_not_exist',
    )
    expect(profileLoadError(apiError(404, { error: "Can't find user" })).messageKey).toBe(
      'user_profile.profile_does_not_exist',
    )
  })
  it("shows the server's own message, else the loading error", () => {
    expect(profileLoadError(apiError(500, { error: 'Database on fire' }))).toEqual({
      phase: 'error',
      messageKey: null,
      message: 'Database on fire',
    })
    expect(profileLoadError(new Error('offline')).messageKey).toBe(
      'user_profile.profile_loading_error',
    )
  })
})

describe('cached accounts', () => {
  const accounts = {
    '1': { id: '1', acct: 'alice' },
    '2': { id: '2', acct: 'dana@remote.example' },
  }
  it('finds by id, or by handle when the id is a name', () => {
    expect(findCachedAccount(accounts, { id: '2' })?.acct).toBe('dana@remote.example')
    expect(findCachedAccount(accounts, { id: 'Alice' })?.id).toBe('1')
    expect(findCachedAccount(accounts, { name: '@dana@remote.example' })?.id).toBe('2')
    expect(findCachedAccount(accounts, { name: 'nobody' })).toBeUndefined()
  })
})
