import { GLOBAL, memory, PREFIX, storageAvailable } from './localStore'

/*
 * Removing an account's stored data, apart from localStore so the
 * first visit does not carry it.
 */

/**
 * Forgets every key of one account's scope (the account was removed); null is
 * the unprefixed scope: every key that is neither global nor another scope's.
 */
export function removeScope(name: string | null): void {
  const mine = (key: string) =>
    name === null ? !key.startsWith('@') && !GLOBAL.test(key) : key.startsWith(`@${name}:`)
  for (const key of [...memory.keys()]) if (mine(key)) memory.delete(key)
  if (!storageAvailable()) return
  try {
    for (const full of Object.keys(window.localStorage)) {
      if (full.startsWith(PREFIX) && mine(full.slice(PREFIX.length)))
        window.localStorage.removeItem(full)
    }
  } catch {
    // Nothing to clean up when storage is refused.
  }
}
