import { readJson, writeJson } from './localStore'

/*
 * The accounts this browser is signed in to (issue 19): each with its server,
 * token and storage scope; one is active. Kept under the global `accounts`
 * key that localStore reads at start to scope everything else.
 */

export interface AccountRecord {
  /** Unique in the registry: the user id on its server. */
  key: string
  /** API origin; '' is the page's own (the client installed on the instance). */
  server: string
  userId: string
  /** user@domain, as shown in the switcher. */
  acct: string
  token: string
  displayName: string
  avatar: string
  /** Prefix of the account's local keys; null keeps the unprefixed ones. */
  scope: string | null
}

export interface AccountsRegistry {
  accounts: AccountRecord[]
  active: string | null
  /** key → scope, read by localStore before anything else loads. */
  scopes: Record<string, string | null>
}

const KEY = 'accounts'

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
  const record: AccountRecord = { ...account, key, scope }
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

export function loadRegistry(): AccountsRegistry {
  const raw = readJson<Partial<AccountsRegistry>>(KEY, {})
  return {
    accounts: Array.isArray(raw.accounts) ? raw.accounts : [],
    active: typeof raw.active === 'string' ? raw.active : null,
    scopes: raw.scopes ?? {},
  }
}

export function saveRegistry(registry: AccountsRegistry): void {
  writeJson(KEY, registry)
}

export function activeAccount(registry = loadRegistry()): AccountRecord | undefined {
  return registry.accounts.find((a) => a.key === registry.active)
}

export const hasAccounts = (): boolean => loadRegistry().accounts.length > 0
