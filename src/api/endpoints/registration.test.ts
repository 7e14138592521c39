// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { createApiClient } from '../http'
import {
  fetchCaptcha,
  normalizeCaptcha,
  normalizeSignUpReply,
  signUp,
  signUpErrors,
} from './registration'

describe('captcha', () => {
  it('reads Akkoma native and Kocaptcha replies', () => {
    expect(
      normalizeCaptcha({
        type: 'native',
        token: 't',
        url: 'data:image/png;base64,AA',
        answer_data: 'enc',
        seconds_valid: 300,
      }),
    ).toEqual({
      type: 'native',
      token: 't',
      url: 'data:image/png;base64,AA',
      answerData: 'enc',
      secondsValid: 300,
    })
    expect(
      normalizeCaptcha({
        type: 'kocaptcha',
        token: 't',
        url: 'https://k.example/1.png',
        answer_data: 'md5',
      }),
    ).toMatchObject({ type: 'kocaptcha', secondsValid: null })
  })

  it('treats none, unknown types and unanswerable captchas as none', () => {
    expect(normalizeCaptcha({ type: 'none' })).toEqual({ type: 'none' })
    expect(normalizeCaptcha({ type: 'recaptcha', token: 't', url: 'u' })).toEqual({ type: 'none' })
    expect(normalizeCaptcha({ type: 'native', token: 't' })).toEqual({ type: 'none' })
    expect(normalizeCaptcha(null)).toEqual({ type: 'none' })
  })

  it('has none on servers without the endpoint (404), and fails on other errors', async () => {
    const answering = (status: number) =>
      createApiClient({
        fetch: async () => new Response(JSON.stringify({ error: 'x' }), { status }),
      })
    expect(await fetchCaptcha(answering(404))).toEqual({ type: 'none' })
    await expect(fetchCaptcha(answering(500))).rejects.toBeInstanceOf(ApiError)
  })
})

describe('sign-up reply', () => {
  it('logs in with a token that names its owner', () => {
    expect(
      normalizeSignUpReply({ access_token: 'abc', token_type: 'Bearer', me: 'https://x/users/a' }),
    ).toMatchObject({ kind: 'logged-in', token: { access_token: 'abc' } })
  })

  it('reads the pending identifiers, and anything else as other', () => {
    expect(normalizeSignUpReply({ identifier: 'awaiting_approval', message: 'm' })).toEqual({
      kind: 'awaiting_approval',
    })
    expect(normalizeSignUpReply({ identifier: 'missing_confirmed_email' })).toEqual({
      kind: 'missing_confirmed_email',
    })
    expect(
      normalizeSignUpReply({ identifier: 'manual_login_required', message: 'Log in.' }),
    ).toEqual({
      kind: 'other',
      message: 'Log in.',
    })
    expect(normalizeSignUpReply({ message: 'Something' })).toEqual({
      kind: 'other',
      message: 'Something',
    })
    // Mastodon's and GoToSocial's token (no `me`) waits for the e-mail confirmation.
    expect(normalizeSignUpReply({ access_token: 'abc', token_type: 'Bearer' })).toEqual({
      kind: 'missing_confirmed_email',
    })
  })

  it('posts the payload as JSON with the client token', async () => {
    let seen: { url: string; init: RequestInit } | null = null
    const client = createApiClient({
      token: 'app-token',
      fetch: async (url, init) => {
        seen = { url, init }
        return new Response(JSON.stringify({ identifier: 'awaiting_approval' }), { status: 200 })
      },
    })
    const payload = {
      email: '',
      fullname: 'A',
      username: 'a',
      nickname: 'a',
      password: 'p',
      confirm: 'p',
      reason: 'r',
      language: 'en',
      bio: '',
      locale: 'en_US' as const,
      agreement: true as const,
    }
    expect(await signUp(client, payload)).toEqual({ kind: 'awaiting_approval' })
    expect(seen!.url).toBe('/api/v1/accounts')
    expect((seen!.init.headers as Record<string, string>).Authorization).toBe('Bearer app-token')
    expect(JSON.parse(String(seen!.init.body))).toEqual(payload)
  })
})

describe('sign-up errors', () => {
  it("reads Akkoma's JSON inside the error text", () => {
    expect(
      signUpErrors({
        error: JSON.stringify({ ap_id: ['has already been taken'], captcha: ['Invalid CAPTCHA'] }),
      }),
    ).toEqual({
      fields: { ap_id: ['has already been taken'], captcha: ['Invalid CAPTCHA'] },
      general: [],
    })
  })

  it('keeps plain words as they are', () => {
    expect(signUpErrors({ error: 'Invalid token' })).toEqual({
      fields: {},
      general: ['Invalid token'],
    })
    expect(signUpErrors({ error: '{not json' })).toEqual({ fields: {}, general: ['{not json'] })
    expect(signUpErrors('Bad gateway')).toEqual({ fields: {}, general: ['Bad gateway'] })
  })

  it("reads Mastodon's details and a plain errors map", () => {
    expect(
      signUpErrors({
        error: 'Validation failed: Username is taken',
        details: { username: [{ error: 'ERR_TAKEN', description: 'is already taken' }] },
      }),
    ).toEqual({ fields: { username: ['is already taken'] }, general: [] })
    expect(signUpErrors({ errors: { email: 'is invalid' } })).toEqual({
      fields: { email: ['is invalid'] },
      general: [],
    })
  })

  it('gives nothing for bodies without words', () => {
    expect(signUpErrors({})).toEqual({ fields: {}, general: [] })
    expect(signUpErrors(null)).toEqual({ fields: {}, general: [] })
  })
})
