import { lazy, useEffect, useState, type ReactElement, type Ref } from 'react'
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
 */
export const VirtualList = lazy(() =>
  import('react-virtuoso').then((m) => ({ default: m.Virtuoso as IdList })),
)

let asked = false

/** Whether the virtual list may render; `want` asks for it, one frame after what is on screen painted. */
export function useVirtualListReady(want: boolean): boolean {
  const [ready, setReady] = useState(asked)
  useEffect(() => {
    if (ready || !want) return
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        asked = true
        setReady(true)
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [ready, want])
  return ready
}
