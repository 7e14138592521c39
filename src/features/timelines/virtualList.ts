import { createElement, useEffect, useState, type ReactElement, type Ref } from 'react'
import type { VirtuosoHandle, VirtuosoProps } from 'react-virtuoso'

/** Virtuoso over a timeline's status ids. */
type IdList = (
  props: VirtuosoProps<string, unknown> & { ref?: Ref<VirtuosoHandle> },
) => ReactElement

/**
 * The virtual list (react-virtuoso, about 20 kB of gzipped JS) is a chunk of
 * its own, asked for once the first statuses have painted: a cold load shows
 * its first statuses as a plain list, sooner, and the virtual list takes over
 * a moment later. Every later timeline finds it loaded.
 *
 * The list is swapped in only once its code is there (no suspending), so the
 * statuses are drawn anew once, not twice.
 */
let loaded: IdList | null = null
let loading: Promise<IdList> | null = null

function loadVirtualList(): Promise<IdList> {
  loading ??= import('react-virtuoso').then((m) => {
    loaded = m.Virtuoso as IdList
    return loaded
  })
  return loading
}

/**
 * The virtual list: rendered only once `useVirtualListReady` said so, when
 * its code is there. (A stable component, so it keeps its state across renders.)
 */
export function VirtualList(props: Parameters<IdList>[0]): ReactElement | null {
  return loaded ? createElement(loaded, props) : null
}

/**
 * Whether the virtual list may render; `want` asks for it, one frame after
 * what is on screen painted. `beforeSwap` runs just before the plain list
 * gives way, while its elements are still in the page.
 */
export function useVirtualListReady(want: boolean, beforeSwap?: () => void): boolean {
  const [ready, setReady] = useState(loaded !== null)
  useEffect(() => {
    if (ready || !want) return
    let live = true
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        loadVirtualList().then(
          () => {
            if (!live) return
            beforeSwap?.()
            setReady(true)
          },
          // Without its chunk the plain list stays: the first statuses remain readable.
          (e: unknown) => console.warn('Could not load the virtual list', e),
        )
      }, 0)
    })
    return () => {
      live = false
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
    // `beforeSwap` is read when the chunk arrives, not a reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, want])
  return ready
}
