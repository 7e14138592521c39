import type { Account } from '../api/types'
import { useEntities } from './entities'
import { useSession } from './session'

/** The signed-in account from the cache (one copy: edits anywhere show here too). */
export function useCurrentUser(): Account | undefined {
  const id = useSession((s) => s.currentUserId)
  return useEntities((s) => (id ? s.accounts[id] : undefined))
}
