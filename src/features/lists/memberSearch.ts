import type { Account } from '../../api/types'
import { isAbortError } from '../../api/errors'
import { createDebouncer } from './debounce'

export interface MemberSearchState {
  status: 'idle' | 'waiting' | 'searching' | 'done' | 'error'
  results: Account[]
  /** What the results are for. */
  query: string
}

export const IDLE_SEARCH: MemberSearchState = { status: 'idle', results: [], query: '' }

export interface MemberSearchOptions {
  delayMs: number
  search: (q: string, followingOnly: boolean, signal: AbortSignal) => Promise<Account[]>
  update: (change: (state: MemberSearchState) => MemberSearchState) => void
}

/**
 * The list member search without React: typing waits
 * `delayMs` after the last keystroke, Enter searches at once, an empty
 * query clears, and only the newest request's answer is shown (older ones
 * are aborted).
 */
export function createMemberSearch({ delayMs, search, update }: MemberSearchOptions) {
  let latest = 0
  let inFlight: AbortController | null = null

  const debouncer = createDebouncer<{ q: string; following: boolean }>(
    delayMs,
    ({ q, following }) => {
      const ticket = ++latest
      inFlight?.abort()
      const controller = new AbortController()
      inFlight = controller
      update((s) => ({ ...s, status: 'searching' }))
      search(q, following, controller.signal).then(
        (results) => {
          if (ticket === latest) update(() => ({ status: 'done', results, query: q }))
        },
        (error: unknown) => {
          if (isAbortError(error) || ticket !== latest) return
          console.warn('List member search failed', error)
          update(() => ({ status: 'error', results: [], query: q }))
        },
      )
    },
  )

  const stop = () => {
    debouncer.cancel()
    latest += 1
    inFlight?.abort()
    inFlight = null
  }

  return {
    /** The query changed (a keystroke). */
    typed(value: string, followingOnly: boolean): void {
      const q = value.trim()
      if (q === '') {
        stop()
        update(() => IDLE_SEARCH)
        return
      }
      update((s) => (s.status === 'searching' ? s : { ...s, status: 'waiting' }))
      debouncer.schedule({ q, following: followingOnly })
    },
    /** Enter, or a changed filter: search now. */
    now(value: string, followingOnly: boolean): void {
      const q = value.trim()
      if (q !== '') debouncer.now({ q, following: followingOnly })
    },
    dispose: stop,
  }
}
