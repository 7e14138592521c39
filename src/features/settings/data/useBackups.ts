import { useCallback, useEffect, useReducer, useRef } from 'react'
import { api } from '../../../api/client'
import { createBackup, fetchBackups } from '../../../api/endpoints/importExport'
import { ApiError, isAbortError } from '../../../api/errors'
import { readableText } from '../../../api/readableError'
import { BACKUPS_POLL_INTERVAL } from '../../../config/constants'
import { backupsReducer, initialBackupsState, shouldPoll } from './backupsState'

/**
 * The account's backups: loaded on mount, asked for again every
 * BACKUPS_POLL_INTERVAL while one is not ready, and created on demand.
 * Nothing runs once the section is gone. A server that answers 404 has no
 * backups (Pleroma before they existed): the section then leaves itself out.
 */
export function useBackups() {
  const [state, dispatch] = useReducer(backupsReducer, initialBackupsState)
  const controller = useRef<AbortController | null>(null)

  const load = useCallback(async (poll: boolean) => {
    controller.current?.abort()
    const own = new AbortController()
    controller.current = own
    if (!poll) dispatch({ type: 'load_start' })
    try {
      const backups = await fetchBackups(api(), { signal: own.signal })
      if (!own.signal.aborted) dispatch({ type: 'loaded', backups })
    } catch (error) {
      if (isAbortError(error) || own.signal.aborted) return
      if (!poll && error instanceof ApiError && error.status === 404) dispatch({ type: 'absent' })
      else dispatch({ type: poll ? 'poll_failed' : 'load_failed' })
    }
  }, [])

  useEffect(() => {
    void load(false)
    return () => controller.current?.abort()
  }, [load])

  const polling = shouldPoll(state)
  // Each answer (or failed poll) starts the next wait, so polls never overlap.
  const { answers } = state
  useEffect(() => {
    if (!polling) return
    const timer = setTimeout(() => void load(true), BACKUPS_POLL_INTERVAL)
    return () => clearTimeout(timer)
  }, [polling, answers, load])

  const create = useCallback(async () => {
    controller.current?.abort()
    dispatch({ type: 'create_start' })
    try {
      const list = (await createBackup(api())) ?? (await fetchBackups(api()))
      dispatch({ type: 'created', backups: list })
    } catch (error) {
      dispatch({
        type: 'create_failed',
        reason: readableText(error),
      })
    }
  }, [])

  const retry = useCallback(() => void load(false), [load])
  const dismissError = useCallback(() => dispatch({ type: 'dismiss_error' }), [])

  return { state, create, retry, dismissError }
}
