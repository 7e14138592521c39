import { ApiError } from '../../api/errors'
import { readableText } from '../../api/readableError'

/** What the profile screen shows while its account loads. */
export type ProfileLoad =
  | { phase: 'loading' }
  | { phase: 'loaded'; accountId: string }
  | { phase: 'error'; messageKey: string | null; message: string | null }
  /** The server shows profiles to its members only, and the reader is a guest. */
  | { phase: 'members-only' }

const NO_SUCH_USER = 'No user with such user_id'

/**
 * Profile load errors: the server's "No user with such user_id"
 * (and any 404: Akkoma's lookup answers "Can't find user") is
 * user_profile.profile_does_not_exist; another error shows its own message,
 * else user_profile.profile_loading_error.
 */
export function profileLoadError(error: unknown): Extract<ProfileLoad, { phase: 'error' }> {
  if (error instanceof ApiError) {
    if (error.errorText === NO_SUCH_USER || error.status === 404) {
      return { phase: 'error', messageKey: 'user_profile.profile_does_not_exist', message: null }
    }
    const message = readableText(error)
    if (message) return { phase: 'error', messageKey: null, message }
  }
  return { phase: 'error', messageKey: 'user_profile.profile_loading_error', message: null }
}

/** The cached account a route names, if any: by id, or by handle (case-insensitive). */
export function findCachedAccount<T extends { id: string; acct: string }>(
  accounts: Readonly<Record<string, T>>,
  key: { id: string } | { name: string },
): T | undefined {
  if ('id' in key) {
    const byId = accounts[key.id]
    if (byId) return byId
  }
  const handle = ('id' in key ? key.id : key.name).replace(/^@/, '').toLowerCase()
  return Object.values(accounts).find((a) => a.acct.toLowerCase() === handle)
}
