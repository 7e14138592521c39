import { Navigate } from 'react-router'
import { useTranslation } from '../../i18n/react'
import { useFeature } from '../../store/serverFeatures'
import { mainTimelineSpec, TIMELINES, type TimelineKind } from './timelineKinds'
import { TimelineView } from './TimelineView'

/** One of the four main timelines of the navigation. */
export function TimelinePage({ kind }: { kind: TimelineKind }) {
  const { t } = useTranslation()
  const bubble = useFeature('bubbleTimeline')
  // An old link to the bubble timeline on a server without one goes home, not to an error.
  if (kind === 'bubble' && !bubble) return <Navigate to="/" replace />
  return (
    <TimelineView
      key={kind}
      spec={mainTimelineSpec(kind)}
      title={t(TIMELINES[kind].titleKey)}
      showMenu
    />
  )
}
