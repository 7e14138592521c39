import { create } from 'zustand'
import { search, type SearchHashtag, type SearchResults } from '../../api/endpoints/search'
import type { Account } from '../../api/types'
import { api } from '../../api/client'
import { SEARCH_PAGE_SIZE } from '../../config/constants'
import { useEntities } from '../../store/entities'
import { registerSessionPiece } from '../../store/sessionLifecycle'
import {
  accountKey,
  appendPage,
  autoTab,
  EMPTY_LIST,
  firstPage,
  hashtagKey,
  idKey,
  searchErrorMessage,
  TAB_TYPE,
  visibleStatusIds,
  type ResultList,
  type SearchErrorMessage,
  type SearchTab,
} from './searchModel'

/**
 * The search page's state: one search at a time. It outlives the page, so
 * coming Back from a post or a profile shows the same results, pages and tab
 * without asking again. Statuses live in the normalized cache (ids here);
 * accounts are kept here too, since the cache may drop accounts no status
 * uses while the page is closed.
 */
export interface SearchState {
  /** The query searched (trimmed); '' before the first search. */
  query: string
  /** Who searched: a signed-in user's id (they resolve and get relationships) or null. */
  viewer: string | null
  phase: 'idle' | 'loading' | 'loaded' | 'error'
  error: SearchErrorMessage | null
  statuses: ResultList<string>
  people: ResultList<Account>
  hashtags: ResultList<SearchHashtag>
  tab: SearchTab
  /** The user picked the tab: no automatic choice replaces it. */
  tabChosen: boolean
}

const INITIAL: SearchState = {
  query: '',
  viewer: null,
  phase: 'idle',
  error: null,
  statuses: EMPTY_LIST,
  people: EMPTY_LIST,
  hashtags: EMPTY_LIST,
  tab: 'statuses',
  tabChosen: false,
}

export const useSearch = create<SearchState>()(() => INITIAL)

/** Bumped by every new search: replies to an older one are dropped. */
let generation = 0
let inFlight: AbortController | null = null

function ingest(results: SearchResults): void {
  const entities = useEntities.getState()
  entities.ingestStatuses(results.statuses)
  entities.ingestAccounts(results.accounts)
}

/** Searches everything for `query`; members resolve URLs and handles. */
export async function startSearch(query: string, viewer: string | null): Promise<void> {
  const member = viewer !== null
  const mine = ++generation
  inFlight?.abort()
  const controller = new AbortController()
  inFlight = controller
  useSearch.setState({ ...INITIAL, query, viewer, phase: 'loading' })
  try {
    const results = await search(
      api(),
      {
        q: query,
        resolve: member,
        limit: SEARCH_PAGE_SIZE,
        with_relationships: member || undefined,
      },
      { signal: controller.signal },
    )
    if (mine !== generation) return
    ingest(results)
    const statuses = firstPage(
      results.statuses.map((s) => s.id),
      SEARCH_PAGE_SIZE,
      idKey,
    )
    const people = firstPage(results.accounts, SEARCH_PAGE_SIZE, accountKey)
    const hashtags = firstPage(results.hashtags, SEARCH_PAGE_SIZE, hashtagKey)
    useSearch.setState((s) => ({
      phase: 'loaded',
      statuses,
      people,
      hashtags,
      tab: s.tabChosen
        ? s.tab
        : autoTab({
            statuses: visibleStatusIds(statuses.items, useEntities.getState().statuses).length,
            people: people.items.length,
            hashtags: hashtags.items.length,
          }),
    }))
  } catch (error) {
    if (mine !== generation) return
    console.warn('Search failed', error)
    useSearch.setState({ phase: 'error', error: searchErrorMessage(error) })
  } finally {
    if (inFlight === controller) inFlight = null
  }
}

/** The next page of one tab, asked with its `type` and `offset`. */
export async function loadMore(tab: SearchTab): Promise<void> {
  const state = useSearch.getState()
  const list = state[tab]
  if (state.phase !== 'loaded' || list.phase === 'loading') return
  const mine = generation
  const setList = (patch: Partial<ResultList<unknown>>) =>
    useSearch.setState((s) => ({ [tab]: { ...s[tab], ...patch } }))
  setList({ phase: 'loading' })
  try {
    const results = await search(api(), {
      q: state.query,
      type: TAB_TYPE[tab],
      limit: SEARCH_PAGE_SIZE,
      offset: list.offset,
      // Servers resolve on the first page only; asking again would only cost a lookup.
      resolve: false,
      with_relationships: state.viewer !== null || undefined,
    })
    if (mine !== generation) return
    ingest(results)
    useSearch.setState((s) => {
      if (tab === 'statuses') {
        const ids = results.statuses.map((x) => x.id)
        return { statuses: appendPage(s.statuses, ids, SEARCH_PAGE_SIZE, idKey) }
      }
      if (tab === 'people') {
        return { people: appendPage(s.people, results.accounts, SEARCH_PAGE_SIZE, accountKey) }
      }
      return { hashtags: appendPage(s.hashtags, results.hashtags, SEARCH_PAGE_SIZE, hashtagKey) }
    })
  } catch (error) {
    if (mine !== generation) return
    console.warn('Could not load more search results', error)
    setList({ phase: 'error' })
  }
}

export function chooseTab(tab: SearchTab): void {
  useSearch.setState({ tab, tabChosen: true })
}

/**
 * The stored search can be shown again as it is (coming Back to the page):
 * same query and user, loaded, and every result status still in the cache.
 */
export function canReuse(query: string, viewer: string | null): boolean {
  const s = useSearch.getState()
  if (s.query !== query || s.viewer !== viewer || s.phase !== 'loaded') return false
  const cached = useEntities.getState().statuses
  return s.statuses.items.every((id) => id in cached)
}

/** Forgets the stored search (no query on the page). */
export function clearSearch(): void {
  generation += 1
  inFlight?.abort()
  inFlight = null
  useSearch.setState(INITIAL)
}

// What one user (or a guest before signing in) found, private posts and
// relationships among it, is not for the next one.
registerSessionPiece({ name: 'search', start: clearSearch, clear: clearSearch })
