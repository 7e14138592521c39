/*
 * The private note editor: saved as typed, debounced
 * NOTE_SAVE_DEBOUNCE, with a spinner while saving.
 *
 *   idle/saved/error --edit--> pending --debounced--> saving --done--> saved
 *                                 ^                       |  \--failed--> error
 *                                 +------ edit while saving (queued) -----+
 */

export type NoteStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error'

export interface NoteState {
  status: NoteStatus
  /** What the textarea shows. */
  text: string
  /** What the server last confirmed. */
  savedText: string
  /** Typed while a save was running: save again once it ends. */
  queued: boolean
  /** The save in flight (numbered, so a retry of the same text is a new request). */
  request: { seq: number; text: string } | null
}

export type NoteEvent =
  | { type: 'edit'; text: string }
  | { type: 'debounced' }
  | { type: 'done'; text: string }
  | { type: 'failed' }
  | { type: 'reset'; text: string }

export const initialNoteState = (text: string): NoteState => ({
  status: 'idle',
  text,
  savedText: text,
  queued: false,
  request: null,
})

export function noteTransition(state: NoteState, event: NoteEvent): NoteState {
  switch (event.type) {
    case 'reset':
      return initialNoteState(event.text)
    case 'edit':
      if (state.status === 'saving') return { ...state, text: event.text, queued: true }
      return { ...state, text: event.text, status: 'pending' }
    case 'debounced':
      if (state.status !== 'pending') return state
      // Nothing changed since the last save (typed and erased): no request.
      if (state.text === state.savedText) return { ...state, status: 'saved' }
      return {
        ...state,
        status: 'saving',
        request: { seq: (state.request?.seq ?? 0) + 1, text: state.text },
      }
    case 'done': {
      if (state.status !== 'saving') return state
      const again = state.queued && state.text !== event.text
      return { ...state, savedText: event.text, queued: false, status: again ? 'pending' : 'saved' }
    }
    case 'failed':
      if (state.status !== 'saving') return state
      return { ...state, queued: false, status: state.queued ? 'pending' : 'error' }
  }
}
