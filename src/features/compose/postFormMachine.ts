/**
 * The post form's states: empty, drafting, posting, then posted
 * (the form cleared) or error. An edit first loads the post's source, which
 * may fail and be retried. Empty and drafting follow what the form holds;
 * the form reports each change of that with `edited`.
 */
export type PostFormState =
  | { name: 'loadingSource' }
  | { name: 'sourceFailed'; message: string }
  | { name: 'empty' }
  | { name: 'drafting' }
  | { name: 'posting' }
  | { name: 'posted' }
  | { name: 'error'; message: string }

export type PostFormEvent =
  | { type: 'sourceLoaded'; empty: boolean }
  | { type: 'sourceFailed'; message: string }
  | { type: 'retrySource' }
  /** The text or the attachments changed; `empty` is what the form holds now. */
  | { type: 'edited'; empty: boolean }
  | { type: 'submit' }
  /** Refused before sending (empty post, poll error, descriptions not saved). */
  | { type: 'refused'; message: string }
  | { type: 'posted' }
  | { type: 'failed'; message: string }
  | { type: 'dismiss'; empty: boolean }

const EMPTY: PostFormState = { name: 'empty' }
const DRAFTING: PostFormState = { name: 'drafting' }
const byContent = (empty: boolean): PostFormState => (empty ? EMPTY : DRAFTING)

export const initialPostFormState = (editing: boolean): PostFormState =>
  editing ? { name: 'loadingSource' } : EMPTY

/** Events a state does not expect leave it as it is (the same object, so nothing re-renders). */
export function postFormReducer(state: PostFormState, event: PostFormEvent): PostFormState {
  switch (state.name) {
    case 'loadingSource':
      if (event.type === 'sourceLoaded') return byContent(event.empty)
      if (event.type === 'sourceFailed') return { name: 'sourceFailed', message: event.message }
      return state
    case 'sourceFailed':
      return event.type === 'retrySource' ? { name: 'loadingSource' } : state
    case 'empty':
    case 'drafting':
    case 'posted':
      switch (event.type) {
        case 'edited': {
          // A cleared form stays "posted" until something new is typed.
          if (state.name === 'posted' && event.empty) return state
          const next = byContent(event.empty)
          return next.name === state.name ? state : next
        }
        case 'submit':
          return { name: 'posting' }
        case 'refused':
          return { name: 'error', message: event.message }
        default:
          return state
      }
    case 'posting':
      if (event.type === 'posted') return { name: 'posted' }
      if (event.type === 'failed') return { name: 'error', message: event.message }
      return state
    case 'error':
      // The message stays while the user fixes the post, until dismissed or sent again.
      if (event.type === 'dismiss') return byContent(event.empty)
      if (event.type === 'submit') return { name: 'posting' }
      if (event.type === 'refused') return { name: 'error', message: event.message }
      return state
  }
}

/** Nothing can be typed or sent: a post is on its way, or an edit has no source yet. */
export const isLocked = (state: PostFormState): boolean =>
  state.name === 'posting' || state.name === 'loadingSource' || state.name === 'sourceFailed'
