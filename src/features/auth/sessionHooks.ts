import type { Account } from '../../api/types'

/**
 * What signing in and out sets off in the features that stand above this one:
 * the start page's first statuses, the accounts of this browser, the member's
 * code, live updates and services. auth may not import them (they import
 * auth), so the shell fills these in when start-up begins (app/sessionHooks.ts);
 * until then each does nothing.
 */
export interface SessionHooks {
  /** A stored session was found at start-up: its start page may be asked for beside its account. */
  sessionFound(userId: string | null): void
  /** A user is signed in and the first statuses have painted: what a member's session runs. */
  signedIn(): void
  /** Keeps a signed-in account among this browser's accounts (grantedScopes as signIn takes them). */
  rememberAccount(user: Account, token: string, grantedScopes?: string | null): void
  /** Signs in another account of this browser; false when it could not. */
  switchAccount(key: string): Promise<boolean>
}

const hooks: SessionHooks = {
  sessionFound: () => undefined,
  signedIn: () => undefined,
  rememberAccount: () => undefined,
  switchAccount: async () => false,
}

export const sessionHooks: Readonly<SessionHooks> = hooks

export function setSessionHooks(set: Partial<SessionHooks>): void {
  Object.assign(hooks, set)
}
