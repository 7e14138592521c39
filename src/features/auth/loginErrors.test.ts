// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../api/errors'
import { authorizeRefusalFor, loginErrorFor, serverWords, verifyErrorFor } from './loginErrors'

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

  it("shows Hollo's validation error in its words, naming the refused scope", () => {
    const zod4 = {
      error: 'invalid_request',
      zod_error: {
        name: 'ZodError',
        message: JSON.stringify([
          {
            code: 'invalid_value',
            values: ['read', 'write'],
            received: 'admin:read',
            path: ['scopes'],
            message: 'Invalid option: expected one of "read"|"write"',
          },
        ]),
      },
    }
    expect(loginErrorFor(apiError(422, zod4))).toEqual({
      key: 'login.scopes_rejected',
      args: { scopes: 'admin:read' },
    })
    expect(
      loginErrorFor(apiError(422, { error: 'invalid_request', rejected: ['admin:read'] })),
    ).toEqual({ key: 'login.scopes_rejected', args: { scopes: 'admin:read' } })
    const unknownKey = {
      error: 'invalid_request',
      zod_error: {
        issues: [{ code: 'unrecognized_keys', path: [], message: 'Unrecognized key: "foo"' }],
      },
    }
    expect(loginErrorFor(apiError(422, unknownKey))).toEqual({ text: 'Unrecognized key: "foo"' })
    expect(
      serverWords({
        error: 'invalid_request',
        path: ['sensitive: Invalid input: expected boolean, received string'],
      }),
    ).toEqual({ text: 'sensitive: Invalid input: expected boolean, received string' })
  })

  it('never shows a bare OAuth code: its catalogued sentence instead', () => {
    expect(loginErrorFor(apiError(400, { error: 'invalid_request' }))).toEqual({
      key: 'login.oauth_invalid_request',
    })
    expect(loginErrorFor(apiError(400, { error: 'unsupported_grant_type' }))).toEqual({
      key: 'login.oauth_not_allowed',
    })
    expect(loginErrorFor(apiError(400, { error: 'ZodError' }))).toEqual({
      key: 'login.error_generic',
    })
    expect(loginErrorFor(apiError(400, 'invalid_request'))).toEqual({
      key: 'login.error_generic',
    })
  })

  it('shows an explanation, a plain-text refusal or a field map as the server wrote it', () => {
    expect(
      loginErrorFor(
        apiError(400, { error: 'invalid_scope', error_description: 'admin:write is not allowed' }),
      ),
    ).toEqual({ text: 'admin:write is not allowed' })
    expect(loginErrorFor(apiError(400, 'Scopes must be read or write'))).toEqual({
      text: 'Scopes must be read or write',
    })
    expect(loginErrorFor(apiError(422, { error: { client_name: ["can't be blank"] } }))).toEqual({
      text: "Client name can't be blank.",
    })
    expect(loginErrorFor(apiError(400, '<html><body>Bad request</body></html>'))).toEqual({
      key: 'login.error_generic',
    })
  })

  it("reads a refusal the server's page sent back to the callback", () => {
    expect(authorizeRefusalFor('access_denied', null)).toEqual({
      key: 'login.oauth_access_denied',
    })
    expect(authorizeRefusalFor('invalid_scope', 'The requested scope is invalid.')).toEqual({
      text: 'The requested scope is invalid.',
    })
    expect(authorizeRefusalFor('made_up', '')).toEqual({ key: 'login.error_generic' })
  })

  it('maps 429, 5xx and network failures', () => {
    expect(loginErrorFor(apiError(429, {}))).toEqual({ key: 'login.error_rate_limited' })
    expect(loginErrorFor(apiError(503, { error: 'Service Unavailable' }))).toEqual({
      key: 'login.error_generic',
    })
    expect(loginErrorFor(new NetworkError('offline'))).toEqual({ key: 'login.error_network' })
  })

  it('maps verify_credentials failures', () => {
    expect(verifyErrorFor(apiError(401, {}))).toEqual({ key: 'login.wrong_credentials' })
    expect(verifyErrorFor(apiError(500, {}))).toEqual({ key: 'login.error_generic' })
  })
})
