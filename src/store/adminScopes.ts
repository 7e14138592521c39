import { create } from 'zustand'
import { ApiError } from '../api/errors'
import { grantsAdmin } from '../api/scopes'
import { activeAccount, loadRegistry, useAccountsRegistry } from './accounts'

/*
 * Whether the active account's token may use the admin API. An admin who
 * signed in without the admin scopes (the server's features were not known
 * yet, or it refused them once) is offered to grant them instead of seeing
 * the moderation screens fail. Known from the scopes the server granted the
 * token, or, for a token of an older version whose scopes were not kept, from
 * the admin API refusing it over scopes.
 */

/** Accounts (registry keys) whose token the admin API refused over scopes this session. */
const useRefused = create<{ keys: readonly string[] }>()(() => ({ keys: [] }))

/** Akkoma: 403 "Insufficient permissions: admin:read:reports." */
const SCOPE_REFUSAL = /insufficient permissions|\bscopes?\b|admin:(read|write)/i

/**
 * Notes an admin API failure; true when it was a refusal over scopes (the
 * screens then offer to grant them rather than show an error).
 */
export function noteAdminRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false
  if (!SCOPE_REFUSAL.test(error.errorText ?? '')) return false
  const key = loadRegistry().active
  if (key !== null && !useRefused.getState().keys.includes(key))
    useRefused.setState((s) => ({ keys: [...s.keys, key] }))
  return true
}

function missing(granted: string | null | undefined, refused: boolean): boolean {
  if (refused) return true
  // Unknown scopes: taken to be what was asked for until the server says otherwise.
  return granted != null && !grantsAdmin(granted)
}

/** For services: whether the active account's token lacks the admin scopes. */
export function adminScopesMissing(): boolean {
  const account = activeAccount()
  if (!account) return false
  return missing(account.grantedScopes, useRefused.getState().keys.includes(account.key))
}

/** For screens: the same, kept current. */
export function useAdminScopesMissing(): boolean {
  const account = useAccountsRegistry((r) => activeAccount(r))
  const refused = useRefused((s) => (account ? s.keys.includes(account.key) : false))
  return account ? missing(account.grantedScopes, refused) : false
}
