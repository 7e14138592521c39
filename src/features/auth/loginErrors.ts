import { WRONG_CREDENTIALS } from '../../api/endpoints/oauth'
import { ApiError, NetworkError } from '../../api/errors'
import type { LoginError } from '../../store/session'
import './messages'

/**
 * Login failures (spec 1 §8) as what the form shows. Refused credentials
 * read "Wrong username or password" whatever words the server chose
 * (Akkoma says "Invalid credentials", Mastodon "invalid_grant"); a 5xx gets
 * the catalogued generic text because a proxy's error page is no message
 * for a person; other server texts are shown as the server wrote them.
 */
export function loginErrorFor(e: unknown): LoginError {
  if (e instanceof NetworkError) return { key: 'login.error_network' }
  if (e instanceof ApiError) {
    if (e.status === 429) return { key: 'login.error_rate_limited' }
    if (e.status >= 500) return { key: 'login.error_generic' }
    const text = e.errorText
    if (e.status === 401 || (text && WRONG_CREDENTIALS.test(text)))
      return { key: 'login.wrong_credentials' }
    if (text) return { text }
    return { key: 'login.error_generic' }
  }
  return { key: 'login.error_generic' }
}

/** Errors of verify_credentials right after a token was issued (spec 1 §8). */
export function verifyErrorFor(e: unknown): LoginError {
  if (e instanceof NetworkError) return { key: 'login.error_network' }
  if (e instanceof ApiError && e.status === 401) return { key: 'login.wrong_credentials' }
  return { key: 'login.error_generic' }
}
