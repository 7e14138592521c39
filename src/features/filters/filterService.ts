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

function filterApi(): FilterApi | null {
  const api = useSession.getState().instance?.features.serverFilters
  return api === 'v1' || api === 'v2' ? api : null
}

/** The judge of the current list; one's own posts are never filtered. */
function publish(): void {
  const compiled = useFilters.getState().filters.map(compileFilter)
  const me = useSession.getState().currentUserId
  const judge: FilterJudge = (id, where, view) => {
    const place = placeOf(where, view)
    if (!place) return null
    const { statuses } = useEntities.getState()
    const outer = statuses[id]
    const status = outer?.reblog_id ? statuses[outer.reblog_id] : outer
    if (!status || status.account_id === me) return null
    return filterVerdict(status, place, compiled, Date.now())
  }
  useFilterGate.setState({ judge, Warning: FilteredStatus })
}

/**
 * Fetches the filters; an answer that comes after its session ended is dropped. A failure lets the statuses
 * show (the client's own word mutes still apply) and the settings offer to
 * try again.
 */
export async function loadFilters(): Promise<void> {
  const version = filterApi()
  if (!version) return
  const started = generation
  const current = () => generation === started
  dispatchFilters({ type: 'load' })
  try {
    const filters = await fetchFilters(api(), version)
    if (!current()) return
    dispatchFilters({ type: 'loaded', filters })
  } catch (e) {
    if (!current()) return
    console.warn('Could not load the filters', e)
    dispatchFilters({ type: 'failed' })
    useFilterGate.setState({ judge: judgeNothing })
    return
  }
  publish()
}

/** Creates (no previous) or updates a filter; throws the server's refusal for the form to show. */
export async function saveFilter(previous: ServerFilter | null, draft: FilterDraft): Promise<void> {
  const version = filterApi()
  if (!version) return
  const saved = previous
    ? await updateFilter(api(), version, previous, draft)
    : await createFilter(api(), version, draft)
  dispatchFilters({ type: 'saved', filter: saved })
  publish()
}

export async function removeFilter(filter: ServerFilter): Promise<void> {
  const version = filterApi()
  if (!version) return
  await deleteFilter(api(), version, filter.id)
  dispatchFilters({ type: 'removed', id: filter.id })
  publish()
}

export const filterApiVersion = filterApi

registerSessionPiece({
  name: 'filters',
  start: () => void loadFilters(),
  clear: () => {
    generation += 1
    dispatchFilters({ type: 'reset' })
    useFilterGate.setState({ judge: null, Warning: null })
  },
})
