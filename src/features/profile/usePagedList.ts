import { useCallback, useEffect, useState } from 'react'
import type { Page, PageQuery } from '../../api/http'
import { initialPaged, pagedTransition, type PagedState } from './paged'

/**
 * A list loaded page by page: the first page on mount, the next on `more`.
 * `fetchPage` must be stable (useCallback); it may also store what it gets.
 */
export function usePagedList<T>(
  fetchPage: (next: PageQuery | null) => Promise<Page<T>>,
): [PagedState<T>, () => void] {
  const [state, setState] = useState<PagedState<T>>(() => ({
    ...initialPaged<T>(),
    phase: 'loading',
  }))

  const run = useCallback(
    (next: PageQuery | null) => {
      fetchPage(next).then(
        (page) =>
          setState((s) =>
            pagedTransition(s, { type: 'loaded', items: page.items, next: page.next }),
          ),
        (e: unknown) => {
          console.warn('Could not load the list', e)
          setState((s) => pagedTransition(s, { type: 'failed' }))
        },
      )
    },
    [fetchPage],
  )

  useEffect(() => run(null), [run])

  const { next, phase } = state
  const more = useCallback(() => {
    if (phase === 'loading' || phase === 'done') return
    setState((s) => pagedTransition(s, { type: 'load' }))
    run(next)
  }, [next, phase, run])

  return [state, more]
}
