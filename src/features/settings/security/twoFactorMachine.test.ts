// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { initialTwoFactor, twoFactorTransition, type TwoFactorEvent } from './twoFactorMachine'

const setup = { key: 'ABC', provisioningUri: 'otpauth://totp/x?secret=ABC' }

function run(...events: TwoFactorEvent[]) {
  return events.reduce(twoFactorTransition, initialTwoFactor)
}

describe('twoFactorTransition', () => {
  it('loads into off or on, and a failed load can be retried', () => {
    expect(run({ type: 'LOADED', settings: { enabled: false, totp: false } })).toEqual({
      phase: 'off',
    })
    expect(run({ type: 'LOADED', settings: { enabled: true, totp: true } })).toEqual({
      phase: 'on',
    })
    const failed = run({ type: 'LOAD_FAILED' })
    expect(failed).toEqual({ phase: 'failed' })
    expect(twoFactorTransition(failed, { type: 'LOAD' })).toEqual({ phase: 'loading' })
  })

  it('walks set-up, confirmation and the one showing of the backup codes', () => {
    const off = run({ type: 'LOADED', settings: { enabled: false, totp: false } })
    const inSetup = twoFactorTransition(off, { type: 'SETUP_STARTED', setup })
    expect(inSetup).toEqual({ phase: 'setup', setup })
    expect(twoFactorTransition(inSetup, { type: 'CANCEL' })).toEqual({ phase: 'off' })
    const codes = twoFactorTransition(inSetup, { type: 'CONFIRMED', codes: ['a', 'b'] })
    expect(codes).toEqual({ phase: 'codes', codes: ['a', 'b'], justEnabled: true })
    expect(twoFactorTransition(codes, { type: 'CODES_SAVED' })).toEqual({ phase: 'on' })
  })

  it('regenerates codes and disables only from on', () => {
    const on = run({ type: 'LOADED', settings: { enabled: true, totp: true } })
    expect(twoFactorTransition(on, { type: 'REGENERATED', codes: ['c'] })).toEqual({
      phase: 'codes',
      codes: ['c'],
      justEnabled: false,
    })
    const disabling = twoFactorTransition(on, { type: 'ASK_DISABLE' })
    expect(twoFactorTransition(disabling, { type: 'CANCEL' })).toEqual({ phase: 'on' })
    expect(twoFactorTransition(disabling, { type: 'DISABLED' })).toEqual({ phase: 'off' })
    // Events that make no sense in a state leave it alone.
    expect(twoFactorTransition(on, { type: 'CONFIRMED', codes: [] })).toBe(on)
    expect(twoFactorTransition(on, { type: 'SETUP_STARTED', setup })).toBe(on)
  })
})
