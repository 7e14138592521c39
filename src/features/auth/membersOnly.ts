import { ApiError } from '../../api/errors'

const AUTH_WORDS = /token|auth|log ?in|sign ?in|unauthenticated/i

/**
 * Whether a failed read means "sign in to see this": servers that keep posts,
 * profiles or tags from guests (GoToSocial answers 401 "token not supplied";
 * Akkoma's restrict_unauthenticated answers 403 "authorization required").
 * For a signed-in reader a 401 is an expired session, not this.
 */
export function isMembersOnly(error: unknown, loggedIn: boolean): boolean {
  if (loggedIn || !(error instanceof ApiError)) return false
  if (error.status === 401) return true
  return error.status === 403 && AUTH_WORDS.test(error.errorText ?? '')
}
