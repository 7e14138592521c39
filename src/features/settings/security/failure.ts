import { ApiError } from '../../../api/errors'

/**
 * The server's own reason for a refusal ("Invalid password."), shown under
 * the catalogued message; null for network failures and empty replies.
 */
export function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  const text = error.errorText?.trim()
  return text ? text : null
}

/** Akkoma names a wrong TOTP code `invalid_token`; say it in words. */
export function isWrongCode(error: unknown): boolean {
  return serverReason(error) === 'invalid_token'
}
