import { readableText } from '../../../api/readableError'

/**
 * The server's own explanation of a failed action, when it gave one; callers
 * fall back to their own message. Shared by the status extras (polls,
 * reactions, user lists, history, translation).
 */
export function serverErrorText(error: unknown): string | null {
  return readableText(error)
}
