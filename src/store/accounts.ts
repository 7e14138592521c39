import { readJson, writeJson } from './localStore'

/*
 * The accounts this browser is signed in to (issue 19): each with its server,
 * token and storage scope; one is active. Kept under the global `accounts`
 * key that localStore reads at start to scope everything else. Only reading
 * is here, in the first visit's code; changes are in features/accounts.
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

/** The active account's token was refused: it is no longer signed in here (its data stays). */
export function dropActive(): void {
  const registry = loadRegistry()
  saveRegistry({
    ...registry,
    accounts: registry.accounts.filter((a) => a.key !== registry.active),
    active: null,
  })
}

export const hasAccounts = (): boolean => loadRegistry().accounts.length > 0
