import type { AccountRecord, AccountsRegistry } from './accounts'

/*
 * Changes to the accounts registry, pure: beside store/accounts.ts (which the
 * first visit loads) rather than in it, as only signing in, out and switching
 * make them. Sign-in (features/auth) and the switcher (features/accounts) both
 * use them.
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
