import { useCallback, useMemo } from 'react'
import type { StoredStatus } from '../../../store/entities'
import { usePref } from '../../../store/preferences'
import { isLongSubject, isTallContent } from './bodyRules'
import {
  bodyView,
  resolveBodyState,
  useBodyStates,
  type BodyEvent,
  type BodyFlags,
  type BodyView,
} from './collapse'

/** The body's collapse view for one status, shared by the subject line and the text. */
export function useBodyDisplay(
  status: StoredStatus,
  focused: boolean,
): { view: BodyView; toggle: (event: BodyEvent) => void } {
  const collapseWithSubject = usePref('collapseMessageWithSubject')
  const tall = useMemo(() => isTallContent(status.content), [status.content])
  const subject = status.spoiler_text
  const flags = useMemo<BodyFlags>(
    () => ({
      hasSubject: subject.trim() !== '',
      collapseWithSubject,
      tall,
      longSubject: isLongSubject(subject),
      focused,
    }),
    [subject, collapseWithSubject, tall, focused],
  )
  const toggled = useBodyStates((s) => s.toggled[status.id])
  const dispatch = useBodyStates((s) => s.dispatch)
  const state = useMemo(() => resolveBodyState(flags, toggled), [flags, toggled])
  const view = useMemo(() => bodyView(flags, state), [flags, state])
  const id = status.id
  const toggle = useCallback(
    (event: BodyEvent) => dispatch(id, state, event),
    [dispatch, id, state],
  )
  return { view, toggle }
}
