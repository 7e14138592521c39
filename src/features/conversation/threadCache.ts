import { create } from 'zustand'

/**
 * Conversations already fetched, so opening one again, or moving between
 * statuses of the same conversation, needs no request.
 * Statuses themselves live in the entity cache; this keeps only ids.
 */

export type ConversationLoad = { kind: 'loading' } | { kind: 'error'; error: unknown }

interface ThreadCacheState {
  /** Ordered status ids (ancestors, the status, descendants), by the id they were fetched for. */
  threads: Record<string, readonly string[]>
  /** The thread each known status belongs to (its latest fetch). */
  threadOf: Record<string, string>
  /** Requests under way or failed, by the status id asked for. */
  loads: Record<string, ConversationLoad>
  remember: (focusId: string, ancestors: readonly string[], descendants: readonly string[]) => void
  /** Adds a new reply to the conversation of its parent, if that one is known (live updates). */
  addReply: (parentId: string, replyId: string) => void
  setLoad: (id: string, load: ConversationLoad | null) => void
  clear: () => void
}

export const useThreadCache = create<ThreadCacheState>()((set) => ({
  threads: {},
  threadOf: {},
  loads: {},
  remember: (focusId, ancestors, descendants) =>
    set((s) => {
      const ids = [...new Set([...ancestors, focusId, ...descendants])]
      const threadOf = { ...s.threadOf }
      for (const id of ids) threadOf[id] = focusId
      return { threads: { ...s.threads, [focusId]: ids }, threadOf }
    }),
  addReply: (parentId, replyId) =>
    set((s) => {
      const key = s.threadOf[parentId]
      const ids = key ? s.threads[key] : undefined
      if (!key || !ids || ids.includes(replyId)) return s
      return {
        threads: { ...s.threads, [key]: [...ids, replyId] },
        threadOf: { ...s.threadOf, [replyId]: key },
      }
    }),
  setLoad: (id, load) =>
    set((s) => {
      if (load === null) {
        if (!(id in s.loads)) return s
        const loads = { ...s.loads }
        delete loads[id]
        return { loads }
      }
      return { loads: { ...s.loads, [id]: load } }
    }),
  clear: () => set({ threads: {}, threadOf: {}, loads: {} }),
}))

/** The known conversation of a status, or undefined. */
export const selectThreadIds =
  (id: string) =>
  (s: Pick<ThreadCacheState, 'threads' | 'threadOf'>): readonly string[] | undefined => {
    const key = s.threadOf[id]
    return key ? s.threads[key] : undefined
  }
