import { useEffect } from 'react'

/**
 * What mounted views show right now (by id, with a count per view), so the
 * memory keeper never evicts what is on screen: statuses of conversations,
 * popovers and anything else that renders a status outside a timeline, and
 * accounts of profiles, follow lists, suggestions and search results, which
 * no status may reference.
 */
function counter() {
  const counts = new Map<string, number>()
  const retain = (id: string): (() => void) => {
    counts.set(id, (counts.get(id) ?? 0) + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      const n = (counts.get(id) ?? 1) - 1
      if (n <= 0) counts.delete(id)
      else counts.set(id, n)
    }
  }
  return { retain, ids: (): IterableIterator<string> => counts.keys() }
}

const statuses = counter()
const accounts = counter()

export const retainStatus = statuses.retain
export const retainedStatusIds = statuses.ids
export const retainAccount = accounts.retain
export const retainedAccountIds = accounts.ids

/** Keeps the given accounts in the cache while the calling component is mounted. */
export function useRetainedAccounts(ids: readonly (string | null | undefined)[]): void {
  const key = ids.filter((id): id is string => !!id).join('\n')
  useEffect(() => {
    if (!key) return undefined
    const releases = key.split('\n').map(retainAccount)
    return () => releases.forEach((release) => release())
  }, [key])
}
