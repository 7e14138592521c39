import { ApiError } from '../../../api/errors'

/**
 * The server's own reason for a refusal ("Invalid password."), shown under
 * the catalogued message; null for network failures and empty replies.
 */
export function serverReason(error: unknown): string | null {
  return error instanceof ApiError ? error.readableText : null
}

/** Akkoma names a wrong TOTP code `invalid_token`; say it in words. */
export function isWrongCode(error: unknown): boolean {
  return error instanceof ApiError && error.errorText?.trim() === 'invalid_token'
}
