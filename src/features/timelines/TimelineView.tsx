import {
  Children,
  lazy,
  Suspense,
  forwardRef,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react'
import { useTranslation } from '../../i18n/react'
import { useNavigationType } from 'react-router'
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { registerActiveTimeline } from '../realtime/realtime'
import {
  CLICK_BLOCK_AFTER_SHOW_NEW,
  LOAD_OLDER_THRESHOLD_PX,
  OLDER_FETCH_THROTTLE,
  SHOW_AT_TOP_THRESHOLD_PX,
} from '../../config/constants'
import { useEntities } from '../../store/entities'
import { selectTimeline, useTimelines } from '../../store/timelines'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { usePreferences } from '../settings/preferences'
import { muteDecisionForStatus } from '../statuses/mute/useMuteDecision'
import { StatusView } from '../statuses/StatusView'
import type { TimelineSpec } from './timelineKinds'
import { timelineErrorMessage } from './timelineErrors'
import { QuickSettings, TimelineMenu } from './TimelineHeaderMenus'
import { fetchInitial, fetchOlder, reloadTimeline } from './timelineService'
import { anchorAfter, firstItemIndexOf, initialAnchor } from './prependAnchor'
import { readingPosition, saveReadingPosition } from './readingPosition'
import { useReadingPlace } from './useReadingPlace'
import styles from './TimelinePage.module.css'

/** Virtuoso's index of the first item; lowered on every prepend so the list stays anchored. */
const FIRST_INDEX_BASE = 1_000_000

// Only guests of servers that keep timelines from them see it: its own chunk.
const MembersOnlyNotice = lazy(() =>
  import('../auth/MembersOnlyNotice').then((m) => ({ default: m.MembersOnlyNotice })),
)

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

// A feed must hold articles: an empty list (nothing yet, or nothing to show) is no feed.
const FeedList = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function FeedList(props, ref) {
    return (
      <div {...props} ref={ref} role={Children.count(props.children) > 0 ? 'feed' : undefined} />
    )
  },
)

interface TimelineViewProps {
  spec: TimelineSpec
  title: string
  /** Extra controls in the header (e.g. follow hashtag). */
  headerExtra?: ReactNode
  /** Show the timeline switcher (main timelines). */
  showMenu?: boolean
}

/** A timeline screen (spec 2 §2): header, status list, footer. */
export function TimelineView({ spec, title, headerExtra, showMenu = false }: TimelineViewProps) {
  const { t } = useTranslation()
  useDocumentTitle(title)
  const key = spec.key
  const timeline = useTimelines(selectTimeline(key))
  const showNewInStore = useTimelines((s) => s.showNew)
  const prefs = usePreferences((s) => s.prefs)
  const [clicksBlocked, setClicksBlocked] = useState(false)
  const lastOlderFetch = useRef(0)
  const virtuoso = useRef<VirtuosoHandle>(null)
  const header = useRef<HTMLDivElement>(null)
  const feed = useRef<HTMLDivElement>(null)
  const navigationType = useNavigationType()

  // Callers rebuild the spec on every render and remount this view (React
  // key) when it changes, so the first one is the one.
  const [stableSpec] = useState(spec)
  useEffect(() => registerActiveTimeline(stableSpec), [stableSpec])

  useEffect(() => {
    if (!timeline.loaded && !timeline.loading) void fetchInitial(stableSpec)
  }, [stableSpec, timeline.loaded, timeline.loading])

  const showNew = useCallback(() => {
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
  }, [key, stableSpec, timeline.flushMarker, timeline.newIds.length, showNewInStore])

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
    const atTop = window.scrollY <= SHOW_AT_TOP_THRESHOLD_PX
    const focused = !prefs.pauseOnUnfocused || document.hasFocus()
    if (atTop && focused) showNewInStore(key)
  }, [
    prefs.streaming,
    prefs.pauseOnUnfocused,
    timeline.newIds.length,
    timeline.flushMarker,
    key,
    showNewInStore,
  ])

  const loadOlder = useCallback(() => {
    const now = Date.now()
    if (now - lastOlderFetch.current < OLDER_FETCH_THROTTLE) return
    if (timeline.bottomedOut || timeline.loading || timeline.error) return
    lastOlderFetch.current = now
    void fetchOlder(stableSpec)
  }, [stableSpec, timeline.bottomedOut, timeline.loading, timeline.error])

  // Pinned statuses first (user timelines), then the rest without them; posts
  // a hide option removes are left out here (an empty row would break the
  // virtual list's measurements).
  const statuses = useEntities((s) => s.statuses)
  const ids = useMemo(() => {
    const pinned = new Set(timeline.pinnedIds)
    const ordered = pinned.size
      ? [...timeline.pinnedIds, ...timeline.statusIds.filter((id) => !pinned.has(id))]
      : timeline.statusIds
    return ordered.filter((id) => !muteDecisionForStatus(id)?.hide)
    // `statuses` and `prefs` are what the mute decision reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeline.pinnedIds, timeline.statusIds, statuses, prefs])
  // Statuses added while the reader is at the top show in view; below, the reader stays put.
  const [anchor, setAnchor] = useState(() => initialAnchor(timeline.prepended))
  let current = anchor
  if (anchor.seen !== timeline.prepended) {
    current = anchorAfter(anchor, timeline.prepended, window.scrollY <= SHOW_AT_TOP_THRESHOLD_PX)
    setAnchor(current)
  }
  const firstItemIndex = firstItemIndexOf(FIRST_INDEX_BASE, current)

  // Back from a status page: start at the status that was on top.
  const [initialIndex] = useState(() => {
    if (navigationType !== 'POP') return undefined
    const id = readingPosition(key)
    const index = id ? ids.indexOf(id) : -1
    return index > 0 ? index : undefined
  })

  // Where the sticky header ends: restored items go just below it.
  const [initialOffset] = useState(() => {
    const top = getComputedStyle(document.documentElement).getPropertyValue('--topbar-height')
    return (parseFloat(top) || 52) + 52
  })

  // Item heights are estimates until measured (media, long posts), so the
  // first jump can land a few statuses off: repeat it as they are measured.
  useEffect(() => {
    if (initialIndex === undefined) return
    const go = () =>
      virtuoso.current?.scrollToIndex({
        index: initialIndex,
        align: 'start',
        offset: -initialOffset,
      })
    const timers = [60, 200, 500].map((ms) => setTimeout(go, ms))
    return () => timers.forEach(clearTimeout)
  }, [initialIndex, initialOffset])

  // Remember the status under the sticky header as the reader scrolls, so
  // coming back lands on it and statuses added above it do not move it.
  const onReading = useCallback((id: string) => saveReadingPosition(key, id), [key])
  useReadingPlace(feed, header, current.seen - current.absorbed, onReading)

  const newCount = timeline.newIds.length
  const error = timeline.error ? timelineErrorMessage(timeline.error) : null
  const titleId = `timeline-title-${key.replace(/[^a-z0-9]/gi, '-')}`

  return (
    <section className={styles.timeline} aria-labelledby={titleId}>
      <div className={styles.header} ref={header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {showMenu && <TimelineMenu />}
        {headerExtra}
        {timeline.flushMarker ? (
          <Button variant="primary" size="small" onClick={showNew}>
            {t('timeline.reload')}
          </Button>
        ) : newCount > 0 ? (
          <Button variant="primary" size="small" onClick={showNew}>
            {t('timeline.show_new_count', { count: newCount })}
          </Button>
        ) : (
          timeline.loaded &&
          !timeline.error && <span className={styles.upToDate}>{t('timeline.up_to_date')}</span>
        )}
        <QuickSettings />
      </div>
      <div
        ref={feed}
        className={`${styles.feed} ${clicksBlocked ? styles.blocked : ''}`}
        aria-busy={timeline.loading}
      >
        {prefs.virtualScrolling ? (
          <Virtuoso
            ref={virtuoso}
            useWindowScroll
            data={ids}
            firstItemIndex={firstItemIndex}
            initialTopMostItemIndex={
              initialIndex === undefined
                ? undefined
                : { index: initialIndex, align: 'start', offset: -initialOffset }
            }
            computeItemKey={(_, id) => id}
            increaseViewportBy={{ top: 400, bottom: LOAD_OLDER_THRESHOLD_PX }}
            endReached={loadOlder}
            components={{ List: FeedList }}
            itemContent={(_, id) => (
              <div data-timeline-id={id}>
                <StatusView id={id} />
              </div>
            )}
          />
        ) : (
          <div role={ids.length > 0 ? 'feed' : undefined}>
            {ids.map((id) => (
              <StatusView key={id} id={id} />
            ))}
          </div>
        )}
      </div>
      <div className={styles.footer}>
        {timeline.error?.membersOnly ? (
          <Suspense fallback={<Spinner label={t('general.loading')} />}>
            <MembersOnlyNotice />
          </Suspense>
        ) : error ? (
          <div className={styles.error} role="alert">
            <p>{t(error.key, error.args)}</p>
            <Button
              onClick={() =>
                void (timeline.statusIds.length ? fetchOlder(stableSpec) : fetchInitial(stableSpec))
              }
            >
              {t('general.retry')}
            </Button>
          </div>
        ) : timeline.loading ? (
          <Spinner label={t('timeline.loading')} />
        ) : timeline.bottomedOut ? (
          <span>
            {ids.length === 0 ? t('timeline.no_statuses') : t('timeline.no_more_statuses')}
          </span>
        ) : (
          timeline.loaded && (
            <Button onClick={() => void fetchOlder(stableSpec)}>{t('timeline.load_older')}</Button>
          )
        )}
      </div>
    </section>
  )
}
