import type { UserList } from '../../api/endpoints/lists'
import { compareIds } from '../../api/normalize'

/**
 * The signed-in user's lists as plain data and pure
 * transitions, so ordering, membership and update rules are testable alone.
 */

/**
 * Newer ids sort first. Servers' ids are numbers (Akkoma's lists, Mastodon),
 * flake ids, ULIDs (GoToSocial) or UUIDv7 (Hollo): all grow with time, and
 * compareIds orders each kind (a plain string comparison puts "10" before "9").
 */
export function compareIdsDesc(a: string, b: string): number {
  return compareIds(b, a)
}

/** The lists page order: newest first. */
export function sortListsNewestFirst(lists: readonly UserList[]): UserList[] {
  return [...lists].sort((a, b) => compareIdsDesc(a.id, b.id))
}

const titleCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

/** The navigation order: by title as people read it, newest first among equal titles. */
export function sortListsByTitle(lists: readonly UserList[]): UserList[] {
  return [...lists].sort(
    (a, b) => titleCollator.compare(a.title, b.title) || compareIdsDesc(a.id, b.id),
  )
}

/** A list title the server will take: not empty once trimmed. */
export function isValidTitle(title: string): boolean {
  return title.trim() !== ''
}

export interface MembershipDiff {
  added: string[]
  removed: string[]
}

/**
 * What to send when the members change: only the ids that came
 * in and the ids that went out, each once, in the order they appear.
 */
export function membershipDiff(
  before: readonly string[],
  after: readonly string[],
): MembershipDiff {
  const was = new Set(before)
  const is = new Set(after)
  return {
    added: [...is].filter((id) => !was.has(id)),
    removed: [...was].filter((id) => !is.has(id)),
  }
}

export type ListsPhase = 'idle' | 'loading' | 'ready' | 'error'

export interface ListsState {
  /** Whose lists these are; everything resets when the user changes. */
  ownerId: string | null
  phase: ListsPhase
  lists: UserList[]
}

export const initialListsState = (ownerId: string | null = null): ListsState => ({
  ownerId,
  phase: 'idle',
  lists: [],
})

export type ListsEvent =
  | { type: 'load' }
  | { type: 'loaded'; lists: UserList[] }
  /** `quiet`: a background refresh, whose failure keeps what is shown. */
  | { type: 'loadFailed'; quiet: boolean }
  | { type: 'created'; list: UserList }
  | { type: 'updated'; list: UserList }
  | { type: 'removed'; id: string }

export function listsTransition(state: ListsState, event: ListsEvent): ListsState {
  switch (event.type) {
    case 'load':
      // A refresh of lists already shown keeps them on screen.
      return state.phase === 'ready' ? state : { ...state, phase: 'loading' }
    case 'loaded':
      return { ...state, phase: 'ready', lists: sortListsNewestFirst(event.lists) }
    case 'loadFailed':
      if (event.quiet && state.phase === 'ready') return state
      return { ...state, phase: 'error' }
    case 'created': {
      const others = state.lists.filter((l) => l.id !== event.list.id)
      return { ...state, lists: sortListsNewestFirst([...others, event.list]) }
    }
    case 'updated':
      if (!state.lists.some((l) => l.id === event.list.id))
        return listsTransition(state, { type: 'created', list: event.list })
      return {
        ...state,
        lists: state.lists.map((l) => (l.id === event.list.id ? event.list : l)),
      }
    case 'removed':
      return { ...state, lists: state.lists.filter((l) => l.id !== event.id) }
  }
}
