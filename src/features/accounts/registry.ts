import { apiServer } from '../../api/client'
import type { Account } from '../../api/types'
import { loadRegistry, saveRegistry } from '../../store/accounts'
import { withAccount } from '../../store/accountChanges'
import { setStorageScope, storageScope } from '../../store/localStore'
import { usePreferences } from '../../store/preferences'

/*
 * The step every sign-in takes: the account is kept, and storage scoped to it.
 */

/** user@domain of an account on the API server. */
export function fullAcct(user: Account): string {
  if (user.acct.includes('@')) return user.acct
  const server = apiServer() || window.location.origin
  return `${user.acct}@${new URL(server).host}`
}

/**
 * Keeps the signed-in account in the registry and scopes storage to it; with
 * another account signed in here, their unread counts are polled.
 * `grantedScopes` is what the server granted a new token (undefined keeps
 * what is known).
 */
export function rememberAccount(user: Account, token: string, grantedScopes?: string | null): void {
  const registry = withAccount(loadRegistry(), {
    server: apiServer(),
    userId: user.id,
    acct: fullAcct(user),
    token,
    displayName: user.display_name,
    avatar: user.avatar,
    grantedScopes,
  })
  saveRegistry(registry)
  const scope = registry.active ? (registry.scopes[registry.active] ?? null) : null
  if (scope !== storageScope()) {
    setStorageScope(scope)
    usePreferences.getState().reload()
  }
  if (registry.accounts.length > 1) void import('./poller').then((m) => m.startAccountsPolling())
}
