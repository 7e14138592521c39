import { useEffect } from 'react'
import { create } from 'zustand'
import { fetchLists, type UserList } from '../../api/endpoints/lists'
import { api } from '../../api/client'
import { LISTS_POLL_INTERVAL } from '../../config/constants'
import { useSession } from '../../store/session'
import { registerSessionPiece } from '../../store/sessionLifecycle'
import { initialListsState, listsTransition, type ListsEvent, type ListsState } from './transitions'

/**
 * The signed-in user's lists: fetched when a member is signed
 * in, refreshed every LISTS_POLL_INTERVAL while they are, and changed at once by the create, edit and delete screens.
 */
export const useLists = create<ListsState>()(() =>
  initialListsState(useSession.getState().currentUserId),
)

// Another user signing in must never see the previous user's lists.
registerSessionPiece({
  name: 'lists',
  start: ({ user }) => useLists.setState(initialListsState(user.id), true),
  clear: () => useLists.setState(initialListsState(null), true),
})

const dispatchLists = (event: ListsEvent): void =>
  useLists.setState((s) => listsTransition(s, event), true)

let latest = 0
let pending = 0
/** Counts the changes made here, to tell an answer that may predate one. */
let changes = 0
const MAX_ATTEMPTS = 3

/**
 * Fetches the lists again. `quiet` (the poll) keeps what is shown when the
 * server fails, and is skipped while another load runs; a visible load (the
 * lists page) always asks and shows its failure. Only the newest request's
 * answer counts.
 */
export async function loadLists({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
  const owner = useLists.getState().ownerId
  if (owner === null || (quiet && pending > 0)) return
  const ticket = ++latest
  pending += 1
  if (!quiet) dispatchLists({ type: 'load' })
  const current = () => ticket === latest && useLists.getState().ownerId === owner
  try {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const before = changes
      const lists = await fetchLists(api())
      if (!current()) return
      // A list created, renamed or deleted meanwhile may be missing from this answer.
      if (changes !== before && attempt < MAX_ATTEMPTS) continue
      dispatchLists({ type: 'loaded', lists })
      return
    }
  } catch (e) {
    console.warn('Could not load the lists', e)
    if (current()) dispatchLists({ type: 'loadFailed', quiet })
  } finally {
    pending -= 1
  }
}

const changed = (event: ListsEvent): void => {
  changes += 1
  dispatchLists(event)
}

export const listCreated = (list: UserList): void => changed({ type: 'created', list })
export const listUpdated = (list: UserList): void => changed({ type: 'updated', list })
export const listRemoved = (id: string): void => changed({ type: 'removed', id })

let pollers = 0
let timer: ReturnType<typeof setInterval> | null = null

function tick(): void {
  if (useSession.getState().currentUserId === null) return
  void loadLists({ quiet: true })
}

/**
 * Starts the poll (one timer however many navigation entries ask for it) and
 * fetches at once when nothing is known yet. Returns the stop function.
 */
export function startListsPolling(): () => void {
  pollers += 1
  timer ??= setInterval(tick, LISTS_POLL_INTERVAL)
  if (useLists.getState().phase === 'idle') tick()
  let stopped = false
  return () => {
    if (stopped) return
    stopped = true
    pollers -= 1
    if (pollers === 0 && timer !== null) {
      clearInterval(timer)
      timer = null
    }
  }
}

/** Whether the poll runs now (for tests). */
export const listsPollingActive = (): boolean => timer !== null

/** Keeps the lists polled while a member is signed in and the caller is mounted. */
export function useListsPolling(): void {
  const userId = useSession((s) => s.currentUserId)
  useEffect(() => (userId === null ? undefined : startListsPolling()), [userId])
}
