import {
  createElement,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type Ref,
  type RefObject,
} from 'react'
import type * as FocusHandover from './focusHandover'
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
let loading: Promise<typeof FocusHandover> | null = null

/** How many frames the virtual list has to draw the status focus goes back to (about half a second). */
const HANDOVER_FRAMES = 30

/** The list, and what hands focus over to it (needed only then, so loaded with it). */
function loadVirtualList(): Promise<typeof FocusHandover> {
  loading ??= Promise.all([import('react-virtuoso'), import('./focusHandover')]).then(
    ([m, handover]) => {
      loaded = m.Virtuoso as IdList
      return handover
    },
    (error: unknown) => {
      // The next timeline shown asks again (the network may be back).
      loading = null
      throw error
    },
  )
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
 * what is on screen painted. Focus inside `feed`'s plain list is noted just
 * before the swap and put back on the same control of the same status once
 * the virtual list draws it (see focusHandover).
 */
export function useVirtualListReady(want: boolean, feed: RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(loaded !== null)
  // The hand-over outlives the effect that swaps the list (its own re-run ends
  // that effect), so it stops only when the view goes.
  const gone = useRef(false)
  useEffect(
    () => () => {
      gone.current = true
    },
    [],
  )
  useEffect(() => {
    if (ready || !want) return
    let live = true
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        loadVirtualList().then(
          (handover) => {
            if (!live) return
            const snapshot = handover.takeFocusSnapshot(feed.current)
            setReady(true)
            if (!snapshot) return
            let frames = 0
            const attempt = () => {
              if (gone.current || handover.restoreFocus(feed.current, snapshot)) return
              if (++frames <= HANDOVER_FRAMES) requestAnimationFrame(attempt)
            }
            requestAnimationFrame(attempt)
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
  }, [ready, want, feed])
  return ready
}
