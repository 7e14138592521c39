import { apiServer } from '../../api/client'
import type { Account } from '../../api/types'
import {
  loadRegistry,
  saveRegistry,
  type AccountRecord,
  type AccountsRegistry,
} from '../../store/accounts'
import { setStorageScope, storageScope } from '../../store/localStore'
import { usePreferences } from '../../store/preferences'

/*
 * Changes to the accounts registry, pure where they can be, and
 * the step every sign-in takes: the account is kept, and storage scoped to it.
 */

export const emptyRegistry = (): AccountsRegistry => ({ accounts: [], active: null, scopes: {} })

export const accountKey = (server: string, userId: string): string =>
  `${userId}@${server || 'local'}`

/**
 * Adds (or refreshes) an account and makes it active. The first account on
 * the page's own server keeps the unprefixed storage: an installed client's
 * single user keeps their drafts, preferences and theme after the update.
 */
export function withAccount(
  registry: AccountsRegistry,
  account: Omit<AccountRecord, 'key' | 'scope'>,
): AccountsRegistry {
  const key = accountKey(account.server, account.userId)
  const existing = registry.accounts.find((a) => a.key === key)
  const unprefixedTaken = registry.accounts.some((a) => a.scope === null && a.key !== key)
  const scope =
    existing !== undefined ? existing.scope : account.server === '' && !unprefixedTaken ? null : key
  // Signing in again without knowing the scopes (a restored session) keeps the known ones.
  const grantedScopes =
    account.grantedScopes !== undefined ? account.grantedScopes : (existing?.grantedScopes ?? null)
  const record: AccountRecord = { ...account, key, scope, grantedScopes }
  const accounts = existing
    ? registry.accounts.map((a) => (a.key === key ? record : a))
    : [...registry.accounts, record]
  return { accounts, active: key, scopes: { ...registry.scopes, [key]: scope } }
}

/** Removes an account; the next active one is the first left (or none). */
export function withoutAccount(registry: AccountsRegistry, key: string): AccountsRegistry {
  const accounts = registry.accounts.filter((a) => a.key !== key)
  const scopes = { ...registry.scopes }
  delete scopes[key]
  const active = registry.active === key ? (accounts[0]?.key ?? null) : registry.active
  return { accounts, active, scopes }
}

export function withActive(registry: AccountsRegistry, key: string | null): AccountsRegistry {
  if (key !== null && !registry.accounts.some((a) => a.key === key)) return registry
  return { ...registry, active: key }
}

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
