/**
 * The two-factor section's states (the MFA calls), explicit and pure:
 * loading → off | on; off → setup (QR and secret shown) → codes (backup
 * codes shown once) → on; on → codes (regenerated) → on; on → disabling →
 * off. A failed load can be retried.
 */
import type { MfaSettings, TotpSetup } from '../../../api/endpoints/security'

export type TwoFactorState =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'off' }
  | { phase: 'setup'; setup: TotpSetup }
  | { phase: 'codes'; codes: string[]; justEnabled: boolean }
  | { phase: 'on' }
  | { phase: 'disabling' }

export type TwoFactorEvent =
  | { type: 'LOAD' }
  | { type: 'LOADED'; settings: MfaSettings }
  | { type: 'LOAD_FAILED' }
  | { type: 'SETUP_STARTED'; setup: TotpSetup }
  | { type: 'CONFIRMED'; codes: string[] }
  | { type: 'REGENERATED'; codes: string[] }
  | { type: 'CODES_SAVED' }
  | { type: 'ASK_DISABLE' }
  | { type: 'DISABLED' }
  | { type: 'CANCEL' }

export const initialTwoFactor: TwoFactorState = { phase: 'loading' }

export function twoFactorTransition(state: TwoFactorState, event: TwoFactorEvent): TwoFactorState {
  switch (event.type) {
    case 'LOAD':
      return { phase: 'loading' }
    case 'LOADED':
      return state.phase === 'loading' ? { phase: event.settings.totp ? 'on' : 'off' } : state
    case 'LOAD_FAILED':
      return state.phase === 'loading' ? { phase: 'failed' } : state
    case 'SETUP_STARTED':
      return state.phase === 'off' ? { phase: 'setup', setup: event.setup } : state
    case 'CONFIRMED':
      return state.phase === 'setup'
        ? { phase: 'codes', codes: event.codes, justEnabled: true }
        : state
    case 'REGENERATED':
      return state.phase === 'on'
        ? { phase: 'codes', codes: event.codes, justEnabled: false }
        : state
    case 'CODES_SAVED':
      // The codes are shown once: after this they are gone from the page.
      return state.phase === 'codes' ? { phase: 'on' } : state
    case 'ASK_DISABLE':
      return state.phase === 'on' ? { phase: 'disabling' } : state
    case 'DISABLED':
      return state.phase === 'disabling' ? { phase: 'off' } : state
    case 'CANCEL':
      if (state.phase === 'setup') return { phase: 'off' }
      if (state.phase === 'disabling') return { phase: 'on' }
      return state
  }
}
