// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { authTransition, initialAuthFlow } from './authMachine'

describe('auth strategy machine', () => {
  it('starts with password', () => {
    expect(initialAuthFlow().strategy).toBe('password')
  })

  it('moves to totp on mfa_required and stores the token', () => {
    const s = authTransition(initialAuthFlow(), { type: 'MFA_REQUIRED', mfaToken: 'm1' })
    expect(s).toMatchObject({ strategy: 'totp', mfaToken: 'm1' })
  })

  it('switches between totp and recovery only', () => {
    const totp = authTransition(initialAuthFlow(), { type: 'MFA_REQUIRED', mfaToken: 'm1' })
    const rec = authTransition(totp, { type: 'USE_RECOVERY' })
    expect(rec.strategy).toBe('recovery')
    expect(rec.mfaToken).toBe('m1')
    expect(authTransition(rec, { type: 'USE_TOTP' }).strategy).toBe('totp')
    expect(authTransition(initialAuthFlow(), { type: 'USE_RECOVERY' }).strategy).toBe('password')
  })

  it('cancel and success reset to the initial strategy', () => {
    const totp = authTransition(initialAuthFlow(), { type: 'MFA_REQUIRED', mfaToken: 'm1' })
    expect(authTransition(totp, { type: 'CANCEL' })).toEqual(initialAuthFlow())
    expect(authTransition(totp, { type: 'LOGGED_IN' })).toEqual(initialAuthFlow())
    const tokenFlow = initialAuthFlow('token')
    expect(authTransition(tokenFlow, { type: 'CANCEL' }).strategy).toBe('token')
  })

  it('falls back to the token strategy when the password grant is refused', () => {
    const s = authTransition(initialAuthFlow(), { type: 'PASSWORD_GRANT_UNSUPPORTED' })
    expect(s.strategy).toBe('token')
    expect(authTransition(s, { type: 'CANCEL' }).strategy).toBe('token')
  })
})
