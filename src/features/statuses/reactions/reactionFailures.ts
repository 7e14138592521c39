import { create } from 'zustand'

/**
 * The last failed toggle per status (the server's words, if any), shown by
 * <EmojiReactions> until dismissed or the next toggle of that status; shared
 * so a reaction added from elsewhere (an action bar) reports there too.
 */
export const useReactionFailures = create<{
  byStatus: Readonly<Record<string, { serverText: string | null }>>
}>(() => ({ byStatus: {} }))

export function clearReactionFailure(statusId: string): void {
  if (!useReactionFailures.getState().byStatus[statusId]) return
  useReactionFailures.setState((s) => {
    const byStatus = { ...s.byStatus }
    delete byStatus[statusId]
    return { byStatus }
  })
}

export function recordFailure(statusId: string, serverText: string | null): void {
  useReactionFailures.setState((s) => ({
    byStatus: { ...s.byStatus, [statusId]: { serverText } },
  }))
}
