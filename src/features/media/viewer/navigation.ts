import { MEDIA_VIEWER_MIN_SCALE, MEDIA_VIEWER_RESET_LIMIT } from '../../../config/constants'
import { detectSwipe } from '../../../ui/gestures'
import { inlineStep } from '../../../ui/direction'

/*
 * Media viewer input, as pure functions: keys, swipes and
 * pinch zoom. The component only feeds events in and applies the results.
 */

export type ViewerAction = 'next' | 'prev'

/** Elements whose own arrow keys must win (seeking a video, moving a caret). */
const OWNS_ARROWS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO', 'AUDIO'])

export function viewerKeyAction(event: {
  key: string
  target: EventTarget | null
  altKey?: boolean
  ctrlKey?: boolean
  metaKey?: boolean
  shiftKey?: boolean
}): ViewerAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null
  if (target?.isContentEditable || (target?.tagName && OWNS_ARROWS.has(target.tagName))) return null
  const step = inlineStep(event.key)
  return step === 1 ? 'next' : step === -1 ? 'prev' : null
}

export interface Point {
  x: number
  y: number
}

/** A swipe must travel a quarter of the window's width. */
export const swipeThreshold = (windowWidth: number): number => windowWidth / 4

/** A finished one-finger gesture: swiping left shows the next item, right the previous one. */
export function swipeAction(start: Point, end: Point, windowWidth: number): ViewerAction | null {
  const direction = detectSwipe(start, end, swipeThreshold(windowWidth))
  if (direction === 'left') return 'next'
  if (direction === 'right') return 'prev'
  return null
}

/** The image transform: scale, then translate by (x, y) in the image's own units. */
export interface Zoom {
  scale: number
  x: number
  y: number
}

export const NO_ZOOM: Zoom = { scale: MEDIA_VIEWER_MIN_SCALE, x: 0, y: 0 }

/** Far enough to read small print in a photo; no more is needed. */
export const MAX_ZOOM = 8

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y)
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })

/**
 * Zoom while two fingers move: the scale follows the change of distance
 * (never below MEDIA_VIEWER_MIN_SCALE) and the image point that was under the
 * fingers' midpoint at the start stays under their midpoint now.
 */
export function pinchZoom(
  start: Zoom,
  startMid: Point,
  startDistance: number,
  mid: Point,
  currentDistance: number,
): Zoom {
  const ratio = startDistance > 0 ? currentDistance / startDistance : 1
  const scale = Math.min(MAX_ZOOM, Math.max(MEDIA_VIEWER_MIN_SCALE, start.scale * ratio))
  const anchorX = (startMid.x - start.x) / start.scale
  const anchorY = (startMid.y - start.y) / start.scale
  return { scale, x: mid.x - scale * anchorX, y: mid.y - scale * anchorY }
}

/** One finger drags a zoomed image. */
export const panZoom = (start: Zoom, from: Point, to: Point): Zoom => ({
  ...start,
  x: start.x + to.x - from.x,
  y: start.y + to.y - from.y,
})

/** On release: a zoom below MEDIA_VIEWER_RESET_LIMIT snaps back to the whole image. */
export const settleZoom = (zoom: Zoom): Zoom =>
  zoom.scale < MEDIA_VIEWER_RESET_LIMIT ? NO_ZOOM : zoom

export const isZoomed = (zoom: Zoom): boolean => zoom.scale > MEDIA_VIEWER_MIN_SCALE

/**
 * A screen point in the units of content of `size` shown "contain"-fitted
 * and centred in `box` (what an SVG with preserveAspectRatio="xMidYMid meet" does).
 */
export function toContentSpace(
  point: Point,
  box: { left: number; top: number; width: number; height: number },
  size: { width: number; height: number },
): Point {
  const k = Math.min(box.width / size.width, box.height / size.height) || 1
  const offsetX = box.left + (box.width - size.width * k) / 2
  const offsetY = box.top + (box.height - size.height * k) / 2
  return { x: (point.x - offsetX) / k, y: (point.y - offsetY) / k }
}

/** The SVG `transform` attribute for a zoom. */
export const zoomTransform = (zoom: Zoom): string =>
  `translate(${zoom.x} ${zoom.y}) scale(${zoom.scale})`
