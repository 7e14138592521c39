import { SWIPE_PERPENDICULAR_TOLERANCE, SWIPE_THRESHOLD } from '../config/constants'

export type SwipeDirection = 'left' | 'right' | 'up' | 'down'

/**
 * A swipe is a move past the threshold along one axis whose sideways drift
 * stays within tolerance × the main distance (30 px, tolerance 1).
 */
export function detectSwipe(
  start: { x: number; y: number },
  end: { x: number; y: number },
  threshold = SWIPE_THRESHOLD,
  tolerance = SWIPE_PERPENDICULAR_TOLERANCE,
): SwipeDirection | null {
  const dx = end.x - start.x
  const dy = end.y - start.y
  if (Math.abs(dx) >= threshold && Math.abs(dy) <= Math.abs(dx) * tolerance) {
    return dx > 0 ? 'right' : 'left'
  }
  if (Math.abs(dy) >= threshold && Math.abs(dx) <= Math.abs(dy) * tolerance) {
    return dy > 0 ? 'down' : 'up'
  }
  return null
}
