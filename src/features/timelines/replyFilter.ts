/**
 * Reply-visibility filter for streamed statuses: `all` passes
 * everything; `following` passes non-replies and replies to followed users;
 * `self` passes non-replies and replies to the current user. The user's own
 * statuses, and replies to them, always pass.
 */
export type ReplyVisibility = 'all' | 'following' | 'self'

export function passesReplyFilter(
  status: {
    account_id: string
    in_reply_to_id: string | null
    in_reply_to_account_id: string | null
  },
  mode: ReplyVisibility,
  ctx: { currentUserId: string | null; followingIds: ReadonlySet<string> },
): boolean {
  if (mode === 'all' || !status.in_reply_to_id) return true
  if (status.account_id === ctx.currentUserId) return true
  const to = status.in_reply_to_account_id
  if (to !== null && to === ctx.currentUserId) return true
  if (mode === 'self') return false
  return to !== null && ctx.followingIds.has(to)
}
