import {
  addListAccounts,
  createList,
  removeListAccounts,
  updateList,
  type UserList,
} from '../../api/endpoints/lists'
import { readableText } from '../../api/readableError'
import type { ApiClient } from '../../api/http'
import { membershipDiff } from './transitions'

/**
 * The call sequences of creating and saving a list, apart from
 * the screens so their order and partial failures can be tested alone.
 */

/** A member the server would not take, with its reason. */
export interface MemberFailure {
  id: string
  /** The server's own words when it gave any (GoToSocial: "account … not currently followed"). */
  reason: string | null
}

/** The server's explanation of a failed call, if it gave one. */
export function reasonOf(error: unknown): string | null {
  return readableText(error)
}

/**
 * Adds members in one request. Mastodon and GoToSocial refuse the whole
 * request for one account they will not take (not followed), so after a
 * refusal each account is tried alone, to add the others and tell which
 * ones failed and why.
 */
export async function addMembersReporting(
  client: ApiClient,
  listId: string,
  ids: readonly string[],
): Promise<MemberFailure[]> {
  if (ids.length === 0) return []
  try {
    await addListAccounts(client, listId, ids)
    return []
  } catch (error) {
    if (ids.length === 1) return [{ id: ids[0] as string, reason: reasonOf(error) }]
  }
  const failures: MemberFailure[] = []
  for (const id of ids) {
    try {
      await addListAccounts(client, listId, [id])
    } catch (error) {
      failures.push({ id, reason: reasonOf(error) })
    }
  }
  return failures
}

export interface CreateResult {
  list: UserList
  /** Members that could not be added (the list itself exists). */
  failed: MemberFailure[]
}

/**
 * Creates the list, then adds its members. Throws only when the list itself
 * could not be created; members the server refused come back in `failed`.
 */
export async function createListWithMembers(
  client: ApiClient,
  title: string,
  memberIds: readonly string[],
): Promise<CreateResult> {
  const list = await createList(client, title.trim())
  const failed = await addMembersReporting(client, list.id, memberIds)
  return { list, failed }
}

export interface SaveInput {
  id: string
  title: string
  originalTitle: string
  originalIds: readonly string[]
  memberIds: readonly string[]
}

export interface SaveResult {
  /** The list as saved (its new title), or null when the title was not saved. */
  list: UserList | null
  /** What the server holds now, as far as this save knows. */
  memberIds: string[]
  failedAdds: MemberFailure[]
  /** Set when removing members failed (they are still on the list). */
  removeError: { ids: string[]; reason: string | null } | null
  /** Set when the title could not be saved; nothing else was sent then. */
  titleError: unknown
}

/**
 * Saves an edited list: the title when it changed, then only the members
 * added and removed. A refused title stops before the members;
 * refused members are reported and the rest is saved.
 */
export async function saveListChanges(client: ApiClient, input: SaveInput): Promise<SaveResult> {
  const title = input.title.trim()
  let list: UserList | null = { id: input.id, title: input.originalTitle }
  if (title !== input.originalTitle) {
    try {
      list = await updateList(client, input.id, title)
    } catch (titleError) {
      return {
        list: null,
        memberIds: [...input.originalIds],
        failedAdds: [],
        removeError: null,
        titleError,
      }
    }
  }
  const { added, removed } = membershipDiff(input.originalIds, input.memberIds)
  const failedAdds = await addMembersReporting(client, input.id, added)
  let removeError: SaveResult['removeError'] = null
  try {
    await removeListAccounts(client, input.id, removed)
  } catch (error) {
    removeError = { ids: removed, reason: reasonOf(error) }
  }
  const notAdded = new Set(failedAdds.map((f) => f.id))
  const stillThere = new Set(removeError?.ids ?? [])
  const memberIds = [
    ...input.originalIds.filter((id) => !removed.includes(id) || stillThere.has(id)),
    ...added.filter((id) => !notAdded.has(id)),
  ]
  return { list, memberIds, failedAdds, removeError, titleError: null }
}
