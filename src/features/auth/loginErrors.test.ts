// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../api/errors'
import { loginErrorFor, verifyErrorFor } from './loginErrors'

const apiError = (status: number, body: unknown) =>
  new ApiError({ status, statusText: '', body, url: '/oauth/token' })

describe('login errors', () => {
  it('maps refused credentials to the catalogued text', () => {
    expect(loginErrorFor(apiError(400, { error: 'Invalid credentials' }))).toEqual({
      key: 'login.wrong_credentials',
    })
    expect(loginErrorFor(apiError(400, { error: 'invalid_grant' }))).toEqual({
      key: 'login.wrong_credentials',
    })
    expect(loginErrorFor(apiError(401, {}))).toEqual({ key: 'login.wrong_credentials' })
  })

  it('shows other server texts as they are', () => {
    expect(
      loginErrorFor(apiError(403, { error: 'Your login is missing a confirmed e-mail address' })),
    ).toEqual({
      text: 'Your login is missing a confirmed e-mail address',
    })
  })

  it('maps 429, 5xx and network failures', () => {
    expect(loginErrorFor(apiError(429, {}))).toEqual({ key: 'login.error_rate_limited' })
    expect(loginErrorFor(apiError(503, { error: 'Service Unavailable' }))).toEqual({
      key: 'login.error_generic',
    })
    expect(loginErrorFor(new NetworkError('offline'))).toEqual({ key: 'login.error_network' })
  })

  it('maps verify_credentials failures (spec 1 §8)', () => {
    expect(verifyErrorFor(apiError(401, {}))).toEqual({ key: 'login.wrong_credentials' })
    expect(verifyErrorFor(apiError(500, {}))).toEqual({ key: 'login.error_generic' })
  })
})
