import { useLayoutEffect, type RefObject } from 'react'
import { translator } from '../../i18n/i18n'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import type { TimelineState } from '../../store/timelineState'
import { useTimelines } from '../../store/timelines'
import { HOME_KEY, homeResumeTaken, loadHomeResume, resumeEnabled } from './homePlace'
import { unreadAbove } from './readingAnchor'
import type { TimelineSpec } from './timelineKinds'
import { fetchAround, fetchInitial } from './timelineService'
import type { RestoreRequest } from './useReadingPlace'

/**
 * Asks for a timeline's first page when it has none. Home opens where the
 * reader stopped, here or on another device: the page around that status
 * loads, the place is handed to `restore`, and `announce` gets the words
 * that tell a screen reader how many statuses are unread above it.
 */
export function useFirstPage(
  spec: TimelineSpec,
  timeline: Pick<TimelineState, 'loaded' | 'loading'>,
  mounted: RefObject<boolean>,
  announce: (words: string) => void,
  restore: (request: RestoreRequest) => void,
): void {
  // A layout effect: the first page is asked for before the shell's first
  // paint rather than after it (a frame or more sooner on a cold load).
  useLayoutEffect(() => {
    if (timeline.loaded || timeline.loading) return
    if (spec.key !== HOME_KEY || homeResumeTaken() || !resumeEnabled()) {
      void fetchInitial(spec)
      return
    }
    useTimelines.getState().startLoading(spec.key)
    void (async () => {
      const saved = await (await loadHomeResume()).takeResumePosition()
      const landed = saved ? await fetchAround(spec, saved.id, { resume: true }) : null
      if (!landed) {
        if (!useTimelines.getState().timelines[spec.key]?.error) {
          useTimelines.getState().reset(spec.key)
          void fetchInitial(spec)
        }
        return
      }
      if (!mounted.current) return
      const t = useTimelines.getState().timelines[spec.key]
      // Counted as the header counts them: the reader's own posts are not news.
      const me = useSession.getState().currentUserId
      const cached = useEntities.getState().statuses
      const count = t
        ? unreadAbove(t.statusIds, landed, null, (id) => cached[id]?.account_id === me)
        : 0
      announce(
        count === 0
          ? translator.t('timeline.resumed_none')
          : t?.gapAbove
            ? translator.t('timeline.resumed_more', { count })
            : translator.t('timeline.resumed', { count }),
      )
      // Exactly where the reader left it: the saved offset, when that status is still there.
      const offset = saved && landed === saved.id ? saved.offset : 0
      restore({ anchor: { id: landed, offset }, token: Date.now() })
    })()
  }, [spec, timeline.loaded, timeline.loading, mounted, announce, restore])
}
