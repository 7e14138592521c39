/**
 * The shape of a conversation as a tree: who
 * replies to whom among the statuses we have, how deep each one sits, and
 * which branches show by default. Pure, so the rules are tested alone.
 */

export interface ThreadModel {
  /** Every status, in the order the server gave them (oldest first). */
  order: readonly string[]
  /** Statuses whose parent is not in the conversation we have. */
  roots: readonly string[]
  parent: ReadonlyMap<string, string | null>
  children: ReadonlyMap<string, readonly string[]>
  /** 0 for a root. */
  depth: ReadonlyMap<string, number>
  /** How many statuses sit under each one, at any depth. */
  size: ReadonlyMap<string, number>
}

const NONE: readonly string[] = []

export function buildThread(
  ids: readonly string[],
  parentOf: (id: string) => string | null,
): ThreadModel {
  const present = new Set(ids)
  const order = [...present]
  const parent = new Map<string, string | null>()
  for (const id of order) {
    const p = parentOf(id)
    parent.set(id, p !== null && p !== id && present.has(p) ? p : null)
  }
  // A reply loop (malformed data) would leave no root: cut it where it closes.
  const depth = new Map<string, number>()
  for (const id of order) {
    const chain: string[] = []
    const seen = new Set<string>()
    let cur: string | null = id
    while (cur !== null && !depth.has(cur)) {
      if (seen.has(cur)) {
        parent.set(cur, null)
        depth.set(cur, 0)
        break
      }
      seen.add(cur)
      chain.push(cur)
      cur = parent.get(cur) ?? null
    }
    let d = cur !== null ? (depth.get(cur) ?? 0) : -1
    for (let i = chain.length - 1; i >= 0; i--) {
      const node = chain[i] as string
      if (depth.has(node)) {
        d = depth.get(node) as number
        continue
      }
      d += 1
      depth.set(node, d)
    }
  }
  const children = new Map<string, string[]>()
  const roots: string[] = []
  for (const id of order) {
    const p = parent.get(id) ?? null
    if (p === null) roots.push(id)
    else {
      const list = children.get(p)
      if (list) list.push(id)
      else children.set(p, [id])
    }
  }
  // Deepest first, so each size is final before its parent adds it.
  const size = new Map<string, number>()
  const byDepth = [...order].sort((a, b) => (depth.get(b) ?? 0) - (depth.get(a) ?? 0))
  for (const id of byDepth) {
    let n = 0
    for (const c of children.get(id) ?? NONE) n += 1 + (size.get(c) ?? 0)
    size.set(id, n)
  }
  return { order, roots, parent, children, depth, size }
}

export const childrenOf = (model: ThreadModel, id: string): readonly string[] =>
  model.children.get(id) ?? NONE

/** The statuses above `id`, the root first. */
export function ancestorChain(model: ThreadModel, id: string): string[] {
  const chain: string[] = []
  let cur = model.parent.get(id) ?? null
  while (cur !== null) {
    chain.unshift(cur)
    cur = model.parent.get(cur) ?? null
  }
  return chain
}

/**
 * Depth (below the dive root) down to which branches show their replies by
 * default: maxDepthInThread minus 2, at least 1. Depth
 * counts from 0 and "shown" means "its replies are shown", hence the 2.
 */
export const maxDepthToShowByDefault = (maxDepthInThread: number): number =>
  Math.max(maxDepthInThread - 2, 1)

/** Whether a status's replies show before the viewer chooses. */
export const branchShownByDefault = (
  depth: number,
  diveDepth: number,
  maxDepthInThread: number,
): boolean => depth - diveDepth <= maxDepthToShowByDefault(maxDepthInThread)

/**
 * Where the tree starts when a conversation opens: a reply opens dived into
 * its own sub-thread (its ancestors shown above it); a top-level status
 * shows the whole tree.
 */
export function initialDiveRoot(model: ThreadModel, focusedId: string): string | null {
  return (model.parent.get(focusedId) ?? null) !== null ? focusedId : null
}
