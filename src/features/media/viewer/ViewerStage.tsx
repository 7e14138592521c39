import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react'
import { useTranslation } from '../../../i18n/react'
import type { Attachment } from '../../../api/types'
import { usePref } from '../../../store/preferences'
import { Spinner } from '../../../ui/Spinner'
import { safeHttpUrl, type MediaKind } from '../mediaKind'
import { useReducedMotion } from '../reducedMotion'
import { hasAudioTrack, shouldLoop } from '../videoLoop'
import {
  distance,
  isZoomed,
  midpoint,
  NO_ZOOM,
  panZoom,
  pinchZoom,
  settleZoom,
  swipeAction,
  toContentSpace,
  zoomTransform,
  type Point,
  type ViewerAction,
  type Zoom,
} from './navigation'
import { FlashPlayer } from './FlashPlayer'
import styles from './MediaViewer.module.css'
import './messages'

interface Size {
  width: number
  height: number
}

/*
 * Pointer gestures on the stage, one explicit state at a time:
 *   idle  → swipe  (one finger or mouse, image not zoomed)
 *   idle  → pan    (one finger on a zoomed image)
 *   swipe/pan → pinch (a second finger on an image)
 *   pinch → done   (a finger lifted: the zoom settles; the rest of the
 *                   gesture does nothing until every finger is up)
 */
type Gesture =
  | { type: 'idle' }
  | { type: 'swipe'; pointerId: number; start: Point; last: Point }
  | { type: 'pan'; pointerId: number; zoom: Zoom; from: Point }
  | { type: 'pinch'; zoom: Zoom; mid: Point; spread: number }
  | { type: 'done' }

/** Pointer downs on these never start a gesture (buttons, links, media controls). */
const INTERACTIVE = 'button, a, video, audio, input'

function ZoomableImage({
  attachment,
  label,
  zoom,
  svgRef,
  onSize,
}: {
  attachment: Attachment
  label: string
  zoom: Zoom
  svgRef: RefObject<SVGSVGElement | null>
  onSize: (size: Size) => void
}) {
  const { t } = useTranslation()
  const [state, setState] = useState<{ url: string; size: Size | 'error' } | null>(null)
  const url = attachment.url

  useEffect(() => {
    // Preloading tells us when the image is ready (the loading state) and its natural size.
    const image = new Image()
    image.decoding = 'async'
    image.onload = () => {
      const meta = attachment.meta.original
      const size = {
        width: image.naturalWidth || meta.width || 1,
        height: image.naturalHeight || meta.height || 1,
      }
      onSize(size)
      setState({ url, size })
    }
    image.onerror = () => setState({ url, size: 'error' })
    image.src = url
    return () => {
      image.onload = null
      image.onerror = null
    }
  }, [url, attachment.meta.original, onSize])

  if (!state || state.url !== url) {
    return (
      <div className={styles.loading} role="status">
        <Spinner />
        <span>{t('media.viewer.loading')}</span>
      </div>
    )
  }
  if (state.size === 'error') {
    return (
      <div className={styles.placeholder} role="alert">
        <p>{t('media.viewer.load_error')}</p>
      </div>
    )
  }
  const { width, height } = state.size
  return (
    <svg
      ref={svgRef}
      className={styles.image}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={label}
    >
      <image href={url} width={width} height={height} transform={zoomTransform(zoom)} />
    </svg>
  )
}

function ViewerVideo({
  attachment,
  kind,
  label,
}: {
  attachment: Attachment
  kind: MediaKind
  label: string
}) {
  const loopVideo = usePref('loopVideo')
  const loopVideoSilentOnly = usePref('loopVideoSilentOnly')
  const reducedMotion = useReducedMotion()
  const [hasAudio, setHasAudio] = useState<boolean | null>(null)
  const gifv = kind === 'gifv'
  return (
    <video
      className={styles.video}
      src={attachment.url}
      poster={attachment.preview_url || undefined}
      controls
      playsInline
      autoPlay={!(gifv && reducedMotion)}
      muted={gifv}
      loop={shouldLoop(kind, { loopVideo, loopVideoSilentOnly }, hasAudio)}
      aria-label={label}
      onLoadedData={(e) => setHasAudio(hasAudioTrack(e.currentTarget))}
    />
  )
}

/** The current item, with swipe navigation and (for images) pinch zoom and pan. */
export function ViewerStage({
  attachment,
  kind,
  label,
  onAction,
  onDismiss,
}: {
  attachment: Attachment
  kind: MediaKind
  label: string
  onAction: (action: ViewerAction) => void
  onDismiss: () => void
}) {
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM)
  const pointers = useRef(new Map<number, Point>())
  const gesture = useRef<Gesture>({ type: 'idle' })
  const moved = useRef(false)
  const pressedOn = useRef<EventTarget | null>(null)
  const svgRef = useRef<SVGSVGElement>(null)
  const sizeRef = useRef<Size | null>(null)
  const onSize = useCallback((size: Size) => {
    sizeRef.current = size
  }, [])

  const toContent = (p: Point): Point => {
    const svg = svgRef.current
    const size = sizeRef.current
    return svg && size ? toContentSpace(p, svg.getBoundingClientRect(), size) : p
  }

  const startPinch = () => {
    const [a, b] = [...pointers.current.values()]
    if (!a || !b) return
    const ca = toContent(a)
    const cb = toContent(b)
    gesture.current = { type: 'pinch', zoom, mid: midpoint(ca, cb), spread: distance(ca, cb) }
  }

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.target instanceof Element && e.target.closest(INTERACTIVE)) return
    if (e.pointerType === 'mouse' && e.button !== 0) return
    if (pointers.current.size === 0) pressedOn.current = e.target
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
    e.currentTarget.setPointerCapture?.(e.pointerId)
    const point = { x: e.clientX, y: e.clientY }
    if (pointers.current.size === 1) {
      moved.current = false
      gesture.current =
        kind === 'image' && isZoomed(zoom)
          ? { type: 'pan', pointerId: e.pointerId, zoom, from: toContent(point) }
          : { type: 'swipe', pointerId: e.pointerId, start: point, last: point }
    } else if (pointers.current.size === 2 && kind === 'image') {
      startPinch()
    } else {
      gesture.current = { type: 'done' }
    }
  }

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return
    const point = { x: e.clientX, y: e.clientY }
    pointers.current.set(e.pointerId, point)
    const g = gesture.current
    if (g.type === 'swipe' && g.pointerId === e.pointerId) {
      g.last = point
      if (Math.abs(point.x - g.start.x) + Math.abs(point.y - g.start.y) > 4) moved.current = true
    } else if (g.type === 'pan' && g.pointerId === e.pointerId) {
      moved.current = true
      setZoom(panZoom(g.zoom, g.from, toContent(point)))
    } else if (g.type === 'pinch') {
      const [a, b] = [...pointers.current.values()]
      if (!a || !b) return
      moved.current = true
      const ca = toContent(a)
      const cb = toContent(b)
      setZoom(pinchZoom(g.zoom, g.mid, g.spread, midpoint(ca, cb), distance(ca, cb)))
    }
  }

  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(e.pointerId)) return
    const g = gesture.current
    if (g.type === 'swipe' && g.pointerId === e.pointerId && e.type === 'pointerup') {
      const action = swipeAction(g.start, g.last, window.innerWidth)
      gesture.current = { type: 'idle' }
      if (action) onAction(action)
      return
    }
    if (g.type === 'pinch') {
      setZoom(settleZoom)
      gesture.current = { type: 'done' }
    }
    if (pointers.current.size === 0) gesture.current = { type: 'idle' }
  }

  // A click on the empty stage around the media (or the letterbox bands of an
  // image, which belong to its <svg>) closes the viewer; the end of a drag does not.
  // (Pointer capture retargets the click to the stage: what was pressed decides.)
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const pressed = pressedOn.current
    pressedOn.current = null
    const empty = pressed === e.currentTarget || (pressed !== null && pressed === svgRef.current)
    if (empty && !moved.current) onDismiss()
  }

  return (
    <div
      className={styles.stage}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClick={onClick}
      data-zoomed={isZoomed(zoom) ? 'true' : undefined}
    >
      {kind === 'image' && (
        <ZoomableImage
          attachment={attachment}
          label={label}
          zoom={zoom}
          svgRef={svgRef}
          onSize={onSize}
        />
      )}
      {(kind === 'video' || kind === 'gifv') && (
        <ViewerVideo attachment={attachment} kind={kind} label={label} />
      )}
      {kind === 'audio' && (
        <audio className={styles.audio} src={attachment.url} controls autoPlay aria-label={label} />
      )}
      {kind === 'flash' && (
        <FlashPlayer attachment={attachment} url={safeHttpUrl(attachment.url)} />
      )}
    </div>
  )
}
