/**
 * Statuses a mounted view shows right now (by id, with a count per view),
 * so the memory keeper never evicts what is on screen: conversations,
 * popovers and anything else that renders a status outside a timeline.
 */
const retained = new Map<string, number>()

export function retainStatus(id: string): () => void {
  retained.set(id, (retained.get(id) ?? 0) + 1)
  return () => {
    const n = (retained.get(id) ?? 1) - 1
    if (n <= 0) retained.delete(id)
    else retained.set(id, n)
  }
}

export const retainedStatusIds = (): IterableIterator<string> => retained.keys()
