import { useTranslation } from '../../i18n/react'
import { mainTimelineSpec, TIMELINES, type TimelineKind } from './timelineKinds'
import { TimelineView } from './TimelineView'

/** One of the four main timelines of the navigation. */
export function TimelinePage({ kind }: { kind: TimelineKind }) {
  const { t } = useTranslation()
  return (
    <TimelineView
      key={kind}
      spec={mainTimelineSpec(kind)}
      title={t(TIMELINES[kind].titleKey)}
      showMenu
    />
  )
}
