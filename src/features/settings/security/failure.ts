import { ApiError } from '../../../api/errors'
import { readableText } from '../../../api/readableError'

/**
 * The server's own reason for a refusal ("Invalid password."), shown under
 * the catalogued message; null for network failures and empty replies.
 */
export function serverReason(error: unknown): string | null {
  return readableText(error)
}

/** Akkoma names a wrong TOTP code `invalid_token`; say it in words. */
export function isWrongCode(error: unknown): boolean {
  return error instanceof ApiError && error.errorText?.trim() === 'invalid_token'
}
