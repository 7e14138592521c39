import { postStatusAction, type StatusToggleCall } from '../../../api/endpoints/statusActions'
import type { ApiClient } from '../../../api/http'
import { api } from '../../../api/client'
import { useEntities, type StoredStatus } from '../../../store/entities'
import { errorText } from '../../../api/readableError'
import { clearActionError, setActionError } from './actionErrors'
import { actionTransition, IDLE, type ActionPhase } from './actionMachine'

/*
 * Runs status actions against the server and the cache: the
 * optimistic ones change the cached status at once, are confirmed from the
 * server's reply and undone when the request fails. A failure leaves a
 * banner on the status; the next success clears it.
 */

export type ActionName = 'favourite' | 'repeat' | 'bookmark' | 'delete' | 'pin' | 'mute' | 'redraft'

const phases = new Map<string, ActionPhase>()
const keyOf = (statusId: string, action: ActionName) => `${statusId}:${action}`

export const actionPhase = (statusId: string, action: ActionName): ActionPhase =>
  phases.get(keyOf(statusId, action)) ?? IDLE

export interface ActionRun<T> {
  statusId: string
  action: ActionName
  request: () => Promise<T>
  /** The optimistic change; none for actions that wait for the server. */
  apply?: () => void
  rollback?: () => void
  /** Takes the server's reply into the cache. */
  confirm?: (result: T) => void
}

export async function runAction<T>(run: ActionRun<T>): Promise<ActionPhase> {
  const key = keyOf(run.statusId, run.action)
  let phase = phases.get(key) ?? IDLE
  if (phase.name === 'pending') return phase
  phase = actionTransition(phase, { type: 'start' })
  phases.set(key, phase)
  run.apply?.()
  try {
    const result = await run.request()
    run.confirm?.(result)
    clearActionError(run.statusId)
    phase = actionTransition(phase, { type: 'succeed' })
    // Done is idle again for the next click; only failures are worth keeping.
    phases.delete(key)
  } catch (error) {
    run.rollback?.()
    const message = errorText(error)
    setActionError(run.statusId, { key: `status_actions.errors.${run.action}`, message })
    phase = actionTransition(phase, { type: 'fail', message })
    phases.set(key, phase)
  }
  return phase
}

export type ToggleKind = 'favourite' | 'repeat' | 'bookmark'

const CALLS: Record<ToggleKind, readonly [on: StatusToggleCall, off: StatusToggleCall]> = {
  favourite: ['favourite', 'unfavourite'],
  repeat: ['reblog', 'unreblog'],
  bookmark: ['bookmark', 'unbookmark'],
}

export interface ToggleChange {
  /** The state the toggle goes to. */
  on: boolean
  patch: Partial<StoredStatus>
  rollback: Partial<StoredStatus>
}

/** The optimistic flip of a toggle, with its count, and what undoes it. */
export function optimisticToggle(status: StoredStatus, kind: ToggleKind): ToggleChange {
  const step = (on: boolean, count: number) => Math.max(0, count + (on ? 1 : -1))
  switch (kind) {
    case 'favourite': {
      const on = !status.favourited
      return {
        on,
        patch: { favourited: on, favourites_count: step(on, status.favourites_count) },
        rollback: { favourited: status.favourited, favourites_count: status.favourites_count },
      }
    }
    case 'repeat': {
      const on = !status.reblogged
      return {
        on,
        patch: { reblogged: on, reblogs_count: step(on, status.reblogs_count) },
        rollback: { reblogged: status.reblogged, reblogs_count: status.reblogs_count },
      }
    }
    case 'bookmark':
      return {
        on: !status.bookmarked,
        patch: { bookmarked: !status.bookmarked },
        rollback: { bookmarked: status.bookmarked },
      }
  }
}

/** Favourite, repeat or bookmark `statusId` (the displayed, inner status), or undo it. */
export function toggleStatus(
  statusId: string,
  kind: ToggleKind,
  client: ApiClient = api(),
): Promise<ActionPhase> {
  const status = useEntities.getState().statuses[statusId]
  if (!status) return Promise.resolve(IDLE)
  const change = optimisticToggle(status, kind)
  const [onCall, offCall] = CALLS[kind]
  const { patchStatus } = useEntities.getState()
  return runAction({
    statusId,
    action: kind,
    apply: () => patchStatus(statusId, change.patch),
    rollback: () => patchStatus(statusId, change.rollback),
    request: () => postStatusAction(client, statusId, change.on ? onCall : offCall),
    // A repeat answers with its wrapper; ingesting it updates the inner status too.
    confirm: (reply) => useEntities.getState().ingestStatuses([reply]),
  })
}
