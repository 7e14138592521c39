import { create } from 'zustand'
import type { Attachment } from '../../../api/types'
import { MEDIA_VIEWER_HIDE_DELAY } from '../../../config/constants'
import { isViewable, mediaKind } from '../mediaKind'

/*
 * Media viewer state: closed → open ⇄ (navigate) → closing →
 * closed. Closing lasts MEDIA_VIEWER_HIDE_DELAY (the fade) before the
 * viewer unmounts and focus goes back to what opened it. This module is
 * eager and tiny; the viewer itself is a lazy chunk (MediaViewerHost).
 */

export type ViewerPhase = 'closed' | 'open' | 'closing'

export interface ViewerState {
  phase: ViewerPhase
  /** Viewable attachments only (image, gifv, video, audio, flash). */
  attachments: Attachment[]
  index: number
}

export const closedViewer: ViewerState = { phase: 'closed', attachments: [], index: 0 }

export type ViewerEvent =
  | { type: 'open'; attachments: readonly Attachment[]; index: number }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'close' }
  | { type: 'closed' }

/** Index `step` away from `index` in a list of `length`, wrapping at both ends. */
export const wrapIndex = (index: number, step: number, length: number): number =>
  length === 0 ? 0 : (((index + step) % length) + length) % length

export function viewerTransition(state: ViewerState, event: ViewerEvent): ViewerState {
  switch (event.type) {
    case 'open': {
      const target = event.attachments[event.index]
      const attachments = event.attachments.filter((a) => isViewable(mediaKind(a)))
      const index = target ? attachments.indexOf(target) : -1
      // Plain files are not the viewer's business (other types are not accepted).
      if (index < 0) return state
      return { phase: 'open', attachments, index }
    }
    case 'next':
    case 'prev':
      if (state.phase !== 'open') return state
      return {
        ...state,
        index: wrapIndex(state.index, event.type === 'next' ? 1 : -1, state.attachments.length),
      }
    case 'close':
      return state.phase === 'open' ? { ...state, phase: 'closing' } : state
    case 'closed':
      return state.phase === 'closing' ? closedViewer : state
  }
}

interface ViewerStore extends ViewerState {
  dispatch: (event: ViewerEvent) => void
}

export const useMediaViewer = create<ViewerStore>()((set, get) => ({
  ...closedViewer,
  dispatch: (event) => {
    const { phase, attachments, index } = get()
    const next = viewerTransition({ phase, attachments, index }, event)
    if (next.phase !== phase || next.attachments !== attachments || next.index !== index) set(next)
  },
}))

let opener: HTMLElement | null = null
let hideTimer: ReturnType<typeof setTimeout> | null = null

/**
 * Opens the viewer on `attachments[index]` (a plain file is ignored). Focus
 * returns to `from` (by default the focused element) when the viewer closes.
 */
export function openMediaViewer(
  attachments: readonly Attachment[],
  index: number,
  from?: HTMLElement | null,
): void {
  if (hideTimer !== null) {
    clearTimeout(hideTimer)
    hideTimer = null
  }
  const before = useMediaViewer.getState().phase
  useMediaViewer.getState().dispatch({ type: 'open', attachments, index })
  if (useMediaViewer.getState().phase !== 'open') return
  if (before === 'closed' || from) {
    const active = typeof document !== 'undefined' ? document.activeElement : null
    opener = from ?? (active instanceof HTMLElement ? active : null)
  }
}

export const showNextMedia = () => useMediaViewer.getState().dispatch({ type: 'next' })
export const showPreviousMedia = () => useMediaViewer.getState().dispatch({ type: 'prev' })

/** Starts closing; the viewer is gone MEDIA_VIEWER_HIDE_DELAY later. */
export function closeMediaViewer(): void {
  const store = useMediaViewer.getState()
  if (store.phase !== 'open') return
  store.dispatch({ type: 'close' })
  hideTimer = setTimeout(() => {
    hideTimer = null
    useMediaViewer.getState().dispatch({ type: 'closed' })
  }, MEDIA_VIEWER_HIDE_DELAY)
}

/** The element to give focus back to, once (the host calls this after the viewer unmounts). */
export function takeViewerOpener(): HTMLElement | null {
  const element = opener
  opener = null
  return element
}
