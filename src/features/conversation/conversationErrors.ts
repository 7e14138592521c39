import { ApiError, MalformedResponseError, NetworkError } from '../../api/errors'
import { readableText } from '../../api/readableError'
import './messages'

export interface ErrorMessage {
  key: string
  args?: Record<string, string>
}

/** What the error panel says when a conversation fails to load. */
export function conversationErrorMessage(error: unknown): ErrorMessage {
  if (error instanceof MalformedResponseError) return { key: 'general.async_error' }
  if (error instanceof ApiError) {
    if (error.status === 404) return { key: 'conversation.not_found' }
    const reason = readableText(error) ?? `${error.status} ${error.statusText}`.trim()
    return { key: 'conversation.load_error', args: { reason } }
  }
  if (error instanceof NetworkError) return { key: 'conversation.network_error' }
  return { key: 'general.async_error' }
}
