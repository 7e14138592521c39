/**
 * Auth strategy: password (initial), token, totp, recovery.
 * Pure and explicit so every transition is unit-tested.
 */
export type AuthStrategy = 'password' | 'token' | 'totp' | 'recovery'

export interface AuthFlowState {
  strategy: AuthStrategy
  /** The strategy to return to on cancel or success: token when the instance logs in by OAuth page. */
  initialStrategy: 'password' | 'token'
  /** The mfa_required reply, kept while the second factor is asked. */
  mfaToken: string | null
}

export type AuthFlowEvent =
  | { type: 'MFA_REQUIRED'; mfaToken: string }
  | { type: 'USE_RECOVERY' }
  | { type: 'USE_TOTP' }
  | { type: 'CANCEL' }
  | { type: 'LOGGED_IN' }
  | { type: 'PASSWORD_GRANT_UNSUPPORTED' }

export const initialAuthFlow = (
  initialStrategy: 'password' | 'token' = 'password',
): AuthFlowState => ({
  strategy: initialStrategy,
  initialStrategy,
  mfaToken: null,
})

export function authTransition(state: AuthFlowState, event: AuthFlowEvent): AuthFlowState {
  switch (event.type) {
    case 'MFA_REQUIRED':
      return { ...state, strategy: 'totp', mfaToken: event.mfaToken }
    case 'USE_RECOVERY':
      return state.strategy === 'totp' ? { ...state, strategy: 'recovery' } : state
    case 'USE_TOTP':
      return state.strategy === 'recovery' ? { ...state, strategy: 'totp' } : state
    case 'CANCEL':
    case 'LOGGED_IN':
      return initialAuthFlow(state.initialStrategy)
    case 'PASSWORD_GRANT_UNSUPPORTED':
      // Mastodon, GoToSocial and Hollo refuse the password grant: use the OAuth page from now on.
      return initialAuthFlow('token')
  }
}
