import type { SwipeDirection } from '../../ui/gestures'
import { useDocumentSwipe } from './useSwipe'

/**
 * The whole document's horizontal swipes (the drawer's on touch screens),
 * as a component: the layout loads it after the first statuses have
 * painted, which leaves its code out of a first visit's download.
 */
export default function DocumentSwipe({
  onSwipe,
}: {
  onSwipe: (dir: SwipeDirection, startX: number) => void
}) {
  useDocumentSwipe(true, onSwipe)
  return null
}
