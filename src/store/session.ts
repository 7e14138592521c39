import { create } from 'zustand'
import type { Account, InstanceConfig } from '../api/types'
import {
  authTransition,
  initialAuthFlow,
  type AuthFlowEvent,
  type AuthFlowState,
} from './authMachine'
import { registerSessionPiece } from './sessionLifecycle'

/** What the login form shows when something fails: a message key, or the server's own words. */
/** A catalogued message (with its interpolation values), or the server's own words. */
export type LoginError = { key: string; args?: Record<string, string> } | { text: string }

export interface CurrentUserExtras {
  default_scope: Account['default_scope']
  follow_requests_count: number
}

interface SessionStore {
  instance: InstanceConfig | null
  currentUserId: string | null
  extras: CurrentUserExtras | null
  authFlow: AuthFlowState
  loginPending: boolean
  loginError: LoginError | null
  /** The client runs as a site of its own, not served by the instance. */
  standalone: boolean
  /** Standalone with no server chosen yet: the start page asks for one. */
  needsServer: boolean
  /** Between two accounts: the screens wait instead of showing the old account's or a guest's. */
  switching: boolean
  /** The API server of the session ('' is the page's own); screens remount when it or the user changes. */
  server: string
  /** Bumped by every account switch. */
  epoch: number
  setMode: (
    mode: Partial<
      Pick<SessionStore, 'standalone' | 'needsServer' | 'switching' | 'server' | 'epoch'>
    >,
  ) => void
  setInstance: (instance: InstanceConfig) => void
  setUser: (account: Account | null) => void
  dispatchAuth: (event: AuthFlowEvent) => void
  setLoginPending: (pending: boolean) => void
  setLoginError: (error: LoginError | null) => void
}

export const useSession = create<SessionStore>()((set) => ({
  instance: null,
  currentUserId: null,
  extras: null,
  authFlow: initialAuthFlow(),
  loginPending: false,
  loginError: null,
  standalone: false,
  needsServer: false,
  switching: false,
  server: '',
  epoch: 0,
  setMode: (mode) => set(mode),
  setInstance: (instance) =>
    set((s) => ({
      instance,
      authFlow:
        instance.loginMethod === 'token' && s.authFlow.strategy === 'password'
          ? initialAuthFlow('token')
          : s.authFlow,
    })),
  setUser: (account) =>
    set({
      currentUserId: account?.id ?? null,
      extras: account
        ? {
            default_scope: account.default_scope,
            follow_requests_count: account.follow_requests_count,
          }
        : null,
    }),
  dispatchAuth: (event) => set((s) => ({ authFlow: authTransition(s.authFlow, event) })),
  setLoginPending: (loginPending) => set({ loginPending }),
  setLoginError: (loginError) => set({ loginError }),
}))

export const useIsLoggedIn = () => useSession((s) => s.currentUserId !== null)

// The signed-in account itself. It starts first and is emptied first, so
// every later piece sees the session's user (or, at the end, none).
const setIdentity = (user: Account | null, event: AuthFlowEvent) => {
  useSession.getState().setUser(user)
  useSession.getState().dispatchAuth(event)
}
registerSessionPiece({
  name: 'identity',
  start: ({ user }) => setIdentity(user, { type: 'LOGGED_IN' }),
  clear: () => setIdentity(null, { type: 'CANCEL' }),
})
