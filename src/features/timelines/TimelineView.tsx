import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useNavigationType } from 'react-router'
import type { VirtuosoHandle } from 'react-virtuoso'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { watchTimeline } from './timelineWatcher'
import {
  CLICK_BLOCK_AFTER_SHOW_NEW,
  FIRST_PAINT_STATUSES,
  LOAD_OLDER_THRESHOLD_PX,
  VIRTUAL_PLACEHOLDER_HEIGHT,
  SHOW_AT_TOP_THRESHOLD_PX,
} from '../../config/constants'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import { selectTimeline, useTimelines } from '../../store/timelines'
import { Page } from '../../ui/Page'
import { usePreferences } from '../../store/preferences'
import { StatusView } from '../statuses'
import type { TimelineSpec } from './timelineKinds'
import { QuickSettings, TimelineMenu } from './TimelineHeaderMenus'
import {
  fetchAbove,
  fetchAround,
  fetchInitial,
  fetchOlder,
  pagesById,
  reloadTimeline,
} from './timelineService'
import { anchorAfter, firstItemIndexOf, initialAnchor } from './prependAnchor'
import { readingPosition, saveReadingPosition } from './readingPosition'
import { unreadAbove, type ReadingAnchor } from './readingAnchor'
import { HOME_KEY, loadHomeResume } from './homePlace'
import { useReadingPlace, type RestoreRequest } from './useReadingPlace'
import { VirtualList, useVirtualListReady } from './virtualList'
import { grewAtEnd } from './listGrowth'
import { useMarkPainted } from './useMarkPainted'
import { useLoadOlder } from './useLoadOlder'
import { useHiddenIn, useShownIds } from './useShownIds'
import { FilterPlace, useFiltersPending } from '../filters'
import { FeedList, UnreadDivider, feedPosition, isTyping } from './feedRows'
import { TimelineFooter } from './TimelineFooter'
import { useFirstPage } from './useFirstPage'
import { NewStatusControls } from './NewStatusControls'
import styles from './TimelinePage.module.css'
import { stickyTop } from '../../ui/stickyTop'

/** Virtuoso's index of the first item; lowered on every prepend so the list stays anchored. */
const FIRST_INDEX_BASE = 1_000_000

interface TimelineViewProps {
  spec: TimelineSpec
  title: string
  /** Extra controls in the header (e.g. follow hashtag). */
  headerExtra?: ReactNode
  /** Show the timeline switcher (main timelines). */
  showMenu?: boolean
}

/** A timeline screen: header, status list, footer. */
export function TimelineView({ spec, title, headerExtra, showMenu = false }: TimelineViewProps) {
  useDocumentTitle(title)
  const key = spec.key
  const timeline = useTimelines(selectTimeline(key))
  const showNewInStore = useTimelines((s) => s.showNew)
  const prefs = usePreferences((s) => s.prefs)
  const [clicksBlocked, setClicksBlocked] = useState(false)
  const virtuoso = useRef<VirtuosoHandle>(null)
  const header = useRef<HTMLDivElement>(null)
  const feed = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const navigationType = useNavigationType()
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  /** The place being brought back (Back/Forward, or where home resumes); null once it holds. */
  const [restore, setRestore] = useState<RestoreRequest | null>(() => {
    const saved = navigationType === 'POP' ? readingPosition(key) : undefined
    return saved ? { anchor: saved, token: 0 } : null
  })
  /**
   * The status at the top of the window, as the reader scrolls. Only the
   * unread count above the place home resumed at reads it, so the state
   * (a render of the whole list) changes only while there is one; the ref
   * follows every scroll.
   */
  const [topId, setTopId] = useState<string | null>(null)
  const topIdRef = useRef<string | null>(null)
  const resumeIdRef = useRef(timeline.resumeId)
  useEffect(() => {
    resumeIdRef.current = timeline.resumeId
  }, [timeline.resumeId])
  /** Said to screen readers when home resumes. */
  const [announcement, setAnnouncement] = useState('')

  // Callers rebuild the spec on every render and remount this view (React
  // key) when it changes, so the first one is the one.
  const [stableSpec] = useState(spec)
  useEffect(() => watchTimeline(stableSpec), [stableSpec])

  useFirstPage(stableSpec, timeline, mounted, setAnnouncement, setRestore)

  /** Lets go of the place held after statuses were added above (set once the reading place is set up below). */
  const letGoOfPlace = useRef<() => void>(() => undefined)
  const jumpToNewest = useCallback(() => {
    setRestore(null)
    letGoOfPlace.current()
    window.scrollTo(0, 0)
    if (timeline.gapAbove || timeline.flushMarker) void reloadTimeline(stableSpec)
    else if (timeline.newIds.length > 0) showNewInStore(key)
    titleRef.current?.focus()
  }, [
    key,
    stableSpec,
    timeline.gapAbove,
    timeline.flushMarker,
    timeline.newIds.length,
    showNewInStore,
  ])

  const showNew = useCallback(() => {
    if (timeline.gapAbove) {
      jumpToNewest()
      return
    }
    if (timeline.flushMarker) {
      void reloadTimeline(stableSpec)
      return
    }
    if (timeline.newIds.length === 0) return
    showNewInStore(key)
    // Clicks are blocked for a moment so a tap meant for the button does not
    // land on a status that just moved under the finger.
    setClicksBlocked(true)
    setTimeout(() => setClicksBlocked(false), CLICK_BLOCK_AFTER_SHOW_NEW)
  }, [
    key,
    stableSpec,
    timeline.flushMarker,
    timeline.gapAbove,
    timeline.newIds.length,
    showNewInStore,
    jumpToNewest,
  ])

  // The "." key shows new statuses (outside text inputs).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '.' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) showNew()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [showNew])

  // Auto-show when streaming is on, the page is at the top and the tab has focus.
  useEffect(() => {
    if (!prefs.streaming || timeline.newIds.length === 0 || timeline.flushMarker) return
    // Not while a place is being brought back, nor with statuses still to load above.
    if (restore || timeline.gapAbove) return
    const atTop = window.scrollY <= SHOW_AT_TOP_THRESHOLD_PX
    const focused = !prefs.pauseOnUnfocused || document.hasFocus()
    if (atTop && focused) showNewInStore(key)
  }, [
    prefs.streaming,
    prefs.pauseOnUnfocused,
    timeline.newIds.length,
    timeline.flushMarker,
    timeline.gapAbove,
    restore,
    key,
    showNewInStore,
  ])

  const loadOlder = useLoadOlder(stableSpec, timeline)

  const me = useSession((s) => s.currentUserId)
  // Server-side filters apply by where statuses are shown: the timeline's kind says it.
  const place = stableSpec.kind
  const ids = useShownIds(timeline.statusIds, timeline.pinnedIds, prefs, useHiddenIn(place))
  // An older page joins the list as a transition, so scrolling and typing stay
  // responsive while its statuses render; every other change renders at once.
  const deferredIds = useDeferredValue(ids)
  const listIds = grewAtEnd(deferredIds, ids) ? deferredIds : ids
  // The feed's size is unknown (-1) while older statuses can still load.
  const setSize = timeline.bottomedOut ? ids.length : -1
  // Statuses added while the reader is at the top show in view; below, the reader stays put.
  const [anchor, setAnchor] = useState(() =>
    initialAnchor(timeline.prepended, timeline.prependedAbove),
  )
  let current = anchor
  if (anchor.seen !== timeline.prepended) {
    current = anchorAfter(
      anchor,
      timeline.prepended,
      window.scrollY <= SHOW_AT_TOP_THRESHOLD_PX,
      timeline.prependedAbove,
    )
    setAnchor(current)
  }
  const firstItemIndex = firstItemIndexOf(FIRST_INDEX_BASE, current)
  const firstPageShown = ids.length > 0 || timeline.loaded
  // Focus in the plain list goes back to the same control once the virtual list draws it.
  const virtualReady = useVirtualListReady(prefs.virtualScrolling && firstPageShown, feed)
  useMarkPainted(key, firstPageShown, ids.length === 0, feed)
  // Until the virtual list is there, the plain list draws what fills the
  // window (as the virtual list would), one status more per pass before
  // the browser paints.
  const [firstRows, setFirstRows] = useState(1)
  useLayoutEffect(() => {
    if (!prefs.virtualScrolling || firstRows >= Math.min(ids.length, FIRST_PAINT_STATUSES)) return
    const bottom = feed.current?.getBoundingClientRect().bottom ?? Infinity
    if (bottom < window.innerHeight) setFirstRows(firstRows + 1)
  }, [prefs.virtualScrolling, firstRows, ids.length])

  // The first statuses paint alone: the list draws what fits the window, and
  // its margins above and below (drawn ahead of scrolling) follow a frame
  // after (a cold load's first status waited for ten more).
  const [margins, setMargins] = useState(false)
  useEffect(() => {
    if (margins || ids.length === 0) return
    const frame = requestAnimationFrame(() => setMargins(true))
    return () => cancelAnimationFrame(frame)
  }, [margins, ids.length])

  // Where the sticky header ends: restored items go just below it.
  const [initialOffset] = useState(() => (stickyTop() || 52) + 52)

  // Back or Forward to this timeline: the status that was being read, at
  // the same offset. The list starts near it; the reading place then
  // scrolls it exactly there as heights are measured.
  const [initial] = useState(() => {
    if (navigationType !== 'POP') return undefined
    const saved = readingPosition(key)
    const index = saved ? ids.indexOf(saved.id) : -1
    return saved && index >= 0 ? { saved, index } : undefined
  })
  useEffect(() => {
    if (navigationType !== 'POP') return
    const saved = readingPosition(key)
    if (!saved || initial) return
    // Its statuses were evicted meanwhile: load them again around it.
    const t = useTimelines.getState().timelines[key]
    if (!t?.loaded || !pagesById(stableSpec)) return
    void fetchAround(stableSpec, saved.id).then((landed) => {
      if (!landed || !mounted.current) return
      setRestore({ anchor: landed === saved.id ? saved : { id: landed, offset: 0 }, token: 1 })
    })
    // Once, when the view opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const idsRef = useRef(ids)
  useEffect(() => {
    idsRef.current = ids
  }, [ids])
  const seek = useCallback(
    (id: string) => {
      const index = idsRef.current.indexOf(id)
      if (index >= 0) {
        virtuoso.current?.scrollToIndex({ index, align: 'start', offset: -initialOffset })
      }
    },
    [initialOffset],
  )
  const onRestored = useCallback(() => setRestore(null), [])

  // Remember the status under the sticky header as the reader scrolls, so
  // coming back lands on it and statuses added above it do not move it;
  // home's is also saved for the next visit and the reader's other devices.
  const onReading = useCallback(
    (place: ReadingAnchor, leaving: boolean) => {
      saveReadingPosition(key, place)
      topIdRef.current = place.id
      if (resumeIdRef.current) setTopId(place.id)
      if (key === HOME_KEY)
        void loadHomeResume().then((m) => m.saveHomePosition(place.id, place.offset, leaving))
    },
    [key],
  )
  // Leaving for another screen, the place is kept for Back only: home's
  // place across visits goes on with what scrolling and closing the tab save
  // (the screen may go because the account changed).
  const onLeft = useCallback((place: ReadingAnchor) => saveReadingPosition(key, place), [key])
  const letGo = useReadingPlace(
    feed,
    header,
    current.seen - current.absorbed,
    onReading,
    restore,
    seek,
    onRestored,
    onLeft,
  )
  useEffect(() => {
    letGoOfPlace.current = letGo
  }, [letGo])

  const unread = unreadAbove(
    ids,
    timeline.resumeId,
    // eslint-disable-next-line react-hooks/refs -- the latest place when the state was not kept (no resume point then)
    topId ?? topIdRef.current,
    // Read, not subscribed to: a status's author never changes.
    (id) => useEntities.getState().statuses[id]?.account_id === me,
  )
  const resumeIndex = timeline.resumeId ? ids.indexOf(timeline.resumeId) : -1
  // Statuses waiting for the member's filters are empty places, not articles yet.
  const filtersPending = useFiltersPending()

  // A place being brought back waits for the virtual list, which scrolls to it.
  const plainList =
    prefs.virtualScrolling && (initial || restore) ? null : (
      <div role={ids.length > 0 && !filtersPending ? 'feed' : undefined}>
        {(prefs.virtualScrolling ? ids.slice(0, firstRows) : ids).map((id, index) => (
          <div key={id} data-timeline-id={id} ref={feedPosition(index + 1, setSize)}>
            {id === timeline.resumeId && resumeIndex > 0 && <UnreadDivider />}
            <StatusView id={id} />
          </div>
        ))}
      </div>
    )
  const titleId = `timeline-title-${key.replace(/[^a-z0-9]/gi, '-')}`

  return (
    <FilterPlace value={place}>
      <Page
        titleId={titleId}
        title={title}
        className={styles.timeline}
        headerClassName={styles.header}
        titleClassName={styles.title}
        headerRef={header}
        titleRef={titleRef}
        actions={
          <>
            {showMenu && <TimelineMenu />}
            {headerExtra}
            <NewStatusControls
              timeline={timeline}
              unread={unread}
              onJumpToNewest={jumpToNewest}
              onShowNew={showNew}
            />
            <QuickSettings />
          </>
        }
      >
        <div
          ref={feed}
          className={`${styles.feed} ${clicksBlocked ? styles.blocked : ''}`}
          aria-busy={timeline.loading}
        >
          {prefs.virtualScrolling && virtualReady ? (
            <VirtualList
              ref={virtuoso}
              useWindowScroll
              data={listIds}
              firstItemIndex={firstItemIndex}
              initialTopMostItemIndex={
                initial === undefined
                  ? undefined
                  : {
                      index: initial.index,
                      align: 'start',
                      offset: -(initialOffset + initial.saved.offset),
                    }
              }
              computeItemKey={(_, id) => id}
              // The statuses the plain list showed, drawn in the virtual list's
              // first pass: without them it draws none until it has measured the
              // window, and the timeline went blank for a moment on every load.
              initialItemCount={
                initial === undefined ? Math.min(firstRows, listIds.length) : undefined
              }
              // The height a status not measured yet stands for in the scroll size.
              defaultItemHeight={VIRTUAL_PLACEHOLDER_HEIGHT}
              increaseViewportBy={margins ? { top: 400, bottom: LOAD_OLDER_THRESHOLD_PX } : 0}
              endReached={loadOlder}
              startReached={timeline.gapAbove ? () => void fetchAbove(stableSpec) : undefined}
              components={{ List: FeedList }}
              itemContent={(index, id) => (
                <div data-timeline-id={id} ref={feedPosition(index - firstItemIndex + 1, setSize)}>
                  {id === timeline.resumeId && resumeIndex > 0 && <UnreadDivider />}
                  <StatusView id={id} />
                </div>
              )}
            />
          ) : (
            plainList
          )}
        </div>
        <p role="status" className={styles.visuallyHidden}>
          {announcement}
        </p>
        <TimelineFooter
          timeline={timeline}
          empty={ids.length === 0}
          onRetry={() =>
            void (timeline.statusIds.length ? fetchOlder(stableSpec) : fetchInitial(stableSpec))
          }
          onLoadOlder={() => void fetchOlder(stableSpec)}
        />
      </Page>
    </FilterPlace>
  )
}
