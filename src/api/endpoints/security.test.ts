// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { gotoSocial } from '../fixtures/gotoSocialFixture'
import { replyJson, textServer } from '../testServer'
import {
  changePassword,
  confirmTotp,
  deleteAccount,
  fetchMfaSettings,
  fetchOAuthTokens,
  generateBackupCodes,
  normalizeOAuthToken,
  revokeOAuthToken,
  setupTotp,
} from './security'

describe('security calls', () => {
  it("treats Akkoma's 200 {error} reply as a failure carrying the server's words", async () => {
    const { client, calls } = textServer(replyJson({ error: 'Invalid password.' }))
    const failure = await changePassword(
      client,
      { password: 'x', newPassword: 'y', confirmation: 'y' },
      'pleroma',
    ).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).errorText).toBe('Invalid password.')
    expect(calls[0]).toMatchObject({ url: '/api/pleroma/change_password', method: 'POST' })
    expect(JSON.parse(calls[0]!.body)).toEqual({
      password: 'x',
      new_password: 'y',
      new_password_confirmation: 'y',
    })
    await expect(deleteAccount(client, 'x')).rejects.toBeInstanceOf(ApiError)
  })

  it('succeeds on {"status": "success"} and on an empty 201', async () => {
    await expect(
      deleteAccount(textServer(replyJson({ status: 'success' })).client, 'p'),
    ).resolves.toBe(undefined)
    const { client, calls } = textServer(() => new Response('', { status: 201 }))
    await revokeOAuthToken(client, '12')
    expect(calls[0]).toMatchObject({ url: '/api/oauth_tokens/12', method: 'DELETE' })
  })

  it("uses GoToSocial's password_change, which takes no confirmation", async () => {
    const { client, calls } = textServer(() => new Response('', { status: 200 }))
    await changePassword(
      client,
      { password: 'a', newPassword: 'b', confirmation: 'b' },
      'gotosocial',
    )
    expect(calls[0]?.url).toBe('/api/v1/user/password_change')
    expect(JSON.parse(calls[0]!.body)).toEqual({ old_password: 'a', new_password: 'b' })
  })

  it('reads tokens, skipping entries without an id', async () => {
    const { client } = textServer(
      replyJson([
        { id: 3, app_name: 'Web', valid_until: '2026-12-01T00:00:00.000Z' },
        { app_name: 'broken' },
        { id: '4', app_name: null },
      ]),
    )
    expect(await fetchOAuthTokens(client)).toEqual([
      { id: '3', appName: 'Web', validUntil: '2026-12-01T00:00:00.000Z' },
      { id: '4', appName: '', validUntil: null },
    ])
    expect(normalizeOAuthToken(null)).toBeNull()
  })

  it('reads MFA settings, the TOTP set-up and backup codes; a 422 is an ApiError', async () => {
    expect(
      await fetchMfaSettings(
        textServer(replyJson({ settings: { enabled: true, totp: true } })).client,
      ),
    ).toEqual({ enabled: true, totp: true })
    expect(await fetchMfaSettings(textServer(replyJson({})).client)).toEqual({
      enabled: false,
      totp: false,
    })
    expect(
      await setupTotp(
        textServer(replyJson({ key: 'ABC', provisioning_uri: 'otpauth://totp/x' })).client,
      ),
    ).toEqual({ key: 'ABC', provisioningUri: 'otpauth://totp/x' })
    expect(
      await generateBackupCodes(textServer(replyJson({ codes: ['a', 1, 'b'] })).client),
    ).toEqual(['a', 'b'])
    await expect(
      confirmTotp(textServer(replyJson({ error: 'invalid_token' }, 422)).client, {
        password: 'p',
        code: '1',
      }),
    ).rejects.toMatchObject({ status: 422, errorText: 'invalid_token' })
  })

  it('GoToSocial has no Pleroma MFA endpoint (recorded 404)', () => {
    const recorded = gotoSocial('GET_api_pleroma_accounts_mfa')
    expect(recorded.status).toBe(404)
  })
})
