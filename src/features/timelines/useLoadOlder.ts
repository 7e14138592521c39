import { useCallback, useEffect, useRef, useState } from 'react'
import { OLDER_FETCH_THROTTLE } from '../../config/constants'
import type { TimelineState } from '../../store/timelineState'
import type { TimelineSpec } from './timelineKinds'
import { fetchOlder } from './timelineService'

/**
 * What the list calls when its end comes into view. It asks once; a request
 * that cannot go yet (another load running, or within the throttle) is kept
 * and sent as soon as it can, so a fast reader never stops at the end of
 * the list.
 */
export function useLoadOlder(
  spec: TimelineSpec,
  timeline: Pick<TimelineState, 'bottomedOut' | 'loading' | 'error'>,
): () => void {
  const lastOlderFetch = useRef(0)
  const olderWanted = useRef(false)
  const [olderRetry, setOlderRetry] = useState(0)
  const loadOlder = useCallback(() => {
    olderWanted.current = true
    setOlderRetry((n) => n + 1)
  }, [])
  const { bottomedOut, loading, error } = timeline
  useEffect(() => {
    if (!olderWanted.current) return undefined
    if (bottomedOut || error) {
      olderWanted.current = false
      return undefined
    }
    if (loading) return undefined
    const wait = OLDER_FETCH_THROTTLE - (Date.now() - lastOlderFetch.current)
    if (wait > 0) {
      const timer = setTimeout(() => setOlderRetry((n) => n + 1), wait)
      return () => clearTimeout(timer)
    }
    lastOlderFetch.current = Date.now()
    olderWanted.current = false
    void fetchOlder(spec)
    return undefined
  }, [olderRetry, spec, bottomedOut, loading, error])
  return loadOlder
}
