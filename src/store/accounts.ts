import { create } from 'zustand'
import { readJson, writeJson } from './localStore'

/*
 * The accounts this browser is signed in to: each with its server,
 * token and storage scope; one is active. Kept under the global `accounts`
 * key that localStore reads at start to scope everything else, and held here
 * as a store, so what shows the accounts renders again when they change.
 * Only reading and saving are here, in the first visit's code; the changes
 * are in accountChanges.ts.
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
  /**
   * The OAuth scopes the server granted the token (space-separated). Absent
   * or null when unknown (a record of an older version, a token from a
   * sign-up): then the token is taken to have what it was asked for.
   */
  grantedScopes?: string | null
}

export interface AccountsRegistry {
  accounts: AccountRecord[]
  active: string | null
  /** key → scope, read by localStore before anything else loads. */
  scopes: Record<string, string | null>
}

const KEY = 'accounts'

function readRegistry(): AccountsRegistry {
  const raw = readJson<Partial<AccountsRegistry>>(KEY, {})
  return {
    accounts: Array.isArray(raw.accounts) ? raw.accounts : [],
    active: typeof raw.active === 'string' ? raw.active : null,
    scopes: raw.scopes ?? {},
  }
}

/** The registry as this page knows it: read from storage once, then kept by saveRegistry. */
export const useAccountsRegistry = create<AccountsRegistry>()(() => readRegistry())

export function loadRegistry(): AccountsRegistry {
  return useAccountsRegistry.getState()
}

export function saveRegistry(registry: AccountsRegistry): void {
  writeJson(KEY, registry)
  useAccountsRegistry.setState(registry, true)
}

/** Storage changed under the page (tests, another sign-in flow): read it again. */
export function reloadRegistry(): void {
  useAccountsRegistry.setState(readRegistry(), true)
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

/** Whether any account is signed in on this browser (the switcher is offered). */
export const useHasAccounts = (): boolean => useAccountsRegistry((r) => r.accounts.length > 0)

/** Whether another account could open what is shown ("Open with"). */
export const useSeveralAccounts = (): boolean => useAccountsRegistry((r) => r.accounts.length > 1)
