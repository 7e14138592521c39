import { Suspense, useEffect } from 'react'
import { lazy } from '../../ui/lazy'
import { closeModeration, useModerationModal } from '../../store/moderation'
import { useModerationOffered } from './moderationOffered'

// Staff only: members never download the moderation tools.
const ModerationRuntime = lazy(() => import('./ModerationRuntime'))

/**
 * For moderators and admins: the report polling and, once
 * opened, the moderation modal, both in lazy chunks.
 */
export function ModerationHost() {
  const offered = useModerationOffered()
  const visible = useModerationModal((s) => s.visibility !== 'hidden')
  useEffect(() => {
    if (!offered && visible) closeModeration()
  }, [offered, visible])
  if (!offered) return null
  return (
    <Suspense fallback={null}>
      <ModerationRuntime />
    </Suspense>
  )
}
