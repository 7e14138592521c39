import './messages'
import { api } from '../../api/client'
import {
  createFilter,
  deleteFilter,
  fetchFilters,
  updateFilter,
  type FilterApi,
  type FilterDraft,
  type ServerFilter,
} from '../../api/endpoints/filters'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import { registerSessionPiece } from '../../store/sessionLifecycle'
import { compileFilter, filterVerdict, placeOf } from './filterRules'
import { FilteredStatus } from './FilteredStatus'
import { dispatchFilters, useFilters } from './filtersStore'
import { judgeNothing, useFilterGate, type FilterJudge } from './gate'

/*
 * The member's filters: fetched when the session starts (or when this chunk
 * arrives during one: gate.ts asks for it), changed from the settings, and
 * turned into the judge StatusView asks. Loaded only for members of servers
 * that keep filters.
 */

/** Counts session starts and ends: an answer for an earlier session is dropped. */
let generation = 0
/** When the list last came from the server, for refreshes that want only an old one replaced. */
let fetchedAt = 0
/** The fetch under way, and whether the filters changed again while it ran (its answer may predate that). */
let inFlight: Promise<void> | null = null
let again = false
/**
 * The server's results (a status's `filtered` array, kept by identity) that
 * came before the member's filters last changed in this session: they name
 * filters as they were, so those statuses are matched here instead.
 */
let outdated = new WeakSet<object>()

function filterApi(): FilterApi | null {
  const api = useSession.getState().instance?.features.serverFilters
  return api === 'v1' || api === 'v2' ? api : null
}

/**
 * The judge of the current list; one's own posts are never filtered.
 * `changed`: the list is not the one the statuses in the cache were judged
 * by on the server.
 */
function publish(changed: boolean): void {
  if (changed)
    for (const status of Object.values(useEntities.getState().statuses))
      if (status.filtered) outdated.add(status.filtered)
  const compiled = useFilters.getState().filters.map(compileFilter)
  const me = useSession.getState().currentUserId
  const judge: FilterJudge = (id, where, view) => {
    const place = placeOf(where, view)
    if (!place) return null
    const { statuses } = useEntities.getState()
    const outer = statuses[id]
    const status = outer?.reblog_id ? statuses[outer.reblog_id] : outer
    if (!status || status.account_id === me) return null
    const repeatId = outer && outer !== status ? outer.id : undefined
    return filterVerdict(status, place, compiled, Date.now(), { outdated, repeatId })
  }
  useFilterGate.setState({ judge, Warning: FilteredStatus })
}

/**
 * One fetch of the list. `quiet` (a list is shown already): the settings
 * keep showing it meanwhile, and a failure keeps judging by it. Otherwise a
 * failure lets the statuses show (the client's own word mutes still apply)
 * and the settings offer to try again.
 */
async function fetchList(quiet: boolean): Promise<void> {
  const version = filterApi()
  if (!version) return
  const started = generation
  const current = () => generation === started
  if (!quiet) dispatchFilters({ type: 'load' })
  try {
    const filters = await fetchFilters(api(), version)
    if (!current()) return
    fetchedAt = Date.now()
    const before = useFilters.getState().filters
    dispatchFilters({ type: 'loaded', filters })
    publish(quiet && JSON.stringify(before) !== JSON.stringify(filters))
  } catch (e) {
    if (!current()) return
    console.warn('Could not load the filters', e)
    if (quiet) return
    dispatchFilters({ type: 'failed' })
    useFilterGate.setState({ judge: judgeNothing })
  }
}

/** Fetches until no change was announced during the last fetch. */
function run(quiet: boolean): Promise<void> {
  if (inFlight) {
    again = true
    return inFlight
  }
  const started = generation
  const mine = (async () => {
    do {
      again = false
      await fetchList(quiet || useFilters.getState().phase === 'ready')
    } while (again && generation === started)
  })()
  inFlight = mine
  void mine.finally(() => {
    if (inFlight === mine) inFlight = null
  })
  return mine
}

/** Fetches the filters, the settings showing that they load; an answer after its session ended is dropped. */
export function loadFilters(): Promise<void> {
  return run(false)
}

/**
 * The filters changed elsewhere (the stream said so), or may have: fetches
 * them again and judges the statuses anew. `olderThanMs`: only when the
 * list is at least that old; a fetch under way then does.
 */
export function refreshFilters(olderThanMs = 0): void {
  const { phase } = useFilters.getState()
  // No list this session yet (no filters on this server, or signed out): none to replace.
  if (phase === 'idle') return
  if (inFlight) {
    if (olderThanMs === 0) again = true
    return
  }
  if (phase === 'ready' && Date.now() - fetchedAt < olderThanMs) return
  void run(phase === 'ready')
}

/** Creates (no previous) or updates a filter; throws the server's refusal for the form to show. */
export async function saveFilter(previous: ServerFilter | null, draft: FilterDraft): Promise<void> {
  const version = filterApi()
  if (!version) return
  const saved = previous
    ? await updateFilter(api(), version, previous, draft)
    : await createFilter(api(), version, draft)
  dispatchFilters({ type: 'saved', filter: saved })
  publish(true)
  // A fetch under way may have been answered before the save: it runs once more.
  if (inFlight) again = true
}

export async function removeFilter(filter: ServerFilter): Promise<void> {
  const version = filterApi()
  if (!version) return
  await deleteFilter(api(), version, filter.id)
  dispatchFilters({ type: 'removed', id: filter.id })
  publish(true)
  if (inFlight) again = true
}

export const filterApiVersion = filterApi

registerSessionPiece({
  name: 'filters',
  start: () => void loadFilters(),
  clear: () => {
    generation += 1
    fetchedAt = 0
    inFlight = null
    again = false
    outdated = new WeakSet()
    dispatchFilters({ type: 'reset' })
    useFilterGate.setState({ judge: null, Warning: null })
  },
})
