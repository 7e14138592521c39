import { USER_LIST_POPOVER_LIMIT } from '../../../config/constants'

/** The users a user-list popover shows (up to 16) and how many it leaves out. */
export function limitUserList<T>(
  users: readonly T[],
  total: number,
  limit: number = USER_LIST_POPOVER_LIMIT,
): { shown: readonly T[]; more: number } {
  const shown = users.slice(0, limit)
  return { shown, more: Math.max(total, users.length) - shown.length }
}
